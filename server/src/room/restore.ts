/**
 * Bringing tables back after a restart: the boot code stashes each stored table under a one-time key and
 * asks the matchmaker to create a room with `{ restore: key }`; the room takes the stored table back with
 * `takeRestore` (a client cannot fake one: the key exists only in this process, for the moment of boot)
 * and rebuilds its game by replaying the record through the engine.
 */
import { getRuleset, type AnyRuleset } from "@salon/shared";
import { randomBytes } from "node:crypto";
import { Game } from "../game";
import type { StoredTable } from "./journal";
import { levelOf } from "./bot-scheduler";
import { initialModel, type TableModel } from "./table-model";

const stash = new Map<string, StoredTable>();

export function stashRestore(table: StoredTable): { restore: string } {
  const key = randomBytes(16).toString("hex");
  stash.set(key, table);
  return { restore: key };
}

/** The stored table behind these create options, once; null for an ordinary create. */
export function takeRestore(raw: unknown): StoredTable | null {
  const key = raw && typeof raw === "object" ? (raw as { restore?: unknown }).restore : undefined;
  if (typeof key !== "string") return null;
  const table = stash.get(key) ?? null;
  stash.delete(key);
  return table;
}

export interface Rebuilt {
  rules: AnyRuleset;
  model: TableModel;
  game: Game | null;
}

/**
 * The table's model (room/table-model.ts; the room projects it into the synced state) and game, rebuilt from
 * the store; the seats' claims and players are written back by `Seating.restore`. Throws with a readable reason when the record
 * cannot be replayed (corrupted, or written by an older engine): the caller marks the table broken.
 */
export function rebuild(stored: StoredTable): Rebuilt {
  const rules = getRuleset(stored.setup.ruleset);
  if (!rules) throw new Error(`unknown ruleset ${JSON.stringify(stored.setup.ruleset)}`);
  if (stored.seats.length !== stored.setup.seats) throw new Error(`${stored.seats.length} stored seats for a table of ${stored.setup.seats}`);
  const model = initialModel(stored.setup);
  model.gameNo = stored.gameNo;
  model.status = stored.status;
  stored.seats.forEach((seat, i) => {
    const s = model.seats[i];
    s.kind = seat.kind;
    s.name = seat.name;
    if (seat.kind === "bot") s.level = levelOf(seat.botLevel ?? "normal");
    // Nobody is connected yet; bots are always there.
    s.connected = seat.kind === "bot";
  });
  let game: Game | null = null;
  if (stored.game) {
    let replayed = Game.replay(rules, stored.game.start, stored.game.actions);
    // One bad action does not lose the game: it comes back up to the last action the engine accepts, and
    // the restore marks the table damaged (server/src/restore-tables.ts). A deal the engine refuses is broken.
    const at = replayed.ok ? -1 : Number(/^action (\d+) /.exec(replayed.error)?.[1] ?? -1);
    if (!replayed.ok && at >= 0) {
      stored.damage = { at, reason: replayed.error.slice(0, 300) };
      stored.game.actions = stored.game.actions.slice(0, at);
      replayed = Game.replay(rules, stored.game.start, stored.game.actions);
    }
    if (!replayed.ok) throw new Error(replayed.error);
    game = replayed.value;
    if (stored.status === "playing" && game.outcome()) model.status = "over";
  } else if (stored.status === "playing") {
    throw new Error("the table was playing but its game is missing");
  }
  return { rules, model, game };
}
