/** Move generation and ordering of the double-dummy solver (dd-solve.ts). */
import { HIGH as HIGH_, POP as POP_ } from "./dd-bits";

/** Module-local copies of imported tables and functions: some loaders (tsx, jest) read an imported binding
 * through a getter on every use, a third of the solver's time in its inner loops. */
const HIGH = HIGH_;
const POP = POP_;

/** What move generation reads of the solver's position (see DDSolver for the fields). */
export interface MovePosition {
  readonly h: Int32Array;
  readonly pos: number;
  readonly trump: number;
  readonly leader: number;
  readonly tb: number;
  readonly tSuit: Int32Array;
  readonly tRank: Int32Array;
  readonly wPos: Int32Array;
  readonly wSuit: Int32Array;
  readonly wRank: Int32Array;
  /** Out: the moves, 16 slots a depth (suit << 4 | rank), and scratch scores. */
  readonly moves: Int32Array;
  readonly scores: Int32Array;
}

/**
 * The moves of `seat` at depth `d`, one per group of equivalent cards (the lowest of the group), best
 * first by rules of thumb; `best` (a relative card from the table) is tried first.
 */
export function generate(g: MovePosition, seat: number, d: number, best: number): number {
  const { h, pos, trump, moves, scores, tb } = g;
  const base = d * 16;
  let n = 0;
  let first = 0;
  let last = 3;
  const ledSuit = pos > 0 ? g.tSuit[tb] : -1;
  if (pos > 0 && h[seat * 4 + ledSuit] !== 0) first = last = ledSuit;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  // winning so far in this trick
  const wSuit = pos > 0 ? g.wSuit[tb + pos] : -1;
  const wRank = pos > 0 ? g.wRank[tb + pos] : -1;
  const partnerWins = pos > 0 && ((g.leader + g.wPos[tb + pos]) & 3) === partner;
  for (let s = first; s <= last; s++) {
    const mine = h[seat * 4 + s];
    if (mine === 0) continue;
    let live = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
    for (let k = 0; k < pos; k++) if (g.tSuit[tb + k] === s) live |= 1 << g.tRank[tb + k];
    const others = live & ~mine;
    const top = HIGH[live];
    let rest = mine;
    while (rest !== 0) {
      // a group: from the highest card left, down through cards with no other live card between
      const hiR = HIGH[rest];
      let loR = hiR;
      rest ^= 1 << hiR;
      while (rest !== 0) {
        const next = HIGH[rest];
        // live cards of others strictly between next and loR
        if ((others & ((1 << loR) - 1) & ~((2 << next) - 1)) !== 0) break;
        loR = next;
        rest ^= 1 << next;
      }
      moves[base + n] = (s << 4) | loR;
      // rules of thumb
      let sc: number;
      if (pos === 0) {
        if (hiR === top) {
          // a winner: cash it unless an opponent ruffs
          const ruff = trump < 4 && s !== trump && ((h[lho * 4 + s] === 0 && h[lho * 4 + trump] !== 0) || (h[rho * 4 + s] === 0 && h[rho * 4 + trump] !== 0));
          sc = ruff ? 20 : 60 + (s === trump ? 4 : 0) + POP[mine];
        } else if (loR === HIGH[mine & -mine] && (h[partner * 4 + s] & (1 << top)) !== 0) {
          sc = 50; // low towards partner's winner
        } else if (trump < 4 && s !== trump && h[partner * 4 + s] === 0 && h[partner * 4 + trump] !== 0 && loR === HIGH[mine & -mine]) {
          sc = 45; // a ruff for partner
        } else {
          sc = 20 - loR + (hiR - loR);
        }
      } else {
        const beats = (s === wSuit && loR > wRank) || (s === trump && wSuit !== trump);
        const beatsTop = (s === wSuit && hiR > wRank) || (s === trump && wSuit !== trump);
        if (partnerWins) {
          // do not overtake; throw the cheapest card (a trump last)
          sc = 40 - loR - (s === trump && s !== ledSuit ? 20 : 0);
        } else if (pos === 3) {
          sc = beatsTop ? 80 - (s === trump && s !== ledSuit ? 14 : 0) - loR : 30 - loR - (s === trump ? 14 : 0);
          if (beatsTop && !beats) sc = 80 - hiR;
        } else if (pos === 1) {
          // second hand low, but win with a card no one can beat, or ruff
          if (beatsTop && s !== ledSuit) sc = 55 - loR;
          else if (beatsTop && hiR === top) sc = 50;
          else sc = 40 - loR - (s === trump ? 14 : 0);
        } else {
          // third hand: win as cheaply as the last hand allows
          sc = beatsTop ? 60 - loR + (hiR === top ? 6 : 0) : 30 - loR - (s === trump ? 14 : 0);
        }
      }
      if (best >= 0 && best >> 4 === s) {
        const place = best & 15;
        // the table's move: the card at that place among the live cards
        const above = POP[(live >> (hiR + 1)) & 0x1fff];
        const below = POP[(live >> loR) & 0x1fff] - 1; // the group holds places above..below
        if (place >= above && place <= below) sc = 1000;
      }
      scores[n] = sc;
      n++;
    }
  }
  // insertion sort, best first
  for (let i = 1; i < n; i++) {
    const m = moves[base + i];
    const sc = scores[i];
    let j = i - 1;
    while (j >= 0 && scores[j] < sc) {
      moves[base + j + 1] = moves[base + j];
      scores[j + 1] = scores[j];
      j--;
    }
    moves[base + j + 1] = m;
    scores[j + 1] = sc;
  }
  return n;
}
