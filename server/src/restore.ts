/**
 * At boot, every open table comes back from the database at its old id (docs/protocol.md, "Restarts"):
 * its game is rebuilt by replaying the record through the engine. A table whose record the engine refuses
 * (corrupted, or written by an older engine) is marked broken, logged and left out; the others come back. A
 * table nobody touched for longer than the expiry time is closed instead, its partial record kept.
 */
import { matchMaker } from "@colyseus/core";
import { getRuleset } from "@salon/shared";
import { Game } from "./game";
import { stashRestore } from "./room/restore";
import type { Store } from "./store";

export interface RestoreReport {
  restored: number;
  broken: { id: string; reason: string }[];
  expired: number;
  ms: number;
}

export async function restoreTables(store: Store, expiryMs: number): Promise<RestoreReport> {
  const started = performance.now();
  const { tables, unreadable } = await store.loadOpenTables();
  const report: RestoreReport = { restored: 0, broken: [], expired: 0, ms: 0 };
  const broken = async (id: string, reason: string) => {
    report.broken.push({ id, reason });
    console.error(`[restore] table ${id} is broken and left out: ${reason}`);
    await store.markBroken(id, reason);
  };
  for (const u of unreadable) await broken(u.id, u.reason);
  const cutoff = Date.now() - expiryMs;
  for (const table of tables) {
    if ((table.updatedAt ?? Date.now()) < cutoff) {
      report.expired++;
      const rules = getRuleset(table.setup.ruleset);
      const game = table.game && rules ? Game.replay(rules, table.game.start, table.game.actions) : null;
      const partial = game?.ok && !game.value.outcome() ? { gameNo: table.gameNo, record: game.value.snapshot() } : undefined;
      store.journal.tableClosed(table.id, "expired", "nobody came back", partial);
      continue;
    }
    try {
      await matchMaker.createRoom("table", stashRestore(table));
      report.restored++;
    } catch (e) {
      await broken(table.id, e instanceof Error ? e.message.replace(/^bad_setup: /, "") : String(e));
    }
  }
  await store.journal.durable();
  report.ms = Math.round(performance.now() - started);
  if (tables.length || unreadable.length) {
    console.log(`[restore] ${report.restored} tables back in ${report.ms} ms; ${report.broken.length} broken, ${report.expired} expired`);
  }
  return report;
}
