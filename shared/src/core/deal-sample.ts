/**
 * Dealing the cards a bot cannot see (issue 13): the unseen cards go to the other hands at random, but only
 * in ways that agree with what play has shown, i.e. a seat that did not follow a suit holds none of it.
 */
import type { SeenAction } from "./bot";
import { withRng, type Rng } from "./rng";

export interface HiddenHands {
  /** Cards the bot has not seen anywhere: in no hand it knows, not played, not in a known skat or kitty. */
  pool: readonly string[];
  /** How many unseen cards each place holds (hands by seat; extra places such as a skat or kitty after them). */
  counts: readonly number[];
  /** Follow-suit classes each place cannot hold (void suits shown in play); absent or empty: no constraint. */
  voids?: readonly (ReadonlySet<string> | undefined)[];
  /** The follow-suit class of a card (its suit, or trump for a trump such as a bower or a Skat jack). */
  classOf?: (card: string) => string;
}

/**
 * Each place's cards (in `counts` order), chosen at random among the deals that respect the voids; null when
 * no such deal was found (the caller then tries again or lifts a constraint). The most constrained cards are
 * placed first, each in a random place that may hold it, weighted by the room left there.
 */
export function dealHidden(h: HiddenHands, rng: Rng): [string[][] | null, Rng] {
  const places = h.counts.length;
  const classOf = h.classOf ?? ((c: string) => c[c.length - 1]);
  const need = h.counts.reduce((a, b) => a + b, 0);
  if (need !== h.pool.length) throw new Error(`dealHidden: ${h.pool.length} unseen cards for ${need} places`);
  const allowed = (card: string, p: number) => !h.voids?.[p]?.has(classOf(card));
  return withRng(rng, (int) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const left = h.counts.slice();
      const out: string[][] = h.counts.map(() => []);
      // Shuffle, then order by how many places may take each card (fewest first) so that tight cards go first.
      const cards = h.pool.slice();
      for (let i = cards.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [cards[i], cards[j]] = [cards[j], cards[i]];
      }
      const options = (c: string) => {
        let n = 0;
        for (let p = 0; p < places; p++) if (allowed(c, p)) n++;
        return n;
      };
      cards.sort((a, b) => options(a) - options(b));
      let ok = true;
      for (const card of cards) {
        let room = 0;
        for (let p = 0; p < places; p++) if (left[p] > 0 && allowed(card, p)) room += left[p];
        if (room === 0) {
          ok = false;
          break;
        }
        let pick = int(room);
        for (let p = 0; p < places; p++) {
          if (left[p] > 0 && allowed(card, p)) {
            if (pick < left[p]) {
              out[p].push(card);
              left[p]--;
              break;
            }
            pick -= left[p];
          }
        }
      }
      if (ok) return out;
    }
    return null;
  });
}

/** One played card with its seat, in play order. */
export interface Play {
  seat: number;
  card: string;
}

/**
 * The last `count` cards played in `history` (actions of type "play" by a seat), with their seats, in play order:
 * the cards of the deal in progress when `count` is how many its tricks hold so far.
 */
export function lastPlays(history: readonly SeenAction[], count: number): Play[] {
  const plays: Play[] = [];
  for (let i = history.length - 1; i >= 0 && plays.length < count; i--) {
    const { seat, action } = history[i];
    if (typeof seat === "number" && action?.type === "play") plays.push({ seat, card: String(action.card) });
  }
  return plays.reverse();
}

/**
 * Voids shown by tricks: in each trick (plays in order, the first one led), a seat that played another class
 * than the led one holds none of the led class. `classOf` gives the follow-suit class in this deal.
 */
export function voidsFromTricks(tricks: readonly (readonly Play[])[], seats: number, classOf: (card: string) => string): Set<string>[] {
  const voids = Array.from({ length: seats }, () => new Set<string>());
  for (const trick of tricks) {
    if (trick.length === 0) continue;
    const led = classOf(trick[0].card);
    for (let i = 1; i < trick.length; i++) if (classOf(trick[i].card) !== led) voids[trick[i].seat].add(led);
  }
  return voids;
}

/** Splits plays into tricks of the given sizes, oldest first (the last one may be incomplete). */
export function intoTricks(plays: readonly Play[], size: number): Play[][] {
  const out: Play[][] = [];
  for (let i = 0; i < plays.length; i += size) out.push(plays.slice(i, i + size));
  return out;
}
