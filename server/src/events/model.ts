/**
 * An event's data (docs/events.md): its settings, its entries, its progress round by round, and what is
 * shown of it. Everything here is pure: the director (director.ts) keeps it durable and runs the tables.
 */
import { cleanName, events, rngFromSeed, shuffle, type Rng } from "@salon/shared";
import { BRIDGE_DECK, pbnDeal } from "@salon/shared/bridge/cards";
import { parseLin } from "@salon/shared/bridge/lin";
import { pbnBoards } from "@salon/shared/bridge/pbn";
import { boardVul } from "@salon/shared/bridge/score";
import type { Vul } from "@salon/shared/bridge/types";
import type { StandingRow } from "@salon/shared/api";
import { createHash, randomBytes } from "node:crypto";

export interface EventSpec {
  name: string;
  game: "bridge" | "skat" | "kierki" | "euchre";
  /**
   * Bridge pairs: a Mitchell or a Howell movement; bridge teams of four: a match at two tables; Skat: a list
   * evening (a table draw for every series); Kierki: a progressive (best up, worst down after every round);
   * Euchre: a progressive (the winning pair up, the losers down, both splitting).
   */
  format: "mitchell" | "howell" | "teams" | "list" | "progressive";
  tables: number;
  /** Bridge: rounds of the movement; Skat: series; Kierki: rounds (one game each). */
  rounds: number;
  boardsPerRound: number;
  /** Skat and Kierki: players, the size of each table (3 or 4; Kierki: 4); Skat: games (deals) a series. */
  players?: number;
  tableSizes?: number[];
  gamesPerSeries?: number;
  scoring: "mp" | "imps";
  /** A registered player who has not sat down this long after the table opened is replaced by a bot. */
  botAfterMs: number;
  /** Deals every board of the event (the same at every table). */
  seed: string;
  /**
   * Bridge: the boards of the director's own hand record (a PBN or LIN file), in the file's order, with its
   * dealers and vulnerability; without one the boards are dealt from `seed`. Never shown before a board is
   * complete (publicView names its fields one by one).
   */
  deals?: { dealer: number; vul: Vul; hands: string[][] }[];
}

export interface Entry {
  /** Pair number of the movement, 1..2T (Mitchell: 1..T start North-South at table 1..T, T+1..2T East-West). */
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
  /** Skat and Kierki: the entry in each seat. */
  seated?: number[];
  skat?: SkatLine[] | null;
  /** A progressive (Kierki, Euchre): each seat's score of the table's game (the rules of record §7), once it is over (or ended). */
  scores?: number[] | null;
  /** The table's id once opened (its invite link: /t/<roomId>). */
  roomId: string | null;
  openedAt: number;
  results: TableResult[] | null;
  /** The director ended the round before this table finished: what it had not played is "not played". */
  ended?: boolean;
  /**
   * The share key of the table's game record (its game 1), minted once the record is released (recordReleased):
   * the results page links the replay with it (docs/events.md, "Game records").
   */
  recordKey?: string;
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
  /** The director's substitutions, in the order made (a later one for the same place wins from its round). */
  subs?: Substitution[];
  /** The director's score adjustments, in the order made. */
  adjustments?: Adjustment[];
}

/** From round `from` on, `name` ("" = a bot) plays in place `slot` (0 or 1 of a pair; 0 for Skat) of entry `pair`. */
export interface Substitution {
  pair: number;
  slot: number;
  name: string;
  from: number;
  /** The substitute's own token (a person), to find their table on the event page. */
  tokenHash?: string;
}

/**
 * A director's score adjustment (docs/events.md, "Director's rulings"), always with a reason:
 * bridge — an artificial score (average plus/average/average minus) for one pair on one board, or an assigned
 * North-South score for the table where that pair played the board; Skat — points added to (or taken from)
 * an entry's total.
 */
export type Adjustment =
  | { kind: "grade"; board: number; pair: number; grade: events.Grade; reason: string }
  | { kind: "assigned"; board: number; pair: number; score: number; reason: string }
  | { kind: "points"; pair: number; points: number; reason: string };

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

/** A person's name as at a table (the shared `cleanName`: the same rules as every name in Salon), at most 24 characters. */
export function personName(raw: string): string {
  const name = cleanName(raw);
  if (name === null || [...name].length > 24) throw new EventRefusal(400, "bad_name", "a name is 1-24 characters, with something visible");
  return name;
}

/** Every name in use in the event (registered or substituted), lower-cased. */
const namesInUse = (doc: EventDoc): Set<string> =>
  new Set([...doc.entries.flatMap((e) => e.names), ...(doc.subs ?? []).map((s) => s.name)].filter(Boolean).map((n) => n.toLowerCase()));

