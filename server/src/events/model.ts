/**
 * An event's data (docs/events.md): its settings, its entries, its progress round by round, and what is
 * shown of it. Everything here is pure: the director (director.ts) keeps it durable and runs the tables.
 */
import { events, rngFromSeed, shuffle, type Rng } from "@salon/shared";
import { BRIDGE_DECK, pbnDeal } from "@salon/shared/bridge/cards";
import { boardVul } from "@salon/shared/bridge/score";
import type { Vul } from "@salon/shared/bridge/types";
import { createHash, randomBytes } from "node:crypto";

export interface EventSpec {
  name: string;
  game: "bridge";
  format: "mitchell";
  tables: number;
  rounds: number;
  boardsPerRound: number;
  scoring: "mp" | "imps";
  /** A registered player who has not sat down this long after the table opened is replaced by a bot. */
  botAfterMs: number;
  /** Deals every board of the event (the same at every table). */
  seed: string;
}

export interface Entry {
  /** Pair number of the movement: 1..T start North-South at table 1..T, T+1..2T East-West. */
  pair: number;
  /** The two players' names; "" is a seat a bot plays. */
  names: [string, string];
  tokenHash: string;
}

export interface TableResult {
  board: number;
  contract: string;
  declarer: number;
  tricks: number;
  /** North-South deal score (docs/rules/bridge.md §7.1). */
  score: number;
}

export interface TableRun {
  round: number;
  table: number;
  ns: number;
  ew: number;
  set: number;
  /** The table's id once opened (its invite link: /t/<roomId>). */
  roomId: string | null;
  openedAt: number;
  results: TableResult[] | null;
}

export interface EventDoc {
  id: string;
  spec: EventSpec;
  directorHash: string;
  status: "registering" | "running" | "finished";
  /** The round being played (1-based); 0 before the start. */
  round: number;
  entries: Entry[];
  runs: TableRun[];
  createdAt: number;
}

export const secret = (): string => randomBytes(24).toString("base64url");
export const hashOf = (s: string): string => createHash("sha256").update(s).digest("hex");

/** A refusal with a code (for the client's catalog) and a sentence (for logs and people reading the API). */
export class EventRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

const NAME = /^[^\u0000-\u001f<>]{1,24}$/u;

/** Checks a create request; the movement must fit the tables and rounds asked for. */
export function readSpec(raw: unknown): EventSpec {
  const r = (raw ?? {}) as Record<string, unknown>;
  const name = typeof r.name === "string" ? r.name.trim() : "";
  if (!name || name.length > 40 || /[\u0000-\u001f<>]/.test(name)) throw new EventRefusal(400, "bad_name", "an event's name is 1-40 characters without < or >");
  if (r.game !== "bridge") throw new EventRefusal(400, "bad_game", "events are bridge pairs events for now", { game: String(r.game) });
  if ((r.format ?? "mitchell") !== "mitchell") throw new EventRefusal(400, "bad_format", "the bridge pairs movement is mitchell");
  const tables = r.tables;
  if (typeof tables !== "number" || !Number.isInteger(tables)) throw new EventRefusal(400, "movement_size", "tables: a whole number of tables (3-8)");
  const rounds = r.rounds === undefined ? events.mitchellMaxRounds(Math.max(3, Math.min(8, tables))) : r.rounds;
  if (typeof rounds !== "number") throw new EventRefusal(400, "movement_rounds", "rounds: a whole number");
  const m = events.mitchell(tables, rounds);
  if (!m.ok) throw new EventRefusal(400, m.code ?? "movement", m.error, (m.params ?? {}) as Record<string, number>);
  const bpr = r.boardsPerRound ?? 2;
  if (typeof bpr !== "number" || !Number.isInteger(bpr) || bpr < 1 || bpr > 8) throw new EventRefusal(400, "bad_boards", "boardsPerRound: 1-8 boards a round");
  const scoring = r.scoring ?? "mp";
  if (scoring !== "mp" && scoring !== "imps") throw new EventRefusal(400, "bad_scoring", "scoring: mp (matchpoints) or imps (cross-IMPs)");
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  return { name, game: "bridge", format: "mitchell", tables, rounds, boardsPerRound: bpr, scoring, botAfterMs: wait * 1000, seed: secret() };
}

