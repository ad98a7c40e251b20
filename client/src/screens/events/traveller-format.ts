/**
 * Pure formatting for an event's travellers (docs/events.md, "Results"): a table's contract and result as a
 * bridge player reads them ("4♠ =", "3NT X −2"), matchpoint or IMP figures, North-South scores, and a board's
 * PBN deal as four hands of four suits. No DOM, no words: the suit symbols need none.
 */

const SUIT: Record<string, string> = { C: "♣", D: "♦", H: "♥", S: "♠", N: "NT" };
const MINUS = "−";

/** A contract as the results show it ("4SX" → "4♠ X", "3NT" → "3NT"); null for a board passed out (""). */
export function contractShown(contract: string): string | null {
  const m = /^([1-7])(NT|N|[CDHS])(XX|X)?$/.exec(contract);
  if (!m) return null;
  return `${m[1]}${SUIT[m[2].charAt(0)]}${m[3] ? ` ${m[3]}` : ""}`;
}

/** The result against the contract: "=" when made exactly, "+1" an overtrick, "−2" two down. */
export function resultShown(contract: string, tricks: number): string {
  const level = Number(contract.charAt(0));
  const over = tricks - (6 + level);
  return over === 0 ? "=" : over > 0 ? `+${over}` : `${MINUS}${-over}`;
}

/** The contract and its result in one: "4♠ =", "3NT X −2"; null when passed out. */
export function resultLine(contract: string, tricks: number): string | null {
  const shown = contractShown(contract);
  return shown === null ? null : `${shown} ${resultShown(contract, tricks)}`;
}

/** Matchpoints or IMPs: whole numbers as they are, fractions to at most two places ("4", "3.5", "1.33"); a true minus sign. */
export function figure(x: number): string {
  const text = Number.isInteger(x) ? String(Math.abs(x)) : String(Number(Math.abs(x).toFixed(2)));
  return x < 0 ? `${MINUS}${text}` : text;
}

/** A North-South score with its sign: "420", "−100", "0". */
export const nsScore = (score: number): string => figure(score);

/** A PBN Deal ("N:AKQ.JT9.876.5432 …") as hands by seat (0 = North … 3 = West), each spades, hearts, diamonds, clubs ("T" as "10"); null when malformed. */
export function dealHands(deal: string): string[][] | null {
  const m = /^([NESW]):(.*)$/.exec(deal.trim());
  if (!m) return null;
  const parts = m[2].trim().split(/\s+/);
  if (parts.length !== 4) return null;
  const first = "NESW".indexOf(m[1]);
  const hands: string[][] = [[], [], [], []];
  for (let i = 0; i < 4; i++) {
    const suits = parts[i].split(".");
    if (suits.length !== 4 || suits.some((s) => !/^[AKQJT2-9]*$/.test(s))) return null;
    hands[(first + i) % 4] = suits.map((s) => s.replace(/T/g, "10"));
  }
  return hands;
}

/** The suit symbols in a hand record's order: spades, hearts, diamonds, clubs. */
export const SUIT_SYMBOLS = ["♠", "♥", "♦", "♣"] as const;
