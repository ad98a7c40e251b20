/**
 * The bot's worlds (issue 13): full bridge states that agree with everything one seat knows: its hand,
 * dummy from the opening lead, the cards played and the suits others showed they lack. The two hidden hands
 * are dealt at random from the rest. Used for card play, by the declarer (dummy's cards too) and defenders.
 *
 * The auction counts too, softly: of a few deals of the hidden cards the bot keeps the first that fits what
 * each hidden seat's calls showed (auction-read.ts: HCP range, suit lengths; a pass before the opening denies
 * 12 points), else the one that strays least. Bots bid by that same system, so a defender's overcall or
 * opening places its honours and length; worlds that ignore it misjudge finesses and ruffs.
 */
import type { BotInput } from "../core/bot";
import { dealHidden, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, type Rng } from "../core/rng";
import { frenchDeck } from "../core/cards";
import { callFromView, contractOf } from "./auction";
import { readAuction, type Shown } from "./auction-read";
import { hcp, sortHand, suitOf } from "./cards";
import { SUITS } from "./hand-eval";
import { setup } from "./setup";
import type { BridgeState, Claim } from "./state";
import type { BridgeOptions, BridgePhase, DealResult, Vul } from "./types";

interface BridgeSeen {
  phase: BridgePhase;
  dealNo: number;
  dealer: number;
  vul: Vul;
  calls: string[];
  declarer: number;
  dummy: number;
  turn: number;
  leader: number;
  trick: string[];
  played: { leader: number; cards: string[]; winner: number }[];
  won: [number, number];
  handCounts: number[];
  claim: Claim | null;
  claimBlocked: boolean;
  games: [number, number];
  partial: [number, number];
  rubbersDone: number;
  scores: number[];
  results: DealResult[];
  winners: number[];
  dummyHand?: string[];
  declarerHand?: string[];
  hand?: string[];
}

/** Deals of the hidden cards tried per world for one that fits the auction (not tuned: each try costs time). */
const AUCTION_TRIES = 12;

/** How far a seat's whole hand (held and played) strays from what its calls showed: HCP and cards missing. */
export function misfit(hand: readonly string[], shown: Shown): number {
  const points = hcp(hand);
  let out = points < shown.min ? shown.min - points : points > shown.max ? points - shown.max : 0;
  for (const suit of SUITS) {
    let n = 0;
    for (const c of hand) if (c[1] === suit) n++;
    if (n < shown.len[suit]) out += 2 * (shown.len[suit] - n);
  }
  return out;
}

export function sampleWorld(input: BotInput, rng: Rng): [BridgeState | null, Rng] {
  const v = input.view as unknown as BridgeSeen;
  const me = input.seat;
  if (!v.hand || v.phase !== "play") return [null, rng];
  const made = setup({ seats: 4, options: input.options as unknown as BridgeOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok) return [null, rng];
  const calls = v.calls.map(callFromView);
  const contract = contractOf(calls, v.dealer);
  if (!contract) return [null, rng];
  const tricks: Play[][] = v.played.map((t) => t.cards.map((card, i) => ({ seat: (t.leader + i) % 4, card })));
  tricks.push(v.trick.map((card, i) => ({ seat: (v.leader + i) % 4, card })));
  const plays = tricks.flat();
  const open: Record<number, string[]> = { [me]: v.hand };
  if (v.dummyHand && v.dummy >= 0) open[v.dummy] = v.dummyHand;
  if (v.declarerHand) open[v.declarer] = v.declarerHand;
  const known = new Set([...Object.values(open).flat(), ...plays.map((p) => p.card)]);
  const pool = frenchDeck().filter((c) => !known.has(c));
  const hidden = [0, 1, 2, 3].filter((p) => !(p in open));
  const counts = hidden.map((p) => v.handCounts[p]);
  if (counts.reduce((a, b) => a + b, 0) !== pool.length) return [null, rng];
  const voids = voidsFromTricks(tricks, 4, suitOf);
  const playedBy: string[][] = [[], [], [], []];
  for (const p of plays) playedBy[p.seat].push(p.card);
  const shown = readAuction(calls, v.dealer).shown;
  let dealt: string[][] | null = null;
  let least = Infinity;
  for (let k = 0; k < AUCTION_TRIES && least > 0; k++) {
    let d: string[][] | null;
    [d, rng] = dealHidden({ pool, counts, voids: hidden.map((p) => voids[p]), classOf: suitOf }, rng);
    if (!d) continue;
    let off = 0;
    hidden.forEach((p, i) => (off += misfit([...d![i], ...playedBy[p]], shown[p])));
    if (off < least) [dealt, least] = [d, off];
  }
  if (!dealt) return [null, rng];
  const hands: string[][] = [0, 1, 2, 3].map((p) => (p in open ? open[p].slice() : []));
  hidden.forEach((p, i) => (hands[p] = sortHand(dealt![i])));
  const results = v.results.map((r) => ({ ...(JSON.parse(JSON.stringify(r)) as DealResult), contract: callFromView(r.contract) }));
  const s: BridgeState = {
    ...made.value,
    phase: v.phase,
    dealNo: v.dealNo,
    counted: results.filter((r) => (r as { counted?: boolean }).counted).length,
    dealer: v.dealer,
    vul: v.vul,
    hands,
    original: { hands: hands.map((h, p) => sortHand([...h, ...playedBy[p]])) } as BridgeState["original"],
    calls,
    contract,
    turn: v.turn,
    leader: v.leader,
    trick: v.trick.slice(),
    played: v.played.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner })),
    won: [v.won[0], v.won[1]],
    claim: null,
    claimBlocked: v.claimBlocked,
    games: [v.games[0], v.games[1]],
    partial: [v.partial[0], v.partial[1]],
    rubbersDone: v.rubbersDone,
    totals: [v.scores[0], v.scores[1]],
    results,
    winners: v.winners.slice(),
    plan: [],
    used: [],
  };
  return [s, rng];
}
