/**
 * Settling a deal (§7.4, §7.5, §5.7): one score-sheet row per deal under the chosen scoring system, the
 * running totals, the standing (Seeger/Fabian columns) and the end of the game.
 */
import { sumPoints } from "./cards";
import type { Draft, SkatState } from "./state";
import type { SkatRow, SkatStanding } from "./types";
import { settleValue } from "./value";

const KONTRA_FACTOR = [1, 2, 4, 8];

function row(s: Draft, fields: Partial<SkatRow>): SkatRow {
  return {
    n: s.dealNo + 1,
    dealer: s.dealer,
    kind: "passed",
    declarer: -1,
    bid: 0,
    contract: null,
    breakdown: null,
    won: false,
    points: [],
    tricks: [],
    kontra: 1,
    entry: 0,
    delta: Array(s.seats).fill(0),
    bonus: Array(s.seats).fill(0),
    totals: s.scores.slice(),
    durchmarsch: false,
    jungfrau: false,
    ...fields,
  };
}

/** Adds a row, its totals and the game-over check (tournament/plain: `deals` deals; beer: a seat ≤ −limit). */
function record(s: Draft, r: SkatRow): void {
  r.totals = s.scores.map((t, i) => t + r.delta[i] + r.bonus[i]);
  s.scores = r.totals.slice();
  s.rows = [...s.rows, r];
  const over = s.opts.scoring === "beer" ? s.scores.some((t) => t <= -s.opts.beerLimit) : s.rows.length >= s.opts.deals;
  if (over) {
    s.phase = "over";
    s.turn = -1;
    const hi = Math.max(...s.scores);
    const lo = Math.min(...s.scores);
    s.winners = s.scores.flatMap((t, i) => (t === hi ? [i] : []));
    s.losers = s.scores.flatMap((t, i) => (t === lo ? [i] : []));
  }
}

/** All passed with `allPass: "redeal"` (§5.7): the deal scores 0 and counts. */
export function settlePassed(s: Draft): void {
  record(s, row(s, { kind: "passed" }));
}

/** A declarer's game (§7.1–7.5). */
export function settleGame(s: Draft): void {
  const c = s.contract!;
  const d = s.declarer;
  const dealt = s.dealt!;
  const declarerCards = [...s.taken[d], ...(s.pickedUp ? s.discard : s.skat)];
  const points = sumPoints(declarerCards);
  const tricksPlayed = s.tricks.reduce((a, b) => a + b, 0);
  const { won, breakdown } = settleValue(c, {
    twelve: [...dealt.hands[d], ...dealt.skat],
    points,
    declarerTricks: s.tricks[d],
    tricksPlayed,
    bid: s.bidValue,
    grandValue: s.opts.grandValue,
  });
  const k = KONTRA_FACTOR[s.kontra];
  const entry = won ? breakdown.value * k : -2 * breakdown.value * k;
  const delta: number[] = Array(s.seats).fill(0);
  const bonus: number[] = Array(s.seats).fill(0);
  if (s.opts.scoring === "beer") {
    // Beer skat: every entry is a minus — the others pay a won game, the declarer a lost one.
    if (won) for (let i = 0; i < s.seats; i++) delta[i] = i === d ? 0 : -breakdown.value * k;
    else delta[d] = entry;
  } else {
    delta[d] = entry;
    if (s.opts.scoring === "tournament") {
      bonus[d] = won ? 50 : -50;
      if (!won) for (let i = 0; i < s.seats; i++) if (i !== d) bonus[i] = s.seats === 3 ? 40 : 30;
    }
  }
  const defTricks = tricksPlayed - s.tricks[d];
  record(
    s,
    row(s, {
      kind: "game",
      declarer: d,
      bid: s.bidValue,
      contract: { ...c },
      breakdown,
      won,
      points: [points, 120 - points],
      tricks: [s.tricks[d], defTricks],
      kontra: k,
      entry,
      delta,
      bonus,
    }),
  );
}

/** Ramsch (§5.7, house detail): Durchmarsch +120, else the most points pay, doubled for a Jungfrau. */
export function settleRamsch(s: Draft): void {
  const active = [s.fh, s.mh, s.rh];
  const pts: number[] = Array(s.seats).fill(0);
  for (const i of active) pts[i] = sumPoints(s.taken[i]);
  const delta: number[] = Array(s.seats).fill(0);
  const all = active.find((i) => s.tricks[i] === 10);
  const jungfrau = active.some((i) => s.tricks[i] === 0);
  if (all !== undefined) delta[all] = 120;
  else {
    const hi = Math.max(...active.map((i) => pts[i]));
    for (const i of active) if (pts[i] === hi) delta[i] = -pts[i] * (jungfrau ? 2 : 1);
  }
  record(s, row(s, { kind: "ramsch", points: pts, tricks: s.tricks.slice(), delta, durchmarsch: all !== undefined, jungfrau }));
}

/** The standing per seat (the list's foot): games won/lost, game entries, Seeger and Fabian bonuses. */
export function standing(s: SkatState): SkatStanding[] {
  const out: SkatStanding[] = Array.from({ length: s.seats }, () => ({ won: 0, lost: 0, games: 0, seeger: 0, fabian: 0, total: 0 }));
  for (const r of s.rows) {
    for (let i = 0; i < s.seats; i++) {
      out[i].games += r.delta[i];
      out[i].total += r.delta[i] + r.bonus[i];
    }
    if (r.kind !== "game") continue;
    if (r.won) out[r.declarer].won++;
    else out[r.declarer].lost++;
    out[r.declarer].seeger += r.bonus[r.declarer];
    for (let i = 0; i < s.seats; i++) if (i !== r.declarer) out[i].fabian += r.bonus[i];
  }
  return out;
}