/** Checks a registration: two names (one may be "" for a bot partner), neither already registered. */
export function readEntry(doc: EventDoc, raw: unknown): [string, string] {
  if (doc.status !== "registering") throw new EventRefusal(409, "event_started", "the event has started: registration is closed");
  const names = (raw as { names?: unknown } | null)?.names;
  if (!Array.isArray(names) || names.length !== 2 || !names.every((n) => typeof n === "string")) {
    throw new EventRefusal(400, "bad_entry", "names: the pair's two names (\"\" for a bot partner)");
  }
  const pair = names.map((n: string) => n.trim()) as [string, string];
  if (!pair[0] && !pair[1]) throw new EventRefusal(400, "bad_entry", "a pair needs at least one player's name");
  for (const n of pair) if (n && !NAME.test(n)) throw new EventRefusal(400, "bad_name", "a name is 1-24 characters without < or >");
  if (pair[0] && pair[0].toLowerCase() === pair[1].toLowerCase()) throw new EventRefusal(409, "name_taken", `${pair[0]} is named twice`, { name: pair[0] });
  const taken = new Set(doc.entries.flatMap((e) => e.names.filter(Boolean).map((n) => n.toLowerCase())));
  for (const n of pair) if (n && taken.has(n.toLowerCase())) throw new EventRefusal(409, "name_taken", `${n} is already registered`, { name: n });
  if (doc.entries.length >= 2 * doc.spec.tables) {
    throw new EventRefusal(409, "event_full", `the event is full: ${doc.spec.tables} tables seat ${2 * doc.spec.tables} pairs`, { pairs: 2 * doc.spec.tables });
  }
  return pair;
}

/** The movement's seatings as the tables to open, round by round. */
export function plannedRuns(spec: EventSpec): TableRun[] {
  const m = events.mitchell(spec.tables, spec.rounds);
  if (!m.ok) throw new Error(m.error);
  return m.value.seatings.flat().map((s) => ({ round: s.round, table: s.table, ns: s.ns, ew: s.ew, set: s.set, roomId: null, openedAt: 0, results: null }));
}

/** The event's boards, dealt once from its seed: hands by seat (0 = North), the standard dealer and vulnerability. */
export function dealBoards(spec: EventSpec): { board: number; dealer: number; vul: Vul; hands: string[][] }[] {
  let rng: Rng = rngFromSeed(`event:${spec.seed}`);
  const out = [];
  for (let board = 1; board <= spec.tables * spec.boardsPerRound; board++) {
    const [cards, next] = shuffle(rng, BRIDGE_DECK);
    rng = next;
    out.push({ board, dealer: (board - 1) % 4, vul: boardVul(board), hands: [0, 1, 2, 3].map((i) => cards.slice(i * 13, i * 13 + 13)) });
  }
  return out;
}

const PBN_VUL: Record<Vul, string> = { none: "None", ns: "NS", ew: "EW", both: "All" };

/** The PBN hand record of one board set: what the table of that set imports. */
export function setPbn(spec: EventSpec, set: number): string {
  const boards = dealBoards(spec);
  return events
    .boardsOfSet(set, spec.boardsPerRound)
    .map((n) => boards[n - 1])
    .map((b) => `[Event "${spec.name.replace(/"/g, "'")}"]\n[Board "${b.board}"]\n[Dealer "${"NESW"[b.dealer]}"]\n[Vulnerable "${PBN_VUL[b.vul]}"]\n[Deal "${pbnDeal(b.hands, 0)}"]\n`)
    .join("\n");
}

/** How many times each board is played in the whole movement: every set once a round. */
export const playsPerBoard = (spec: EventSpec): number => spec.rounds;

