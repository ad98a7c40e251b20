/**
 * A playout policy for trick games (issue 13, level strong). Random playouts make every hand look like a
 * beginner's, which blurs the search's view of what a move is worth; players who follow the oldest rules of
 * thumb make it sharper: take a trick you want as cheaply as you can, do not overtake your partner, duck
 * with your lowest card when you cannot win, and throw your highest safe card when tricks hurt you. One
 * move in four stays random, so the playouts still see the unusual lines.
 */
import type { Action } from "./ruleset";

export interface TrickFacts<S> {
  /** The cards of the trick in progress, in play order (empty when leading), or null outside trick play. */
  trick(s: S): readonly string[] | null;
  /** The seat that would win a trick made of `cards` (the current trick plus one more card, played by `seat`). */
  winnerSeat(s: S, cards: readonly string[], seat: number): number;
  /** Whether the trick ends with this seat's card. */
  lastToPlay(s: S): boolean;
  /** Partners (or the same seat) for this deal. */
  sameSide(s: S, a: number, b: number): boolean;
  /** Whether taking tricks is good for `seat` in this deal. */
  wantsTricks(s: S, seat: number): boolean;
  /** A card's strength for "cheapest" and "highest": higher beats lower within a suit, trumps highest. */
  rank(s: S, card: string): number;
}

const cardOf = (a: Action): string | null => (a.type === "play" && typeof a.card === "string" ? a.card : null);

export function trickPolicy<S>(f: TrickFacts<S>) {
  return (s: S, seat: number, legal: readonly Action[], int: (n: number) => number): Action => {
    const trick = f.trick(s);
    if (trick === null || trick.length === 0 || int(4) === 0 || legal.some((a) => cardOf(a) === null)) return legal[int(legal.length)];
    const byRank = legal.slice().sort((a, b) => f.rank(s, cardOf(a)!) - f.rank(s, cardOf(b)!));
    const wins = byRank.filter((a) => f.sameSide(s, f.winnerSeat(s, [...trick, cardOf(a)!], seat), seat));
    const ahead = f.winnerSeat(s, trick, -1);
    const partnerHasIt = ahead !== seat && f.sameSide(s, ahead, seat);
    if (f.wantsTricks(s, seat)) {
      if (partnerHasIt && f.lastToPlay(s)) return byRank[0];
      return partnerHasIt ? byRank[0] : (wins[0] ?? byRank[0]);
    }
    const losers = byRank.filter((a) => !wins.includes(a));
    if (losers.length > 0) return losers[losers.length - 1];
    return f.lastToPlay(s) ? byRank[byRank.length - 1] : byRank[0];
  };
}
