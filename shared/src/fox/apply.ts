/**
 * `apply`: checks an action against §5 and plays it, with the Fox (3) and Woodcutter (5) powers that act
 * as soon as their card is played. Refusals never name a card the acting seat cannot see.
 */
import { seatGate } from "../core/seat-gate";
import { fail, failWith, ok, type Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import { insertSorted, rankOf, removeAt } from "./deck";
import { playRefusal } from "./legal";
import { resolveTrick } from "./resolve";
import { draft, withSeat, type Draft, type FoxState } from "./state";
import type { FoxAction } from "./types";

export function apply(s: FoxState, seat: number, action: FoxAction): Result<Applied<FoxState>> {
  const gate = seatGate(s.phase, seat, 2, "round");
  if (gate) return gate;
  if (seat !== s.turn) return failWith("not_your_turn", "It is not your turn");
  const type = action.type;
  switch (s.phase) {
    case "play":
      if (type === "play") return play(s, seat, action.card);
      if (type === "exchange" || type === "pass") return fail("You can only exchange or pass right after playing a 3");
      if (type === "discard") return fail("You can only discard right after playing a 5");
      break;
    case "exchange":
      if (type === "exchange") return exchange(s, seat, action.card);
      if (type === "pass") return after(draft(s), [{ type: "pass", seat }]);
      if (type === "play") return fail("First exchange a card for the decree card, or pass");
      if (type === "discard") return fail("You can only discard right after playing a 5");
      break;
    case "discard":
      if (type === "discard") return discard(s, seat, action.cards);
      if (type === "exchange" || type === "pass") return fail("You can only exchange or pass right after playing a 3");
      if (type === "play") return fail("First discard one card from your hand");
      break;
  }
  return failWith("bad_action", `Unknown action ${JSON.stringify(type)}`);
}

/** Plays a card; a 3 may open `exchange`, a 5 draws and opens `discard` (ruling 16: each at once). */
function play(s: FoxState, seat: number, card: string): Result<Applied<FoxState>> {
  const refused = playRefusal(s, seat, card);
  if (refused) return refused;
  const hand = removeAt(s.hands[seat], s.hands[seat].indexOf(card));
  const d = draft(s);
  d.hands = withSeat(s.hands, seat, hand);
  const events: GameEvent[] = [{ type: "play", seat, card }];
  if (s.trick.length === 0) {
    d.trick = [card];
    // §8: the last finished trick stays visible only until the next trick's first card.
    d.lastTrick = [];
    d.lastLeader = -1;
    d.lastWinner = -1;
  } else {
    d.trick = [s.trick[0], card];
  }
  const rank = rankOf(card);
  if (rank === 3 && hand.length > 0) {
    // Fox: the same seat now exchanges or passes (ruling 4: no exchange with an empty hand).
    d.phase = "exchange";
    return ok({ state: d, events });
  }
  if (rank === 5) {
    // Woodcutter: draw the top card at once, then this seat must discard one (ruling 5).
    const drawn = s.deck[0];
    d.deck = s.deck.slice(1);
    d.hands = withSeat(s.hands, seat, insertSorted(hand, drawn));
    d.phase = "discard";
    events.push({ type: "draw", seat, card: drawn });
    return ok({ state: d, events });
  }
  return after(d, events);
}

/** Fox: `card` becomes the decree card and the old decree card joins the hand (ruling 1: any card). */
function exchange(s: FoxState, seat: number, card: string): Result<Applied<FoxState>> {
  const hand = s.hands[seat];
  const i = hand.indexOf(card);
  if (i < 0) return failWith("not_in_hand", "That card is not in your hand");
  const d = draft(s);
  d.decree = card as string;
  d.hands = withSeat(s.hands, seat, insertSorted(removeAt(hand, i), s.decree));
  return after(d, [{ type: "exchange", seat, card, took: s.decree }]);
}

/** Woodcutter: exactly one held card goes face down to the bottom of the draw deck. */
function discard(s: FoxState, seat: number, cards: readonly string[]): Result<Applied<FoxState>> {
  if (cards.length !== 1) return fail("Discard exactly one card from your hand");
  const hand = s.hands[seat];
  const i = hand.indexOf(cards[0]);
  if (i < 0) return failWith("not_in_hand", "That card is not in your hand");
  const d = draft(s);
  d.hands = withSeat(s.hands, seat, removeAt(hand, i));
  d.deck = [...s.deck, hand[i]];
  return after(d, [{ type: "discard", seat, card: hand[i] }]);
}

/** Once the played card's power is done: the follower's turn, or the trick's resolution. */
function after(d: Draft, events: GameEvent[]): Result<Applied<FoxState>> {
  if (d.trick.length === 1) {
    d.phase = "play";
    d.turn = 1 - d.leader;
  } else {
    resolveTrick(d, events);
  }
  return ok({ state: d, events });
}
