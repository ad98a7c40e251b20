/**
 * Where finished games' records go. A small interface with an in-memory default, so a database-backed
 * store can replace it without touching the room.
 */
import type { GameRecord } from "@salon/shared";

export interface RecordStore {
  save(roomId: string, gameNo: number, record: GameRecord): void;
  /** A game's record, or the latest finished one when `gameNo` is omitted. */
  get(roomId: string, gameNo?: number): GameRecord | undefined;
}

/** Keeps the most recent `capacity` records, oldest dropped first. */
export class MemoryRecordStore implements RecordStore {
  private readonly byKey = new Map<string, GameRecord>();
  private readonly latest = new Map<string, number>();

  constructor(private readonly capacity = 5000) {}

  save(roomId: string, gameNo: number, record: GameRecord): void {
    const key = `${roomId}#${gameNo}`;
    this.byKey.delete(key);
    this.byKey.set(key, record);
    this.latest.set(roomId, Math.max(gameNo, this.latest.get(roomId) ?? 0));
    while (this.byKey.size > this.capacity) {
      const oldest = this.byKey.keys().next().value as string;
      this.byKey.delete(oldest);
    }
  }

  get(roomId: string, gameNo?: number): GameRecord | undefined {
    const n = gameNo ?? this.latest.get(roomId);
    return n === undefined ? undefined : this.byKey.get(`${roomId}#${n}`);
  }
}
