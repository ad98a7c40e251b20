/**
 * The Krendzu bot (issue 13, part 2), from its own view: the board, its hand, its side, the kinds of move.
 *
 * Easy draws a move at random without building the whole list (a defender has thousands of two-card moves,
 * which would also make it place two cards nearly every turn): first the kind (place none, one or two
 * cards), then a card and a free edge at a time. Normal judges each move by the combinations it makes now
 * and the ones it leaves open for the next player around the cells it fills, one ply ahead: a "threat" is
 * a four with three cards and an empty cell that some card still unseen (or, for the attacker, in its own
 * hand) would complete. Attackers make combinations and threats; defenders make neither and fill threat
 * cells with cards that spoil them. Strong (strong.ts) judges the whole board a move leaves, and what wins a
 * tour: the defender's cards in hand, forks, and the attacker's last cards.
 */
import type { BotInput, BotLevel, RulesetBot } from "../core/bot";
import { randInt, type Rng } from "../core/rng";
import type { Action } from "../core/ruleset";
import { cellMap, decodePlaced, frontier, key } from "./board";
import { combosThrough, judgeFour, LINES } from "./combos";
import { DECK } from "./deck";
import { strongMove } from "./strong";
import type { KrendzuAction, KrendzuView } from "./types";

/** Relative weights of the kinds of move at random: mostly one card, sometimes two, now and then none. */
const WEIGHT: Record<string, number> = { place: 6, placeMany: 3, skip: 1 };

type Cells = Map<string, string>;

function randomMove(v: KrendzuView, rng: Rng): [KrendzuAction, Rng] {
  let r = rng;
  const pick = (n: number): number => {
    const [i, next] = randInt(r, n);
    r = next;
    return i;
  };
  const kinds = v.legal ?? [];
  const total = kinds.reduce((sum, k) => sum + (WEIGHT[k] ?? 1), 0);
  let roll = pick(total);
  const kind = kinds.find((k) => (roll -= WEIGHT[k] ?? 1) < 0) ?? kinds[0];
  if (kind === "skip") return [{ type: "skip" }, r];
  const hand = v.hand ?? [];
  const board = v.board.map(decodePlaced);
  const cells = cellMap(board);
  const edges = frontier(board, cells);
  const a = hand[pick(hand.length)];
  const [x, y] = edges[pick(edges.length)];
  if (kind === "place") return [{ type: "place", card: a, x, y }, r];
  const b = hand.filter((c) => c !== a)[pick(hand.length - 1)];
  // the second card: any free edge of the board including the first card (§5)
  cells.set(key(x, y), a);
  const second = frontier([...board, { card: a, x, y, seat: -1, move: -1 }], cells);
  const [qx, qy] = second[pick(second.length)];
  return [
    {
      type: "placeMany",
      cards: [
        { card: a, x, y },
        { card: b, x: qx, y: qy },
      ],
    },
    r,
  ];
}

/** The fours through (x, y): their cells, per direction and offset. */
function foursThrough(x: number, y: number): [number, number][][] {
  const out: [number, number][][] = [];
  for (const [dx, dy] of LINES) for (let k = 0; k < 4; k++) out.push([0, 1, 2, 3].map((i) => [x + (i - k) * dx, y + (i - k) * dy]));
  return out;
}

/** 1 when the four `cells` has three cards and an empty cell that one of `cards` would complete, else 0. */
function threat(board: Cells, four: [number, number][], cards: readonly string[]): number {
  const held = four.map(([x, y]) => board.get(key(x, y)));
  const empty = held.findIndex((c) => c === undefined);
  if (empty < 0 || held.filter((c) => c === undefined).length !== 1) return 0;
  const completes = (c: string) =>
    judgeFour(
      four,
      held.map((h, i) => (i === empty ? c : (h as string))),
    ) !== null;
  return cards.some(completes) ? 1 : 0;
}

/** Threats among the fours through (x, y). */
function threatsNear(board: Cells, x: number, y: number, cards: readonly string[]): number {
  let n = 0;
  for (const four of foursThrough(x, y)) n += threat(board, four, cards);
  return n;
}

/** The change a card at (x, y) makes: combinations completed, threats it opens minus threats it spoils. */
function effect(board: Cells, card: string, x: number, y: number, cards: readonly string[]): { made: number; threats: number } {
  const before = threatsNear(board, x, y, cards);
  board.set(key(x, y), card);
  const made = combosThrough(board, x, y).length;
  const after = threatsNear(board, x, y, cards);
  board.delete(key(x, y));
  return { made, threats: after - before + made };
}

/** A move's value for the bot's side: attackers want combinations and threats, defenders want neither. */
function value(attacking: boolean, e: { made: number; threats: number }): number {
  return attacking ? 10 * e.made + 2 * e.threats : -10 * e.made - 3 * e.threats;
}

function bestMove(v: KrendzuView, seat: number): KrendzuAction {
  const hand = v.hand ?? [];
  const board = v.board.map(decodePlaced);
  const cells = cellMap(board);
  const attacking = v.sides[seat] === "attack";
  const seen = new Set([...hand, ...board.map((p) => p.card)]);
  const unseen = DECK.filter((c) => !seen.has(c));
  // what may complete a threat next: the attacker counts on his own cards too, the defender fears any unseen one
  const completers = attacking ? [...hand, ...unseen] : unseen;
  const edges = frontier(board, cells);
  const completing = (card: string) => completers.filter((c) => c !== card);
  const singles: { card: string; x: number; y: number; score: number }[] = [];
  for (const card of hand) for (const [x, y] of edges) singles.push({ card, x, y, score: value(attacking, effect(cells, card, x, y, completing(card))) });
  singles.sort((a, b) => b.score - a.score);
  let best: { action: KrendzuAction; score: number } = {
    action: { type: "place", card: singles[0].card, x: singles[0].x, y: singles[0].y },
    score: singles[0].score,
  };
  const kinds = v.legal ?? [];
  // skipping keeps the board as it is; a defender skips rather than make things worse
  if (kinds.includes("skip") && best.score < 0) best = { action: { type: "skip" }, score: 0 };
  if (kinds.includes("placeMany")) {
    // two cards: the best single moves, each followed by the best second card on the board it leaves
    for (const f of singles.slice(0, 5)) {
      cells.set(key(f.x, f.y), f.card);
      const around = frontier([...board, { card: f.card, x: f.x, y: f.y, seat, move: -1 }], cells);
      for (const card of hand) {
        if (card === f.card) continue;
        for (const [x, y] of around) {
          const score = f.score + value(attacking, effect(cells, card, x, y, completing(card)));
          if (score > best.score + 0.5)
            best = {
              action: {
                type: "placeMany",
                cards: [
                  { card: f.card, x: f.x, y: f.y },
                  { card, x, y },
                ],
              },
              score,
            };
        }
      }
      cells.delete(key(f.x, f.y));
    }
  }
  return best.action;
}

export const krendzuBot: RulesetBot = {
  see: (action) => action, // every placement is public
  decide(input: BotInput, level: BotLevel, rng: Rng): [Action | null, Rng] {
    const v = input.view as unknown as KrendzuView;
    if (!v.legal || v.legal.length === 0 || !v.hand || v.hand.length === 0) return [null, rng];
    if (level === "easy" || v.opening) return randomMove(v, rng);
    return [level === "strong" ? strongMove(v, input.seat) : bestMove(v, input.seat), rng];
  },
};
