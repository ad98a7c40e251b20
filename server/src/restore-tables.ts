/**
 * At boot, every open table comes back from the database at its old id (docs/protocol.md, "Restarts"):
 * its game is rebuilt by replaying the record through the engine. A table whose stored log goes wrong at
 * some action (a row missing or unreadable, its tail gone, or an action the engine refuses) comes back up
 * to its last good action, marked damaged (logged, in its row and in `/healthz`); a table that cannot be
 * rebuilt at all is marked broken, logged and left out, its partial game kept. A table nobody touched for
 * longer than the expiry time is closed instead, its partial record kept.
 *
 * When the database is away at boot (or still replaying what an earlier run spilled), the server starts
 * without its tables and brings them back as soon as the database is ready (issue 28).
 */
import { matchMaker } from "@colyseus/core";
import { getRuleset } from "@salon/shared";
import { Game } from "./game";
import { stashRestore } from "./room/restore";
import type { StoredTable } from "./room/journal";
import type { Store } from "./store";

export interface RestoreReport {
  restored: number;
  broken: { id: string; reason: string }[];
  expired: number;
  /** Tables that came back short of their stored log (up to their last good action). */
  damaged?: { id: string; reason: string }[];
  /** The database was not ready: the tables come back once it is (`later` resolves with that report). */
  pending?: boolean;
  later?: Promise<RestoreReport>;
  ms: number;
}

/** How long the boot waits for the database before it starts without its tables. */
const BOOT_WAIT_MS = 3000;

export async function restoreTables(store: Store, expiryMs: number): Promise<RestoreReport> {
  if (!(await store.whenReady(BOOT_WAIT_MS))) {
    console.error("[restore] the database is not ready: Salon starts without its tables, which come back once it is");
    const later = store.whenReady().then(() =>
      restoreNow(store, expiryMs).catch((e: unknown) => {
        console.error(`[restore] bringing the tables back failed: ${e instanceof Error ? e.message : String(e)}`);
        return empty();
      }),
    );
    return { ...empty(), pending: true, later };
  }
  return restoreNow(store, expiryMs);
}

const empty = (): RestoreReport & { damaged: { id: string; reason: string }[] } => ({ restored: 0, broken: [], expired: 0, damaged: [], ms: 0 });

async function restoreNow(store: Store, expiryMs: number): Promise<RestoreReport> {
  const started = performance.now();
  const { tables, unreadable } = await store.loadOpenTables();
  const report = empty();
  const broken = async (id: string, reason: string, table?: StoredTable) => {
    report.broken.push({ id, reason });
    console.error(`[restore] table ${id} is broken and left out: ${reason}`);
    const partial = table ? partialOf(table) : undefined;
    if (partial) store.journal.tableClosed(id, "broken", reason, partial);
    else await store.markBroken(id, reason);
  };
  for (const u of unreadable) await broken(u.id, u.reason);
  const cutoff = Date.now() - expiryMs;
  for (const table of tables) {
    // A table this process already holds (made while the database was away) is not brought back twice.
    if (matchMaker.getLocalRoomById(table.id)) continue;
    if ((table.updatedAt ?? Date.now()) < cutoff) {
      report.expired++;
      store.journal.tableClosed(table.id, "expired", "nobody came back", partialOf(table));
      continue;
    }
    try {
      // In this process (handleCreateRoom): these are its own tables, and a restore that waited for the database
      // runs after listen, when createRoom could place a room on another process through Redis.
      await matchMaker.handleCreateRoom("table", stashRestore(table));
      report.restored++;
      if (table.damage && table.game) {
        report.damaged!.push({ id: table.id, reason: table.damage.reason });
        store.tableDamaged(table.id, table.gameNo, table.damage.at, table.damage.reason);
      }
    } catch (e) {
      await broken(table.id, e instanceof Error ? e.message.replace(/^(bad_setup|cannot create table): /, "") : String(e), table);
    }
  }
  await store.journal.durable();
  report.ms = Math.round(performance.now() - started);
  if (tables.length || unreadable.length) {
    console.log(
      `[restore] ${report.restored} tables back in ${report.ms} ms; ${report.damaged!.length} damaged, ${report.broken.length} broken, ${report.expired} expired`,
    );
  }
  return report;
}

/** An unfinished game's record as far as it replays (kept as abandoned when its table cannot go on). */
function partialOf(table: StoredTable): { gameNo: number; record: import("@salon/shared").GameRecord } | undefined {
  const rules = getRuleset(table.setup.ruleset);
  if (!table.game || !rules) return undefined;
  const game = Game.replay(rules, table.game.start, table.game.actions);
  return game.ok && !game.value.outcome() ? { gameNo: table.gameNo, record: game.value.snapshot() } : undefined;
}
