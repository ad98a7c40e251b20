/**
 * `apply`: checks an action against §5 and plays it: trick play with its penalties or gains, naming trump,
 * the lottery. Refusals never name a card the acting seat cannot see.
 */
import * as resultModule from "../core/result";
import * as seatGateModule from "../core/seat-gate";
import type { Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import * as deckModule from "./deck";
import * as dealModule from "./deal";
import * as legalModule from "./legal";
import * as scoringModule from "./score";
import * as stateModule from "./state";
import type { Draft, KierkiState } from "./state";
import type { KierkiAction } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { fail, failWith, ok } = resultModule;
const { seatGate } = seatGateModule;
const { rankIndex, suitOf } = deckModule;
const { endGame, startDeal } = dealModule;
const { lotteryPlayable, playRefusal, SUIT_NAMES, trickRules } = legalModule;
const { isNegative, lotteryPrizes, nothingLeft, trickPenalty, TRUMP_TRICK_GAIN } = scoringModule;
const { draft, trickCount, withAt } = stateModule;

export function apply(s: KierkiState, seat: number, action: KierkiAction): Result<Applied<KierkiState>> {
  const gate = seatGate(s.phase, seat, s.n, "deal");
  if (gate) return gate;
  if (seat !== s.turn) return failWith("not_your_turn", "It is not your turn");
  const type = action.type;
  switch (s.phase) {
    case "trump":
      if (type === "trump") return nameTrump(s, seat, action.suit);
      return fail("First name the trump suit");
    case "play":
      if (type === "play") return playTrick(s, seat, action.card);
      if (type === "pass") return fail("You cannot pass in trick play");
      if (type === "trump") return fail("Trump is named only at the start of a trump deal");
      break;
    case "lottery":
      if (type === "play") return playLottery(s, seat, action.card);
      if (type === "pass") return passLottery(s, seat);
      if (type === "trump") return fail("There is no trump in the lottery");
      break;
  }
  return failWith("bad_action", `Unknown action ${JSON.stringify(type)}`);
}

/** §5.3: the declarer names one of the four suits, then leads. */
function nameTrump(s: KierkiState, seat: number, suit: string): Result<Applied<KierkiState>> {
  if (!SUIT_NAMES[suit]) return fail("Name one of the suits S, H, D or C (no-trump is not allowed)");
  const d = draft(s);
  d.trump = suit;
  d.phase = "play";
  d.turn = seat;
  d.leader = seat;
  return ok({ state: d, events: [{ type: "trump", seat, suit }] });
}

function playTrick(s: KierkiState, seat: number, card: string): Result<Applied<KierkiState>> {
  const refused = playRefusal(s.hands[seat], s.trick, trickRules(s), card);
  if (refused) return refused;
  const d = draft(s);
  d.hands = withAt(
    s.hands,
    seat,
    s.hands[seat].filter((c) => c !== card),
  );
  d.trick = [...s.trick, card];
  const events: GameEvent[] = [{ type: "play", seat, card }];
  if (s.trick.length === 0) {
    // §8: the last finished trick stays shown only until the next trick's first card.
    d.lastTrick = [];
    d.lastLeader = -1;
    d.lastWinner = -1;
  }
  if (d.trick.length < s.n) {
    d.turn = (seat + 1) % s.n;
    return ok({ state: d, events });
  }
  resolveTrick(d, events);
  return ok({ state: d, events });
}

/** §5.1, §6: the trick's winner (highest trump if any, else highest of the led suit). */
export function trickWinner(cards: readonly string[], leader: number, n: number, trump: string): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const b = cards[best];
    const beats = c[1] === b[1] ? rankIndex(c) > rankIndex(b) : trump !== "" && c[1] === trump;
    if (beats) best = i;
  }
  return (leader + best) % n;
}

