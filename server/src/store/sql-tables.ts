/**
 * The database's tables as Kysely sees them (one schema for SQLite and PostgreSQL: JSON is stored as text,
 * times as epoch milliseconds, flags as 0/1). Created and changed only by `migrations.ts`.
 */
import type { Generated } from "kysely";

export interface PlayersTable {
  id: string;
  name: string;
  created_at: number;
  seen_at: number;
}

/** A device's player secret, hashed (SHA-256): a player may have several devices. */
export interface PlayerSecretsTable {
  hash: string;
  player_id: string;
  created_at: number;
}

/** A one-time code that moves a player's identity to another device, hashed. */
export interface TransferCodesTable {
  hash: string;
  player_id: string;
  expires_at: number;
  used: number;
}

export interface TablesTable {
  id: string;
  ruleset: string;
  name: string;
  private: number;
  /** The TableSetup (options, seats, imported deals, table options…), JSON. */
  setup: string;
  host_player_id: string | null;
  /** The moderator's chair `{ name, claimHash }`, JSON, or null. */
  moderator: string | null;
  game_no: number;
  /** The synced status: waiting / playing / over. */
  status: string;
  /** open / closed / broken. */
  state: string;
  closed_reason: string | null;
  deadline: number;
  extra: string;
  created_at: number;
  updated_at: number;
  /** The server process that holds it ("" for a single process). */
  owner: string;
  /** Why the table came back short of its stored log (restored up to its last good action), or null. */
  damage: string | null;
}

export interface TableMovesTable {
  table_id: string;
  game_no: number;
  moves: number;
}

export interface SpillMarksTable {
  id: string;
  upto: number;
}

export interface SeatsTable {
  table_id: string;
  seat: number;
  kind: string;
  name: string;
  player_id: string | null;
  claim_hash: string | null;
  bot_keeps: number;
  bot_level: string;
}

export interface GamesTable {
  table_id: string;
  game_no: number;
  /** How the game was dealt (seed included): server-side only while it runs. JSON. */
  start: string;
  /** running / finished / abandoned. */
  status: string;
  started_at: number;
  finished_at: number | null;
  /** The whole record (contract: "Game records") once the game is over, JSON. */
  record: string | null;
  outcome: string | null;
}

export interface ActionsTable {
  table_id: string;
  game_no: number;
  seq: number;
  /** A seat number, or "moderator". */
  actor: string;
  action: string;
  at: number;
}

export interface GamePlayersTable {
  table_id: string;
  game_no: number;
  seat: number;
  player_id: string | null;
  name: string;
  score: number | null;
  /** won / lost / draw once the game is over. */
  result: string | null;
}

export interface ShareKeysTable {
  hash: string;
  table_id: string;
  game_no: number;
  created_at: number;
}

export interface HeartbeatTable {
  id: Generated<number>;
  at: number;
}

export interface Database {
  players: PlayersTable;
  player_secrets: PlayerSecretsTable;
  transfer_codes: TransferCodesTable;
  tables: TablesTable;
  seats: SeatsTable;
  games: GamesTable;
  actions: ActionsTable;
  game_players: GamePlayersTable;
  share_keys: ShareKeysTable;
  heartbeat: HeartbeatTable;
  table_moves: TableMovesTable;
  spill_marks: SpillMarksTable;
}
