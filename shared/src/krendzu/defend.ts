/**
 * The strong bot as a defender (§5, §6). A defender places up to two cards a turn and the attacker one, so
 * with cards in hand it can block whatever the attacker opens, unless three fours open at once; and once
 * its hand is empty the attacker places its last cards unopposed. So it spends a card only where it saves
 * more than the card is worth (it skips otherwise), weighs every open four by the chance that the attackers
 * hold a card that completes it, and fears the attackers' next card where one card would open more fours
 * than it can block.
 */
import { DECK } from "./deck";
import { completers, latentFours, openFours, type Seen } from "./seen";
import { chanceOfAny, Grid, touched } from "./threats";
import type { KrendzuAction, KrendzuView } from "./types";

/** A card spent, in points: dearer when the defender holds fewer cards than the attackers. */
const CARD_COST = 0.1;
const SHORT_COST = 0.2;
/** A four that opens when a neighbouring cell fills counts this share of an open one. */
const LATENT = 0.3;
/** How many of the best moves are judged again with the attackers' reply. */
const REPLIES = 8;

/**
 * The defender's expected loss on the board after its move (`spent` cards placed, `left` still in hand,
 * `made` own goals): the own goals, and for every open four the chance that the attackers hold a card that
 * completes it (left open, it scores whenever they like, at the latest with their last card), plus the cards.
 */
function loss(s: Seen, left: number, spent: number, made: number): number {
  const chance = (needs: Parameters<typeof completers>[0]) => chanceOfAny(s.unseen.length, s.attackers, completers(needs, s.unseen));
  let sum = made;
  for (const o of openFours(s.g, s.unseen)) sum += chance(o.needs);
  for (const o of latentFours(s.g, s.unseen)) sum += LATENT * chance(o.needs);
  return sum + spent * (left < s.attackers ? SHORT_COST : CARD_COST);
}

/**
 * What the attackers' next card may do on the board after the defender's move: a card that leaves more open
 * fours than the defender can block next turn (`cap` cards) scores one of those beyond, unless the attackers
 * lack their completers. For each card they may hold, its worst cell; then the expected worst over their hand.
 */
function replyRisk(s: Seen, cap: number): number {
  const g = s.g;
  const pool = s.unseen.length;
  if (s.attackers === 0 || pool < 2) return 0;
  const open = new Map<number, number>();
  for (const o of openFours(g, s.unseen)) open.set(o.cell, chanceOfAny(pool, s.attackers, completers(o.needs, s.unseen)));
  const worst: number[] = [];
  for (const card of s.unseen) {
    const others = s.unseen.filter((c) => c !== card);
    let w = 0;
    for (const cell of g.frontier()) {
      g.put(cell, card);
      const chances: number[] = [];
      for (const [c, p] of open) if (c !== cell) chances.push(p);
      for (const x of touched(g, cell)) {
        if (open.has(x) || !g.open(x)) continue;
        const good = completers(g.needsAt(x), others);
        if (good > 0) chances.push(chanceOfAny(pool - 1, s.attackers - 1, good));
      }
      g.pop();
      if (chances.length <= cap) continue;
      // the defender blocks the likeliest `cap`; the attackers complete any of the rest they can
      chances.sort((a, b) => b - a);
      let none = 1;
      for (let i = cap; i < chances.length; i++) none *= 1 - chances[i];
      w = Math.max(w, 1 - none);
    }
    worst.push(w);
  }
  // The attackers play their most harmful card: the k-th worst counts when they hold it and none worse.
  worst.sort((a, b) => b - a);
  const q = s.attackers / pool;
  let risk = 0;
  let notYet = 1;
  for (const w of worst) {
    risk += w * q * notYet;
    notYet *= 1 - q;
  }
  return risk;
}

/** A candidate move: the (card, cell) placements in order (none: a skip) and its loss. */
interface Candidate {
  cards: [number, number][];
  loss: number;
}

export function defend(v: KrendzuView, s: Seen): KrendzuAction {
  const kinds = v.legal ?? [];
  const g = s.g;
  const left = s.hand.length;
  // Once the attackers are out only own goals can cost: every card must go down anyway (§9.11).
  const attackersOut = s.attackers === 0;
  const price = (cards: number, made: number) => loss(s, left - cards, attackersOut ? 0 : cards, made);
  const singles: Candidate[] = [];
  for (const card of s.hand)
    for (const cell of g.frontier()) {
      g.put(cell, card);
      singles.push({ cards: [[card, cell]], loss: price(1, g.combosAt(cell)) });
      g.pop();
    }
  singles.sort((a, b) => a.loss - b.loss);
  const all = singles.slice();
  if (kinds.includes("skip")) all.push({ cards: [], loss: price(0, 0) });
  if (kinds.includes("placeMany")) {
    // Two cards: one of the best first cards or one on an open four, then a second on a four still open
    // (maybe one the first card opened, §5: the second may touch only the first).
    const threatened = new Set(openFours(g, s.unseen).map((o) => o.cell));
    singles.forEach((f, i) => {
      const [first, at] = f.cards[0];
      if (i >= 8 && !threatened.has(at)) return;
      g.put(at, first);
      const made = g.combosAt(at);
      for (const o of openFours(g, s.unseen))
        for (const card of s.hand) {
          if (card === first) continue;
          g.put(o.cell, card);
          all.push({
            cards: [
              [first, at],
              [card, o.cell],
            ],
            loss: price(2, made + g.combosAt(o.cell)),
          });
          g.pop();
        }
      g.pop();
    });
  }
  // Among equal losses: a skip, then one card, then two.
  all.sort((a, b) => a.loss - b.loss || a.cards.length - b.cards.length);
  let best = all[0];
  if (!attackersOut) {
    best = { cards: [], loss: Infinity };
    for (const m of all.slice(0, REPLIES)) {
      for (const [card, cell] of m.cards) g.put(cell, card);
      const total = m.loss + replyRisk(s, Math.min(2, left - m.cards.length));
      for (let i = 0; i < m.cards.length; i++) g.pop();
      if (total < best.loss - 1e-9) best = { cards: m.cards, loss: total };
    }
  }
  const placed = best.cards.map(([card, cell]) => {
    const [x, y] = Grid.xy(cell);
    return { card: DECK[card], x, y };
  });
  if (placed.length === 0) return { type: "skip" };
  return placed.length === 1 ? { type: "place", ...placed[0] } : { type: "placeMany", cards: placed };
}
