/**
 * The bot's worlds (issue 13): full Kierki states that agree with everything one seat knows. Built from its
 * view (the public table and its own hand) and the plays it saw; the other hands are dealt at random from
 * the cards it has not seen, respecting the voids play has shown.
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, lastPlays, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, type Rng } from "../core/rng";
import { cardAt, deckFor, rankIndex, sortCards } from "./deck";
import { heartLeadBanned } from "./legal";
import { setup } from "./setup";
import type { Draft, KierkiState } from "./state";
import type { KierkiOptions, KierkiView } from "./types";

/** The cards played so far in the deal in progress, with their seats, in play order. */
export function dealPlays(input: BotInput): Play[] {
  const v = input.view as unknown as KierkiView;
  return lastPlays(input.history, v.phase === "play" ? v.trickNo * v.seats + v.trick.length : 0);
}

/** Cards on the lottery rows (§5.4): every card from each row's low end to its high end. */
function rowCards(v: KierkiView): string[] {
  const out: string[] = [];
  for (const r of v.rows) for (let i = rankIndex(r.low); i <= rankIndex(r.high); i++) out.push(cardAt(i, r.suit) as string);
  return out;
}

/** One world for `input.seat`, or null when the hidden cards could not be dealt consistently. */
export function sampleWorld(input: BotInput, rng: Rng): [KierkiState | null, Rng] {
  const v = input.view as unknown as KierkiView;
  const n = v.seats;
  const me = input.seat;
  const made = setup({ seats: n, options: input.options as unknown as KierkiOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok || !v.hand) return [null, rng];
  const plays = v.phase === "lottery" ? [] : dealPlays(input);
  const played = v.phase === "lottery" ? rowCards(v) : plays.map((p) => p.card);
  const seen = new Set([...v.hand, ...played]);
  const pool = deckFor(n).filter((c) => !seen.has(c));
  const others = [...Array(n).keys()].filter((p) => p !== me);
  const tricks = intoTricks(plays, n);
  const voids = voidsFromTricks(tricks, n, (c) => c[1]);
  // §5.1: where a heart may not be led while the leader holds another suit, a heart lead shows only hearts.
  if (heartLeadBanned(v.kind)) for (const t of tricks) if (t[0]?.card[1] === "H") for (const s of "SDC") voids[t[0].seat].add(s);
  let dealt: string[][] | null;
  [dealt, rng] = dealHidden({ pool, counts: others.map((p) => v.handCounts[p]), voids: others.map((p) => voids[p]) }, rng);
  if (!dealt) return [null, rng];
  const hands: string[][] = [];
  others.forEach((p, i) => (hands[p] = sortCards(dealt[i])));
  hands[me] = v.hand.slice();
  const done = tricks
    .slice(0, v.trickNo)
    .flat()
    .map((p) => p.card);
  const s: Draft = { ...made.value };
  s.dealNo = v.dealNo;
  s.dealer = v.dealer;
  s.firstDealer = (((v.dealer - v.dealNo) % n) + n) % n;
  s.phase = v.phase;
  s.turn = v.turn;
  s.leader = v.leader;
  s.hands = hands;
  s.trick = v.trick.slice();
  s.trickNo = v.trickNo;
  s.lastTrick = v.lastTrick.slice();
  s.lastLeader = v.lastLeader;
  s.lastWinner = v.lastWinner;
  s.trump = v.trump;
  s.tricks = v.tricks.slice();
  s.points = v.points.slice();
  s.scores = v.scores.slice();
  s.taken = {
    hearts: done.filter((c) => c[1] === "H").length,
    queens: done.filter((c) => c[0] === "Q").length,
    kingsJacks: done.filter((c) => c[0] === "K" || c[0] === "J").length,
    kh: done.includes("KH"),
  };
  const rows: Record<string, readonly [number, number] | null> = { S: null, H: null, D: null, C: null };
  for (const r of v.rows) rows[r.suit] = [rankIndex(r.low), rankIndex(r.high)];
  s.rows = rows;
  s.base = v.base ? rankIndex(v.base) : -1;
  s.passes = v.passes.slice();
  s.out = v.out.slice();
  s.lastMove = v.lastMove ? { ...v.lastMove } : null;
  s.results = v.results.map((r) => ({ ...r, points: r.points.slice() }));
  s.winners = v.winners.slice();
  s.plan = [];
  s.used = [];
  return [s, rng];
}
