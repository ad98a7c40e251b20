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
  game: "bridge" | "skat";
  /** Bridge pairs: a Mitchell movement; Skat: a list evening (a table draw for every series). */
  format: "mitchell" | "list";
  tables: number;
  /** Bridge: rounds of the movement; Skat: series. */
  rounds: number;
  boardsPerRound: number;
  /** Skat: players, the size of each table (3 or 4), games (deals) a series. */
  players?: number;
  tableSizes?: number[];
  gamesPerSeries?: number;
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

/** One Skat player's series at a table: the Seeger-Fabian total (docs/rules/skat.md §7.5), games won and lost. */
export interface SkatLine {
  entry: number;
  total: number;
  won: number;
  lost: number;
}

export interface TableRun {
  round: number;
  table: number;
  /** Bridge: the pairs and the board set. */
  ns: number;
  ew: number;
  set: number;
  /** Skat: the entry in each seat. */
  seated?: number[];
  skat?: SkatLine[] | null;
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
  if (r.game === "skat") return readSkatSpec(name, r);
  if (r.game !== "bridge") throw new EventRefusal(400, "bad_game", "events are bridge pairs events and Skat list evenings", { game: String(r.game) });
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

function readSkatSpec(name: string, r: Record<string, unknown>): EventSpec {
  if ((r.format ?? "list") !== "list") throw new EventRefusal(400, "bad_format", "a Skat evening is a list evening (format list)");
  const players = r.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players > 64) throw new EventRefusal(400, "list_size", "players: a whole number of players (3, 4, 6 or more, up to 64)");
  const sizes = events.skatTableSizes(players);
  if (!sizes.ok) throw new EventRefusal(400, sizes.code ?? "list_size", sizes.error, { players });
  const series = r.series ?? 3;
  if (typeof series !== "number" || !Number.isInteger(series) || series < 1 || series > 8) throw new EventRefusal(400, "bad_series", "series: 1-8 series");
  const games = r.gamesPerSeries ?? 36;
  if (typeof games !== "number" || !Number.isInteger(games) || games < 1 || games > 48) throw new EventRefusal(400, "bad_games", "gamesPerSeries: 1-48 games a series");
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  return { name, game: "skat", format: "list", tables: sizes.value.length, rounds: series, boardsPerRound: 0, players, tableSizes: sizes.value, gamesPerSeries: games, scoring: "mp", botAfterMs: wait * 1000, seed: secret() };
}

/** Entries needed before the start: pairs of a Mitchell, players of a Skat evening. */
export const entriesNeeded = (spec: EventSpec): number => (spec.game === "skat" ? spec.players! : 2 * spec.tables);

/** Checks a Skat registration: `{ name }` for a person, `{ bot: true }` for a bot player. */
export function readSkatEntry(doc: EventDoc, raw: unknown): [string, string] {
  if (doc.status !== "registering") throw new EventRefusal(409, "event_started", "the event has started: registration is closed");
  const body = (raw ?? {}) as { name?: unknown; bot?: unknown };
  const name = body.bot === true ? "" : typeof body.name === "string" ? body.name.trim() : null;
  if (name === null || (body.bot !== true && !name)) throw new EventRefusal(400, "bad_entry", "name: the player's name (or bot: true)");
  if (name && !NAME.test(name)) throw new EventRefusal(400, "bad_name", "a name is 1-24 characters without < or >");
  if (name && doc.entries.some((e) => e.names[0].toLowerCase() === name.toLowerCase())) throw new EventRefusal(409, "name_taken", `${name} is already registered`, { name });
  if (doc.entries.length >= doc.spec.players!) throw new EventRefusal(409, "event_full", `the event is full: ${doc.spec.players} players`, { players: doc.spec.players! });
  return [name, ""];
}

/**
 * The table draw of every Skat series, from the event's seed (docs/events.md, "Skat list evening"): people
 * are shuffled and dealt to the tables in turn, then the bot players fill the seats left, so that every table
 * has a person at it (a table of bots alone would wait for nobody).
 */