/** Checks a create request; the movement must fit the tables and rounds asked for. */
export function readSpec(raw: unknown): EventSpec {
  const r = (raw ?? {}) as Record<string, unknown>;
  const name = typeof r.name === "string" ? cleanName(r.name) : null;
  if (!name || [...name].length > 40) throw new EventRefusal(400, "bad_name", "an event's name is 1-40 characters, with something visible");
  if (r.game === "skat") return readSkatSpec(name, r);
  if (r.game === "kierki" || r.game === "euchre") return readProgressiveSpec(name, r.game, r);
  if (r.game !== "bridge")
    throw new EventRefusal(400, "bad_game", "events are bridge pairs or teams events, Skat list evenings and Kierki or Euchre progressives", {
      game: String(r.game),
    });
  const format = r.format ?? "mitchell";
  if (format === "teams") return withHandRecord(readTeamsSpec(name, r), r);
  if (format !== "mitchell" && format !== "howell") throw new EventRefusal(400, "bad_format", "a bridge event is mitchell, howell or teams");
  const tables = r.tables;
  if (typeof tables !== "number" || !Number.isInteger(tables)) throw new EventRefusal(400, "movement_size", "tables: a whole number of tables (3-8)");
  const rounds = r.rounds === undefined ? events.maxRounds(format, Math.max(3, Math.min(8, tables))) : r.rounds;
  if (typeof rounds !== "number") throw new EventRefusal(400, "movement_rounds", "rounds: a whole number");
  const m = events.movement(format, tables, rounds);
  if (!m.ok) throw new EventRefusal(400, m.code ?? "movement", m.error, (m.params ?? {}) as Record<string, number>);
  const bpr = r.boardsPerRound ?? 2;
  if (typeof bpr !== "number" || !Number.isInteger(bpr) || bpr < 1 || bpr > 8)
    throw new EventRefusal(400, "bad_boards", "boardsPerRound: 1-8 boards a round", { min: 1, max: 8 });
  const scoring = r.scoring ?? "mp";
  if (scoring !== "mp" && scoring !== "imps") throw new EventRefusal(400, "bad_scoring", "scoring: mp (matchpoints) or imps (cross-IMPs)");
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  return withHandRecord({ name, game: "bridge", format, tables, rounds, boardsPerRound: bpr, scoring, botAfterMs: wait * 1000, seed: secret() }, r);
}

/**
 * A bridge event's own hand record (docs/events.md, "The same deals at every table"): `pbn` or `lin`, the text
 * of a PBN or BBO LIN file. Its first boards in the file's order are the event's boards 1, 2, … with the
 * file's dealers and vulnerability; a file with fewer boards than the event plays is refused, as is a
 * malformed deal (the table import's refusal: its code names the board).
 */
function withHandRecord(spec: EventSpec, r: Record<string, unknown>): EventSpec {
  const { pbn, lin } = r;
  if (pbn === undefined && lin === undefined) return spec;
  const text = pbn ?? lin;
  if ((pbn !== undefined && lin !== undefined) || typeof text !== "string")
    throw new EventRefusal(400, "bad_hand_record", "a hand record is the text of one file: pbn or lin");
  const read = pbn !== undefined ? pbnBoards(text) : parseLin(text);
  if ("error" in read) throw new EventRefusal(400, read.refusal.code, read.refusal.message, read.refusal.params);
  const need = boardCount(spec);
  if (read.boards.length < need)
    throw new EventRefusal(400, "hand_record_short", `the hand record has ${read.boards.length} boards; the event plays ${need}`, {
      have: read.boards.length,
      need,
    });
  return { ...spec, deals: read.boards.slice(0, need).map((b) => ({ dealer: b.dealer, vul: b.vul, hands: b.hands.map((h) => [...h]) })) };
}

/** The most boards a teams match plays (one segment). */
export const TEAMS_MAX_BOARDS = 32;

/**
 * A bridge teams-of-four match (docs/events.md, "Teams of four"): exactly two tables, one round, scored in
 * IMPs board by board. `tables` and `rounds` may be left out; any other number is refused.
 */
function readTeamsSpec(name: string, r: Record<string, unknown>): EventSpec {
  if (r.tables !== undefined && r.tables !== 2) throw new EventRefusal(400, "teams_size", "a teams match is played at exactly 2 tables", { tables: 2 });
  if (r.rounds !== undefined && r.rounds !== 1) throw new EventRefusal(400, "movement_rounds", "a teams match here is one round", { max: 1 });
  const bpr = r.boardsPerRound ?? 8;
  if (typeof bpr !== "number" || !Number.isInteger(bpr) || bpr < 1 || bpr > TEAMS_MAX_BOARDS)
    throw new EventRefusal(400, "bad_boards", `boardsPerRound: 1-${TEAMS_MAX_BOARDS} boards a match`, { min: 1, max: TEAMS_MAX_BOARDS });
  if ((r.scoring ?? "imps") !== "imps") throw new EventRefusal(400, "bad_scoring", "a teams match is scored in IMPs");
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  return { name, game: "bridge", format: "teams", tables: 2, rounds: 1, boardsPerRound: bpr, scoring: "imps", botAfterMs: wait * 1000, seed: secret() };
}

function readSkatSpec(name: string, r: Record<string, unknown>): EventSpec {
  if ((r.format ?? "list") !== "list") throw new EventRefusal(400, "bad_format", "a Skat evening is a list evening (format list)");
  const players = r.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players > 64)
    throw new EventRefusal(400, "list_size", "players: a whole number of players (3, 4, 6 or more, up to 64)");
  const sizes = events.skatTableSizes(players);
  if (!sizes.ok) throw new EventRefusal(400, sizes.code ?? "list_size", sizes.error, { players });
  const series = r.series ?? 3;
  if (typeof series !== "number" || !Number.isInteger(series) || series < 1 || series > 8) throw new EventRefusal(400, "bad_series", "series: 1-8 series");
  const games = r.gamesPerSeries ?? 36;
  if (typeof games !== "number" || !Number.isInteger(games) || games < 1 || games > 48)
    throw new EventRefusal(400, "bad_games", "gamesPerSeries: 1-48 games a series");
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  return {
    name,
    game: "skat",
    format: "list",
    tables: sizes.value.length,
    rounds: series,
    boardsPerRound: 0,
    players,
    tableSizes: sizes.value,
    gamesPerSeries: games,
    scoring: "mp",
    botAfterMs: wait * 1000,
    seed: secret(),
  };
}

