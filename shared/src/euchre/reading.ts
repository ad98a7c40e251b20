/**
 * Reading the bidding (issue 13, level strong; rules §5 bid1/bid2/defend, §8 every bid is public): worlds
 * in which the others' bids make sense. A seat that passed the upcard seldom holds both bowers of its suit,
 * a seat that called hearts holds hearts. The reader asks the heuristic bidder (bidding-bot.ts) what it
 * would have bid with each seat's cards in a sampled world, and keeps worlds where that disagrees with what
 * the seat did only now and then (`slack` per disagreement): the others may bid differently from it.
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, voidsFromTricks, type Play } from "../core/deal-sample";
import { randInt, withRng, type Rng } from "../core/rng";
import { euchreBid } from "./bidding-bot";
import { effectiveSuit } from "./cards";
import type { Draft, EuchreState } from "./state";
import type { EuchreBid, EuchreView } from "./types";
import { handPlays, hiddenPlaces, sampleWorld, unseenCards, upcardChoices } from "./worlds";

/** The five cards `seat` was dealt in world `w`, rebuilt from its hand, its plays and the dealer's swap. */
export function dealtHand(w: EuchreState, seat: number, played: readonly string[]): string[] {
  let h = [...w.hands[seat], ...played];
  if (seat === w.dealer && w.upcardState === "taken") {
    if (w.discarded) h.push(w.discarded);
    const i = h.indexOf(w.upcard);
    if (i >= 0) h = [...h.slice(0, i), ...h.slice(i + 1)];
  }
  return h;
}

/** Whether the heuristic bidder, holding `hand`, would have made `bid` (same type, suit and alone flag). */
function agrees(w: EuchreState, bid: EuchreBid, hand: string[]): boolean {
  const stuck = w.options.stickTheDealer && bid.seat === w.dealer;
  const v = {
    phase: bid.round === 1 ? "bid1" : bid.round === 2 ? "bid2" : "defend",
    hand,
    legal: bid.round === 2 && stuck ? [] : ["pass"],
    upcard: w.upcard,
    upSuit: w.upcard[1],
    dealer: w.dealer,
    trump: bid.round === 3 ? w.trump : "",
  } as unknown as EuchreView;
  const h = euchreBid(v, bid.seat);
  if (!h || h.type !== bid.type) return false;
  if (h.type === "call" && h.suit !== bid.suit) return false;
  if ((h.type === "call" || h.type === "orderUp") && (h.alone === true) !== (bid.alone === true)) return false;
  return true;
}

/**
 * How unlikely the other seats' bids this hand are in world `w`: the product of `slack(seat)` over the bids
 * the heuristic bidder would not have made with that seat's cards (1 when it would have made them all).
 * Stops early, returning 0, once the product falls to `floor` or below.
 */
export function plausibility(
  w: EuchreState,
  me: number,
  bids: readonly EuchreBid[],
  played: ReadonlyMap<number, string[]>,
  slack: (seat: number) => number,
  floor = 0,
): number {
  let p = 1;
  for (const bid of bids) {
    if (bid.seat === me) continue;
    let hand = dealtHand(w, bid.seat, played.get(bid.seat) ?? []);
    if (bid.round === 3 && bid.seat === w.dealer && w.upcardState === "taken") {
      // a defending dealer had picked up and discarded already
      hand = [...hand, w.upcard].filter((c) => c !== w.discarded);
    }
    if (!agrees(w, bid, hand)) {
      p *= slack(bid.seat);
      if (p <= floor) return 0;
    }
  }
  return p;
}

/** How many of the other seats' bids this hand the heuristic bidder would not have made in world `w`. */
export function disagreements(w: EuchreState, me: number, bids: readonly EuchreBid[], played: ReadonlyMap<number, string[]>): number {
  return Math.round(Math.log2(1 / plausibility(w, me, bids, played, () => 0.5)));
}

export interface Reading {
  /** Chance to keep a world for each bid of an opponent in it that the heuristic would not have made. */
  slack: number;
  /** The same for the partner's bids. */
  partnerSlack: number;
  /** Worlds drawn at most per world kept (the most plausible one is kept when none passed). */
  tries: number;
}

export const READING: Reading = { slack: 0.1, partnerSlack: 0.1, tries: 16 };

/**
 * A quick dealer of the worlds `sampleWorld` deals when it reads the upcard (the same places, counts and
 * voids), for many worlds of one decision: the first world comes from `sampleWorld` and serves as the
 * template, the next ones only deal the unseen cards again. Null when the counts do not add up (callers
 * then use `sampleWorld`).
 */
