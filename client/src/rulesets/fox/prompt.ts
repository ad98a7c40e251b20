/**
 * The Fox prompt in the bar above the canvas: whose turn it is ("Your turn" / "Waiting for X"), what
 * the current phase asks for, the Pass button during a Fox exchange, and "Powers", which opens the legend
 * of card powers (the table's own "?", in the aids row, opens the full rules sheet).
 */
import { t } from "../../i18n/i18n";
import { PromptBar, writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";

export interface PromptState {
  text: string;
  /** Short lead-in shown in bold, e.g. "Your turn". */
  lead?: string;
  /** Highlight the bar: it is this client's turn. */
  mine: boolean;
  /** Offer the Pass button (Fox exchange). */
  pass: boolean;
}

export class FoxPrompt extends PromptBar {
  protected readonly box = el("div", { class: "prompt" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite" });
  private readonly passButton = el("button", { class: "btn btn-primary btn-small", testid: "pass-button", type: "button" }, t("fox.pass"));
  private readonly helpButton = el(
    "button",
    { class: "btn btn-small", type: "button", testid: "legend-button", title: t("fox.legendTitle") },
    t("fox.powersButton"),
  );

  constructor(host: HTMLElement, handlers: { pass(): void; help(): void }) {
    super();
    this.passButton.addEventListener("click", () => handlers.pass());
    this.helpButton.addEventListener("click", () => handlers.help());
    this.box.append(this.textBox, this.passButton, this.helpButton);
    replaceChildren(host, this.box);
    this.set({ text: "", mine: false, pass: false });
  }

  set(state: PromptState): void {
    if (!this.changed(state)) return;
    writePrompt(this.box, this.textBox, state);
    this.passButton.hidden = !state.pass;
  }
}
