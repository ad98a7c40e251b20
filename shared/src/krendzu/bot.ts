/**
 * The server's Krendzu bot. Drawing uniformly from `legalActions` would mean listing every two-card move
 * (thousands with the usual hands, ~100,000 with extreme custom ones: most of a second of CPU per move on
 * the server) and would make defenders place two cards almost every turn, since those moves outnumber the
 * rest. Instead the bot first picks the kind of move (place none, one or two cards, as allowed), then one
 * card and one free edge at a time, without building the list.
 */
import { randInt, type Rng } from "../core/rng";
import type { Actor } from "../core/seats";
import { cellMap, frontier, key, NEIGHBOURS } from "./board";
import { legalKinds } from "./legal";
import type { KrendzuState } from "./state";
import type { KrendzuAction } from "./types";

/** Relative weights of the kinds of move: mostly one card, sometimes two, now and then none. */
const WEIGHT: Record<string, number> = { place: 6, placeMany: 3, skip: 1 };

export function botAction(s: KrendzuState, actor: Actor, rng: Rng): [KrendzuAction | null, Rng] {
  if (actor === "moderator") return [null, rng];
  const kinds = legalKinds(s, actor);
  if (kinds.length === 0) return [null, rng];
  let r = rng;
  const pick = (n: number): number => {
    const [i, next] = randInt(r, n);
    r = next;
    return i;
  };
  const total = kinds.reduce((sum, k) => sum + (WEIGHT[k] ?? 1), 0);
  let roll = pick(total);
  const kind = kinds.find((k) => (roll -= WEIGHT[k] ?? 1) < 0) ?? kinds[0];
  if (kind === "skip") return [{ type: "skip" }, r];

  const hand = s.hands[actor];
  const cells = cellMap(s.board);
  const edges = frontier(s.board, cells);
  const a = hand[pick(hand.length)];
  const [x, y] = edges[pick(edges.length)];
  if (kind === "place") return [{ type: "place", card: a, x, y }, r];

  // The second card: any free edge of the board including the first card (§5), i.e. the other free edges
  // and the cells only the first card opens.
  const others = hand.filter((c) => c !== a);
  const b = others[pick(others.length)];
  const second = edges.filter(([ex, ey]) => ex !== x || ey !== y);
  for (const [dx, dy] of NEIGHBOURS) {
    const nx = x + dx;
    const ny = y + dy;
    if (!cells.has(key(nx, ny)) && !second.some(([sx, sy]) => sx === nx && sy === ny)) second.push([nx, ny]);
  }
  const [qx, qy] = second[pick(second.length)];
  return [{ type: "placeMany", cards: [{ card: a, x, y }, { card: b, x: qx, y: qy }] }, r];
}