function quickDealer(input: BotInput, template: EuchreState, plays: readonly Play[]): ((rng: Rng) => [EuchreState | null, Rng]) | null {
  const v = input.view as unknown as EuchreView;
  const me = input.seat;
  if (!v.hand) return null;
  const { myDiscard, pool } = unseenCards(v, me, new Set(plays.map((p) => p.card)));
  const choices = v.upcard ? [{ card: v.upcard, unseen: false }] : upcardChoices(v, me, plays, pool);
  if (choices.length === 0) return null;
  const taken = v.upcardState === "taken";
  // the places when the dealer is known to hold the upcard, and when not (he played it, or is this seat)
  const holds = hiddenPlaces(v, me, taken && v.dealer !== me);
  const lacks = hiddenPlaces(v, me, false);
  const { others, hiddenDiscard } = lacks;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (choices.some((c) => (c.unseen ? sum(holds.counts) + 1 : sum(lacks.counts)) !== pool.length)) return null;
  const classOf = (c: string) => effectiveSuit(c, v.trump);
  const shown = voidsFromTricks(intoTricks(plays, 4 - v.out.length), 4, classOf);
  const voids = others.map((p) => shown[p]);
  const free = voids.every((x) => x.size === 0);
  const build = (upcard: string, dealerHasUp: boolean, places: string[][]): EuchreState => {
    const hands: string[][] = [];
    others.forEach((p, i) => (hands[p] = dealerHasUp && p === v.dealer ? [...places[i], upcard] : places[i]));
    hands[me] = template.hands[me] as string[];
    const w: Draft = { ...template };
    w.hands = hands;
    w.upcard = upcard;
    w.kitty = places[others.length];
    w.discarded = myDiscard || (hiddenDiscard ? places[others.length + 1][0] : "");
    return w;
  };
  return (rng) => {
    let i = 0;
    if (choices.length > 1) [i, rng] = randInt(rng, choices.length);
    const { card: upcard, unseen } = choices[i];
    const dealerHasUp = taken && v.dealer !== me && unseen;
    const counts = dealerHasUp ? holds.counts : lacks.counts;
    const rest = unseen ? pool.filter((c) => c !== upcard) : pool;
    if (!free) {
      let dealt: string[][] | null;
      [dealt, rng] = dealHidden({ pool: rest, counts, voids, classOf }, rng);
      return [dealt ? build(upcard, dealerHasUp, dealt) : null, rng];
    }
    return withRng(rng, (int) => {
      const cards = rest.slice();
      for (let i = cards.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
      }
      const places: string[][] = [];
      let k = 0;
      for (const n of counts) {
        places.push(cards.slice(k, k + n));
        k += n;
      }
      return build(upcard, dealerHasUp, places);
    });
  };
}

/**
 * A sampler of worlds for `input` that reads the bidding: each world is kept with a chance that falls with
 * every bid of the others it does not explain.
 */
export function bidReader(input: BotInput, reading: Reading = READING): (input: BotInput, rng: Rng) => [EuchreState | null, Rng] {
  const v = input.view as unknown as EuchreView;
  const me = input.seat;
  const bids = v.bids.filter((b) => b.seat !== me);
  const played = new Map<number, string[]>();
  const plays = handPlays(input, v);
  for (const p of plays) played.set(p.seat, [...(played.get(p.seat) ?? []), p.card]);
  let quick: ((rng: Rng) => [EuchreState | null, Rng]) | null | undefined;
  const draw = (inp: BotInput, rng: Rng): [EuchreState | null, Rng] => {
    if (quick === undefined) {
      let w: EuchreState | null;
      [w, rng] = sampleWorld(inp, rng);
      quick = w ? quickDealer(inp, w, plays) : null;
      return [w, rng];
    }
    return quick ? quick(rng) : sampleWorld(inp, rng);
  };
  const slack = (seat: number) => (seat === (me + 2) % 4 ? reading.partnerSlack : reading.slack);
  return (inp, rng) => {
    if (bids.length === 0 || reading.tries <= 1) return draw(inp, rng);
    let best: EuchreState | null = null;
    let bestP = -1;
    for (let k = 0; k < reading.tries; k++) {
      let w: EuchreState | null;
      [w, rng] = draw(inp, rng);
      if (!w) continue;
      // kept with chance p: draw the bar first, so that the count can stop as soon as p falls below it
      let u: number;
      [u, rng] = randInt(rng, 1 << 20);
      const bar = u / (1 << 20);
      const p = plausibility(w, me, bids, played, slack, Math.min(bar, bestP));
      if (p > bar) return [w, rng];
      if (p > bestP) [best, bestP] = [w, p];
    }
    return [best, rng];
  };
}
