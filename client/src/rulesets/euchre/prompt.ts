/**
 * The Euchre prompt in the bar above the canvas: whose turn it is and, on my turn in bidding, the
 * choices the rules allow right now as buttons — Order up / Pick up, a button per suit I may name,
 * Pass, Defend alone — and a "Go alone" toggle that turns the next order-up or call into a lone hand.
 * Buttons come only from the view's `legal` list: what is not allowed is not offered.
 */
import { t } from "../../i18n/i18n";
import { writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";
import { SUIT_CHAR, type FrenchSuit } from "../../table/french-faces";
import { cap, suitWord, type PromptState } from "./texts";

export class EuchrePrompt {
  private readonly box = el("div", { class: "prompt euchre-prompt" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite" });
  private readonly buttons = el("div", { class: "euchre-buttons" });
  private alone = false;
  private lastText = "";
  private lastChoices = "";
  private state: PromptState = { text: "", mine: false, choices: [], dealer: false };

  constructor(
    host: HTMLElement,
    private readonly send: (choice: string) => void,
  ) {
    this.box.append(this.textBox, this.buttons);
    replaceChildren(host, this.box);
  }

  set(state: PromptState): void {
    this.state = state;
    const textKey = JSON.stringify([state.lead, state.text, state.mine]);
    if (textKey !== this.lastText) {
      this.lastText = textKey;
      writePrompt(this.box, this.textBox, state);
    }
    const choicesKey = JSON.stringify([state.choices, state.dealer]);
    if (choicesKey !== this.lastChoices) {
      this.lastChoices = choicesKey;
      this.alone = false;
      this.drawButtons();
    }
  }

  destroy(): void {
    this.box.remove();
  }

  private drawButtons(): void {
    const { choices, dealer } = this.state;
    const has = (x: string) => choices.includes(x);
    const canAlone = choices.some((c) => c === "orderUpAlone" || c.startsWith("callAlone:"));
    const items: HTMLElement[] = [];
    const button = (testid: string, label: string, choice: () => string, primary = false) => {
      const b = el("button", { class: `btn btn-small${primary ? " btn-primary" : ""} euchre-choice`, type: "button", testid }, label);
      b.addEventListener("click", () => this.send(choice()));
      return b;
    };
    if (has("orderUp")) {
      items.push(button("euchre-order-up", t(dealer ? "euchre.pickUp" : "euchre.orderUp"), () => (this.alone ? "orderUpAlone" : "orderUp"), true));
    }
    for (const s of ["S", "H", "C", "D"]) {
      if (!has(`call:${s}`)) continue;
      const suit = s as FrenchSuit;
      const b = button(`euchre-call-${s}`, `${SUIT_CHAR[suit]} ${cap(suitWord(suit))}`, () => (this.alone ? `callAlone:${s}` : `call:${s}`), true);
      b.classList.add(s === "H" || s === "D" ? "euchre-red" : "euchre-black");
      items.push(b);
    }
    if (canAlone) {
      const toggle = el(
        "button",
        { class: "btn btn-small euchre-alone", type: "button", testid: "euchre-alone", "aria-pressed": "false", title: t("euchre.goAloneHint") },
        t("euchre.goAlone"),
      );
      toggle.addEventListener("click", () => {
        this.alone = !this.alone;
        toggle.setAttribute("aria-pressed", String(this.alone));
        toggle.classList.toggle("euchre-alone-on", this.alone);
      });
      items.push(toggle);
    }
    if (has("defendAlone")) items.push(button("euchre-defend-alone", t("euchre.defendAlone"), () => "defendAlone", true));
    if (has("pass")) items.push(button("euchre-pass", t("euchre.pass"), () => "pass"));
    replaceChildren(this.buttons, ...items);
    this.buttons.hidden = items.length === 0;
  }
}
