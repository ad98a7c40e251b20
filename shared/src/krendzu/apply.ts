/**
 * `apply`: checks an action against §5 and plays it; scores every combination a card completes the moment
 * it lands (§6). Refusals never name a card the acting seat cannot see.
 */
import { seatGate } from "../core/seat-gate";
import { fail, failWith, ok, type Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import { cellMap, cellRefusal, key } from "./board";
import { combosThrough } from "./combos";
import { attackers, startTour } from "./deal";
import { attackerHoldsCards, draft, type Draft, type KrendzuState } from "./state";
import { nextPos } from "./turns";
import type { Combo, KrendzuAction, LastAction, Placed, Placement } from "./types";

export function apply(s: KrendzuState, seat: number, action: KrendzuAction): Result<Applied<KrendzuState>> {
  const gate = seatGate(s.phase, seat, s.n, "tour", "match");
  if (gate) return gate;
  if (seat !== s.turn) return failWith("not_your_turn", "It is not your turn");
  const opening = s.board.length === 0;
  const attacking = s.sides[seat] === "attack";
  const type = action.type;
  switch (type) {
    case "place":
      return placeCards(s, seat, [{ card: action.card, x: action.x, y: action.y }], "place");
    case "placeMany": {
      if (attacking) return fail("An attacker places exactly one card a turn");
      if (opening) return fail("The opening move is one card at (0,0)");
      const cards = action.cards;
      if (cards.length !== 2) return fail("Place exactly two cards, or one with place, or none with skip");
      if (cards[0]?.card === cards[1]?.card) return fail("The two cards must be different cards");
      return placeCards(s, seat, cards, "placeMany");
    }
    case "skip":
      if (attacking) return fail("An attacker must place a card every turn");
      if (opening) return fail("The opening move is one card at (0,0)");
      if (!attackerHoldsCards(s)) return fail("Every attacker is out of cards: place one or two cards");
      return after(draft(s), { seat, type: "skip", cells: [] }, [{ type: "skip", seat }]);
    default:
      return failWith("bad_action", `Unknown action ${JSON.stringify(type)}`);
  }
}

/** Places the cards in order, each checked on the board that holds the ones before it (all or nothing). */
function placeCards(s: KrendzuState, seat: number, cards: readonly Placement[], type: "place" | "placeMany"): Result<Applied<KrendzuState>> {
  const cells = cellMap(s.board);
  let hand = s.hands[seat];
  for (const p of cards) {
    const i = typeof p?.card === "string" ? hand.indexOf(p.card) : -1;
    if (i < 0) return failWith("not_in_hand", "That card is not in your hand");
    const why = cellRefusal(cells, p.x, p.y);
    if (why) return fail(why);
    cells.set(key(p.x, p.y), p.card);
    hand = hand.filter((_, j) => j !== i);
  }
  // Legal: now play them for real, scoring after each card.
  const d = draft(s);
  const events: GameEvent[] = [];
  const board = s.board.slice();
  const live = cellMap(s.board);
  const combos = s.combos.slice();
  const scores = s.scores.slice();
  const scorers = attackers(s.sides);
  let points = 0;
  for (const p of cards) {
    const placed: Placed = { card: p.card, x: p.x, y: p.y, seat, move: s.moves };
    board.push(placed);
    live.set(key(p.x, p.y), p.card);
    events.push({ type: "place", seat, card: p.card, x: p.x, y: p.y });
    for (const four of combosThrough(live, p.x, p.y)) {
      const combo: Combo = { tour: s.tour, move: s.moves, seat, ...four, scorers };
      combos.push(combo);
      for (const a of scorers) scores[a]++;
      points++;
      events.push({ type: "combo", ...combo, ownGoal: s.sides[seat] === "defend" });
    }
  }
  d.board = board;
  d.hands = s.hands.map((h, j) => (j === seat ? hand : h));
  if (points > 0) {
    d.combos = combos;
    d.scores = scores;
    const results = s.tourResults.slice();
    const last = results[results.length - 1];
    results[results.length - 1] = { ...last, points: last.points + points };
    d.tourResults = results;
  }
  return after(d, { seat, type, cells: cards.map((p) => [p.x, p.y]) }, events);
}

/** Once a move is made: the next seat in the cycle with cards, or the tour's end (every hand empty). */
function after(d: Draft, last: LastAction, events: GameEvent[]): Result<Applied<KrendzuState>> {
  d.moves = d.moves + 1;
  d.lastAction = last;
  const pos = nextPos(
    d.cycle,
    d.pos,
    d.hands.map((h) => h.length),
  );
  if (pos >= 0) {
    d.pos = pos;
    d.turn = d.cycle[pos];
    return ok({ state: d, events });
  }
  events.push({ type: "tourEnd", tour: d.tour, points: d.tourResults[d.tourResults.length - 1].points });
  if (d.tour + 1 < d.tours) {
    startTour(d, d.tour + 1, events);
    return ok({ state: d, events });
  }
  d.phase = "over";
  d.pos = -1;
  d.turn = -1;
  const best = Math.max(...d.scores);
  d.winners = d.scores.flatMap((x, seat) => (x === best ? [seat] : []));
  events.push({ type: "over", scores: d.scores.slice(), winners: d.winners.slice() });
  return ok({ state: d, events });
}
