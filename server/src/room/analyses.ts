/**
 * Deal analyses (docs/protocol.md, "Deal analyses"): after each deal of a ruleset with a `dealAnalysis`
 * (bridge: the double-dummy hand record), the deal's request goes to the analysis thread (bots/pool.ts) and
 * the table's play goes on meanwhile; the answer, when it comes, joins the views' `analyses`, the table's
 * extra (so a restart does not solve again) and the finished game's record (`meta.analyses`). The ruleset
 * gives requests only for finished deals, so nothing here shows a hand before its deal has ended.
 *
 * An answer may come after its game is no longer the table's: a quick rematch began the next game, or the
 * table closed. It then goes to that finished game's stored record only (`amendRecord`: the journal writes
 * the record again with its `meta.analyses`), so the replay and the exports still carry it; the live views
 * show the running game's analyses alone. While such answers are still coming, the table's extra keeps that
 * game's requests and record too: a server that stops before they come asks again when it brings the table
 * back, so a restart loses no hand record.
 */
import type { AnyRuleset, GameRecord, Json } from "@salon/shared";
import { analyzeOffThread, PoolClosed } from "../bots/pool";
import type { Game } from "../game";

/** What the table's extra keeps: the game's number and each finished deal's analysis (null: computing). */
export interface SavedAnalyses {
  gameNo: number;
  list: Json[];
  /** Finished games of this table whose answers were still coming (absent when none). */
  late?: Late[];
}

export interface AnalysisRoom {
  readonly roomId: string;
  readonly rules: AnyRuleset;
  readonly game: Game | null;
  readonly model: { readonly gameNo: number };
  changed(): void;
  /** Writes an ended game's record again (the journal's `recordAmended`), with answers that came after. */
  amendRecord(gameNo: number, record: GameRecord): void;
}

/**
 * A finished game some of whose answers were still coming when it stopped being the table's game: its
 * requests (to ask again after a restart) and its record (to write again with each answer).
 */
interface Late {
  gameNo: number;
  list: Json[];
  requests: Json[];
  record: GameRecord;
}

/** A late game as the extra kept it, or null when it is not one (an extra written before late games were kept). */
function readLate(raw: unknown): Late | null {
  const l = raw as Partial<Late> | null;
  if (!l || typeof l.gameNo !== "number" || !Array.isArray(l.list) || !Array.isArray(l.requests) || !l.record) return null;
  return l.list.length === l.requests.length ? { gameNo: l.gameNo, list: l.list, requests: l.requests, record: l.record } : null;
}

export class DealAnalyses {
  private game: Game | null = null;
  /** The game number of `game`. */
  private gameNo = 0;
  /** Finished games left with answers still coming (a rematch began, or the table closed), by game number. */
  private late = new Map<number, Late>();
  /** Each finished deal's analysis so far, null while computing; a new array whenever one arrives. */
  private list: Json[] = [];
  private saved: SavedAnalyses | null = null;
  /** What the extra keeps: `saved` with the late games; a new object whenever either changes. */
  private extraKept: SavedAnalyses | null = null;
  /** The table closed: late answers still go to their records, but the room is not told. */
  private closed = false;
  /** Answers kept from before a restart, used for the game they belong to instead of solving again. */
  private kept: SavedAnalyses | null = null;

  constructor(private readonly room: AnalysisRoom) {}

  /** A restored table: the analyses its extra kept; the answers a finished game was still waiting for are asked again. */
  restore(raw: unknown): void {
    const s = raw as Partial<SavedAnalyses> | undefined;
    if (s && typeof s.gameNo === "number" && Array.isArray(s.list)) this.kept = { gameNo: s.gameNo, list: s.list };
    for (const l of Array.isArray(s?.late) ? s.late.map(readLate) : []) {
      if (!l || !l.list.includes(null)) continue;
      this.late.set(l.gameNo, l);
      l.list.forEach((answer, i) => {
        if (answer === null) this.solve(i, l.requests[i], (a) => this.lateAnswer(l.gameNo, i, a));
      });
    }
    this.store();
  }

