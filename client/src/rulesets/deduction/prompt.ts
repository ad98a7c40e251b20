/**
 * The bar above the stage for the deduction games: the step in words ("Night 2 — the werewolves
 * choose"), "Your turn" on a phone that owes a decision, the moderator's Advance button (the legal
 * `advance`, testid `advance-button`) with who still owes a decision, and the server's deadline when a
 * step closes by itself.
 */
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import { icon } from "../../ui/icons";
import { PromptBar, writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";
import { clockText } from "./view";

export interface DeductionPromptState {
  text: string;
  lead?: string;
  mine: boolean;
  advance: Action | null;
  deadline: number;
}

export class DeductionPrompt extends PromptBar {
  protected readonly box = el("div", { class: "prompt dd-bar" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite", testid: "prompt-text" });
  private readonly clock = el("span", { class: "dd-bar-clock", testid: "deadline-bar", hidden: true });
  private readonly advanceButton = el("button", { class: "btn btn-primary", type: "button", testid: "advance-button", hidden: true }, t("deduction.advance"));
  private advance: Action | null = null;
  private deadline = 0;
  private readonly tick: number;

  constructor(host: HTMLElement, act: (action: Action) => void) {
    super();
    this.advanceButton.addEventListener("click", () => this.advance && act(this.advance));
    this.box.append(this.textBox, this.clock, this.advanceButton);
    replaceChildren(host, this.box);
    this.tick = window.setInterval(() => this.drawClock(), 500);
  }

  set(state: DeductionPromptState): void {
    this.advance = state.advance;
    this.deadline = state.deadline;
    this.drawClock();
    if (!this.changed([state.text, state.lead, state.mine, state.advance !== null])) return;
    writePrompt(this.box, this.textBox, state);
    this.advanceButton.hidden = !state.advance;
  }

  override destroy(): void {
    window.clearInterval(this.tick);
    super.destroy();
  }

  private drawClock(): void {
    this.clock.hidden = this.deadline <= 0;
    if (this.deadline > 0) this.clock.replaceChildren(icon("clock"), ` ${clockText(this.deadline - Date.now())}`);
  }
}
