/**
 * The bot's worlds (issue 13): full Fox states that agree with everything one seat knows: its hand, the
 * cards played this round, the decree card, the cards it put under the deck itself, and the suits the other
 * player showed it lacks. The rest of the deck and the other hand are dealt at random.
 *
 * Not modelled: the old decree card a Fox exchange gave the opponent (the history keeps the card put down,
 * not the one taken), and what following a Monarch reveals; those cards are simply treated as unseen.
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, type Rng } from "../core/rng";
import { FOX_DECK, suitOf } from "./deck";
import { setup } from "./setup";
import type { Draft, FoxState } from "./state";
import type { FoxOptions, FoxView } from "./types";

const ORDER = new Map(FOX_DECK.map((c, i) => [c, i]));
const sorted = (cards: string[]) => cards.sort((a, b) => (ORDER.get(a) as number) - (ORDER.get(b) as number));

/** This round's actions as the seat saw them: everything since the round's first card was played. */
function roundActions(input: BotInput, v: FoxView) {
  let plays = (v.tricks[0] + v.tricks[1]) * 2 + v.trick.length;
  let i = input.history.length;
  while (plays > 0 && i > 0) if (input.history[--i].action?.type === "play") plays--;
  return input.history.slice(i);
}

export function sampleWorld(input: BotInput, rng: Rng): [FoxState | null, Rng] {
  const v = input.view as unknown as FoxView;
  const me = input.seat;
  const opp = 1 - me;
  if (!v.hand || !v.decree) return [null, rng];
  const made = setup({ seats: 2, options: input.options as unknown as FoxOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok) return [null, rng];
  const actions = roundActions(input, v);
  const plays: Play[] = [];
  // The draw deck as slots from the top: a card this seat put there itself, or null for a face-down one.
  let slots: (string | null)[] = new Array<string | null>(v.deckCount + actions.filter((a) => a.action?.type === "discard").length).fill(null);
  for (const { seat, action } of actions) {
    if (typeof seat !== "number" || !action) continue;
    if (action.type === "play") plays.push({ seat, card: String(action.card) });
    if (action.type === "discard") slots = [...slots.slice(1), seat === me ? String((action.cards as string[])[0]) : null];
  }
  if (slots.length !== v.deckCount) return [null, rng];
  const known = new Set([...v.hand, ...plays.map((p) => p.card), v.decree, ...slots.filter((c): c is string => c !== null)]);
  const pool = FOX_DECK.filter((c) => !known.has(c));
  const free = slots.filter((c) => c === null).length;
  if (pool.length !== v.handCounts[opp] + free) return [null, rng];
  const voids = voidsFromTricks(intoTricks(plays, 2), 2, suitOf);
  let dealt: string[][] | null;
  [dealt, rng] = dealHidden({ pool, counts: [v.handCounts[opp], free], voids: [voids[opp]] }, rng);
  if (!dealt) return [null, rng];
  const [oppHand, deckCards] = dealt;
  let k = 0;
  const deck = slots.map((c) => c ?? deckCards[k++]);
  const hands: [string[], string[]] = [[], []];
  hands[me] = v.hand.slice();
  hands[opp] = sorted(oppHand);
  const s: Draft = { ...made.value };
  s.round = v.round;
  s.dealer = v.dealer;
  s.firstDealer = (v.dealer + v.round) % 2;
  s.phase = v.phase;
  s.turn = v.turn;
  s.leader = v.leader;
  s.hands = hands;
  s.deck = deck;
  s.decree = v.decree;
  s.trick = v.trick.slice();
  s.lastTrick = v.lastTrick.slice();
  s.lastLeader = v.lastLeader;
  s.lastWinner = v.lastWinner;
  s.tricks = [v.tricks[0], v.tricks[1]];
  s.treasure = [v.treasure[0], v.treasure[1]];
  s.scores = [v.scores[0], v.scores[1]];
  s.rounds = v.rounds.map((r) => ({ ...r }));
  s.winners = v.winners.slice();
  s.plan = [];
  s.used = [];
  return [s, rng];
}
