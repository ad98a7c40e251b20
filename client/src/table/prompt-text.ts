/**
 * The turn prompt in the bar over a card table, as every game writes it: before the first deal who the table
 * waits for, and the line itself (a bold lead such as "Game over", then the text; the bar lit while the move
 * is mine). One home, so the games' bars read and look alike.
 */
import { t } from "../i18n/i18n";
import type { TableSnapshot } from "../net/snapshot";
import { el, replaceChildren } from "../ui/dom";

/** Before the game: `seatFree` (the game's words) while a seat is empty, then who presses Start; "" once started. */
export function beforeStartText(snap: TableSnapshot, canStart: boolean, seatFree: string): string {
  if (snap.status !== "waiting") return "";
  const full = snap.seats.length > 0 && snap.seats.every((s) => s.kind !== "empty");
  return full ? t(canStart ? "play.seatedPressStart" : "play.waitingPlayerStart") : seatFree;
}

/** Writes the prompt line into `textBox` and lights the bar `box` while the move is `mine`. */
export function writePrompt(box: HTMLElement, textBox: HTMLElement, line: { lead?: string; text: string; mine: boolean }): void {
  replaceChildren(textBox, line.lead ? el("strong", {}, line.lead) : null, line.lead && line.text ? " " : null, line.text);
  box.classList.toggle("prompt-mine", line.mine);
}

/**
 * A game's bar over the table: `box` holds the prompt line and the game's buttons. The bars are drawn again
 * only when what they show has changed, and leave the page with the table: that part lives here once.
 */
export abstract class PromptBar {
  protected abstract readonly box: HTMLElement;
  private last = "";

  /** Whether `shown` (what the bar shows, as plain data) differs from what it showed last; remembers it. */
  protected changed(shown: unknown): boolean {
    const key = JSON.stringify(shown);
    if (key === this.last) return false;
    this.last = key;
    return true;
  }

  destroy(): void {
    this.box.remove();
  }
}
