/**
 * The words of the Kierki table: each deal's name and what it penalises (or pays), the prompt above the
 * canvas (whose turn, and what may be led or played), the caption under the trick and the line under each
 * seat's name. Pure functions of the view; the numbers come from the shared engine's scoring.
 */
import { lotteryPrizes, sixthDealTricks } from "@salon/shared/kierki/score";
import { DEFAULT_OPTIONS } from "@salon/shared/kierki/setup";
import type { DealKind, KierkiView } from "@salon/shared/kierki/types";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { beforeStartText } from "../../table/prompt-text";
import { cardLabel, SUIT_CHAR, type FrenchSuit } from "../../table/french-faces";
import { language, t } from "../../i18n/i18n";

/** Who sits where on screen (table/seat-spots): my seat, the bottom seat, how many seats, their names. */
export interface Seating {
  me: number | null;
  bottom: number;
  n: number;
  names: string[];
}

const DEAL_KEYS: Record<DealKind, string> = {
  tricks: "dealTricks",
  hearts: "dealHearts",
  queens: "dealQueens",
  kingsJacks: "dealKingsJacks",
  kingHearts: "dealKingHearts",
  last: "dealLast",
  robber: "dealRobber",
  trumps: "dealTrumps",
  lottery: "dealLottery",
};

/** A suit's name ("spades"), or with `no` the form that follows "you have no". */
export function suitWord(suit: string, no = false): string {
  return ["S", "H", "D", "C"].includes(suit) ? t(`kierki.${no ? "suitNo" : "suit"}${suit}`) : suit;
}

/** The suit with its sign, e.g. "♠ spades". */
const suitText = (suit: FrenchSuit, no = false): string => `${SUIT_CHAR[suit]} ${suitWord(suit, no)}`;

/** The name shown for deal 6 under its option (e.g. "No 3rd or 7th trick"). */
export function dealName(kind: DealKind, view: Pick<KierkiView, "sixthDeal" | "seats">): string {
  if (kind !== "last") return t(`kierki.${DEAL_KEYS[kind]}`);
  switch (view.sixthDeal) {
    case "lastTwo":
      return t("kierki.dealLastTwo");
    case "seventhAndLast":
      return t("kierki.dealSeventhAndLast");
    case "thirdAndSeventh":
      return t("kierki.dealThirdAndSeventh");
    case "thirdAndEighth":
      return t("kierki.dealThirdAndEighth");
    default:
      return t("kierki.dealLast");
  }
}

/** The tricks deal 6 penalises, without their points ("the last trick", "tricks 3rd and 7th"). */
function sixthTricks(view: Pick<KierkiView, "sixthDeal">, tricks: number[]): string {
  if (tricks.length === 1) return t("kierki.sixLast");
  const [a, b] = tricks;
  switch (view.sixthDeal) {
    case "seventhAndLast":
      return t("kierki.sixSeventhAndLast", { b });
    case "thirdAndSeventh":
      return t("kierki.sixThirdAndSeventh");
    case "thirdAndEighth":
      return t("kierki.sixThirdAndEighth");
    default:
      return t("kierki.sixLastTwo", { a, b });
  }
}

/** What a deal penalises or pays, in one line. */
export function dealRule(kind: DealKind, view: Pick<KierkiView, "sixthDeal" | "seats" | "kingOfHeartsDiscard" | "sequence" | "trump">): string {
  const n = view.seats;
  const opts = { ...DEFAULT_OPTIONS, sixthDeal: view.sixthDeal, lotteryDeals: view.sequence.filter((k) => k === "lottery").length || 1 };
  const six = sixthDealTricks(view.sixthDeal, n);
  const sixTricks = sixthTricks(view, six.tricks);
  const sixText = six.tricks.length === 1 ? `${sixTricks} −${six.each}` : t("kierki.sixEach", { tricks: sixTricks, each: six.each });
  const ban = t("kierki.ban");
  switch (kind) {
    case "tricks":
      return t("kierki.ruleTricks", { points: n === 3 ? 15 : 20 });
    case "hearts":
      return `${t("kierki.ruleHearts")} · ${ban}`;
    case "queens":
      return t("kierki.ruleQueens");
    case "kingsJacks":
      return t("kierki.ruleKingsJacks");
    case "kingHearts":
      return [t("kierki.ruleKingHearts", { points: n === 3 ? 140 : 150 }), ban, ...(view.kingOfHeartsDiscard ? [t("kierki.kingHeartsShed")] : [])].join(" · ");
    case "last":
      return sixText;
    case "robber":
      return `${t("kierki.robberRule", { six: sixTricks })} · ${ban}`;
    case "trumps":
      return view.trump
        ? `${t("kierki.trumpNamed", { suit: suitText(view.trump as FrenchSuit) })} · ${t("kierki.trickGain")}`
        : `${t("kierki.trickGain")} · ${t("kierki.declarerNames")}`;
    case "lottery": {
      const [a, b] = lotteryPrizes(n, opts);
      return t("kierki.lotteryRule", { first: a, second: b });
    }
  }
}

export function seatName(st: Seating, seat: number): string {
  if (seat === st.me) return t("seats.you");
  return st.names[seat] ?? t("aids.seat", { n: seat + 1 });
}

