/**
 * The words of the Kierki table: each deal's name and what it penalises (or pays), the prompt above the
 * canvas (whose turn, and what may be led or played), the caption under the trick and the line under each
 * seat's name. Pure functions of the view; the numbers come from the shared engine's scoring.
 */
import { lotteryPrizes, sixthDealTricks } from "@salon/shared/kierki/scoring";
import { DEFAULT_OPTIONS } from "@salon/shared/kierki/setup";
import type { DealKind, KierkiView } from "@salon/shared/kierki/types";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { cardLabel, SUIT_CHAR, SUIT_NAME, type FrenchSuit } from "../../table/frenchFaces";

/** Who sits where on screen: `rel[seat]` is 0 bottom, then clockwise (left, top, right). */
export interface Seating {
  me: number | null;
  bottom: number;
  n: number;
  names: string[];
}

export const relOf = (st: Seating, seat: number): number => (seat - st.bottom + st.n) % st.n;

export const DEAL_NAMES: Record<DealKind, string> = {
  tricks: "No tricks",
  hearts: "No hearts",
  queens: "No queens",
  kingsJacks: "No kings or jacks",
  kingHearts: "No king of hearts",
  last: "No last trick",
  robber: "The robber",
  trumps: "Trumps",
  lottery: "Lottery",
};

const ORDINAL = (k: number) => (k === 1 ? "1st" : k === 2 ? "2nd" : k === 3 ? "3rd" : `${k}th`);

/** The name shown for deal 6 under its option (e.g. "No 3rd and 7th tricks"). */
export function dealName(kind: DealKind, view: Pick<KierkiView, "sixthDeal" | "seats">): string {
  if (kind !== "last") return DEAL_NAMES[kind];
  switch (view.sixthDeal) {
    case "lastTwo":
      return "No last two tricks";
    case "seventhAndLast":
      return "No 7th or last trick";
    case "thirdAndSeventh":
      return "No 3rd or 7th trick";
    case "thirdAndEighth":
      return "No 3rd or 8th trick";
    default:
      return "No last trick";
  }
}

/** What a deal penalises or pays, in one line. */
export function dealRule(kind: DealKind, view: Pick<KierkiView, "sixthDeal" | "seats" | "kingOfHeartsDiscard" | "sequence" | "trump">): string {
  const n = view.seats;
  const opts = { ...DEFAULT_OPTIONS, sixthDeal: view.sixthDeal, lotteryDeals: view.sequence.filter((k) => k === "lottery").length || 1 };
  const six = sixthDealTricks(view.sixthDeal, n);
  const sixText = six.tricks.length === 1 ? `the last trick −${six.each}` : `tricks ${six.tricks.map(ORDINAL).join(" and ")} −${six.each} each`;
  const ban = "no ♥ lead while you hold another suit";
  switch (kind) {
    case "tricks":
      return `each trick taken −${n === 3 ? 15 : 20}`;
    case "hearts":
      return `each ♥ taken −20 · ${ban}`;
    case "queens":
      return "each queen taken −60";
    case "kingsJacks":
      return "each king or jack taken −30";
    case "kingHearts":
      return `the K♥ −${n === 3 ? 140 : 150} · ${ban}${view.kingOfHeartsDiscard ? " · its holder must shed it when void" : ""}`;
    case "last":
      return sixText;
    case "robber":
      return `every penalty at once: trick, ♥, queen, K/J, K♥ and ${sixText.replace(/ −\d+( each)?$/, "")} · ${ban}`;
    case "trumps":
      return view.trump ? `trump ${SUIT_CHAR[view.trump as FrenchSuit]} ${SUIT_NAME[view.trump as FrenchSuit]} · each trick +25` : "each trick +25 · the declarer names trump";
    case "lottery": {
      const [a, b] = lotteryPrizes(n, opts);
      return `first out +${a}, second out +${b}`;
    }
  }
}

export function seatName(st: Seating, seat: number, capital = true): string {
  if (seat === st.me) return capital ? "You" : "you";
  return st.names[seat] ?? `Seat ${seat + 1}`;
}

/** "Dealer · 3 tricks · −60" under a seat's name, plus whose turn it is. */
export function badgeDetail(view: KierkiView | null, s: SeatInfo | undefined, seat: number, st: Seating): string {
  const kind = s?.kind ?? "empty";
  const parts: string[] = [];
  if (view && view.phase !== "over" && view.turn === seat) parts.push(seat === st.me ? "Your turn" : kind === "bot" ? "Thinking…" : "To play");
  if (kind === "empty") parts.push(view ? "Seat free" : "Waiting for a player");
  else if (s && kind === "human" && !s.connected) parts.push("Away");
  if (view && view.phase !== "over") {
    // Most useful first: a narrow phone badge cuts the end of the line.
    const place = view.phase === "lottery" ? view.out.indexOf(seat) : -1;
    parts.push(place >= 0 ? `out ${ORDINAL(place + 1)}` : `${view.handCounts[seat]} cards`);
    const p = view.points[seat];
    if (p !== 0) parts.push(signed(p));
    if (view.dealer === seat) parts.push("Dealer");
  }
  if (view?.phase === "over") parts.push(`Total ${signed(view.scores[seat])}`);
  return parts.join(" · ");
}

