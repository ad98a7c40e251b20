/**
 * `npm run bots -- --game skat --a normal --b easy --deals 200`: a duplicate bot tournament (issue 13).
 * Figures only, no assertions. Each deal is played twice from the same seed with the two levels' seats
 * swapped, so the luck of the cards cancels: a pair is won by level A when A's seats gained more than B's
 * over both plays. Prints A's mean score per deal and share of pairs won, with 95 % intervals, and the
 * bots' thinking time per decision next to the time budgets.
 *   --game ID | all   --a LEVEL --b LEVEL   --deals N (pairs)   --seats N   --skip K (play deal K+1)
 */
import { defaultOptions, getRuleset, rngFromSeed, type AnyRuleset, type BotLevel, type DeductionView } from "@salon/shared";
import { playDeal, type DealResult } from "./match";

const BUDGET_MS: Record<string, number> = { easy: 0, normal: 150, strong: 600 };
const WARM = 5;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/** Seats played by level A in the first play of pair `k`; the second play swaps every seat. */
export function seatsOfA(seats: number, k: number): boolean[] {
  if (seats === 3) return [0, 1, 2].map((s) => s === k % 3);
  return Array.from({ length: seats }, (_, s) => s % 2 === k % 2);
}

/**
 * Social deduction: level A plays the largest faction (the town, the village) in the first play and every
 * other faction in the second, so the pair compares whole teams, not seats scattered over both teams.
 */
function factionSeats(rules: AnyRuleset, seats: number, seed: string): boolean[] | null {
  if (!rules.moderated) return null;
  const made = rules.setup({ seats, options: defaultOptions(rules.options) as Record<string, unknown>, dealer: 0, rng: rngFromSeed(seed) });
  if (!made.ok) throw new Error(made.error);
  const v = rules.view(made.value, "moderator") as unknown as DeductionView;
  const count = new Map<string, number>();
  for (const s of v.seats) count.set(s.faction ?? "", (count.get(s.faction ?? "") ?? 0) + 1);
  const biggest = [...count.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return v.seats.map((s) => (s.faction ?? "") === biggest);
}

function side(r: DealResult, mine: boolean[]): number {
  const mean = (want: boolean) => {
    const xs = r.deltas.filter((_, i) => mine[i] === want);
    return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  };
  return mean(true) - mean(false);
}

export interface TournamentFigures {
  game: string;
  a: BotLevel;
  b: BotLevel;
  pairs: number;
  perDeal: number;
  perDealCi: number;
  won: number;
  wonCi: [number, number];
  thinking: DealResult["thinking"];
}

export function tournament(game: string, a: BotLevel, b: BotLevel, pairs: number, seats?: number, skip?: number): TournamentFigures {
  const rules = getRuleset(game);
  if (!rules) throw new Error(`no ruleset ${game}`);
  const n = seats ?? rules.defaultSeats ?? rules.minSeats;
  const diffs: number[] = [];
  let wins = 0;
  const thinking: DealResult["thinking"] = {};
  for (let k = 0; k < pairs; k++) {
    const mine = factionSeats(rules, n, `${game}:${k}`) ?? seatsOfA(n, k);
    const levels = (flip: boolean) => mine.map((m) => (m !== flip ? a : b));
    // Kierki: cycle through the game's deal kinds unless one is asked for.
    const deal = skip ?? (game === "kierki" ? k % 11 : 0);
    const first = playDeal(rules, n, levels(false), `${game}:${k}`, deal);
    const second = playDeal(rules, n, levels(true), `${game}:${k}`, deal);
    const d =
      (side(first, mine) +
        side(
          second,
          mine.map((m) => !m),
        )) /
      2;
    diffs.push(d);
    wins += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    for (const r of [first, second])
      for (const [level, t] of Object.entries(r.thinking)) {
        const acc = (thinking[level] ??= { decisions: 0, ms: 0, worst: 0, cold: 0, times: [] });
        acc.decisions += t.decisions;
        acc.ms += t.ms;
        acc.worst = Math.max(acc.worst, t.worst);
        acc.cold = Math.max(acc.cold, t.cold);
        for (const ms of t.times) acc.times.push(ms);
      }
  }
  const mean = diffs.reduce((x, y) => x + y, 0) / pairs;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, pairs - 1));
  const p = wins / pairs;
  // Wilson score interval for the share of pairs won.
  const z = 1.96;
  const centre = (p + (z * z) / (2 * pairs)) / (1 + (z * z) / pairs);
  const half = (z * Math.sqrt((p * (1 - p)) / pairs + (z * z) / (4 * pairs * pairs))) / (1 + (z * z) / pairs);
  return { game, a, b, pairs, perDeal: mean, perDealCi: (1.96 * sd) / Math.sqrt(pairs), won: p, wonCi: [centre - half, centre + half], thinking };
}

export function describe(f: TournamentFigures): string {
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  const lines = [
    `${f.game}: ${f.a} vs ${f.b}, ${f.pairs} duplicate pairs`,
    `  score per deal for ${f.a}: ${f.perDeal >= 0 ? "+" : ""}${f.perDeal.toFixed(2)} ± ${f.perDealCi.toFixed(2)}`,
    `  pairs won by ${f.a}: ${pct(f.won)} (95 % CI ${pct(f.wonCi[0])}–${pct(f.wonCi[1])})  target: normal vs easy ≥ 60 %, strong vs normal > 50 %`,
  ];
  for (const [level, t] of Object.entries(f.thinking)) {
    if (level === "easy") continue;
    const sorted = t.times.slice().sort((x, y) => x - y);
    const p99 = sorted.length > 0 ? sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] : 0;
    lines.push(
      `  ${level}: ${(t.ms / Math.max(1, t.decisions)).toFixed(1)} ms mean, ${p99.toFixed(0)} ms p99, ${t.worst.toFixed(0)} ms worst per decision over ${t.decisions} (first ${WARM} while warming up: ${t.cold.toFixed(0)} ms worst)  target ≤ ${BUDGET_MS[level]} ms`,
    );
  }
  return lines.join("\n");
}

if (require.main === module) {
  const game = arg("game", "all");
  const a = arg("a", "normal") as BotLevel;
  const b = arg("b", "easy") as BotLevel;
  const pairs = Number(arg("deals", "100"));
  const seats = process.argv.includes("--seats") ? Number(arg("seats", "0")) : undefined;
  const skip = process.argv.includes("--skip") ? Number(arg("skip", "0")) : undefined;
  const games = game === "all" ? ["fox", "euchre", "kierki", "skat", "bridge", "krendzu", "werewolf", "ktulu"] : [game];
  for (const g of games) console.log(describe(tournament(g, a, b, pairs, seats, skip)));
}
