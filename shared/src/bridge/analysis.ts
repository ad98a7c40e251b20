/**
 * The hand record after each board (issue 30): the server solves every finished deal's double-dummy table
 * and par in a worker thread (core `dealAnalysis`). Requests come from the state's results, which hold only
 * deals that have ended, so nothing here reveals a hand before its deal is over.
 */
import type { DealAnalysis, Json } from "../core/ruleset";
import { parsePbnDeal } from "./cards";
import { handRecord, type HandRecord } from "./par";
import type { BridgeState } from "./state";
import type { Vul } from "./types";

const VULS: readonly Vul[] = ["none", "ns", "ew", "both"];

export const bridgeAnalysis: DealAnalysis<BridgeState> = {
  requests: (s) => s.results.map((r) => ({ pbn: r.pbn, vul: r.vul, dealer: r.dealer })),
  compute(request) {
    const r = request as { pbn?: unknown; vul?: unknown; dealer?: unknown };
    const hands = typeof r.pbn === "string" ? parsePbnDeal(r.pbn) : null;
    const vul = VULS.find((v) => v === r.vul);
    const dealer = typeof r.dealer === "number" && Number.isInteger(r.dealer) && r.dealer >= 0 && r.dealer < 4 ? r.dealer : -1;
    if (!hands || hands.some((h) => h.length !== 13) || !vul || dealer < 0) return null;
    return handRecord(hands, vul, dealer) as unknown as Json;
  },
};

/** A hand record as an analysis carries it, or null when `raw` is not one (still computing, or malformed). */
export function readHandRecord(raw: unknown): HandRecord | null {
  if (!raw || typeof raw !== "object") return null;
  const h = raw as Partial<HandRecord>;
  const table = h.table;
  if (!Array.isArray(table) || table.length !== 5 || !table.every((row) => Array.isArray(row) && row.length === 4 && row.every((t) => Number.isInteger(t) && t >= 0 && t <= 13))) return null;
  if (typeof h.parContract !== "string" || typeof h.optimumScore !== "string" || !Array.isArray(h.rows) || !h.rows.every((x) => typeof x === "string")) return null;
  return { table: table.map((row) => row.slice()), parContract: h.parContract, optimumScore: h.optimumScore, rows: h.rows.slice() };
}
