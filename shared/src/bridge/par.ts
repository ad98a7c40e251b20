/**
 * The hand record after a board: the double-dummy table (tricks each declarer takes in each strain) and the
 * par result for the board's vulnerability and dealer. Pure.
 *
 * Par, the standard way: the side that owns the highest makeable contract (when both make the same one, the
 * side whose able player bids first from the dealer) chooses among its makeable contracts that the other side
 * cannot outbid with a making contract; over each, the other side may sacrifice in its cheapest higher
 * contract, doubled, when that costs less than letting the contract make. The par is the owner's best
 * result of that choice; with no makeable contract on either side the board is passed out (0).
 */
import { DDSolver } from "./dd-solve";
import { dealScore, isVul, undertricks } from "./score";
import { STRAINS, type Strain, type Vul } from "./types";

/** tricks[strain][seat]: strains in STRAINS order (C D H S NT), seats 0 N 1 E 2 S 3 W. */
export type DDTableResult = number[][];

/** The search work of a `ddTable`, for the bench: nodes visited and null-window searches, added up. */
export interface DDWork {
  nodes: number;
  probes: number;
}

/**
 * The double-dummy table of a full deal (hands by seat, 0 = N). Each strain is solved for North, South, East
 * and West in turn on one transposition table, each search starting from a guess taken from the seat
 * solved before (partners mostly take the same tricks, the other side the rest).
 */
export function ddTable(hands: readonly (readonly string[])[], work?: DDWork): DDTableResult {
  const solver = new DDSolver();
  return STRAINS.map((strain) => {
    const row = [0, 0, 0, 0];
    // entries are keyed by trumps, so another strain's are dead weight: they filled the pool and forced a
    // restart of the table in the middle of a strain, losing the live ones too
    solver.clear();
    let guess = firstGuess(hands, strain);
    for (const decl of [0, 2, 1, 3]) {
      row[decl] = solver.load({ hands, strain, leader: (decl + 1) % 4, trick: [] }).tricks(decl % 2, guess);
      if (work) {
        work.nodes += solver.nodes;
        work.probes += solver.probes;
      }
      guess = decl === 2 ? 13 - row[decl] : row[decl];
    }
    return row;
  });
}

const HCP: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };

/**
 * A first guess at North-South's tricks in `strain` from high-card points and the trump fit (about a trick
 * for every 2.5 points over 20, half a trick for each trump over 8), a trick on the high side: the search
 * proves the answer from there, one null-window search a trick off (starting at 6 cost a 13-trick deal
 * seven), and proving a side cannot take a trick too many was cheaper on DDS's deals than proving it takes
 * one too few.
 */
function firstGuess(hands: readonly (readonly string[])[], strain: Strain): number {
  let hcp = 0;
  let fit = 0;
  for (const seat of [0, 2])
    for (const c of hands[seat]) {
      hcp += HCP[c[0]] ?? 0;
      if (c[1] === strain) fit++;
    }
  const est = 7.5 + 0.4 * (hcp - 20) + (strain === "NT" ? 0 : 0.5 * (fit - 8));
  return Math.max(0, Math.min(13, Math.round(est)));
}

export interface ParContract {
  level: number;
  strain: Strain;
  doubled: 0 | 1;
  /** 0 NS, 1 EW. */
  side: 0 | 1;
  /** Tricks over (+) or under (−) the contract. */
  result: number;
}

export interface ParResult {
  /** From North-South's point of view. */
  score: number;
  /** null: passed out. */
  contract: ParContract | null;
}

const rank = (level: number, strain: number) => (level - 1) * 5 + strain;

