/**
 * The hand record after each board (issue 30): the server solves every finished deal's double-dummy table
 * and par in a worker thread (core `dealAnalysis`). Requests come from the state's results, which hold only
 * deals that have ended, so nothing here reveals a hand before its deal is over. The solver stays out of the
 * engine the client loads: only the server's registry entry (index.ts `bridge`) carries this.
 */
import type { DealAnalysis, Json } from "../core/ruleset";
import { parsePbnDeal } from "./cards";
import { handRecord } from "./par";
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