/** A progressive's limits: tables of four, 2-8 tables; 1-8 rounds. */
export const PROGRESSIVE_PLAYERS = { min: 8, max: 32 };
export const PROGRESSIVE_ROUNDS = { min: 1, max: 8 };

/**
 * A Kierki or Euchre progressive (docs/events.md, "Kierki progressive", "Euchre progressive"): `players` (a
 * multiple of 4, 8-32) and `rounds` (1-8).
 */
function readProgressiveSpec(name: string, game: "kierki" | "euchre", r: Record<string, unknown>): EventSpec {
  if ((r.format ?? "progressive") !== "progressive") throw new EventRefusal(400, "bad_format", `a ${game} event is a progressive (format progressive)`);
  const players = r.players;
  if (typeof players !== "number" || !Number.isInteger(players) || players % 4 !== 0 || players < PROGRESSIVE_PLAYERS.min || players > PROGRESSIVE_PLAYERS.max)
    throw new EventRefusal(400, "progressive_size", "players: a multiple of 4 from 8 to 32 (tables of four)", { ...PROGRESSIVE_PLAYERS });
  const rounds = r.rounds ?? 4;
  if (typeof rounds !== "number" || !Number.isInteger(rounds) || rounds < PROGRESSIVE_ROUNDS.min || rounds > PROGRESSIVE_ROUNDS.max)
    throw new EventRefusal(400, "bad_rounds", "rounds: 1-8 rounds", { ...PROGRESSIVE_ROUNDS });
  const wait = r.botAfterSeconds ?? 60;
  if (typeof wait !== "number" || !Number.isInteger(wait) || wait < 0 || wait > 3600) throw new EventRefusal(400, "bad_wait", "botAfterSeconds: 0-3600");
  const tables = players / 4;
  return {
    name,
    game,
    format: "progressive",
    tables,
    rounds,
    boardsPerRound: 0,
    players,
    tableSizes: Array(tables).fill(4),
    scoring: "mp",
    botAfterMs: wait * 1000,
    seed: secret(),
  };
}

/** Skat, Kierki and Euchre events seat individuals (one place an entry); bridge seats pairs. */
export const individual = (spec: EventSpec): boolean => spec.game !== "bridge";

/** Entries needed before the start: pairs of a Mitchell, players of a Skat evening or a progressive. */
export const entriesNeeded = (spec: EventSpec): number => (individual(spec) ? spec.players! : 2 * spec.tables);

/** Checks a Skat registration: `{ name }` for a person, `{ bot: true }` for a bot player. */
export function readSkatEntry(doc: EventDoc, raw: unknown): [string, string] {
  if (doc.status !== "registering") throw new EventRefusal(409, "event_started", "the event has started: registration is closed");
  const body = (raw ?? {}) as { name?: unknown; bot?: unknown };
  const raw0 = body.bot === true ? "" : typeof body.name === "string" ? body.name.trim() : null;
  if (raw0 === null || (body.bot !== true && !raw0)) throw new EventRefusal(400, "bad_entry", "name: the player's name (or bot: true)");
  const name = raw0 && personName(raw0);
  if (name && doc.entries.some((e) => e.names[0].toLowerCase() === name.toLowerCase()))
    throw new EventRefusal(409, "name_taken", `${name} is already registered`, { name });
  if (doc.entries.length >= doc.spec.players!)
    throw new EventRefusal(409, "event_full", `the event is full: ${doc.spec.players} players`, { players: doc.spec.players! });
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
    const [people, r1] = shuffle(
      rng,
      entries.filter((e) => e.names[0]).map((e) => e.pair),
    );
    const [bots, r2] = shuffle(
      r1,
      entries.filter((e) => !e.names[0]).map((e) => e.pair),
    );
    rng = r2;
    const tables: number[][] = sizes.map(() => []);
    people.forEach((p, i) => tables[i % sizes.length].push(p));
    for (const b of bots) tables.find((t, i) => t.length < sizes[i])!.push(b);
    tables.forEach((seated, i) =>
      runs.push({ round: series, table: i + 1, ns: 0, ew: 0, set: 0, seated, skat: null, roomId: null, openedAt: 0, results: null }),
    );
  }
  return runs;
}

/** A table of the round is done: its results are in. */
export const runDone = (run: TableRun): boolean => run.results !== null || (run.skat ?? null) !== null || (run.scores ?? null) !== null;

const progressiveRun = (round: number, table: number, seated: number[]): TableRun => ({
  round,
  table,
  ns: 0,
  ew: 0,
  set: 0,
  seated,
  scores: null,
  roomId: null,
  openedAt: 0,
  results: null,
});

