/**
 * The Kierki bar above the canvas: the current deal's name and what it penalises (always shown), whose
 * turn it is and what may be led or played, the four suit buttons when naming trump, Pass in the lottery,
 * and the button that opens the score sheet.
 */
import { PromptBar, writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";
import { t } from "../../i18n/i18n";
import { SUIT_CHAR, type FrenchSuit } from "../../table/french-faces";
import { suitWord, type PromptState } from "./texts";

export interface DealLine {
  title: string;
  rule: string;
}

export class KierkiPrompt extends PromptBar {
  protected readonly box = el("div", { class: "prompt kierki-prompt" });
  private readonly dealBox = el("p", { class: "kierki-deal", testid: "kierki-deal" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite", testid: "kierki-prompt" });
  private readonly trumpBox = el("div", { class: "kierki-trumps" });
  private readonly passButton = el("button", { class: "btn btn-primary btn-small", testid: "pass-button", type: "button" }, t("kierki.pass"));
  private readonly sheetButton = el(
    "button",
    { class: "btn btn-small", type: "button", testid: "kierki-sheet-button", title: t("kierki.scoreSheet") },
    t("kierki.scores"),
  );

  constructor(host: HTMLElement, handlers: { pass(): void; trump(suit: string): void; sheet(): void }) {
    super();
    for (const suit of ["S", "H", "D", "C"] as FrenchSuit[]) {
      const b = el(
        "button",
        {
          class: `btn btn-small kierki-suit kierki-suit-${suit}`,
          type: "button",
          testid: `kierki-trump-${suit}`,
          title: suitWord(suit),
          "aria-label": t("kierki.trumpSuit", { suit: suitWord(suit) }),
        },
        SUIT_CHAR[suit],
      );
      b.addEventListener("click", () => handlers.trump(suit));
      this.trumpBox.appendChild(b);
    }
    this.passButton.addEventListener("click", () => handlers.pass());
    this.sheetButton.addEventListener("click", () => handlers.sheet());
    const main = el("div", { class: "kierki-prompt-main" }, this.dealBox, this.textBox);
    this.box.append(main, this.trumpBox, this.passButton, this.sheetButton);
    replaceChildren(host, this.box);
    this.set({ text: "", mine: false, pass: false, trump: false }, null);
  }

  set(state: PromptState, deal: DealLine | null): void {
    if (!this.changed([state, deal])) return;
    this.dealBox.hidden = !deal;
    if (deal) replaceChildren(this.dealBox, el("strong", {}, deal.title), " ", el("span", { class: "kierki-deal-rule" }, deal.rule));
    writePrompt(this.box, this.textBox, state);
    this.passButton.hidden = !state.pass;
    this.trumpBox.hidden = !state.trump;
    this.sheetButton.hidden = !deal;
  }
}
