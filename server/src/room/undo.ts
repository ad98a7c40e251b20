/**
 * Undo by consent (docs/protocol.md, "Undo"): a player asks to take back his own last action — as long as
 * nobody else has acted since, or, in trick games, while the trick his card went to is still open — and
 * every other person at the table accepts or declines (bots accept). Granted, the game is rewound by
 * replaying its record without those actions, so no ruleset needs undo code and the record keeps only what
 * stands. In moderated games only the moderator takes actions back, at once. Play waits while a request is
 * open; an unanswered request lapses after a while.
 */
import type { AnyRuleset, ServerMessages } from "@salon/shared";
import { Game } from "../game";
import type { TableModel } from "./table-model";
import { Refusal } from "./refusals";
import type { TableOptions } from "./setup";

/** How long the others have to answer. */
export const UNDO_ANSWER_MS = 30_000;

export interface UndoHost {
  readonly rules: AnyRuleset;
  readonly model: TableModel;
  readonly game: Game | null;
  readonly playing: boolean;
  readonly table: TableOptions;
  /** The game moved back, or the request changed: project and send. */
  changed(): void;
  /** Tells everyone (here: how a request ended, message `undo`). */
  broadcast(type: "undo", result: ServerMessages["undo"]): void;
}

interface Request {
  by: number;
  /** The number of moves the game keeps when granted. */
  to: number;
  /** The seats whose answer is awaited. */
  waiting: number[];
  /** Only valid while the game is at this many moves. */
  at: number;
}

export class UndoDesk {
  private request: Request | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly trail = new TrickTrail();

  constructor(private readonly host: UndoHost) {}

  /** True while a request waits for answers: nobody plays meanwhile. */
  get pending(): boolean {
    return this.request !== null;
  }

  /** A seated player asks to take back its last action. */
  ask(seat: number): void {
    if (this.host.rules.moderated) throw new Refusal("not_allowed", "In this game only the moderator takes actions back", { reason: "undo_moderator_only" });
    const game = this.check();
    if (this.request) throw new Refusal("undo_pending", "An undo request is already waiting for answers");
    const to = undoPoint(this.host.rules, game, seat, this.trail);
    const waiting: number[] = [];
    this.host.model.seats.forEach((s, i) => i !== seat && s.kind === "human" && waiting.push(i));
    this.request = { by: seat, to, waiting, at: game.moves };
    if (waiting.length === 0) return this.grant();
    this.publish();
    this.timer = setTimeout(() => this.end(false, null), UNDO_ANSWER_MS);
  }

  /** Another player answers the open request. */
  answer(seat: number, accept: boolean): void {
    const req = this.request;
    if (!req) throw new Refusal("undo_none", "There is no undo request to answer");
    if (!req.waiting.includes(seat)) throw new Refusal("not_allowed", "Your answer is not needed for this request", { reason: "undo_answer_not_needed" });
    if (!accept) return this.end(false, seat);
    req.waiting = req.waiting.filter((s) => s !== seat);
    if (req.waiting.length === 0) this.grant();
    else this.publish();
  }

  /** The moderator takes back the game's last action, whoever made it (moderated games, no vote). */
  moderatorUndo(): void {
    const game = this.check();
    if (!this.host.rules.moderated) throw new Refusal("not_allowed", "Only players take back their own actions in this game", { reason: "undo_own_only" });
    if (game.moves === 0) throw new Refusal("undo_nothing", "There is nothing to take back");
    this.rewind(game, game.moves - 1);
    this.host.broadcast("undo", { by: "moderator", granted: true });
  }

  /**
   * Who may ask to take something back now: seats and/or "moderator". Each of them finds `takeBack: true` in
   * its own view (room/view-channel.ts), so nobody is offered a take-back that cannot be made. In the views,
   * not the synced state: it changes with nearly every move, and a state patch per move was a second frame
   * to every client, spectators too (issue 33).
   */
  mayTakeBack: readonly (number | "moderator")[] = [];

  /** After every change: an open request that no longer applies (a timeout, a seat change) ends, and who may take something back is worked out again. */
  revalidate(): void {
    const req = this.request;
    if (req && (!this.host.playing || this.host.game?.moves !== req.at)) this.end(false, null);
    const game = this.host.playing ? this.host.game : null;
    if (game) this.trail.note(game, this.host.rules);
    this.mayTakeBack = this.whoMayTakeBack(game);
  }