/** "Dealer · 3 tricks · −60" under a seat's name, plus whose turn it is. */
export function badgeDetail(view: KierkiView | null, s: SeatInfo | undefined, seat: number, st: Seating): string {
  const kind = s?.kind ?? "empty";
  const parts: string[] = [];
  if (view && view.phase !== "over" && view.turn === seat)
    parts.push(t(seat === st.me ? "kierki.badgeYourTurn" : kind === "bot" ? "kierki.thinking" : "kierki.badgeToPlay"));
  if (kind === "empty") parts.push(t(view ? "play.seatFree" : "kierki.waitingPlayer"));
  else if (s && kind === "human" && !s.connected) parts.push(t("seats.away"));
  if (view && view.phase !== "over") {
    // Most useful first: a narrow phone badge cuts the end of the line.
    const place = view.phase === "lottery" ? view.out.indexOf(seat) : -1;
    parts.push(place >= 0 ? t(`kierki.out${Math.min(place + 1, 4)}`) : t("kierki.cards", { count: view.handCounts[seat] }));
    const p = view.points[seat];
    if (p !== 0) parts.push(signed(p));
    if (view.dealer === seat) parts.push(t("kierki.dealer"));
  }
  if (view?.phase === "over") parts.push(t("kierki.totalValue", { value: signed(view.scores[seat]) }));
  return parts.join(" · ");
}

export const signed = (x: number): string => (x > 0 ? `+${x}` : x < 0 ? `−${-x}` : "0");

/** Under the trick: who took the last trick, or the lottery's base rank and last pass. */
export function trickCaption(view: KierkiView | null, snap: TableSnapshot, st: Seating, lastDelta: number | null): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return t("play.waitingMore", { count: free });
    return snap.status === "waiting" ? t("play.readyToStart") : "";
  }
  if (view.phase === "lottery") {
    const base = view.base ? t("kierki.baseRank", { rank: view.base === "T" ? "10" : view.base }) : t("kierki.baseRankFirst");
    const lm = view.lastMove;
    const last = lm?.pass ? ` · ${lm.seat === st.me ? t("kierki.youPassed") : t("kierki.passed", { name: seatName(st, lm.seat) })}` : "";
    return base + last;
  }
  if (view.phase === "trump") return view.turn === st.me ? t("kierki.youNameTrump") : t("kierki.namesTrump", { name: seatName(st, view.turn) });
  if (view.trick.length === 0 && view.lastTrick.length > 0 && view.lastWinner >= 0) {
    const took = view.lastWinner === st.me ? t("kierki.youTookTrick") : t("play.tookTrick", { name: seatName(st, view.lastWinner) });
    return lastDelta ? `${took} · ${signed(lastDelta)}` : took;
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
  if (!view) return { ...idle, text: beforeStartText(snap, canStart, t("kierki.waitingPlayers")) };
  if (view.phase === "over") {
    const w = view.winners;
    const names = w.map((s) => seatName(st, s));
    const list = new Intl.ListFormat(language(), { type: "conjunction" }).format(names);
    const text = w.length > 1 ? t("kierki.shareWin", { names: list }) : w[0] === st.me ? t("kierki.youWonGame") : t("kierki.wonGame", { name: names[0] });
    return { ...idle, lead: t("play.gameOver"), text };
  }
  if (view.turn < 0) return { ...idle, text: t("play.waitingDeal") };
  const who = seatName(st, view.turn);
  if (view.turn !== st.me) {
    if (view.phase === "trump") return { ...idle, text: t("kierki.namingTrump", { name: who }) };
    return { ...idle, text: st.me === null ? t("kierki.toPlay", { name: who }) : t("play.waitingFor", { name: who }) };
  }
  const mine = { lead: t("play.yourTurn"), mine: true, pass: false, trump: false };
  const legal = view.legal ?? [];
  const hand = view.hand ?? [];
  if (view.phase === "trump") return { ...mine, trump: true, text: t("kierki.nameTrump") };
  if (view.phase === "lottery") {
    if (legal[0] === "pass") return { ...mine, pass: true, text: t("kierki.mustPass") };
    if (!view.base) return { ...mine, text: t("kierki.lotteryFirst") };
    const base = view.base === "T" ? "10" : view.base;
    return { ...mine, text: t("kierki.lotteryPlay", { base }) };
  }
  if (view.trick.length === 0) {
    const hearts = hand.filter((c) => c[1] === "H");
    const banned = hearts.length > 0 && hearts.some((c) => !legal.includes(c));
    if (banned) return { ...mine, text: t("kierki.leadNoHeart") };
    if (["hearts", "kingHearts", "robber"].includes(view.kind) && hearts.length === hand.length) {
      return { ...mine, text: t("kierki.onlyHearts") };
    }
    return { ...mine, text: t("play.leadAny") };
  }
  const led = view.trick[0][1] as FrenchSuit;
  if (legal.length === 1 && legal[0] === "KH" && !hand.some((c) => c[1] === led)) {
    return { ...mine, text: t("kierki.shedKing", { suit: suitText(led, true), card: cardLabel("KH") }) };
  }
  if (legal.every((c) => c[1] === led)) return { ...mine, text: t("kierki.followSuit", { suit: suitText(led) }) };
  return { ...mine, text: t("kierki.noSuit", { suit: suitText(led, true) }) };
}
