/**
 * The bot's worlds (issue 13): full Euchre states that agree with everything one seat knows: its hand, the
 * upcard while it lies face up, its own discard when it dealt, the cards played this hand and the suits
 * others showed they lack (the left bower counting as trump). The other hands, the kitty and the dealer's
 * face-down discard are dealt at random from the rest.
 *
 * Not modelled: the upcard's code once it was taken or turned down. The view shows only its suit then, and
 * the seat's history keeps actions, not past views; the world picks a card of that suit for it (in the
 * dealer's hand when taken).
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, randInt, type Rng } from "../core/rng";
import { EUCHRE_DECK, effectiveSuit, sortHand } from "./cards";
import { setup } from "./setup";
import type { Draft, EuchreState } from "./state";
import type { EuchreOptions, EuchreView } from "./types";

/** The cards played this hand, with their seats, oldest first. */
function handPlays(input: BotInput, v: EuchreView): Play[] {
  const size = 4 - v.out.length;
  let k = v.phase === "play" ? (v.tricks[0] + v.tricks[1]) * size + v.trick.length : 0;
  const plays: Play[] = [];
  for (let i = input.history.length - 1; i >= 0 && k > 0; i--) {
    const { seat, action } = input.history[i];
    if (typeof seat === "number" && action?.type === "play") {
      plays.push({ seat, card: String(action.card) });
      k--;
    }
  }
  return plays.reverse();
}

export function sampleWorld(input: BotInput, rng: Rng): [EuchreState | null, Rng] {
  const v = input.view as unknown as EuchreView;
  const me = input.seat;
  if (!v.hand || !v.upSuit) return [null, rng];
  const made = setup({ seats: 4, options: input.options as unknown as EuchreOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok) return [null, rng];
  const plays = handPlays(input, v);
  const played = new Set(plays.map((p) => p.card));
  const taken = v.upcardState === "taken";
  const myDiscard = v.dealer === me && v.discarded ? v.discarded : "";
  const known = new Set([...v.hand, ...played, ...(v.upcard ? [v.upcard] : []), ...(myDiscard ? [myDiscard] : [])]);
  let pool = EUCHRE_DECK.filter((c) => !known.has(c));
  let upcard = v.upcard;
  if (!upcard) {
    // Taken or turned down: a card of the upcard's suit that the seat has not seen.
    const candidates = pool.filter((c) => c[1] === v.upSuit);
    if (candidates.length === 0) upcard = [...played, ...v.hand, myDiscard].find((c) => c && c[1] === v.upSuit) ?? "";
    else {
      let i: number;
      [i, rng] = randInt(rng, candidates.length);
      upcard = candidates[i];
      pool = pool.filter((c) => c !== upcard);
    }
  }
  if (!upcard) return [null, rng];
  // The dealer who picked the upcard up keeps it (bots and people nearly always do) until it is played.
  const dealerHasUp = taken && v.dealer !== me && !played.has(upcard) && !known.has(upcard);
  const others = [0, 1, 2, 3].filter((p) => p !== me);
  const counts = others.map((p) => v.handCounts[p] - (dealerHasUp && p === v.dealer ? 1 : 0));
  const hiddenDiscard = taken && v.dealer !== me && v.phase !== "discard" ? 1 : 0;
  counts.push(3, hiddenDiscard);
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