/** A person plays this entry in round `round` (not a bot), with the director's substitutions. */
const personIn = (doc: EventDoc, round: number) => (entry: number) => nameIn(doc, entry, 0, round) !== "";

/**
 * Round 1 of a progressive (docs/events.md, "Kierki progressive"): the seeded draw, as a Skat series'
 * — the people dealt to the tables in turn, then the bot players in the seats left.
 */
export function firstProgressiveRuns(spec: EventSpec, entries: readonly Entry[]): TableRun[] {
  const { tables } = events.progressiveDraw(
    rngFromSeed(`event:${spec.seed}:round:1`),
    entries.filter((e) => e.names[0]).map((e) => e.pair),
    entries.filter((e) => !e.names[0]).map((e) => e.pair),
  );
  return tables.map((seated, i) => progressiveRun(1, i + 1, seated));
}

/**
 * The next round's tables of a progressive, from the finished round's games: the Kierki or the Euchre
 * movement (Kierki: best up, worst down; Euchre: the winning pair up, the losers down, split), then a person
 * kept at every table (shared/src/events/progressive.ts).
 */
export function nextProgressiveRuns(doc: EventDoc): TableRun[] {
  const round = doc.runs.filter((r) => r.round === doc.round).sort((a, b) => a.table - b.table);
  const games = round.map((r) => ({ players: r.seated!, scores: r.scores ?? r.seated!.map(() => 0) }));
  const moved = doc.spec.game === "euchre" ? events.euchreMove(games) : events.progressiveMove(games);
  const next = doc.round + 1;
  return events.keepPeople(moved, personIn(doc, next)).map((seated, i) => progressiveRun(next, i + 1, seated));
}

/** Checks a registration: two names (one may be "" for a bot partner), neither already registered. */
export function readEntry(doc: EventDoc, raw: unknown): [string, string] {
  if (individual(doc.spec)) return readSkatEntry(doc, raw);
  if (doc.status !== "registering") throw new EventRefusal(409, "event_started", "the event has started: registration is closed");
  const names = (raw as { names?: unknown } | null)?.names;
  if (!Array.isArray(names) || names.length !== 2 || !names.every((n) => typeof n === "string")) {
    throw new EventRefusal(400, "bad_entry", 'names: the pair\'s two names ("" for a bot partner)');
  }
  const trimmed = names.map((n: string) => n.trim());
  if (!trimmed[0] && !trimmed[1]) throw new EventRefusal(400, "bad_entry", "a pair needs at least one player's name");
  const pair = trimmed.map((n) => n && personName(n)) as [string, string];
  if (pair[0] && pair[0].toLowerCase() === pair[1].toLowerCase()) throw new EventRefusal(409, "name_taken", `${pair[0]} is named twice`, { name: pair[0] });
  const taken = new Set(doc.entries.flatMap((e) => e.names.filter(Boolean).map((n) => n.toLowerCase())));
  for (const n of pair) if (n && taken.has(n.toLowerCase())) throw new EventRefusal(409, "name_taken", `${n} is already registered`, { name: n });
  if (doc.entries.length >= 2 * doc.spec.tables) {
    throw new EventRefusal(409, "event_full", `the event is full: ${doc.spec.tables} tables seat ${2 * doc.spec.tables} pairs`, { pairs: 2 * doc.spec.tables });
  }
  return pair;
}

/**
 * A teams match's two tables (docs/events.md, "Teams of four"): pairs 1 and 2 are team A, 3 and 4 team B.
 * Table 1: pair 1 (A) North-South against pair 3 (B); table 2: pair 4 (B) North-South against pair 2 (A).
 * Both play board set 1, every board of the match.
 */
export const TEAM_A = [1, 2];
export const TEAM_B = [3, 4];

/** The movement's seatings as the tables to open, round by round. */
export function plannedRuns(spec: EventSpec): TableRun[] {
  if (spec.format === "teams") {
    return [
      { round: 1, table: 1, ns: TEAM_A[0], ew: TEAM_B[0], set: 1, roomId: null, openedAt: 0, results: null },
      { round: 1, table: 2, ns: TEAM_B[1], ew: TEAM_A[1], set: 1, roomId: null, openedAt: 0, results: null },
    ];
  }
  const m = events.movement(spec.format === "howell" ? "howell" : "mitchell", spec.tables, spec.rounds);
  if (!m.ok) throw new Error(m.error);
  return m.value.seatings.flat().map((s) => ({ round: s.round, table: s.table, ns: s.ns, ew: s.ew, set: s.set, roomId: null, openedAt: 0, results: null }));
}