/** Board results with the pairs who made them, for every board all of whose tables have played it. */
export function completeBoards(doc: EventDoc): Map<number, events.BoardResult[]> {
  const by = new Map<number, events.BoardResult[]>();
  for (const run of doc.runs) {
    for (const r of run.results ?? []) {
      const list = by.get(r.board) ?? [];
      list.push({ board: r.board, ns: run.ns, ew: run.ew, score: r.score });
      by.set(r.board, list);
    }
  }
  const need = playsPerBoard(doc.spec);
  for (const [b, list] of by) if (list.length < need) by.delete(b);
  return by;
}

export interface Traveller {
  board: number;
  rows: (events.ScoredResult & { contract: string; declarer: number; tricks: number })[];
}

/** Travellers of the complete boards only: no board's result shows before every table has played it. */
export function travellers(doc: EventDoc): Traveller[] {
  const complete = completeBoards(doc);
  const detail = new Map<string, TableResult>();
  for (const run of doc.runs) for (const r of run.results ?? []) detail.set(`${r.board}:${run.ns}`, r);
  return [...complete.keys()]
    .sort((a, b) => a - b)
    .map((board) => {
      const list = complete.get(board)!;
      const scored = doc.spec.scoring === "mp" ? events.matchpointBoard(list, playsPerBoard(doc.spec)) : events.crossImpBoard(list, playsPerBoard(doc.spec));
      return {
        board,
        rows: scored.map((s) => {
          const d = detail.get(`${board}:${s.ns}`)!;
          return { ...s, contract: d.contract, declarer: d.declarer, tricks: d.tricks };
        }),
      };
    });
}

export interface StandingRow {
  rank: number;
  pair: number;
  names: [string, string];
  points: number;
  top: number;
  boards: number;
  /** Matchpoints: percent; cross-IMPs: the IMPs. */
  score: number;
}

/** Standings over the complete boards. */
export function standings(doc: EventDoc): StandingRow[] {
  const scored = travellers(doc).flatMap((t) => t.rows);
  const pairs = doc.entries.map((e) => e.pair);
  const totals = events.pairTotals(scored, pairs, doc.spec.scoring);
  const ranked = events.rankStandings(totals.map((t) => ({ id: t.pair, keys: [t.percent] })));
  return ranked.map((r) => {
    const t = totals.find((x) => x.pair === r.id)!;
    const e = doc.entries.find((x) => x.pair === r.id)!;
    return { rank: r.rank, pair: r.id, names: e.names, points: t.points, top: t.top, boards: t.boards, score: t.percent };
  });
}

/** The seat of each of a pair's two players at a table: North-South 0 and 2, East-West 1 and 3. */
export const seatsOf = (run: TableRun, pair: number): [number, number] => (pair === run.ns ? [0, 2] : [1, 3]);

/** What anyone with the event's link sees; `me` (an entry's own token) adds that pair's table and seats. */
export function publicView(doc: EventDoc, me: Entry | null) {
  const current = doc.runs.filter((r) => r.round === doc.round);
  const mine = me ? current.find((r) => r.ns === me.pair || r.ew === me.pair) : undefined;
  return {
    id: doc.id,
    name: doc.spec.name,
    game: doc.spec.game,
    format: doc.spec.format,
    tables: doc.spec.tables,
    rounds: doc.spec.rounds,
    boardsPerRound: doc.spec.boardsPerRound,
    scoring: doc.spec.scoring,
    status: doc.status,
    round: doc.round,
    pairs: doc.entries.map((e) => ({ pair: e.pair, names: e.names })),
    // Which pairs sit where and which tables are done; never a table's id (an open door to its deal) except one's own.
    tablesNow: current.map((r) => ({ table: r.table, ns: r.ns, ew: r.ew, set: r.set, done: r.results !== null })),
    standings: standings(doc),
    ...(me ? { me: { pair: me.pair, names: me.names, ...(mine ? { table: mine.table, roomId: mine.roomId, seats: seatsOf(mine, me.pair) } : {}) } } : {}),
  };
}
