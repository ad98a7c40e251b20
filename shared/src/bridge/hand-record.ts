/**
 * Reading a hand record (the double-dummy table and par, par.ts `handRecord`) back from a view, a record's
 * `meta.analyses` or a message: no solver here, so the client and the PBN export may import it.
 */
import type { HandRecord } from "./par";

/** A hand record as an analysis carries it, or null when `raw` is not one (still computing, or malformed). */
export function readHandRecord(raw: unknown): HandRecord | null {
  if (!raw || typeof raw !== "object") return null;
  const h = raw as Partial<HandRecord>;
  const table = h.table;
  if (
    !Array.isArray(table) ||
    table.length !== 5 ||
    !table.every((row) => Array.isArray(row) && row.length === 4 && row.every((t) => Number.isInteger(t) && t >= 0 && t <= 13))
  )
    return null;
  if (typeof h.parContract !== "string" || typeof h.optimumScore !== "string" || !Array.isArray(h.rows) || !h.rows.every((x) => typeof x === "string"))
    return null;
  return { table: table.map((row) => row.slice()), parContract: h.parContract, optimumScore: h.optimumScore, rows: h.rows.slice() };
}
