/**
 * The Krendzu view as the renderer reads it: the rules package's `KrendzuView`, typed end to end, with the
 * board's cells decoded; and the words the table uses for seats and combinations.
 */
import { decodePlaced } from "@salon/shared/krendzu/board";
import { valuesText } from "@salon/shared/krendzu/combos";
import { suitOf } from "@salon/shared/krendzu/deck";
import type { Four, KrendzuView, Placed } from "@salon/shared/krendzu/types";
import { viewOf, type GameView } from "@salon/shared/views";
import { language, t } from "../../i18n/i18n";

export interface ReadView extends KrendzuView {
  /** The board decoded from its strings. */
  placed: Placed[];
}

/** The table's `KrendzuView` (shared/src/krendzu/types.ts) with its board decoded; null before the first deal. */
export function readKrendzuView(snapshot: { game: GameView | null }): ReadView | null {
  const view = viewOf(snapshot, "krendzu");
  return view && { ...view, placed: view.board.map(decodePlaced) };
}

/** A seat as the table names it: "You" for me, else the player's name, else "Seat n". */
export function seatLabel(seat: number, names: string[], me: number | null): string {
  return seat === me ? t("seats.you") : (names[seat] ?? t("aids.seat", { n: seat + 1 }));
}

/** Names joined in the chosen language: "A and B" (`short`: "A & B"). */
export function joinNames(names: string[], short = false): string {
  return new Intl.ListFormat(language(), { type: "conjunction", style: short ? "short" : "long" }).format(names);
}

/** A combination as a person reads it: "all diamonds", "A=5, 6, 7, 8", "all hearts; 6, 7, 8, 9". */
export function comboText(c: Four): string {
  const parts: string[] = [];
  if (c.suit && c.cards.length > 0) parts.push(t(`krendzu.all${suitOf(c.cards[0])}`));
  if (c.values) parts.push(valuesText(c.cards, c.values));
  return parts.join("; ");
}
