/**
 * The words of the Fox table: the prompt above the canvas (whose turn, what the phase asks for), the
 * caption under the trick and the line under each seat's name. Pure functions of the view.
 */
import type { FoxView } from "@salon/shared/fox/types";
import { t } from "../../i18n/i18n";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { beforeStartText } from "../../table/prompt-text";
import { cardName, parseCard } from "./cards";
import type { PromptState } from "./prompt";

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
  if (view && view.phase !== "over" && view.turn === seat) parts.push(t(seat === st.me ? "fox.yourTurn" : kind === "bot" ? "fox.thinking" : "fox.toPlay"));
  if (kind === "empty") parts.push(t(view ? "play.seatFree" : "fox.waitingPlayer"));
  else if (kind === "bot") parts.push(t("seats.bot"));
  else if (s && !s.connected) parts.push(t("seats.away"));
  if (view) parts.push(t("fox.cards", { count: view.handCounts[seat] }));
  return parts.join(" · ");
}

/** Under the trick: who won the last one (and any treasure), or what the table waits for. */
export function trickCaption(view: FoxView | null, snap: TableSnapshot, st: Seating, showingLast: boolean): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return t("play.waitingMore", { count: free });
    return snap.status === "waiting" ? t("play.readyToStart") : "";
  }
  if (view.phase === "over") return "";
  if (showingLast && view.lastWinner >= 0) {
    const won = view.lastWinner === st.me ? t("fox.youTookTrick") : t("play.tookTrick", { name: st.names[view.lastWinner] });
    const sevens = view.lastTrick.filter((c) => parseCard(c)?.rank === 7).length;
    return sevens > 0 ? `${won} · ${t("fox.treasureBonus", { n: sevens })}` : won;
  }
  return "";
}

/** The bar above the canvas: whose turn it is and what the phase asks of them. */
export function promptFor(view: FoxView | null, snap: TableSnapshot, st: Seating, canStart: boolean, drawn: string | null): PromptState {
  const idle = { mine: false, pass: false };
  if (!view) return { ...idle, text: beforeStartText(snap, canStart, t("fox.waitingOpponent")) };
  if (view.phase === "over") {
    const w = view.winners;
    const text = w.length !== 1 ? t("fox.gameDraw") : w[0] === st.me ? t("fox.youWonGame") : t("fox.wonGame", { name: st.names[w[0]] });
    return { ...idle, lead: t("play.gameOver"), text };
  }
  if (view.turn < 0) return { ...idle, text: t("play.waitingDeal") };
  const who = st.names[view.turn];
  if (view.turn === st.me) {
    if (view.phase === "exchange") {
      return { lead: t("play.yourTurn"), text: t("fox.exchangeMine"), mine: true, pass: true };
    }
    if (view.phase === "discard") {
      const text = drawn ? t("fox.discardDrew", { card: cardName(drawn) }) : t("fox.discardDrewUnknown");
      return { lead: t("play.yourTurn"), text, mine: true, pass: false };
    }
    const text = t(view.trick.length === 0 ? "play.leadAny" : "play.playHighlighted");
    return { lead: t("play.yourTurn"), text, mine: true, pass: false };
  }
  if (view.phase === "exchange") return { ...idle, text: t("fox.exchangeOther", { name: who }) };
  if (view.phase === "discard") return { ...idle, text: t("fox.discardOther", { name: who }) };
  return { ...idle, text: st.me === null ? t("fox.toPlayName", { name: who }) : t("play.waitingFor", { name: who }) };
}
