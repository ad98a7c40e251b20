/**
 * Bridge's file formats for the core hooks: the PBN export of a finished game's record (replayed deal by
 * deal through the engine's events) and the PBN import that turns a file's boards into a deal list.
 */
import type { GameRecord } from "../core/record";
import { fail, ok, type Result } from "../core/result";
import type { ExportFormat, GameEvent, ImportedDeals, ImportFormat } from "../core/ruleset";
import { rngFromSeed } from "../core/rng";
import { apply } from "./apply";
import { parsePbnDeal } from "./cards";
import { bridgeActionSchema } from "./schema";
import { DEFAULT_OPTIONS, setup } from "./setup";
import { pbnBoards, writePbn, type PbnBoard, type PbnDealRecord } from "./pbn";
import { parseLin, writeLin } from "./lin";
import { readHandRecord } from "./hand-record";
import type { BridgeOptions, DealResult } from "./types";

const SCORING_PBN: Record<BridgeOptions["scoring"], string> = { rubber: "Rubber", chicago: "Chicago", duplicate: "MP", impHcp: "IMP" };

/** Every finished deal of a record, for the PBN writer. */
export function pbnDealsOf(rec: GameRecord): Result<PbnDealRecord[]> {
  const options = { ...DEFAULT_OPTIONS, ...(rec.options ?? {}) } as BridgeOptions;
  const start = setup({
    seats: rec.seats,
    options,
    dealer: rec.dealer ?? 0,
    deal: rec.deal ?? undefined,
    rng: rec.deal === undefined && rec.seed !== undefined ? rngFromSeed(rec.seed) : undefined,
  });
  if (!start.ok) return start;
  let s = start.value;
  const meta = rec.meta ?? {};
  const players = Array.isArray(meta.players) ? meta.players.map((p) => String(p ?? "")) : ["", "", "", ""];
  const started = typeof meta.started === "string" ? meta.started : "";
  const date = /^\d{4}-\d\d-\d\d/.test(started) ? started.slice(0, 10).replace(/-/g, ".") : "?";
  // The hand records the server solved after each deal (meta.analyses, in deal order; null while computing).
  const analyses = Array.isArray(meta.analyses) ? meta.analyses : [];
  const out: PbnDealRecord[] = [];
  let calls: string[] = [];
  let play: { seat: number; card: string }[] = [];
  let claimed = false;
  for (let i = 0; i < rec.actions.length; i++) {
    const { seat, action } = rec.actions[i];
    const shaped = bridgeActionSchema.safeParse(action);
    if (!shaped.success) return fail(`action ${i}: malformed`);
    const res = apply(s, seat, shaped.data);
    if (!res.ok) return fail(`action ${i}: ${res.error}`);
    s = res.value.state;
    for (const e of res.value.events as GameEvent[]) {
      if (e.type === "call") calls.push(e.call as string);
      else if (e.type === "play") play.push({ seat: e.seat as number, card: e.card as string });
      else if (e.type === "claimAccepted") claimed = true;
      else if (e.type === "dealOver") {
        const r = e.result as DealResult;
        const dd = readHandRecord(analyses[out.length]);
        out.push({
          event: typeof meta.table === "string" ? meta.table : "Salon",
          site: "Salon",
          date,
          board: r.board,
          players,
          dealer: r.dealer,
          vul: r.vul,
          hands: parsePbnDeal(r.pbn)!,
          scoring: SCORING_PBN[options.scoring],
          calls,
          ...(r.notes?.length ? { notes: r.notes } : {}),
          contract: r.contract,
          declarer: r.declarer,
          result: r.tricks,
          play,
          claimed: claimed && !!r.contract && play.length < 52,
          score: r.score,
          imps: options.scoring === "impHcp" && r.counted ? r.imps : undefined,
          ...(dd ? { dd } : {}),
        });
        calls = [];
        play = [];
        claimed = false;
      }
    }
  }
  return ok(out);
}

/** An export of a record's finished deals, written by `writer` (every format reads the deals the same way). */
function dealsExport(contentType: string, extension: string, writer: (deals: PbnDealRecord[]) => string): ExportFormat {
  return {
    contentType,
    extension,
    write(rec) {
      const deals = pbnDealsOf(rec);
      return deals.ok ? ok(writer(deals.value)) : deals;
    },
  };
}

export const bridgeExports: Readonly<Record<string, ExportFormat>> = {
  pbn: dealsExport("application/x-pbn; charset=utf-8", "pbn", writePbn),
  lin: dealsExport("text/plain; charset=utf-8", "lin", writeLin),
};

export const bridgeImports: Readonly<Record<string, ImportFormat>> = {
  /**
   * The file's boards in order, each with its own board number, dealer and vulnerability; the first
   * board's dealer deals first. A malformed deal anywhere refuses the whole file.
   */
  pbn(text) {
    const read = pbnBoards(text);
    if ("error" in read) return fail(read.error);
    return ok(importedBoards(read.boards));
  },
  /** A BBO LIN file's boards (its auctions and play are not replayed: the table plays the deals afresh). */
  lin(text) {
    const read = parseLin(text);
    if ("error" in read) return fail(read.error);
    return ok(importedBoards(read.boards));
  },
};

/** What a table deals from a hand record's boards. */
export function importedBoards(boards: readonly PbnBoard[]): ImportedDeals {
  return {
    deal: boards.map((b) => ({ hands: b.hands.map((h) => h.slice()), board: b.board, dealer: b.dealer, vul: b.vul })),
    dealer: boards[0].dealer,
    options: { firstBoard: Math.max(1, Math.min(999, boards[0].board)), boards: boards.length },
  };
}
