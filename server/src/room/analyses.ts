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
 * show the running game's analyses alone.
 */
import type { AnyRuleset, GameRecord, Json } from "@salon/shared";
import { analyzeOffThread, PoolClosed } from "../bots/pool";
import type { Game } from "../game";

/** What the table's extra keeps: the game's number and each finished deal's analysis (null: computing). */
export interface SavedAnalyses {
  gameNo: number;
  list: Json[];
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

/** A finished game some of whose answers were still coming when it stopped being the table's game. */
interface Late {
  gameNo: number;
  list: Json[];
}

export class DealAnalyses {
  private game: Game | null = null;
  /** The game number of `game`. */
  private gameNo = 0;
  /** Finished games left with answers still coming (a rematch began, or the table closed). */
  private late = new Map<Game, Late>();
  /** Each finished deal's analysis so far, null while computing; a new array whenever one arrives. */
  private list: Json[] = [];
  private saved: SavedAnalyses | null = null;
  /** Answers kept from before a restart, used for the game they belong to instead of solving again. */
  private kept: SavedAnalyses | null = null;

  constructor(private readonly room: AnalysisRoom) {}

  /** A restored table: the analyses its extra kept. */
  restore(raw: unknown): void {
    const s = raw as Partial<SavedAnalyses> | undefined;
    if (s && typeof s.gameNo === "number" && Array.isArray(s.list)) this.kept = { gameNo: s.gameNo, list: s.list };
  }

  /** The running (or last) game's analyses, in deal order, or null when the ruleset has none or no deal ended. */
  get current(): Json[] | null {
    return this.list.length > 0 ? this.list : null;
  }

  /** For the table's extra: the same object until an answer arrives or a deal ends. */
  get stored(): SavedAnalyses | null {
    return this.saved;
  }

  /**
   * The table closes or the server stops: the live list goes; a finished game's answers still coming go to
   * its stored record when they come (on a stop the analysis pool closes first, and they never come).
   */
  cancel(): void {
    this.leave();
    this.game = null;
    this.list = [];
  }

  /** `game` stops being the table's: if it ended with answers still coming, they go to its record later. */
  private leave(): void {
    const game = this.game;
    if (game && game.outcome() && this.list.includes(null)) this.late.set(game, { gameNo: this.gameNo, list: this.list });
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
    }
    const requests = game.analysisRequests();
    if (requests.length === this.list.length) return;
    // Fewer: an undo took a deal's end back; its answer is dropped with it.
    const list = this.list.slice(0, requests.length);
    const kept = this.kept && this.kept.gameNo === this.room.model.gameNo ? this.kept.list : [];
    for (let i = list.length; i < requests.length; i++) {
      const before = kept[i];
      list.push(before ?? null);
      if (before === undefined || before === null) this.send(game, i, requests[i]);
    }
    this.kept = null;
    this.publish(list);
  }

  private publish(list: Json[]): void {
    this.list = list;
    this.saved = { gameNo: this.room.model.gameNo, list };
  }

  private send(game: Game, index: number, request: Json): void {
    analyzeOffThread(this.room.rules.id, request).then(
      (answer) => {
        if (this.game !== game) return this.lateAnswer(game, index, answer);
        if (index >= this.list.length) return;
        const list = this.list.slice();
        list[index] = answer;
        this.publish(list);
        this.room.changed();
      },
      (err: unknown) => {
        if (!(err instanceof PoolClosed)) console.error(`[${this.room.roomId}] ${this.room.rules.id}: deal ${index} analysis failed: ${String(err)}`);
      },
    );
  }

  /** An answer for a finished game that is no longer the table's: its stored record is written again with it. */
  private lateAnswer(game: Game, index: number, answer: Json): void {
    const late = this.late.get(game);
    if (!late || index >= late.list.length) return;
    late.list = late.list.slice();
    late.list[index] = answer;
    if (!late.list.includes(null)) this.late.delete(game);
    const record = game.snapshot();
    this.room.amendRecord(late.gameNo, { ...record, meta: { ...record.meta, analyses: late.list } });
  }
}