export const signed = (x: number): string => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : "0");

/** Under the trick: who took the last trick, or the lottery's base rank and last pass. */
export function trickCaption(view: KierkiView | null, snap: TableSnapshot, st: Seating, lastDelta: number | null): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return free === 1 ? "Waiting for one more player" : `Waiting for ${free} players`;
    return snap.status === "waiting" ? "Everyone is seated — ready to start" : "";
  }
  if (view.phase === "lottery") {
    const base = view.base ? `Base rank ${view.base === "T" ? "10" : view.base}` : "The first card sets the base rank";
    const lm = view.lastMove;
    const last = lm?.pass ? ` · ${seatName(st, lm.seat)} passed` : "";
    return base + last;
  }
  if (view.phase === "trump") return `${seatName(st, view.turn)} ${view.turn === st.me ? "name" : "names"} trump`;
  if (view.trick.length === 0 && view.lastTrick.length > 0 && view.lastWinner >= 0) {
    const who = seatName(st, view.lastWinner);
    return lastDelta ? `${who} took the trick · ${signed(lastDelta)}` : `${who} took the trick`;
  }
  return "";
}

export interface PromptState {
  lead?: string;
  text: string;
  mine: boolean;
  pass: boolean;
  trump: boolean;
}

/** The bar above the canvas: whose turn it is, and what this seat may lead or play. */
export function promptFor(view: KierkiView | null, snap: TableSnapshot, st: Seating, canStart: boolean): PromptState {
  const idle = { mine: false, pass: false, trump: false };
  if (!view) {
    const full = snap.seats.length > 0 && snap.seats.every((s) => s.kind !== "empty");
    if (snap.status === "waiting") {
      if (!full) return { ...idle, text: "Waiting for players: invite friends or add bots." };
      return { ...idle, text: canStart ? "Everyone is seated: press Start game." : "Waiting for a player to start the game." };
    }
    return { ...idle, text: "" };
  }
  if (view.phase === "over") {
    const w = view.winners;
    const names = w.map((s) => seatName(st, s));
    const text = w.length > 1 ? `${names.join(" and ")} share the win.` : w[0] === st.me ? "You won the game!" : `${names[0]} won the game.`;
    return { ...idle, lead: "Game over.", text };
  }
  if (view.turn < 0) return { ...idle, text: "Waiting for the next deal…" };
  const who = seatName(st, view.turn);
  if (view.turn !== st.me) {
    if (view.phase === "trump") return { ...idle, text: `${who} is naming trump…` };
    return { ...idle, text: st.me === null ? `${who} to play.` : `Waiting for ${who}…` };
  }
  const mine = { lead: "Your turn.", mine: true, pass: false, trump: false };
  const legal = view.legal ?? [];
  const hand = view.hand ?? [];
  if (view.phase === "trump") return { ...mine, trump: true, text: "Name the trump suit; you lead first. Each trick you take is +25." };
  if (view.phase === "lottery") {
    if (legal[0] === "pass") return { ...mine, pass: true, text: "No card of yours fits the rows: pass." };
    if (!view.base) return { ...mine, text: "Play any card: its rank becomes the base rank of this lottery." };
    const base = view.base === "T" ? "10" : view.base;
    return { ...mine, text: `Play a raised card: a ${base} starts a new suit's row, or the next card above or below a row.` };
  }
  if (view.trick.length === 0) {
    const hearts = hand.filter((c) => c[1] === "H");
    const banned = hearts.length > 0 && hearts.some((c) => !legal.includes(c));
    if (banned) return { ...mine, text: "Lead any card but a heart: in this deal hearts may not be led while you hold another suit." };
    if (["hearts", "kingHearts", "robber"].includes(view.kind) && hearts.length === hand.length) {
      return { ...mine, text: "You hold only hearts, so you may lead one." };
    }
    return { ...mine, text: "Lead any card." };
  }
  const led = view.trick[0][1] as FrenchSuit;
  const suit = `${SUIT_CHAR[led]} ${SUIT_NAME[led]}`;
  if (legal.length === 1 && legal[0] === "KH" && !hand.some((c) => c[1] === led)) {
    return { ...mine, text: `You have no ${suit}, so you must shed the ${cardLabel("KH")}.` };
  }
  if (legal.every((c) => c[1] === led)) return { ...mine, text: `Follow suit: play one of your ${suit}.` };
  return { ...mine, text: `You have no ${suit}: play any card.` };
}
