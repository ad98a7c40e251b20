/**
 * Tables for the fault benchmark (and the store's fault tests): The Fox in the Forest played by two bots,
 * watched by their creator. What a watcher has been shown is what the server acknowledged: the room sends
 * an update only once the action behind it is durable (docs/protocol.md, "Durability"). Progress is read
 * from the watcher's own view as cards played — by game, deal, trick and card — so after a kill and a
 * restart, a new watcher's first view must show at least the progress the old one saw; the difference,
 * when negative, is acknowledged plays lost.
 */
import { Client, type Room } from "colyseus.js";
import { completeView, getRuleset, ReceivedView, VIEW_MESSAGE, type JsonObject, type ViewMessage } from "@salon/shared";
import { quiet, terminate, until } from "../load/args";

/** Cards played per game, in a Fox deal (13 tricks of 2). */
const DEAL = 26;

/** Cards played so far in game `gameNo`, from a spectator's completed Fox view (-1 when there is no game). */
export function progressOf(gameNo: number, view: JsonObject | null): number {
  if (!view || view.phase === undefined) return -1;
  const rounds = (view.rounds as unknown[] | undefined)?.length ?? 0;
  const tricks = view.tricks as [number, number];
  const trick = (view.trick as unknown[]).length;
  // A deal just scored is counted in `rounds` while its tricks still show: count it once.
  const inDeal = view.phase === "over" ? 0 : 2 * (tricks[0] + tricks[1]) + trick;
  return gameNo * 1_000_000 + rounds * DEAL + inDeal;
}

/** Plays between two progress marks of one table (marks of different games count from the game's start). */
export function playsBetween(from: number, to: number): number {
  if (to < from) return -playsBetween(to, from);
  const g0 = Math.floor(from / 1_000_000);
  const g1 = Math.floor(to / 1_000_000);
  return g0 === g1 ? to - from : to % 1_000_000;
}

/** A watcher of one table: its latest acknowledged progress. */
export class Watcher {
  readonly received = new ReceivedView();
  /** The highest progress shown so far (-1: no game yet). */
  acked = -1;
  /** Progress shown by the first view after joining (what the table came back with). */
  first = -1;
  gone = false;
  private constructor(readonly room: Room<any>) {
    room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => {
      this.received.apply(m);
      const p = this.progress();
      if (this.first < 0 && p >= 0) this.first = p;
      if (p > this.acked) this.acked = p;
    });
    quiet(room);
    room.onLeave(() => (this.gone = true));
  }

  progress(): number {
    const rules = getRuleset("fox")!;
    const status = this.room.state?.status;
    if (status !== "playing" && status !== "over") return -1;
    return progressOf(this.room.state.gameNo, completeView(rules, this.received.view, "spectator"));
  }

  get status(): string {
    return this.room.state?.status ?? "";
  }

  /** A new table: its creator stands up, two bots sit and play, a rematch follows each game. */
  static async open(url: string, botDelayMs: number, opts: { rematch?: boolean; targetScore?: number } = {}): Promise<Watcher> {
    const rematch = opts.rematch ?? true;
    const room = await new Client(url).create("table", {
      ruleset: "fox",
      name: "Chaos",
      seats: 2,
      options: { targetScore: opts.targetScore ?? 21 },
      botDelayMs,
    });
    const w = new Watcher(room);
    await until(() => room.state?.seats?.length === 2, 10_000, "table state");
    room.send("stand");
    for (let seat = 0; seat < 2; seat++) room.send("addBot", { seat, level: "easy" });
    await until(() => room.state.seats.every((s: { kind: string }) => s.kind === "bot"), 10_000, "bots seated");
    room.send("start");
    room.onStateChange((st: { status?: string }) => {
      if (st.status === "over" && !w.gone && rematch) room.send("start");
    });
    return w;
  }

  /** Watches an existing table (after a restart): resolves once its first view came, or rejects. */
  static async watch(url: string, roomId: string, ms = 10_000): Promise<Watcher> {
    const room = await new Client(url).joinById(roomId, { name: "Watcher", spectate: true });
    const w = new Watcher(room);
    const fail = (e: Error) => {
      w.close();
      throw new Error(`${e.message} (status ${room.state?.status}, game ${room.state?.gameNo}, view keys ${Object.keys(w.received.view ?? {}).join(",")})`);
    };
    await until(() => room.state?.seats !== undefined, ms, "table state").catch(fail);
    // A game over may come back without a game view (its record is in the database): wait for one briefly.
    const playing = room.state.status === "playing";
    await until(() => w.first >= 0, playing ? ms : 1500, "first view").catch((e: Error) => (playing ? fail(e) : undefined));
    return w;
  }

  /**
   * A table that came back with its game over shows no game view: the game's record (over HTTP, as anyone
   * may read a public table's) then tells how many cards it played. -1 when there is none.
   */
  async finishedProgress(httpUrl: string): Promise<number> {
    if (this.status !== "over") return -1;
    const gameNo = this.room.state.gameNo as number;
    const res = await fetch(`${httpUrl}/api/records/${this.room.roomId}/${gameNo}`);
    if (!res.ok) return -1;
    const body = (await res.json()) as { record?: { actions?: { action: { type: string } }[] }; actions?: { action: { type: string } }[] };
    const actions = body.record?.actions ?? body.actions ?? [];
    return gameNo * 1_000_000 + actions.filter((a) => a.action?.type === "play").length;
  }

  close(): void {
    this.gone = true;
    terminate(this.room);
  }
}
