/**
 * The Fox legend, opened with "?": the six card powers, how a trick is won, and how rounds score
 * (rules of record: ../shared/rules/fox.md).
 */
import { el } from "../../ui/dom";
import { POWERS, SUITS } from "./foxCards";

const SCORING: [string, string][] = [
  ["0–3 tricks", "6 points"],
  ["4 tricks", "1 point"],
  ["5 tricks", "2 points"],
  ["6 tricks", "3 points"],
  ["7–9 tricks", "6 points"],
  ["10–13 tricks", "0 points"],
];

export class FoxLegend {
  private readonly overlay: HTMLElement;
  private node: HTMLElement | null = null;
  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") this.close();
  };

  constructor(overlay: HTMLElement) {
    this.overlay = overlay;
  }

  get open(): boolean {
    return this.node !== null;
  }

  toggle(target: number): void {
    if (this.node) this.close();
    else this.show(target);
  }

  close(): void {
    this.node?.remove();
    this.node = null;
    window.removeEventListener("keydown", this.onKey);
  }

  private show(target: number): void {
    const suits = Object.values(SUITS).map((s) => el("span", { class: "legend-suit", style: `color:${s.css}` }, s.name));
    const close = el("button", { class: "btn btn-small btn-quiet", type: "button", "aria-label": "Close" }, "Close");
    close.addEventListener("click", () => this.close());
    this.node = el(
      "div",
      { class: "sheet legend", role: "dialog", "aria-label": "Card powers and scoring", testid: "legend" },
      el("div", { class: "sheet-head" }, el("h3", {}, "The Fox in the Forest"), close),
      el(
        "p",
        { class: "muted" },
        "Three suits — ",
        ...suits.flatMap((s, i) => (i === 0 ? [s] : [", ", s])),
        " — ranked 1 to 11. Follow the led suit if you can. The decree card's suit is trump: the highest trump wins, otherwise the highest card of the led suit.",
      ),
      el(
        "ul",
        { class: "powers" },
        ...POWERS.map((p) => el("li", {}, el("span", { class: "power-rank" }, String(p.rank)), el("span", {}, el("strong", {}, p.name), " — ", p.text))),
      ),
      el("h4", {}, "Scoring each round"),
      el("table", { class: "score-rules" }, el("tbody", {}, ...SCORING.map(([a, b]) => el("tr", {}, el("td", {}, a), el("td", {}, b))))),
      el("p", { class: "muted" }, `Plus 1 point per 7 in the tricks you win. The game ends after a round in which someone reaches ${target}; the higher total wins.`),
    );
    this.overlay.appendChild(this.node);
    window.addEventListener("keydown", this.onKey);
    close.focus();
  }
}
