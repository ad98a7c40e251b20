/**
 * Skat's DOM controls. In the bar above the canvas: the turn text and the buttons the phase offers this
 * seat, straight from its view's `legal` list (say the next value / yes / pass, pick up or play hand,
 * put away the two chosen cards, kontra / re / sup) and the score-sheet toggle. Over the canvas: the
 * declaration dialog, offering exactly the view's `declarations` (games first, then the variants of the
 * chosen game: hand, announcements, ouvert).
 */
import { t } from "../../i18n/i18n";
import { PromptBar, writePrompt } from "../../table/prompt-text";
import { el, replaceChildren } from "../../ui/dom";
import { contractName, gameName, parseDeclaration } from "./texts";

export interface BarButton {
  id: string;
  label: string;
  primary?: boolean;
  disabled?: boolean;
  run(): void;
}

export class SkatBar extends PromptBar {
  protected readonly box = el("div", { class: "prompt skat-bar" });
  private readonly textBox = el("p", { class: "prompt-text", "aria-live": "polite", testid: "skat-prompt" });
  private readonly buttons = el("div", { class: "skat-buttons" });

  constructor(host: HTMLElement) {
    super();
    this.box.append(this.textBox, this.buttons);
    replaceChildren(host, this.box);
  }

  set(lead: string, text: string, mine: boolean, buttons: BarButton[]): void {
    if (!this.changed([lead, text, mine, buttons.map((b) => [b.id, b.label, b.disabled, b.primary])])) return;
    writePrompt(this.box, this.textBox, { lead, text, mine });
    replaceChildren(
      this.buttons,
      ...buttons.map((b) =>
        el(
          "button",
          {
            class: `btn btn-small${b.primary ? " btn-primary" : ""}`,
            type: "button",
            testid: b.id,
            disabled: !!b.disabled,
            onclick: () => b.run(),
          },
          b.label,
        ),
      ),
    );
  }
}

/** The declaration dialog: only what the rules allow right now (the view's `declarations`). */
export class DeclareDialog {
  private node: HTMLElement | null = null;
  private key = "";
  private game = "";
  private choice = "";

  constructor(
    private readonly overlay: HTMLElement,
    private readonly send: (key: string) => void,
  ) {}

  get open(): boolean {
    return this.node !== null;
  }

  show(allowed: string[], bid: number, onCancel: (() => void) | null): void {
    const key = JSON.stringify([allowed, bid, !!onCancel]);
    if (this.node && key === this.key) return;
    this.key = key;
    const games = [...new Set(allowed.map((k) => k.split("+")[0]))];
    if (!games.includes(this.game)) this.game = games[0] ?? "";
    const variants = allowed.filter((k) => k.split("+")[0] === this.game);
    if (!variants.includes(this.choice)) this.choice = variants[0] ?? "";
    const chosen = this.choice ? parseDeclaration(this.choice) : null;
    const pick = (g: string) => {
      this.game = g;
      this.choice = "";
      this.key = "";
      this.show(allowed, bid, onCancel);
    };
    const choose = (k: string) => {
      this.choice = k;
      this.key = "";
      this.show(allowed, bid, onCancel);
    };
    const label = (k: string) => {
      const d = parseDeclaration(k);
      if (d.ouvert) return t("skat.variantOuvert");
      if (d.schwarz) return t("skat.variantSchwarz");
      if (d.schneider) return t("skat.variantSchneider");
      return t(d.hand ? "skat.variantHand" : "skat.variantPlain");
    };
    const node = el(
      "div",
      { class: "sheet skat-declare", role: "dialog", "aria-label": t("skat.declareLabel"), testid: "skat-declare-dialog" },
      el("h3", {}, t("skat.declareTitle", { bid })),
      el(
        "div",
        { class: "skat-choices" },
        ...games.map((g) =>
          el("button", { type: "button", class: `chip${g === this.game ? " chip-on" : ""}`, testid: `skat-game-${g}`, onclick: () => pick(g) }, gameName(g)),
        ),
      ),
      variants.length > 1
        ? el(
            "div",
            { class: "skat-choices" },
            ...variants.map((k) =>
              el(
                "button",
                {
                  type: "button",
                  class: `chip${k === this.choice ? " chip-on" : ""}`,
                  testid: `skat-variant-${k.replace(/\+/g, "-")}`,
                  onclick: () => choose(k),
                },
                label(k),
              ),
            ),
          )
        : null,
      el(
        "div",
        { class: "sheet-actions skat-actions" },
        onCancel ? el("button", { type: "button", class: "btn btn-small", testid: "skat-declare-cancel", onclick: () => onCancel() }, t("skat.back")) : null,
        el(
          "button",
          {
            type: "button",
            class: "btn btn-primary btn-small",
            testid: "skat-declare-confirm",
            disabled: !chosen,
            onclick: () => this.send(this.choice),
          },
          chosen ? t("skat.playGame", { game: contractName(chosen) }) : t("skat.declare"),
        ),
      ),
    );
    this.node?.remove();
    this.node = node;
    this.overlay.appendChild(node);
  }

  hide(): void {
    this.node?.remove();
    this.node = null;
    this.key = "";
  }
}
