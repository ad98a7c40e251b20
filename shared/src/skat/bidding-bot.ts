/**
 * The Skat bot's decisions other than card play (issue 13), from its own view only: bid up to the value of
 * the best game its hand supports (hand-eval.ts), pick up the skat unless the hand is strong enough to play
 * hand, choose the two discards and the game together, and give kontra or re only on strength.
 */
import { sumPoints } from "./cards";
import { bidLimit, nullRisk, PLAYABLE, plans, suitScore, grandScore, type Plan } from "./hand-eval";
import type { SkatAction, SkatGame } from "./types";

interface SkatView {
  phase: string;
  legal?: string[];
  hand?: string[];
  skat?: string[];
  discard?: string[];
  nextBid: number;
  value: number;
  bidValue: number;
  grandValue: number;
  fh: number;
  declarer: number;
  contract: { game: SkatGame } | null;
  declarations?: string[];
}

/** The plan with the best score among those worth the bid (else the most valuable one, to lose least). */
function bestPlan(all: Plan[], bid: number): Plan {
  const worth = all.filter((p) => p.value >= bid);
  const pool = worth.length > 0 ? worth : [...all].sort((a, b) => b.value - a.value).slice(0, 1);
  return pool.reduce((a, b) => (b.score > a.score ? b : a));
}

function bidding(v: SkatView, seat: number, margin: number): SkatAction | null {
  const legal = v.legal ?? [];
  const limit = bidLimit(v.hand ?? [], v.grandValue, seat === v.fh, margin);
  if (legal.includes("hold")) return { type: limit >= v.value ? "hold" : "pass" };
  if (legal.includes("bid") && v.nextBid > 0 && v.nextBid <= limit) return { type: "bid", value: v.nextBid };
  return legal.includes("pass") ? { type: "pass" } : null;
}

/** Play hand only when the hand alone is a clear game worth the bid; otherwise look at the skat. */
function pickUpOrHand(v: SkatView, seat: number): SkatAction {
  const hand = v.hand ?? [];
  const p = bestPlan(plans(hand, hand, { grandValue: v.grandValue, forehand: seat === v.fh, hand: true, discardsLeft: 0 }), v.bidValue);
  const clear = p.game === "null" ? nullRisk(hand).unsafeSuits === 0 : p.score >= PLAYABLE.suit + 2.5;
  if (clear && p.value >= v.bidValue) return { type: "declare", game: p.game, hand: true, schneider: false, schwarz: false, ouvert: false };
  return { type: "pickUpSkat" };
}

/** The discard that leaves the best plan worth the bid; points put away count for the declarer. */
export function chooseDiscard(twelve: readonly string[], bid: number, grandValue: number, forehand: boolean): { cards: string[]; plan: Plan } {
  let best: { cards: string[]; plan: Plan; key: number } | null = null;
  for (let i = 0; i < twelve.length; i++) {
    for (let j = i + 1; j < twelve.length; j++) {
      const away = [twelve[i], twelve[j]];
      if (away.some((c) => c[0] === "J")) continue;
      const ten = twelve.filter((_, k) => k !== i && k !== j);
      const plan = bestPlan(plans(ten, twelve, { grandValue, forehand, hand: false, discardsLeft: 0 }), bid);
      const key = (plan.value >= bid ? 100 : 0) + plan.score + (plan.game === "null" ? 0 : 0.02 * sumPoints(away));
      if (!best || key > best.key) best = { cards: away, plan, key };
    }
  }
  return best as { cards: string[]; plan: Plan };
}

function declare(v: SkatView, seat: number): SkatAction {
  const hand = v.hand ?? [];
  const twelve = [...hand, ...(v.discard ?? [])];
  const allowed = new Set(v.declarations ?? []);
  const all = plans(hand, twelve, { grandValue: v.grandValue, forehand: seat === v.fh, hand: false, discardsLeft: 0 });
  const p = bestPlan(
    all.filter((x) => allowed.size === 0 || allowed.has(x.game)),
    v.bidValue,
  );
  return { type: "declare", game: p.game, hand: false, schneider: false, schwarz: false, ouvert: false };
}

/** A defender's strength against the declared game: trumps held, top jacks, side aces. */
function defence(hand: readonly string[], game: SkatGame, forehand: boolean): number {
  if (game === "null") return 0;
  if (game === "grand") return grandScore(hand, forehand);
  return suitScore(hand, game);
}

/** Kontra when the defender would nearly have played the game himself; re when the declarer is far ahead. */
function doubling(v: SkatView, seat: number): SkatAction | null {
  const hand = v.hand ?? [];
  const game = v.contract?.game;
  if (!game) return null;
  const legal = v.legal ?? [];
  if (v.phase === "play" && legal.includes("kontra")) {
    return defence(hand, game, seat === v.fh) >= (game === "grand" ? 7.5 : 6.5) ? { type: "kontra" } : null;
  }
  if (v.phase === "kontra") {
    if (legal.includes("re") && seat === v.declarer) {
      const score = game === "null" ? (nullRisk(hand).unsafeSuits === 0 ? 10 : 0) : game === "grand" ? grandScore(hand, seat === v.fh) : suitScore(hand, game);
      return { type: score >= PLAYABLE.suit + 3 ? "re" : "pass" };
    }
    return { type: "pass" };
  }
  return null;
}

/** The rule-of-thumb decision for this view, or null to let the search choose (card play). */
export function skatBid(view: SkatView, seat: number, margin = 0): SkatAction | null {
  switch (view.phase) {
    case "bidding":
      return bidding(view, seat, margin);
    case "skat":
      return pickUpOrHand(view, seat);
    case "discard":
      return { type: "discard", cards: chooseDiscard(view.hand ?? [], view.bidValue, view.grandValue, seat === view.fh).cards };
    case "declare":
      return declare(view, seat);
    default:
      return doubling(view, seat);
  }
}