/** The event's boards, dealt once from its seed: hands by seat (0 = North), the standard dealer and vulnerability. */
export function dealBoards(spec: EventSpec): { board: number; dealer: number; vul: Vul; hands: string[][] }[] {
  if (spec.deals) return spec.deals.map((d, i) => ({ board: i + 1, dealer: d.dealer, vul: d.vul, hands: d.hands.map((h) => [...h]) }));
  let rng: Rng = rngFromSeed(`event:${spec.seed}`);
  const out = [];
  for (let board = 1; board <= boardCount(spec); board++) {
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
    .map(
      (b) =>
        `[Event "${spec.name.replace(/"/g, "'")}"]\n[Board "${b.board}"]\n[Dealer "${"NESW"[b.dealer]}"]\n[Vulnerable "${PBN_VUL[b.vul]}"]\n[Deal "${pbnDeal(b.hands, 0)}"]\n`,
    )
    .join("\n");
}

/**
 * How many times each board is played in the whole movement: Mitchell, every set once a round; Howell, at
 * every table in the set's one round.
 */
export const playsPerBoard = (spec: EventSpec): number => (spec.format === "howell" || spec.format === "teams" ? spec.tables : spec.rounds);

/** The boards of a bridge event: a set a table (Mitchell) or a set a round (Howell, teams), of `boardsPerRound` each. */
export const boardCount = (spec: EventSpec): number => (spec.format === "howell" || spec.format === "teams" ? spec.rounds : spec.tables) * spec.boardsPerRound;

/** The index of the substitution in force for place `slot` of entry `pair` in round `round`, or -1 (the registered player). */
export function subInForce(doc: EventDoc, pair: number, slot: number, round: number): number {
  let at = -1;
  (doc.subs ?? []).forEach((s, i) => {
    if (s.pair === pair && s.slot === slot && s.from <= round) at = i;
  });
  return at;
}

/** Who plays place `slot` of entry `pair` in round `round` ("" = a bot). */
export function nameIn(doc: EventDoc, pair: number, slot: number, round: number): string {
  const at = subInForce(doc, pair, slot, round);
  return at >= 0 ? doc.subs![at].name : (doc.entries.find((e) => e.pair === pair)?.names[slot] ?? "");
}

/** An entry's two names as they play round `round` (Skat, Kierki: the second is always ""). */
export const namesIn = (doc: EventDoc, pair: number, round: number): [string, string] => [
  nameIn(doc, pair, 0, round),
  individual(doc.spec) ? "" : nameIn(doc, pair, 1, round),
];

/** The bridge tables of the movement (every round) that play board `board`. */
const boardRuns = (doc: EventDoc, board: number): TableRun[] =>
  doc.runs.filter((r) => !r.seated && events.boardsOfSet(r.set, doc.spec.boardsPerRound).includes(board));

/** Every table that plays the board has played it (or the director ended its round): its results may show. */
export const boardComplete = (doc: EventDoc, board: number): boolean => {
  const runs = boardRuns(doc, board);
  return runs.length > 0 && runs.every(runDone);
};

/** The bridge table of the movement where North-South pair `ns` plays board `board`. */
export const boardRun = (doc: EventDoc, board: number, ns: number): TableRun | undefined => boardRuns(doc, board).find((r) => r.ns === ns);

/**
 * A table's game record may go to anyone holding the event's link (docs/events.md, "Game records"): the table
 * has a game and is done, and nothing in its record is still to be played anywhere. A bridge table's record
 * holds every board of its set (the PBN it imported): only once each of them is complete, i.e. every table that
 * plays the set has played it. A Skat, Kierki or Euchre table deals its own cards from a seed of its own (the
 * record carries the deals, never the seed, and no other table plays them): once its game is over.
 */
export function recordReleased(doc: EventDoc, run: TableRun): boolean {
  if (!run.roomId || !runDone(run)) return false;
  if (run.seated) return true;
  return events.boardsOfSet(run.set, doc.spec.boardsPerRound).every((b) => boardComplete(doc, b));
}

/** The replay link of a table's game record (the client's /r/<table>/<game>?key=…), once released and its key minted; else undefined. */
export function recordLink(doc: EventDoc, run: TableRun | undefined): string | undefined {
  if (!run?.recordKey || !recordReleased(doc, run)) return undefined;
  return `/r/${encodeURIComponent(run.roomId!)}/1?key=${encodeURIComponent(run.recordKey)}`;
}

/** The director's last ruling of one kind for a pair on a board. */
function ruling<K extends "grade" | "assigned">(doc: EventDoc, kind: K, board: number, pairs: number[]): Extract<Adjustment, { kind: K }> | undefined {
  let found: Extract<Adjustment, { kind: K }> | undefined;
  for (const a of doc.adjustments ?? [])
    if (a.kind === kind && (a as { board: number }).board === board && pairs.includes(a.pair)) found = a as Extract<Adjustment, { kind: K }>;
  return found;
}

type TravellerRow = events.TravellerRow;
type Traveller = events.Traveller;

/**
 * Travellers of the complete boards only: no board's result shows before every table has played it. The
 * director's rulings apply: an assigned score replaces the table's result; an artificial score takes the table
 * out of the comparison (events.scoreBoard); a board a table never played is "not played".
 */
export function travellers(doc: EventDoc): Traveller[] {
  if (individual(doc.spec)) return [];
  const out: Traveller[] = [];
  for (let board = 1; board <= boardCount(doc.spec); board++) {
    if (!boardComplete(doc, board)) continue;
    const runs = boardRuns(doc, board);
    const tables = runs.map((run) => {
      const played = (run.results ?? []).find((x) => x.board === board);
      const assigned = ruling(doc, "assigned", board, [run.ns, run.ew]);
      const nsGrade = ruling(doc, "grade", board, [run.ns])?.grade;
      const ewGrade = ruling(doc, "grade", board, [run.ew])?.grade;
      return {
        board,
        ns: run.ns,
        ew: run.ew,
        score: assigned ? assigned.score : played ? played.score : null,
        ...(nsGrade ? { nsGrade } : {}),
        ...(ewGrade ? { ewGrade } : {}),
      };
    });
    const lines = events.scoreBoard(tables, playsPerBoard(doc.spec), doc.spec.scoring);
    const rows = lines.map((l): TravellerRow => {
      const run = runs.find((r) => r.ns === l.ns)!;
      const played = (run.results ?? []).find((x) => x.board === board);
      const assigned = !l.grades && !!ruling(doc, "assigned", board, [run.ns, run.ew]);
      const shown =
        played && !assigned ? { contract: played.contract, declarer: played.declarer, tricks: played.tricks } : { contract: "", declarer: -1, tricks: 0 };
      return { ...l, ...shown, ...(assigned ? { assigned: true } : {}) };
    });
    rows.sort((a, b) => a.ns - b.ns);
    out.push({ board, rows, notPlayed: tables.filter((t) => t.score === null && !t.nsGrade && !t.ewGrade).map((t) => ({ ns: t.ns, ew: t.ew })) });
  }
  return out;
}

export interface TeamsBoardRow {
  board: number;
  /** North-South's score at table 1 (team A North-South) and at table 2 (team B North-South); null: not played there. */
  table1: number | null;
  table2: number | null;
  /** The board's IMPs for each team (one of them 0), and the match score after it. */
  impsA: number;
  impsB: number;
  running: [number, number];
}

export interface TeamsMatch {
  teams: { team: "A" | "B"; pairs: number[]; imps: number }[];
  /** The complete boards only (both tables have played them), in board order. */
  boards: TeamsBoardRow[];
}

/**
 * A teams match board by board (docs/events.md, "Teams of four"): on each complete board the two tables'
 * North-South scores (an assigned score replacing a table's result) give team A the WBF-scale IMPs of
 * table 1 − table 2, or team B the IMPs of the other way round, and the match score runs on. A board not
 * played at one of the tables (the director ended the round first) scores nothing for either team.
 */
export function teamsMatch(doc: EventDoc): TeamsMatch {
  const scoreAt = (t: Traveller, ns: number): number | null => t.rows.find((r) => r.ns === ns)?.score ?? null;
  let a = 0;
  let b = 0;
  const boards = travellers(doc).map((t): TeamsBoardRow => {
    const table1 = scoreAt(t, TEAM_A[0]);
    const table2 = scoreAt(t, TEAM_B[1]);
    const imps = table1 !== null && table2 !== null ? events.teamsBoard(table1, table2) : 0;
    const impsA = Math.max(0, imps);
    const impsB = Math.max(0, -imps);
    a += impsA;
    b += impsB;
    return { board: t.board, table1, table2, impsA, impsB, running: [a, b] };
  });
  return {
    teams: [
      { team: "A", pairs: TEAM_A, imps: a },
      { team: "B", pairs: TEAM_B, imps: b },
    ],
    boards,
  };
}

/** The round whose names the standings and the pairs show: the current one, or the last. */
const shownRound = (doc: EventDoc): number => Math.max(1, doc.round);

/**
 * Skat: every player's series added up, with the director's points adjustments, ranked by the total, then
 * more games won, then fewer lost (the league's tie rule). A series counts once its table has finished it.
 */
export function skatStandings(doc: EventDoc): (StandingRow & { won: number; lost: number; series: number; adjusted: number })[] {
  const by = new Map<number, { total: number; won: number; lost: number; series: number; adjusted: number }>(
    doc.entries.map((e) => [e.pair, { total: 0, won: 0, lost: 0, series: 0, adjusted: 0 }]),
  );
  for (const run of doc.runs) {
    for (const l of run.skat ?? []) {
      const t = by.get(l.entry)!;
      t.total += l.total;
      t.won += l.won;
      t.lost += l.lost;
      t.series++;
    }
  }
  for (const a of doc.adjustments ?? []) {
    if (a.kind !== "points") continue;
    const t = by.get(a.pair)!;
    t.total += a.points;
    t.adjusted += a.points;
  }
  const ranked = events.rankStandings([...by].map(([id, t]) => ({ id, keys: [t.total, t.won, -t.lost] })));
  return ranked.map((r) => {
    const t = by.get(r.id)!;
    return {
      rank: r.rank,
      pair: r.id,
      names: namesIn(doc, r.id, shownRound(doc)),
      points: t.total,
      top: 0,
      boards: t.series,
      score: t.total,
      won: t.won,
      lost: t.lost,
      series: t.series,
      adjusted: t.adjusted,
    };
  });
}

/**
 * A progressive (Kierki, Euchre): every player's game scores added up, with the director's points adjustments, ranked
 * highest first (the rules of record §7: the highest total wins); a game counts once its table has finished.
 */
export function progressiveRows(doc: EventDoc): (StandingRow & { games: number; adjusted: number })[] {
  const adjust = new Map<number, number>();
  for (const a of doc.adjustments ?? []) if (a.kind === "points") adjust.set(a.pair, (adjust.get(a.pair) ?? 0) + a.points);
  const games = doc.runs.filter((r) => r.scores).map((r) => ({ players: r.seated!, scores: r.scores! }));
  return events
    .progressiveStandings(
      doc.entries.map((e) => e.pair),
      games,
      adjust,
    )
    .map((s) => ({
      rank: s.rank,
      pair: s.entry,
      names: namesIn(doc, s.entry, shownRound(doc)),
      points: s.total,
      top: 0,
      boards: s.games,
      score: s.total,
      games: s.games,
      adjusted: s.adjusted,
    }));
}

/** Standings over the complete boards (bridge), the finished series (Skat) or the finished games (a progressive). */
export function standings(doc: EventDoc): StandingRow[] {
  if (doc.spec.game === "skat") return skatStandings(doc);
  if (doc.spec.format === "progressive") return progressiveRows(doc);
  const scored = travellers(doc).flatMap((t) => t.rows);
  const pairs = doc.entries.map((e) => e.pair);
  const totals = events.pairTotals(scored, pairs, doc.spec.scoring);
  const ranked = events.rankStandings(totals.map((t) => ({ id: t.pair, keys: [t.percent] })));
  return ranked.map((r) => {
    const t = totals.find((x) => x.pair === r.id)!;
    return { rank: r.rank, pair: r.id, names: namesIn(doc, r.id, shownRound(doc)), points: t.points, top: t.top, boards: t.boards, score: t.percent };
  });
}

/** The seat of each of a pair's two players at a table: North-South 0 and 2, East-West 1 and 3. */
export const seatsOf = (run: TableRun, pair: number): [number, number] => (pair === run.ns ? [0, 2] : [1, 3]);

/** Who holds a token: an entry (its first place, the player who registered it) or a substitute (`sub`: the substitution's index). */
export interface Holder {
  entry: Entry;
  sub: number | null;
}

/**
 * The adjustments as anyone may see them: an assigned score's value only once its board is complete (it is a
 * result of that board, and would tell the other tables something).
 */
export function publicAdjustments(doc: EventDoc) {
  return (doc.adjustments ?? []).map((a) =>
    a.kind === "assigned" && !boardComplete(doc, a.board) ? { kind: a.kind, board: a.board, pair: a.pair, reason: a.reason } : a,
  );
}

/** What anyone with the event's link sees; `me` (an entry's or a substitute's token) adds that player's table and seat. */
export function publicView(doc: EventDoc, me: Holder | null) {
  const current = doc.runs.filter((r) => r.round === doc.round);
  const pair = me?.entry.pair ?? 0;
  const slot = me ? (me.sub === null ? 0 : doc.subs![me.sub].slot) : 0;
  // In play this round: the holder's place is not taken by a substitution (an entry), or is theirs (a substitute).
  const at = subInForce(doc, pair, slot, shownRound(doc));
  const inPlay = !!me && (at === (me.sub ?? -1) || (me.sub === null && doc.subs![at].name.toLowerCase() === me.entry.names[slot].toLowerCase()));
  const mine = me && inPlay ? current.find((r) => r.ns === pair || r.ew === pair || (r.seated ?? []).includes(pair)) : undefined;
  const mySeats = (run: TableRun): number[] => {
    if (run.seated) return [run.seated.indexOf(pair)];
    const s = seatsOf(run, pair);
    return slot === 1 ? [s[1], s[0]] : s;
  };
  return {
    id: doc.id,
    name: doc.spec.name,
    game: doc.spec.game,
    format: doc.spec.format,
    tables: doc.spec.tables,
    rounds: doc.spec.rounds,
    ...(doc.spec.game === "skat" ? { players: doc.spec.players, tableSizes: doc.spec.tableSizes, gamesPerSeries: doc.spec.gamesPerSeries } : {}),
    ...(doc.spec.format === "progressive" ? { players: doc.spec.players, tableSizes: doc.spec.tableSizes } : {}),
    boardsPerRound: doc.spec.boardsPerRound,
    ...(doc.spec.game === "bridge" ? { boards: boardCount(doc.spec) } : {}),
    scoring: doc.spec.scoring,
    status: doc.status,
    round: doc.round,
    pairs: doc.entries.map((e) => ({ pair: e.pair, names: namesIn(doc, e.pair, shownRound(doc)) })),
    // Which pairs sit where and which tables are done; never a table's id (an open door to its deal) except one's own.
    tablesNow: current.map((r) => ({
      table: r.table,
      done: runDone(r),
      ...(r.ended ? { ended: true } : {}),
      ...(r.seated ? { players: r.seated } : { ns: r.ns, ew: r.ew, set: r.set }),
    })),
    standings: standings(doc),
    ...(doc.spec.format === "teams" ? { match: teamsMatch(doc) } : {}),
    subs: (doc.subs ?? []).map((s) => ({ pair: s.pair, slot: s.slot, name: s.name, from: s.from })),
    adjustments: publicAdjustments(doc),
    ...(me
      ? {
          me: {
            pair,
            names: namesIn(doc, pair, shownRound(doc)),
            name: inPlay ? nameIn(doc, pair, slot, shownRound(doc)) : "",
            ...(inPlay ? {} : { benched: true }),
            ...(mine ? { table: mine.table, roomId: mine.roomId, seats: mySeats(mine) } : {}),
          },
        }
      : {}),
  };
}

/** A director's reason: 1-200 characters with something visible (the shared name rules, longer). */
function readReason(raw: unknown): string {
  const reason = typeof raw === "string" ? cleanName(raw) : null;
  if (!reason || [...reason].length > 200) throw new EventRefusal(400, "bad_reason", "reason: why, in 1-200 characters");
  return reason;
}

const whole = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

function entryOrRefuse(doc: EventDoc, pair: unknown): Entry {
  const entry = whole(pair) ? doc.entries.find((e) => e.pair === pair) : undefined;
  if (!entry) throw new EventRefusal(404, "no_entry", "no such entry in this event", { pair: whole(pair) ? pair : 0 });
  return entry;
}

/**
 * Checks a substitution: `{ pair, slot?, name? | bot: true, fromRound? }`. The place (`slot` 0 or 1 of a
 * pair; 0 for Skat) is played by the new name, or a bot, from `fromRound` (default: the current round) on.
 * A round already over is refused (`bad_round`); so is the current round once the pair's table has begun
 * playing (`table_started`, checked by the director, which sees the table).
 */
export function readSubstitution(doc: EventDoc, raw: unknown): Substitution {
  const body = (raw ?? {}) as { pair?: unknown; slot?: unknown; name?: unknown; bot?: unknown; fromRound?: unknown };
  const entry = entryOrRefuse(doc, body.pair);
  const slot = body.slot ?? 0;
  if (!whole(slot) || slot < 0 || slot > (individual(doc.spec) ? 0 : 1))
    throw new EventRefusal(400, "bad_substitute", "slot: 0 or 1 (a pair's first or second player; 0 for Skat and the progressives)");
  if (body.bot !== true && typeof body.name !== "string") throw new EventRefusal(400, "bad_substitute", "name: the substitute's name, or bot: true");
  const name = body.bot === true ? "" : personName(body.name as string);
  // The registered player may be put back in their own place (a later substitution wins from its round).
  const back = !!name && name.toLowerCase() === entry.names[slot].toLowerCase();
  if (name && !back && namesInUse(doc).has(name.toLowerCase())) throw new EventRefusal(409, "name_taken", `${name} is already in this event`, { name });
  const first = Math.max(1, doc.round);
  const from = body.fromRound ?? first;
  if (!whole(from) || from < first || from > doc.spec.rounds)
    throw new EventRefusal(400, "bad_round", `fromRound: a round from ${first} to ${doc.spec.rounds}`, { min: first, max: doc.spec.rounds });
  if (!name && individual(doc.spec) && doc.status === "running") {
    // Every Skat or progressive table keeps a person (plannedSkatRuns, nextProgressiveRuns): a bot may not take the last
    // person's place at one (a progressive's round not yet drawn keeps a person by its own draw).
    for (const run of doc.runs.filter((r) => r.round >= from && (r.seated ?? []).includes(entry.pair))) {
      const people = run.seated!.filter((p) => (p === entry.pair ? "" : nameIn(doc, p, 0, run.round))).length;
      if (people === 0)
        throw new EventRefusal(409, "event_needs_people", "every table needs a person: this one would have none", { tables: doc.spec.tables, people: 0 });
    }
  }
  return { pair: entry.pair, slot, name, from };
}

/**
 * Checks an adjustment. Bridge: `{ pair, board, grade: "plus" | "average" | "minus", reason }` or `{ pair,
 * board, score, reason }` (an assigned North-South score, a multiple of 10 within ±7600), for a board the
 * pair plays in a round already reached. Skat: `{ pair, points, reason }` (points ≠ 0, within ±10000).
 */
export function readAdjustment(doc: EventDoc, raw: unknown): Adjustment {
  if (doc.status === "registering") throw new EventRefusal(409, "event_not_started", "the event has not started");
  const body = (raw ?? {}) as { pair?: unknown; board?: unknown; grade?: unknown; score?: unknown; points?: unknown; reason?: unknown };
  const entry = entryOrRefuse(doc, body.pair);
  if (individual(doc.spec)) {
    const points = body.points;
    if (!whole(points) || points === 0 || Math.abs(points) > 10000)
      throw new EventRefusal(400, "bad_adjustment", "points: a whole number of points, not 0, within ±10000");
    return { kind: "points", pair: entry.pair, points, reason: readReason(body.reason) };
  }
  const board = body.board;
  const plays =
    whole(board) &&
    doc.runs.some(
      (r) => r.round <= doc.round && (r.ns === entry.pair || r.ew === entry.pair) && events.boardsOfSet(r.set, doc.spec.boardsPerRound).includes(board),
    );
  if (!plays) throw new EventRefusal(400, "bad_board", "board: a board this pair plays in a round already reached", { board: whole(board) ? board : 0 });
  if (body.grade !== undefined) {
    // A teams match compares two tables' scores: an artificial grade has no place in it (an assigned score has).
    if (doc.spec.format === "teams") throw new EventRefusal(400, "bad_adjustment", "a teams match takes an assigned score, not a grade");
    if (body.grade !== "plus" && body.grade !== "average" && body.grade !== "minus")
      throw new EventRefusal(400, "bad_adjustment", "grade: plus, average or minus");
    return { kind: "grade", board: board as number, pair: entry.pair, grade: body.grade, reason: readReason(body.reason) };
  }
  const score = body.score;
  if (!whole(score) || score % 10 !== 0 || Math.abs(score) > 7600)
    throw new EventRefusal(400, "bad_adjustment", "score: an assigned North-South score (a multiple of 10 within ±7600), or grade");
  return { kind: "assigned", board: board as number, pair: entry.pair, score, reason: readReason(body.reason) };
}
