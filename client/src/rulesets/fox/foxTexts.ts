/**
 * The words of the Fox table: the prompt above the canvas (whose turn, what the phase asks for), the
 * caption under the trick and the line under each seat's name. Pure functions of the view.
 */
import type { FoxView } from "@salon/shared/fox/types";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { cardName, parseCard } from "./foxCards";
import type { PromptState } from "./foxPrompt";

/** Who sits where on screen. */
export interface Seating {
  /** My seat, or null when watching or moderating. */
  me: number | null;
  /** The seat drawn at the bottom (me, or seat 0) and the one at the top. */
  bottom: number;
  top: number;
  names: [string, string];
}

/** "Your turn · Bot · 12 cards". */
export function badgeDetail(view: FoxView | null, s: SeatInfo | undefined, seat: number, st: Seating): string {
  const kind = s?.kind ?? "empty";
  const parts: string[] = [];
  if (view && view.phase !== "over" && view.turn === seat) parts.push(seat === st.me ? "Your turn" : kind === "bot" ? "Thinking…" : "To play");
  if (kind === "empty") parts.push(view ? "Seat free" : "Waiting for a player");
  else if (kind === "bot") parts.push("Bot");
  else if (s && !s.connected) parts.push("Away");
  if (view) parts.push(`${view.handCounts[seat]} card${view.handCounts[seat] === 1 ? "" : "s"}`);
  return parts.join(" · ");
}

/** Under the trick: who won the last one (and any treasure), or what the table waits for. */
export function trickCaption(view: FoxView | null, snap: TableSnapshot, st: Seating, showingLast: boolean): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return free === 1 ? "Waiting for one more player" : `Waiting for ${free} players`;
    return snap.status === "waiting" ? "Everyone is seated — ready to start" : "";
  }
  if (view.phase === "over") return "";
  if (showingLast && view.lastWinner >= 0) {
    const who = view.lastWinner === st.me ? "You" : st.names[view.lastWinner];
    const sevens = view.lastTrick.filter((c) => parseCard(c)?.rank === 7).length;
    const won = `${who} won the trick`;
    return sevens > 0 ? `${won} · Treasure +${sevens}` : won;
  }
  return "";
}

/** The bar above the canvas: whose turn it is and what the phase asks of them. */
export function promptFor(view: FoxView | null, snap: TableSnapshot, st: Seating, canStart: boolean, drawn: string | null): PromptState {
  const idle = { mine: false, pass: false };
  if (!view) {
    const full = snap.seats.length > 0 && snap.seats.every((s) => s.kind !== "empty");
    if (snap.status === "waiting") {
      if (!full) return { ...idle, text: "Waiting for an opponent: invite a friend or add a bot." };
      return { ...idle, text: canStart ? "Everyone is seated: press Start game." : "Waiting for a player to start the game." };
    }
    return { ...idle, text: "" };
  }
  if (view.phase === "over") {
    const w = view.winners;
    const text = w.length !== 1 ? "The game is a draw." : w[0] === st.me ? "You won the game!" : `${st.names[w[0]]} won the game.`;
    return { ...idle, lead: "Game over.", text };
  }
  if (view.turn < 0) return { ...idle, text: "Waiting for the next deal…" };
  const who = st.names[view.turn];
  if (view.turn === st.me) {
    if (view.phase === "exchange") {
      return { lead: "Your turn.", text: "You played the Fox: exchange a card from your hand with the decree card, or pass.", mine: true, pass: true };
    }
    if (view.phase === "discard") {
      const drew = drawn ? `you drew the ${cardName(drawn)}` : "you drew a card";
      return { lead: "Your turn.", text: `Woodcutter: ${drew}; choose one card to put at the bottom of the deck.`, mine: true, pass: false };
    }
    const text = view.trick.length === 0 ? "Lead any card." : "Play a highlighted card.";
    return { lead: "Your turn.", text, mine: true, pass: false };
  }
  if (view.phase === "exchange") return { ...idle, text: `${who} played the Fox and may exchange a card with the decree card…` };
  if (view.phase === "discard") return { ...idle, text: `${who} played the Woodcutter: drawing a card, then putting one under the deck…` };
  return { ...idle, text: st.me === null ? `${who} to play.` : `Waiting for ${who}…` };
}