export function plannedSkatRuns(spec: EventSpec, entries: readonly Entry[]): TableRun[] {
  const sizes = spec.tableSizes!;
  const runs: TableRun[] = [];
  for (let series = 1; series <= spec.rounds; series++) {
    let rng: Rng = rngFromSeed(`event:${spec.seed}:series:${series}`);
    const [people, r1] = shuffle(rng, entries.filter((e) => e.names[0]).map((e) => e.pair));
    const [bots, r2] = shuffle(r1, entries.filter((e) => !e.names[0]).map((e) => e.pair));
    rng = r2;
    const tables: number[][] = sizes.map(() => []);
    people.forEach((p, i) => tables[i % sizes.length].push(p));
    for (const b of bots) tables.find((t, i) => t.length < sizes[i])!.push(b);
    tables.forEach((seated, i) => runs.push({ round: series, table: i + 1, ns: 0, ew: 0, set: 0, seated, skat: null, roomId: null, openedAt: 0, results: null }));
  }
  return runs;
}

/** A table of the round is done: its results are in. */
export const runDone = (run: TableRun): boolean => run.results !== null || (run.skat ?? null) !== null;

/** Checks a registration: two names (one may be "" for a bot partner), neither already registered. */
export function readEntry(doc: EventDoc, raw: unknown): [string, string] {
  if (doc.spec.game === "skat") return readSkatEntry(doc, raw);
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
  if (doc.spec.game === "skat") return [];
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

/**
 * Skat: every player's series added up, ranked by the total, then more games won, then fewer lost (the
 * league's tie rule). A series counts once its table has finished it.
 */
export function skatStandings(doc: EventDoc): (StandingRow & { won: number; lost: number; series: number })[] {
  const by = new Map<number, { total: number; won: number; lost: number; series: number }>(doc.entries.map((e) => [e.pair, { total: 0, won: 0, lost: 0, series: 0 }]));
  for (const run of doc.runs) {
    for (const l of run.skat ?? []) {
      const t = by.get(l.entry)!;
      t.total += l.total;
      t.won += l.won;
      t.lost += l.lost;
      t.series++;
    }
  }
  const ranked = events.rankStandings([...by].map(([id, t]) => ({ id, keys: [t.total, t.won, -t.lost] })));
  return ranked.map((r) => {
    const t = by.get(r.id)!;
    const e = doc.entries.find((x) => x.pair === r.id)!;
    return { rank: r.rank, pair: r.id, names: e.names, points: t.total, top: 0, boards: t.series, score: t.total, won: t.won, lost: t.lost, series: t.series };
  });
}

/** Standings over the complete boards (bridge) or the finished series (Skat). */
export function standings(doc: EventDoc): StandingRow[] {
  if (doc.spec.game === "skat") return skatStandings(doc);
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
  const mine = me ? current.find((r) => r.ns === me.pair || r.ew === me.pair || (r.seated ?? []).includes(me.pair)) : undefined;
  const mySeats = (run: TableRun, pair: number): number[] => (run.seated ? [run.seated.indexOf(pair)] : seatsOf(run, pair));
  return {
    id: doc.id,
    name: doc.spec.name,
    game: doc.spec.game,
    format: doc.spec.format,
    tables: doc.spec.tables,
    rounds: doc.spec.rounds,
    ...(doc.spec.game === "skat" ? { players: doc.spec.players, tableSizes: doc.spec.tableSizes, gamesPerSeries: doc.spec.gamesPerSeries } : {}),
    boardsPerRound: doc.spec.boardsPerRound,
    scoring: doc.spec.scoring,
    status: doc.status,
    round: doc.round,
    pairs: doc.entries.map((e) => ({ pair: e.pair, names: e.names })),
    // Which pairs sit where and which tables are done; never a table's id (an open door to its deal) except one's own.
    tablesNow: current.map((r) => (r.seated ? { table: r.table, players: r.seated, done: runDone(r) } : { table: r.table, ns: r.ns, ew: r.ew, set: r.set, done: runDone(r) })),
    standings: standings(doc),
    ...(me ? { me: { pair: me.pair, names: me.names, ...(mine ? { table: mine.table, roomId: mine.roomId, seats: mySeats(mine, me.pair) } : {}) } } : {}),
  };
}