  /** The seats (and the moderator) that could ask to take something back now. */
  private whoMayTakeBack(game: Game | null): (number | "moderator")[] {
    if (!game || !this.host.table.undo || this.request || game.moves === 0) return [];
    if (this.host.rules.moderated) return ["moderator"];
    const out: number[] = [];
    this.host.model.seats.forEach((s, seat) => {
      if (s.kind === "human" && undoable(this.host.rules, game, seat, this.trail)) out.push(seat);
    });
    return out;
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private check(): Game {
    if (!this.host.table.undo) throw new Refusal("undo_off", "Undo is turned off at this table");
    const game = this.host.game;
    if (!game || !this.host.playing) throw new Refusal("not_playing", "No game is running");
    return game;
  }

  private grant(): void {
    const req = this.request;
    const game = this.host.game;
    if (!req || !game) return;
    this.clear();
    this.rewind(game, req.to);
    this.host.broadcast("undo", { by: req.by, granted: true });
  }

  private rewind(game: Game, to: number): void {
    const done = game.rewind(to);
    // Replaying accepted actions cannot fail unless the engine changed under a running game.
    if (!done.ok) throw new Refusal("undo_failed", `The game could not be taken back: ${done.error}`);
    this.host.changed();
  }

  private end(granted: boolean, declinedBy: number | null): void {
    const req = this.request;
    if (!req) return;
    this.clear();
    this.host.broadcast("undo", { by: req.by, granted, declinedBy });
    this.host.changed();
  }

  private clear(): void {
    this.cancel();
    this.request = null;
    this.host.model.undo = "";
  }

  private publish(): void {
    const req = this.request;
    this.host.model.undo = req ? JSON.stringify({ by: req.by, waiting: req.waiting }) : "";
  }
}

/**
 * The trick id (`rules.trick.id`) after each number of moves of the current game, noted as the game goes so
 * that checking a take-back rarely replays anything; an id it lacks (after a restart) is found by replaying.
 */
export class TrickTrail {
  private game: Game | null = null;
  private readonly ids: (number | null | undefined)[] = [];

  /** The game now: ids past its move count (taken back) are forgotten, its current id noted. */
  note(game: Game, rules: AnyRuleset): void {
    if (!rules.trick) return;
    if (this.game !== game) {
      this.game = game;
      this.ids.length = 0;
    }
    if (this.ids.length > game.moves + 1) this.ids.length = game.moves + 1;
    this.ids[game.moves] = game.trickId();
  }

  /** The trick id after the first `moves` actions of `game`. */
  idAfter(rules: AnyRuleset, game: Game, moves: number): number | null | undefined {
    if (!rules.trick) return undefined;
    if (this.game === game && this.ids[moves] !== undefined) return this.ids[moves];
    if (moves === game.moves) return game.trickId();
    const replayed = Game.replay(rules, game.start, game.history.slice(0, moves));
    const id = replayed.ok ? replayed.value.trickId() : undefined;
    if (this.game === game) this.ids[moves] = id;
    return id;
  }
}

/** `seat`'s last action, or -1. */
function lastOf(game: Game, seat: number): number {
  const history = game.history;
  let k = history.length - 1;
  while (k >= 0 && history[k].seat !== seat) k--;
  return k;
}

/** Whether `seat` could take back its last action now (see `undoPoint`), without refusing. */
function undoable(rules: AnyRuleset, game: Game, seat: number, trail?: TrickTrail): boolean {
  const k = lastOf(game, seat);
  return k >= 0 && (k === game.moves - 1 || trickStillOpen(rules, game, k, trail));
}

/** Whether the trick action `k` went to is the one being played now (trick games only). */
function trickStillOpen(rules: AnyRuleset, game: Game, k: number, trail = new TrickTrail()): boolean {
  if (!rules.trick) return false;
  const now = trail.idAfter(rules, game, game.moves);
  if (now === null || now === undefined) return false;
  return trail.idAfter(rules, game, k) === now && trail.idAfter(rules, game, k + 1) === now;
}

/**
 * How many moves the game keeps if `seat` takes back its last action: everything from that action on goes.
 * Allowed when nobody else acted since, or (trick games) when that action's trick is still open.
 */
export function undoPoint(rules: AnyRuleset, game: Game, seat: number, trail?: TrickTrail): number {
  const k = lastOf(game, seat);
  if (k < 0) throw new Refusal("undo_nothing", "You have nothing to take back in this game");
  if (k === game.moves - 1 || trickStillOpen(rules, game, k, trail)) return k;
  throw new Refusal("undo_too_late", "Others have played since: that can no longer be taken back");
}
