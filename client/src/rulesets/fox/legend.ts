/**
 * The Fox legend, opened with "Powers" in the prompt: the six card powers, how a trick is won, and how rounds score
 * (rules of record: docs/rules/fox.md).
 */
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { powers, SUITS } from "./cards";

/** Tricks won in a round (a range, counted by its upper end for the plural) and the points they score. */
const SCORING: [string, number, number][] = [
  ["0–3", 3, 6],
  ["4", 4, 1],
  ["5", 5, 2],
  ["6", 6, 3],
  ["7–9", 9, 6],
  ["10–13", 13, 0],
];

/** Where the suit names go in the legend's first sentence. */
const SUITS_MARK = "\u0000";

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
    const close = el("button", { class: "btn btn-small btn-quiet", type: "button", "aria-label": t("play.close") }, t("play.close"));
    close.addEventListener("click", () => this.close());
    const intro = t("fox.legendIntro", { suits: SUITS_MARK }).split(SUITS_MARK);
    this.node = el(
      "div",
      { class: "sheet legend", role: "dialog", "aria-label": t("fox.legendTitle"), testid: "legend" },
      el("div", { class: "sheet-head" }, el("h3", {}, t("fox.gameName")), close),
      el("p", { class: "muted" }, ...intro.flatMap((part, i) => (i === 0 ? [part] : [...suits.flatMap((s, j) => (j === 0 ? [s] : [", ", s])), part]))),
      el(
        "ul",
        { class: "powers" },
        ...powers().map((p) => el("li", {}, el("span", { class: "power-rank" }, String(p.rank)), el("span", {}, el("strong", {}, p.name), " — ", p.text))),
      ),
      el("h4", {}, t("fox.scoringTitle")),
      el(
        "table",
        { class: "score-rules" },
        el(
          "tbody",
          {},
          ...SCORING.map(([range, upper, points]) =>
            el("tr", {}, el("td", {}, t("fox.tricksRange", { range, count: upper })), el("td", {}, t("play.points", { count: points }))),
          ),
        ),
      ),
      el("p", { class: "muted" }, t("fox.legendEnd", { target })),
    );
    this.overlay.appendChild(this.node);
    window.addEventListener("keydown", this.onKey);
    close.focus();
  }
}
