/**
 * The server without a database (benchmarks, `DURABLE=off`): a journal that writes nothing but keeps the
 * records of finished games in memory, so replays and exports still work for as long as the process lives.
 * Players and history need the database.
 */
import type { GameRecord, Outcome } from "@salon/shared";
import type { TableJournal } from "../room/journal";
import { memoryJournal } from "../room/journal";
import type { EndedGame } from ".";

interface TableInfo {
  ruleset: string;
  tableName: string;
  private: boolean;
  players: Map<number, string[]>;
}

export class MemoryRecords {
  private readonly ended = new Map<string, EndedGame>();
  private readonly latest = new Map<string, number>();
  private readonly tables = new Map<string, TableInfo>();

  /** A journal that remembers finished games here and nothing else. */
  readonly journal: TableJournal = {
    ...memoryJournal,
    tableOpened: (t) => this.tables.set(t.id, { ruleset: t.setup.ruleset, tableName: t.setup.tableName, private: t.setup.private, players: new Map() }),
    gameStarted: (id, gameNo, _start, players) =>
      this.tables.get(id)?.players.set(
        gameNo,
        players.flatMap((p) => (p.playerId ? [p.playerId] : [])),
      ),
    gameFinished: (id, gameNo, record, outcome) => this.keep(id, gameNo, record, outcome, "finished"),
    recordAmended: (id, gameNo, record) => {
      const ended = this.ended.get(`${id}#${gameNo}`);
      if (ended) this.ended.set(`${id}#${gameNo}`, { ...ended, record });
    },
    tableClosed: (id, _reason, _detail, partial) => {
      if (partial) this.keep(id, partial.gameNo, partial.record, null, "abandoned");
    },
  };

  async endedGame(tableId: string, gameNo?: number): Promise<EndedGame | null> {
    const n = gameNo ?? this.latest.get(tableId);
    return n === undefined ? null : (this.ended.get(`${tableId}#${n}`) ?? null);
  }

  private keep(tableId: string, gameNo: number, record: GameRecord, outcome: Outcome | null, status: EndedGame["status"]): void {
    const t = this.tables.get(tableId);
    if (!t) return;
    this.ended.set(`${tableId}#${gameNo}`, {
      tableId,
      gameNo,
      ruleset: t.ruleset,
      tableName: t.tableName,
      private: t.private,
      status,
      record,
      outcome,
      players: t.players.get(gameNo) ?? [],
    });
    this.latest.set(tableId, Math.max(gameNo, this.latest.get(tableId) ?? 0));
  }
}
