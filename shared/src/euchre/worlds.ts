/**
 * The bot's worlds (issue 13): full Euchre states that agree with everything one seat knows: its hand, the
 * upcard while it lies face up, its own discard when it dealt, the cards played this hand and the suits
 * others showed they lack (the left bower counting as trump). The other hands, the kitty and the dealer's
 * face-down discard are dealt at random from the rest.
 *
 * Not known: the upcard's code once it was taken or turned down. The view shows only its suit then, and
 * the seat's history keeps actions, not past views; the world picks a card of that suit for it (in the
 * dealer's hand when taken; see `upcardChoices`).
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, lastPlays, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, randInt, type Rng } from "../core/rng";
import { EUCHRE_DECK, effectiveSuit, sortHand } from "./cards";
import { setup } from "./setup";
import type { Draft, EuchreState } from "./state";
import type { EuchreOptions, EuchreView } from "./types";

/** The cards played this hand, with their seats, oldest first. */
export function handPlays(input: BotInput, v: EuchreView): Play[] {
  const size = 4 - v.out.length;
  return lastPlays(input.history, v.phase === "play" ? (v.tricks[0] + v.tricks[1]) * size + v.trick.length : 0);
}

/** The cards `me` has seen this hand (its hand, the plays, the upcard while face up, its own discard) and the rest of the deck. */
export function unseenCards(v: EuchreView, me: number, played: ReadonlySet<string>): { myDiscard: string; known: Set<string>; pool: string[] } {
  const myDiscard = v.dealer === me && v.discarded ? v.discarded : "";
  const known = new Set([...(v.hand ?? []), ...played, ...(v.upcard ? [v.upcard] : []), ...(myDiscard ? [myDiscard] : [])]);
  return { myDiscard, known, pool: EUCHRE_DECK.filter((c) => !known.has(c)) };
}

/**
 * The places the unseen cards go: the other seats (as many as they hold, one fewer for a dealer known to
 * hold the upcard), the kitty, and the dealer's face-down discard when another seat dealt and picked up.
 */
export function hiddenPlaces(v: EuchreView, me: number, dealerHasUp: boolean): { others: number[]; counts: number[]; hiddenDiscard: number } {
  const others = [0, 1, 2, 3].filter((p) => p !== me);
  const counts = others.map((p) => v.handCounts[p] - (dealerHasUp && p === v.dealer ? 1 : 0));
  const hiddenDiscard = v.upcardState === "taken" && v.dealer !== me && v.phase !== "discard" ? 1 : 0;
  counts.push(3, hiddenDiscard);
  return { others, counts, hiddenDiscard };
}

/**
 * The cards the upcard may be once the view shows only its suit (taken or turned down; §8), each marked
 * whether it is among the seat's unseen cards. A dealer who picked it up holds, discarded or played it: one
 * of his own cards of that suit. Anyone else: an unseen card of that suit, or one of that suit the dealer
 * who picked it up has played since.
 */
export function upcardChoices(v: EuchreView, me: number, plays: readonly Play[], pool: readonly string[]): { card: string; unseen: boolean }[] {
  const ofSuit = (c: string) => c[1] === v.upSuit;
  const taken = v.upcardState === "taken";
  const dealerPlays = plays.filter((p) => p.seat === v.dealer && ofSuit(p.card)).map((p) => p.card);
  if (taken && v.dealer === me) {
    const own = [...(v.hand ?? []), ...(v.discarded ? [v.discarded] : []), ...dealerPlays].filter(ofSuit);
    return own.map((card) => ({ card, unseen: false }));
  }
  return [...pool.filter(ofSuit).map((card) => ({ card, unseen: true })), ...(taken ? dealerPlays : []).map((card) => ({ card, unseen: false }))];
}

/**
 * A world for `input`. Once only the upcard's suit shows, the upcard is drawn from `upcardChoices`: drawing it
 * from the seat's unseen cards alone dealt no world at all to a dealer who had picked it up (its card
 * counts no longer added up), and that dealer then played at random.
 */
export function sampleWorld(input: BotInput, rng: Rng): [EuchreState | null, Rng] {
  const v = input.view as unknown as EuchreView;
  const me = input.seat;
  if (!v.hand || !v.upSuit) return [null, rng];
  const made = setup({ seats: 4, options: input.options as unknown as EuchreOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok) return [null, rng];
  const plays = handPlays(input, v);
  const played = new Set(plays.map((p) => p.card));
  const taken = v.upcardState === "taken";
  const seen = unseenCards(v, me, played);
  const { myDiscard } = seen;
  let pool = seen.pool;
  let upcard = v.upcard;
  // Shown face up: nobody has taken it yet.
  let dealerHasUp = false;
  if (!upcard) {
    const choices = upcardChoices(v, me, plays, pool);
    if (choices.length === 0) return [null, rng];
    let i: number;
    [i, rng] = randInt(rng, choices.length);
    upcard = choices[i].card;
    if (choices[i].unseen) pool = pool.filter((c) => c !== upcard);
    // The dealer who picked the upcard up keeps it (bots and people nearly always do) until it is played.
    dealerHasUp = taken && v.dealer !== me && choices[i].unseen;
  }
  const { others, counts, hiddenDiscard } = hiddenPlaces(v, me, dealerHasUp);
  if (counts.reduce((a, b) => a + b, 0) !== pool.length) return [null, rng];
  const classOf = (c: string) => effectiveSuit(c, v.trump);
  const voids = voidsFromTricks(intoTricks(plays, 4 - v.out.length), 4, classOf);
  let dealt: string[][] | null;
  [dealt, rng] = dealHidden({ pool, counts, voids: others.map((p) => voids[p]), classOf }, rng);
  if (!dealt) return [null, rng];
  const hands: string[][] = [];
  others.forEach((p, i) => (hands[p] = sortHand([...dealt[i], ...(dealerHasUp && p === v.dealer ? [upcard] : [])], v.trump)));
  hands[me] = v.hand.slice();
  const s: Draft = { ...made.value };
  s.handNo = v.handNo;
  s.dealer = v.dealer;
  s.firstDealer = (((v.dealer - v.handNo) % 4) + 4) % 4;
  s.phase = v.phase;
  s.turn = v.turn;
  s.hands = hands;
  s.upcard = upcard;
  s.upcardState = v.upcardState;
  s.kitty = dealt[others.length];
  s.discarded = myDiscard || (hiddenDiscard ? dealt[others.length + 1][0] : "");
  s.bids = v.bids.map((b) => ({ ...b }));
  s.trump = v.trump;
  s.maker = v.maker;
  s.alone = v.alone;
  s.defender = v.defender;
  s.out = v.out.slice();
  s.leader = v.leader;
  s.trick = v.trick.map((p) => ({ ...p }));
  s.lastTrick = v.lastTrick.map((p) => ({ ...p }));
  s.lastWinner = v.lastWinner;
  s.tricks = [v.tricks[0], v.tricks[1]];
  s.scores = [v.scores[0], v.scores[1]] as [number, number];
  s.results = v.results.map((r) => ({ ...r }));
  s.winners = v.winners.slice();
  s.plan = [];
  s.used = [];
  return [s, rng];
}
