/**
 * The bar above the canvas: on the left the renderer's prompt ("Your turn", phase buttons) with Suggest
 * beside them (tables that offer it), on the right the table's own controls — Start (once every seat is
 * filled) and Rematch (when over, unless the game summary already offers it).
 */
import type { TableSnapshot } from "../../net/snapshot";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

export class ActionBar {
  readonly element = el("div", { class: "action-bar" });
  /** The renderer writes its prompt here. */
  readonly promptSlot = el("div", { class: "prompt-slot" });
  /** Suggest and its answer sit with the game's action buttons. */
  private readonly aidSlot = el("div", { class: "bar-aids" });
  private readonly controls = el("div", { class: "bar-controls" });
  private readonly onStart: () => void;
  private readonly onReplay: (gameNo: number) => void;
  private lastKey = "";
  /** Seats were just filled: Start takes the focus once it can be pressed. */
  private focusStart = false;

  constructor(onStart: () => void, onReplay: (gameNo: number) => void) {
    this.onStart = onStart;
    this.onReplay = onReplay;
    this.element.append(this.promptSlot, this.aidSlot, this.controls);
  }

  /** Puts the table aids' Suggest controls beside the action buttons. */
  holdAids(controls: HTMLElement[]): void {
    replaceChildren(this.aidSlot, ...controls);
  }

  /** After "Fill with bots": the next Start that can be pressed gets the focus. */
  focusStartWhenReady(): void {
    this.focusStart = true;
    this.lastKey = "";
  }

  update(s: TableSnapshot, canStart: boolean, rendererShowsRematch: boolean): void {
    const full = s.seats.length > 0 && s.seats.every((seat) => seat.kind !== "empty");
    const key = JSON.stringify([s.status, canStart, rendererShowsRematch, full, s.gameNo]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    let control: HTMLElement | null = null;
    if (s.status === "waiting" && canStart) {
      const start = el(
        "button",
        { class: "btn btn-primary", testid: "start-button", title: full ? t("table.startTitle") : t("table.startWait") },
        t("table.start"),
      );
      start.disabled = !full;
      start.addEventListener("click", () => this.onStart());
      control = start;
    } else if (s.status === "over" && canStart && !rendererShowsRematch) {
      control = el("button", { class: "btn btn-primary", testid: "rematch-button", onclick: () => this.onStart() }, t("table.rematch"));
    }
    // A finished game can be replayed at once, move by move, every hand face up.
    const replay =
      s.status === "over" ? el("button", { class: "btn", testid: "replay-button", onclick: () => this.onReplay(s.gameNo) }, t("table.replay")) : null;
    replaceChildren(this.controls, replay, control);
    if (this.focusStart && full && control) {
      this.focusStart = false;
      control.focus();
    } else if (s.status === "playing") this.focusStart = false;
  }
}