  /** The running (or last) game's analyses, in deal order, or null when the ruleset has none or no deal ended. */
  get current(): Json[] | null {
    return this.list.length > 0 ? this.list : null;
  }

  /** For the table's extra: the same object until an answer arrives, a deal ends or a late game is left. */
  get stored(): SavedAnalyses | null {
    return this.extraKept;
  }

  private store(): void {
    const late = [...this.late.values()];
    this.extraKept = late.length === 0 ? this.saved : { ...(this.saved ?? { gameNo: this.room.model.gameNo, list: [] }), late };
  }

  /**
   * The table closes or the server stops: the live list goes; a finished game's answers still coming go to
   * its stored record when they come. On a stop the analysis pool closes first and they never come: the
   * table's extra kept them, and the restarted server asks again when it brings the table back.
   */
  cancel(): void {
    this.leave();
    this.closed = true;
    this.game = null;
    this.list = [];
  }

  /** `game` stops being the table's: if it ended with answers still coming, they go to its record later. */
  private leave(): void {
    const game = this.game;
    if (!game || !game.outcome() || !this.list.includes(null)) return;
    this.late.set(this.gameNo, { gameNo: this.gameNo, list: this.list, requests: game.analysisRequests(), record: game.snapshot() });
    this.store();
  }

  /** After every change: a deal that has just ended sends its request off. */
  sync(): void {
    const analysis = this.room.rules.dealAnalysis;
    const game = this.room.game;
    if (!analysis || !game) return;
    if (game !== this.game) {
      this.leave();
      this.game = game;
      this.gameNo = this.room.model.gameNo;
      this.list = [];
      this.saved = null;
      this.store();
    }
    const requests = game.analysisRequests();
    if (requests.length === this.list.length) return;
    // Fewer: an undo took a deal's end back; its answer is dropped with it.
    const list = this.list.slice(0, requests.length);
    const kept = this.kept && this.kept.gameNo === this.room.model.gameNo ? this.kept.list : [];
    for (let i = list.length; i < requests.length; i++) {
      const before = kept[i];
      list.push(before ?? null);
      if (before === undefined || before === null) this.send(game, this.room.model.gameNo, i, requests[i]);
    }
    this.kept = null;
    this.publish(list);
  }

  private publish(list: Json[]): void {
    this.list = list;
    this.saved = { gameNo: this.room.model.gameNo, list };
    this.store();
  }

  /** Deal `index` of the running `game` (number `gameNo`) is analysed; the answer joins its views, or its record when it ended. */
  private send(game: Game, gameNo: number, index: number, request: Json): void {
    this.solve(index, request, (answer) => {
      if (this.game !== game) return this.lateAnswer(gameNo, index, answer);
      if (index >= this.list.length) return;
      const list = this.list.slice();
      list[index] = answer;
      this.publish(list);
      this.room.changed();
    });
  }

  private solve(index: number, request: Json, then: (answer: Json) => void): void {
    analyzeOffThread(this.room.rules.id, request).then(then, (err: unknown) => {
      if (!(err instanceof PoolClosed)) console.error(`[${this.room.roomId}] ${this.room.rules.id}: deal ${index} analysis failed: ${String(err)}`);
    });
  }

  /** An answer for a finished game that is no longer the table's: its stored record is written again with it. */
  private lateAnswer(gameNo: number, index: number, answer: Json): void {
    const late = this.late.get(gameNo);
    if (!late || index >= late.list.length) return;
    const list = late.list.slice();
    list[index] = answer;
    if (list.includes(null)) this.late.set(gameNo, { ...late, list });
    else this.late.delete(gameNo);
    this.room.amendRecord(gameNo, { ...late.record, meta: { ...late.record.meta, analyses: list } });
    this.store();
    // the extra now keeps one answer fewer to wait for (a closed table has no extra to write)
    if (!this.closed) this.room.changed();
  }
}
