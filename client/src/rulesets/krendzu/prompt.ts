/**
 * The Krendzu prompt in the bar above the canvas: whose turn it is and what to do, and the defender's
 * explicit choice of none, one or two cards: "Place none" (skip), "Done after one" (send the first card
 * alone) and "Undo" (take the first card back before sending anything).
 */
import { t } from "../../i18n/i18n";
import { PromptBar, writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";

export interface KrendzuPromptState {
  text: string;
  lead?: string;
  mine: boolean;
  skip: boolean;
  doneOne: boolean;
  undo: boolean;
}

export class KrendzuPrompt extends PromptBar {
  protected readonly box = el("div", { class: "prompt" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite", testid: "krendzu-prompt" });
  private readonly skipButton = el("button", { class: "btn btn-small", type: "button", testid: "krendzu-skip" }, t("krendzu.placeNone"));
  private readonly doneButton = el("button", { class: "btn btn-primary btn-small", type: "button", testid: "krendzu-done-one" }, t("krendzu.doneOne"));
  private readonly undoButton = el("button", { class: "btn btn-small", type: "button", testid: "krendzu-undo" }, t("krendzu.undo"));

  constructor(host: HTMLElement, handlers: { skip(): void; doneOne(): void; undo(): void }) {
    super();
    this.skipButton.addEventListener("click", () => handlers.skip());
    this.doneButton.addEventListener("click", () => handlers.doneOne());
    this.undoButton.addEventListener("click", () => handlers.undo());
    this.box.append(this.textBox, this.skipButton, this.undoButton, this.doneButton);
    replaceChildren(host, this.box);
    this.set({ text: "", mine: false, skip: false, doneOne: false, undo: false });
  }

  set(s: KrendzuPromptState): void {
    if (!this.changed(s)) return;
    writePrompt(this.box, this.textBox, s);
    this.skipButton.hidden = !s.skip;
    this.doneButton.hidden = !s.doneOne;
    this.undoButton.hidden = !s.undo;
  }
}