/** The par result of a DD table for the vulnerability, `dealer` bidding first. */
export function par(table: DDTableResult, vul: Vul, dealer: number): ParResult {
  // Each side's best tricks in each strain, and the seat of the side that would bid it first from the dealer.
  const best = [0, 1].map((side) => STRAINS.map((_, st) => Math.max(table[st][side], table[st][side + 2])));
  const firstAble = (side: number, st: number): number => {
    for (let k = 0; k < 4; k++) {
      const seat = (dealer + k) % 4;
      if (seat % 2 === side && table[st][seat] === best[side][st]) return k;
    }
    return 4;
  };
  // The highest makeable contract of each side (rank, and how early from the dealer it is bid).
  const top = (side: number): { r: number; first: number } | null => {
    let out: { r: number; first: number } | null = null;
    STRAINS.forEach((_, st) => {
      const level = Math.min(7, best[side][st] - 6);
      if (level >= 1 && (!out || rank(level, st) > out.r)) out = { r: rank(level, st), first: firstAble(side, st) };
    });
    return out;
  };
  const tops = [top(0), top(1)];
  if (!tops[0] && !tops[1]) return { score: 0, contract: null };
  const owner: 0 | 1 = !tops[1] ? 0 : !tops[0] ? 1 : tops[0].r !== tops[1].r ? (tops[0].r > tops[1].r ? 0 : 1) : tops[0].first <= tops[1].first ? 0 : 1;
  const other = (1 - owner) as 0 | 1;
  const vulOwner = isVul(vul, owner);
  const vulOther = isVul(vul, other);
  // Can the other side outbid rank r with a making contract (at r itself only when it bids that first)?
  const outbid = (r: number, st: number): boolean =>
    STRAINS.some((_, s2) => {
      const level = Math.min(7, best[other][s2] - 6);
      if (level < 1) return false;
      const r2 = rank(level, s2);
      return r2 > r || (r2 === r && s2 === st && firstAble(other, s2) < firstAble(owner, st));
    });
  let bestValue = -Infinity;
  let bestContract: ParContract | null = null;
  STRAINS.forEach((strain, st) => {
    const level = Math.min(7, best[owner][st] - 6);
    if (level < 1) return;
    const r = rank(level, st);
    if (outbid(r, st)) return;
    const made = dealScore({ level, strain, doubled: 0 }, best[owner][st], vulOwner, true).total;
    let value = made;
    let contract: ParContract = { level, strain, doubled: 0, side: owner, result: best[owner][st] - 6 - level };
    // The other side's cheapest sacrifice over it, doubled, in each strain.
    STRAINS.forEach((s2Name, s2) => {
      const l2 = s2 > st ? level : level + 1;
      if (l2 > 7) return;
      const down = l2 + 6 - best[other][s2];
      if (down <= 0) return;
      const cost = undertricks(down, 1, vulOther);
      if (cost < value) {
        value = cost;
        contract = { level: l2, strain: s2Name, doubled: 1, side: other, result: -down };
      }
    });
    if (value > bestValue) {
      bestValue = value;
      bestContract = contract;
    }
  });
  if (!bestContract) return { score: 0, contract: null };
  return { score: owner === 0 ? bestValue : -bestValue, contract: bestContract };
}

/** PBN's `ParContract` value ("NS 4S", "EW 5HX") and `OptimumScore` ("NS 420", "NS -300"). */
export function parTags(p: ParResult): { ParContract: string; OptimumScore: string } {
  const c = p.contract;
  return {
    ParContract: c ? `${c.side === 0 ? "NS" : "EW"} ${c.level}${c.strain}${c.doubled ? "X" : ""}` : "Pass",
    OptimumScore: `NS ${p.score}`,
  };
}

/** PBN's `OptimumResultTable` rows ("N NT 9"): declarers N S E W, strains NT S H D C, as published files order them. */
export function optimumResultRows(table: DDTableResult): string[] {
  const rows: string[] = [];
  for (const seat of [0, 2, 1, 3]) for (const st of [4, 3, 2, 1, 0]) rows.push(`${"NESW"[seat]} ${STRAINS[st]} ${table[st][seat]}`);
  return rows;
}

/**
 * A DD table back from an `OptimumResultTable` section's tokens ("N", "NT", "9", … in any row order, as
 * `parsePbn` collects them), or null when the section does not give all twenty results.
 */
export function readOptimumResultTable(tokens: readonly string[]): DDTableResult | null {
  if (tokens.length !== 60) return null;
  const table = STRAINS.map(() => [-1, -1, -1, -1]);
  for (let i = 0; i < 60; i += 3) {
    const seat = "NESW".indexOf(tokens[i]);
    const st = STRAINS.indexOf(tokens[i + 1] as Strain);
    const tricks = Number(tokens[i + 2]);
    if (seat < 0 || tokens[i].length !== 1 || st < 0 || !/^\d{1,2}$/.test(tokens[i + 2]) || tricks > 13 || table[st][seat] >= 0) return null;
    table[st][seat] = tricks;
  }
  return table;
}

/** The hand record of a board, as PBN writes it (pbn.ts `dd`): the DD table, par for `vul` and `dealer`, the table's rows. */
export interface HandRecord {
  table: DDTableResult;
  parContract: string;
  optimumScore: string;
  rows: string[];
}

/** Solves the deal (hands by seat, 0 = N) and its par: seconds of CPU, so never on a table's thread. */
export function handRecord(hands: readonly (readonly string[])[], vul: Vul, dealer: number): HandRecord {
  const table = ddTable(hands);
  const tags = parTags(par(table, vul, dealer));
  return { table, parContract: tags.ParContract, optimumScore: tags.OptimumScore, rows: optimumResultRows(table) };
}
