/**
 * What spectators see (table option `kibitz`, docs/protocol.md "Kibitzers"):
 * - `public`: the public table, live (the default);
 * - `hands`: every hand, but only as the game stood some tricks ago (BBO-style): `delay` tricks behind live
 *   play, or `"deal"` — as many tricks as a deal has, so a deal's hands show only once it is over. Games
 *   without tricks count whole deals instead. Until play is that far along, kibitzers see the public table;
 * - `none`: nobody watches.
 * Players never receive the kibitzers' picture, and whoever watched with every hand may not take a seat
 * until that game ends.
 */
import type { AnyRuleset, AnyView } from "@salon/shared";
import { Game } from "../game";

export type KibitzMode = "public" | "hands" | "none";

export class Kibitz {
  /**
   * What kibitzers who see hands are shown: the moderator's view of the game as it stood some tricks ago, or
   * null while they see the public view (docs/protocol.md, "Kibitzers").
   */
  picture: AnyView | null = null;
  /** Completed tricks (or deals) after each accepted action of the current game: counts[i] after i actions. */
  private counts: number[] = [0];
  private game: Game | null = null;
  /** A copy of the game that has applied as many actions as `counts` describes. */
  private shadow: Game | null = null;
  /** How many actions the state shown to kibitzers has (-1: none yet). */
  private shownAt = -1;
  /** Sessions and players who watched this game with every hand. */
  private readonly watched = new Set<string>();

  constructor(
    private readonly rules: AnyRuleset,
    readonly mode: KibitzMode,
    private readonly delay: number | "deal",
    /** The session and player ids of everyone watching now (they watch each new game from its start). */
    private readonly watchers: () => (string | null)[],
  ) {}

  get showsHands(): boolean {
    return this.mode === "hands";
  }

  /** A kibitzer arrives: at a `hands` table it is remembered for this game. */
  admit(ids: (string | null)[]): void {
    if (!this.showsHands) return;
    for (const id of ids) if (id) this.watched.add(id);
  }

  /** Whoever watched this game with every hand (by session or player id) must not play in it. */
  sawHands(ids: (string | null)[]): boolean {
    return ids.some((id) => id !== null && this.watched.has(id));
  }

  /** After every change: follow the game's actions and move the kibitzers' picture on when it is due. */
  sync(game: Game | null, playing: boolean): void {
    if (!this.showsHands) return;
    if (game !== this.game) {
      this.game = game;
      this.counts = [0];
      this.shadow = null;
      this.shownAt = -1;
      this.watched.clear();
      for (const id of this.watchers()) if (id) this.watched.add(id);
      this.picture = null;
    }
    if (!game) return;
    this.follow(game);
    // Once the game is over every hand is known: kibitzers see its end as it is.
    const at = playing ? this.lagged(game) : game.moves;
    if (at === this.shownAt) return;
    this.shownAt = at;
    if (at < 0) {
      this.picture = null;
      return;
    }
    const past = at === game.moves ? game : Game.replay(this.rules, game.start, game.history.slice(0, at));
    const shown = past instanceof Game ? past : past.ok ? past.value : null;
    if (shown) this.picture = shown.view("moderator");
  }

  /**
   * Extends (or, after an undo, cuts) the completed-trick counts to the game's actions, with a shadow copy of
   * the game that applies each action once to read the trick (or deal) after it.
   */
  private follow(game: Game): void {
    if (!this.shadow || this.shadow.moves > game.moves) {
      const from = Math.min(this.counts.length - 1, game.moves);
      const replayed = Game.replay(this.rules, game.start, game.history.slice(0, from));
      if (!replayed.ok) return;
      this.shadow = replayed.value;
      this.counts.length = from + 1;
    }
    const g = this.shadow;
    let before = this.mark(g);
    while (g.moves < game.moves) {
      const { seat, action } = game.history[g.moves];
      if (!g.act(seat, action).ok) return;
      const after = this.mark(g);
      const done = this.rules.trick ? before !== null && after !== before : after !== before;
      this.counts.push(this.counts[this.counts.length - 1] + (done ? 1 : 0));
      before = after;
    }
  }

  /** The trick being played (trick games), or the number of deals done (other games). */
  private mark(game: Game): number | null {
    return this.rules.trick ? (game.trickId() ?? null) : game.handsDone();
  }

  /** The latest action count whose picture is at least `delay` tricks (or deals) behind live play. */
  private lagged(game: Game): number {
    const n = this.delay === "deal" || !this.rules.trick ? (this.rules.trick ? this.rules.trick.perDeal(game.start.seats) : 1) : this.delay;
    const live = this.counts[game.moves];
    if (live < n) return -1;
    let i = game.moves;
    while (i > 0 && this.counts[i] > live - n) i--;
    return i;
  }
}