/** Scores a full trick, then the next trick, the deal's end (full or early, §5.2) and the next deal. */
function resolveTrick(d: Draft, events: GameEvent[]): void {
  const kind = d.sequence[d.dealNo];
  const cards = d.trick;
  const winner = trickWinner(cards, d.leader, d.n, d.trump);
  const number = d.trickNo + 1;
  const delta = isNegative(kind) ? -trickPenalty(kind, cards, number, d.n, d.options) : TRUMP_TRICK_GAIN;
  d.trickNo = number;
  d.tricks = withAt(d.tricks, winner, d.tricks[winner] + 1);
  d.points = withAt(d.points, winner, d.points[winner] + delta);
  d.scores = withAt(d.scores, winner, d.scores[winner] + delta);
  d.taken = {
    hearts: d.taken.hearts + cards.filter((c) => c[1] === "H").length,
    queens: d.taken.queens + cards.filter((c) => c[0] === "Q").length,
    kingsJacks: d.taken.kingsJacks + cards.filter((c) => c[0] === "K" || c[0] === "J").length,
    kh: d.taken.kh || cards.includes("KH"),
  };
  d.lastTrick = cards;
  d.lastLeader = d.leader;
  d.lastWinner = winner;
  d.trick = [];
  d.leader = winner;
  d.turn = winner;
  events.push({ type: "trick", number, cards: cards.slice(), winner, points: delta });
  const full = d.trickNo === trickCount(d.n);
  const early = !full && d.options.endEarly && isNegative(kind) && nothingLeft(d, kind);
  if (full || early) finishDeal(d, events, early);
}

/** Writes the deal onto the score sheet and starts the next one (or ends the game). */
function finishDeal(d: Draft, events: GameEvent[], early: boolean): void {
  const kind = d.sequence[d.dealNo];
  d.results = [...d.results, { kind, points: d.points.slice(), ...(kind === "trumps" ? { trump: d.trump } : {}) }];
  events.push({ type: "dealEnd", dealNo: d.dealNo, kind, points: d.points.slice(), early });
  const keepShown = { lastTrick: d.lastTrick, lastLeader: d.lastLeader, lastWinner: d.lastWinner };
  if (d.dealNo + 1 >= d.sequence.length) {
    d.turn = -1;
    endGame(d, events);
    // §8: the final trick stays on the table at the game's end.
    Object.assign(d, keepShown);
    return;
  }
  startDeal(d, d.dealNo + 1, events);
}

/** §5.4: a card onto the rows; the first card sets the base rank. */
function playLottery(s: KierkiState, seat: number, card: string): Result<Applied<KierkiState>> {
  const hand = s.hands[seat];
  if (!hand.includes(card)) return failWith("not_in_hand", "That card is not in your hand");
  if (!lotteryPlayable(hand, s).includes(card)) {
    return fail("That card does not fit: play the base-rank card of a new suit, or the next card above or below a row");
  }
  const suit = suitOf(card);
  const r = rankIndex(card);
  const row = s.rows[suit];
  const d = draft(s);
  d.hands = withAt(
    s.hands,
    seat,
    hand.filter((c) => c !== card),
  );
  d.rows = { ...s.rows, [suit]: row ? [Math.min(row[0], r), Math.max(row[1], r)] : [r, r] };
  d.base = s.base < 0 ? r : s.base;
  d.lastMove = { seat, card };
  const events: GameEvent[] = [{ type: "play", seat, card }];
  if (d.hands[seat].length === 0) {
    // Going out: first and second prizes; the deal ends at once with the second (ruling 11).
    const place = s.out.length;
    const gain = lotteryPrizes(s.n, s.options)[place];
    d.out = [...s.out, seat];
    d.points = withAt(s.points, seat, s.points[seat] + gain);
    d.scores = withAt(s.scores, seat, s.scores[seat] + gain);
    events.push({ type: "out", seat, place: place + 1, points: gain });
    if (d.out.length === 2) {
      finishDeal(d, events, false);
      return ok({ state: d, events });
    }
  }
  d.turn = nextInLottery(d, seat);
  return ok({ state: d, events });
}

function passLottery(s: KierkiState, seat: number): Result<Applied<KierkiState>> {
  if (lotteryPlayable(s.hands[seat], s).length > 0) return fail("You cannot pass while you hold a card that fits the rows");
  const d = draft(s);
  d.passes = withAt(s.passes, seat, s.passes[seat] + 1);
  d.lastMove = { seat, pass: true };
  d.turn = nextInLottery(d, seat);
  return ok({ state: d, events: [{ type: "pass", seat }] });
}

/** The next seat clockwise that is not out. */
function nextInLottery(s: Draft, seat: number): number {
  for (let i = 1; i <= s.n; i++) {
    const next = (seat + i) % s.n;
    if (!s.out.includes(next)) return next;
  }
  return -1;
}
