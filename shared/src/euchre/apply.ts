/**
 * `apply`: checks an action against §5 and plays it. Refusals never name a card the acting seat cannot see.
 */
import { seatGate } from "../core/seat-gate";
import { fail, failWith, ok, type Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import { removeCard, SUIT_NAMES, effectiveSuit } from "./cards";
import { followable } from "./legal";
import { resolveTrick, throwIn } from "./resolve";
import { draft, nextPlaying, partnerOf, type Draft, type EuchreState } from "./state";
import type { EuchreAction } from "./types";

type Out = Result<Applied<EuchreState>>;

export function apply(s: EuchreState, seat: number, action: EuchreAction): Out {
  const gate = seatGate(s.phase, seat, 4, "hand");
  if (gate) return gate;
  if (s.out.includes(seat)) return fail("You sit out this hand");
  if (seat !== s.turn) return failWith("not_your_turn", "It is not your turn");
  const type = action.type;
  const alone = "alone" in action && action.alone === true;
  switch (s.phase) {
    case "bid1":
      if (type === "pass") return pass1(s, seat);
      if (type === "orderUp") return make(s, seat, s.upcard[1], alone, 1);
      return fail("In the first round you may only pass or order the upcard up");
    case "bid2":
      if (type === "pass") return pass2(s, seat);
      if (type === "call") return call(s, seat, action.suit, alone);
      return fail("In the second round you may only pass or name a trump suit");
    case "discard":
      if (type === "discard") return discard(s, seat, action.cards);
      return fail("First discard one card (you picked up the upcard)");
    case "defend":
      if (type === "defendAlone") return defendAlone(s, seat);
      if (type === "pass") return passDefend(s, seat);
      return fail("Defend alone or pass");
    case "play":
      if (type === "play") return play(s, seat, action.card);
      return fail("Play a card");
  }
  return failWith("bad_action", `Unknown action ${JSON.stringify(type)}`);
}

function pass1(s: EuchreState, seat: number): Out {
  const d = draft(s);
  d.bids = [...s.bids, { seat, round: 1, type: "pass" }];
  if (seat === s.dealer) {
    // Four passes: the upcard is turned down and round 2 starts left of the dealer.
    d.phase = "bid2";
    d.upcardState = "down";
  }
  d.turn = (seat + 1) % 4;
  return ok({ state: d, events: [{ type: "bid", seat, bid: "pass", round: 1 }] });
}

function pass2(s: EuchreState, seat: number): Out {
  if (seat === s.dealer && s.options.stickTheDealer) return fail("Stick the dealer: the dealer must name a trump suit");
  const d = draft(s);
  d.bids = [...s.bids, { seat, round: 2, type: "pass" }];
  const events: GameEvent[] = [{ type: "bid", seat, bid: "pass", round: 2 }];
  if (seat === s.dealer) throwIn(d, events);
  else d.turn = (seat + 1) % 4;
  return ok({ state: d, events });
}

function call(s: EuchreState, seat: number, suit: string, alone: boolean): Out {
  if (!(suit in SUIT_NAMES)) return fail("Name a suit: S, H, D or C");
  if (suit === s.upcard[1]) return fail(`The upcard's suit (${SUIT_NAMES[suit]}) was turned down: name another suit`);
  return make(s, seat, suit, alone, 2);
}

/** `seat` makes `trump` (orderUp in round 1, call in round 2), maybe alone (ruling 10: only here). */
function make(s: EuchreState, seat: number, trump: string, alone: boolean, round: 1 | 2): Out {
  const d = draft(s);
  d.bids = [...s.bids, round === 1 ? { seat, round, type: "orderUp", alone } : { seat, round, type: "call", suit: trump, alone }];
  d.trump = trump;
  d.maker = seat;
  d.alone = alone;
  d.out = alone ? [partnerOf(seat)] : [];
  const events: GameEvent[] = [{ type: "bid", seat, bid: round === 1 ? "orderUp" : "call", trump, alone, round }];
  if (round === 1) {
    if (d.out.includes(s.dealer)) {
      // Ruling 2: the dealer sits out, so nobody picks up; the upcard stays face up, out of play.
      d.upcardState = "dead";
    } else {
      d.hands = s.hands.map((h, i) => (i === s.dealer ? [...h, s.upcard] : h));
      d.upcardState = "taken";
      d.phase = "discard";
      d.turn = s.dealer;
      return ok({ state: d, events });
    }
  }
  afterMaking(d);
  return ok({ state: d, events });
}

function discard(s: EuchreState, seat: number, cards: readonly string[]): Out {
  if (cards.length !== 1) return fail("Discard exactly one card from your hand");
  const card = cards[0];
  if (!s.hands[seat].includes(card)) return failWith("not_in_hand", "That card is not in your hand");
  const d = draft(s);
  d.hands = s.hands.map((h, i) => (i === seat ? removeCard(h, card) : h));
  d.discarded = card;
  afterMaking(d);
  return ok({ state: d, events: [{ type: "discard", seat, card }] });
}

/** Trump is fixed (and any discard made): ask about defending alone, or start play. */
function afterMaking(d: Draft): void {
  if (d.alone && d.options.defendAlone) {
    d.phase = "defend";
    d.turn = (d.maker + 1) % 4;
  } else startPlay(d);
}

function defendAlone(s: EuchreState, seat: number): Out {
  const d = draft(s);
  d.bids = [...s.bids, { seat, round: 3, type: "defendAlone" }];
  d.defender = seat;
  d.out = [...s.out, partnerOf(seat)];
  startPlay(d);
  return ok({ state: d, events: [{ type: "bid", seat, bid: "defendAlone", round: 3 }] });
}

function passDefend(s: EuchreState, seat: number): Out {
  const d = draft(s);
  d.bids = [...s.bids, { seat, round: 3, type: "pass" }];
  // Defenders are asked maker+1, then maker+3 (ruling 11: the second may still defend alone).
  if (seat === (s.maker + 1) % 4) d.turn = (s.maker + 3) % 4;
  else startPlay(d);
  return ok({ state: d, events: [{ type: "bid", seat, bid: "pass", round: 3 }] });
}

/** The first trick is led by the first seat still playing, clockwise from dealer+1. */
function startPlay(d: Draft): void {
  d.phase = "play";
  d.leader = nextPlaying(d.dealer, d.out);
  d.turn = d.leader;
  d.trick = [];
}

function play(s: EuchreState, seat: number, card: string): Out {
  if (!s.hands[seat].includes(card)) return failWith("not_in_hand", "That card is not in your hand");
  const led = s.trick[0]?.card;
  if (led !== undefined && !followable(s.hands[seat], led, s.trump).includes(card)) {
    const suit = effectiveSuit(led, s.trump);
    return failWith(
      "must_follow",
      suit === s.trump ? `You must follow suit: trump (${SUIT_NAMES[suit]}) was led` : `You must follow the led suit (${SUIT_NAMES[suit]})`,
      { suit },
    );
  }
  const d = draft(s);
  d.hands = s.hands.map((h, i) => (i === seat ? removeCard(h, card) : h));
  const events: GameEvent[] = [{ type: "play", seat, card }];
  if (s.trick.length === 0) {
    // §8: the last finished trick stays on show only until the next trick's first card.
    d.lastTrick = [];
    d.lastWinner = -1;
  }
  d.trick = [...s.trick, { seat, card }];
  if (d.trick.length === 4 - s.out.length) resolveTrick(d, events);
  else d.turn = nextPlaying(seat, s.out);
  return ok({ state: d, events });
}
