/**
 * The database's figures for `npm run bench` (issue 11, part 8), printed, never asserted:
 * - how long a server holding 1,000 unfinished tables of mixed games takes from start to serving every one
 *   of them again (target ≤ 5 s);
 * - the database's size per finished game;
 * - the journal's cost per accepted action (group commits on the embedded database).
 * Durability's effect on latency and CPU under load is measured by `npm run load -- --durable on|off`.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randInt, rngFromSeed, rulesets, type AnyRuleset, type Rng } from "@salon/shared";
import { startSalon } from "../server/src/app";
import { Game } from "../server/src/game";
import type { TableSetup } from "../server/src/room/setup";
import { Store } from "../server/src/store";

const TABLE = { takeover: true, undo: true, kibitz: "public" as const, kibitzDelay: "deal" as const, spectatorChat: false, clock: null };

/** A game of `rules` played `moves` random legal actions in (or to its end), with a server-side record. */
function played(rules: AnyRuleset, seed: string, moves: number): Game {
  const seats = rules.defaultSeats ?? rules.minSeats;
  const options = Object.fromEntries(rules.options.map((o) => [o.key, o.default]));
  const begun = Game.begin(rules, { seats, options, dealer: 0, seed, meta: {} });
  if (!begun.ok) throw new Error(begun.error);
  const game = begun.value;
  let rng: Rng = rngFromSeed(`${seed}-moves`);
  for (let i = 0; i < moves && !game.outcome(); i++) {
    const actor = game.toAct()[0];
    if (actor === undefined) {
      const due = game.timeout();
      if (!due) break;
      game.act("moderator", due.action);
      continue;
    }
    const legal = game.legalActions(actor);
    const [k, next] = randInt(rng, legal.length);
    rng = next;
    game.act(actor, legal[k]);
  }
  return game;
}

function keep(store: Store, id: string, rules: AnyRuleset, game: Game): void {
  const seats = game.start.seats;
  const setup: TableSetup = {
    ruleset: rules.id,
    options: game.start.options as TableSetup["options"],
    seats,
    tableName: id,
    private: false,
    moderate: false,
    botDelayMs: 900,
    imported: null,
    table: TABLE,
  };
  store.journal.tableOpened({
    id,
    setup,
    hostPlayerId: null,
    seats: Array.from({ length: seats }, (_x, i) => ({ kind: i === 0 ? "human" : "bot", name: `P${i}`, playerId: null, claimHash: null })),
    moderator: null,
    gameNo: 0,
    status: "waiting",
    deadline: 0,
    extra: { table: TABLE },
  });
  store.journal.gameStarted(id, 1, game.start, []);
  game.history.forEach((a, seq) => store.journal.actionAccepted(id, 1, seq, a.seat, a.action));
}

const dirSize = (dir: string) => readdirSync(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);

export async function storeBench(): Promise<void> {
  const all = Object.values(rulesets);
  // 1. 1,000 unfinished tables of mixed games come back.
  const dir = mkdtempSync(join(tmpdir(), "salon-bench-"));
  try {
    let store = await Store.open({ dataDir: dir });
    let actions = 0;
    const t0 = performance.now();
    for (let i = 0, kept = 0; kept < 1000; i++) {
      const rules = all[i % all.length];
      const game = played(rules, `t${i}`, 20 + (i % 40));
      if (game.outcome()) continue;
      keep(store, `bench${i}`, rules, game);
      actions += game.moves;
      kept++;
    }
    await store.journal.durable();
    const writeMs = performance.now() - t0;
    await store.close();
    const t1 = performance.now();
    const salon = await startSalon({ port: 0, host: "127.0.0.1", dataDir: dir });
    const bootMs = performance.now() - t1;
    console.log(
      `  restart: ${salon.restored.restored} unfinished tables of ${all.length} games (${actions} actions) back and serving in ${Math.round(bootMs)} ms (restore itself ${salon.restored.ms} ms; target ≤ 5,000 ms); ${salon.restored.broken.length} broken`,
    );
    console.log(
      `  journal: ${actions} actions written in group commits at ${((writeMs * 1000) / actions).toFixed(1)} µs per action (tables and setup included)`,
    );
    await salon.close();
    await new Promise((r) => setTimeout(r, 1100));
    // 2. Size per finished game: the same database plus 500 finished games.
    store = await Store.open({ dataDir: dir });
    await store.db.deleteFrom("actions").execute();
    const before = dirSize(dir);
    for (let i = 0; i < 500; i++) {
      const rules = all[i % all.length];
      const game = played(rules, `f${i}`, 5000);
      if (!game.outcome()) continue;
      keep(store, `fin${i}`, rules, game);
      store.journal.gameFinished(`fin${i}`, 1, game.snapshot(), game.outcome()!);
    }
    await store.journal.durable();
    await store.close();
    console.log(
      `  database size per finished game: ${Math.round((dirSize(dir) - before) / 500 / 102.4) / 10} KB (SQLite, records as JSON, the whole game's deals and actions)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
