/**
 * What the load clients play, per game: whose turn it is (read cheaply from the client's received view, so
 * that four clients per table can follow thousands of plays a second from one core), and a random legal
 * action from the client's own completed view (exactly as the browser completes it).
 */
import { completeView, getRuleset, type Action, type JsonObject } from "@salon/shared";
import { foxAction } from "@salon/shared/fox";

export interface LoadGame {
  id: string;
  seats: number;
  options: Record<string, unknown>;
  /** The seat to act now as `seat`'s received view tells (derived keys not sent), -1 for nobody or unknown. */
  turnOf(view: JsonObject, seat: number): number;
  /** A random legal action for `seat` from its own view, or null. */
  pick(view: JsonObject, seat: number, int: (n: number) => number): Action | null;
  handOf(view: JsonObject): string[];
  /** Which deal is being played (a new deal deals new hands). */
  dealOf(view: JsonObject): number;
}

/** A seat's whole view, completed like the browser does (docs/protocol.md, "Views on the wire"). */
function complete(id: string, view: JsonObject, seat: number): JsonObject {
  return completeView(getRuleset(id)!, view, seat);
}

const kierki: LoadGame = {
  id: "kierki",
  seats: 4,
  options: {},
  // In trick play (most of the game): the leader plus the cards down, the same rule as the ruleset's derived
  // `turn`, read without rebuilding the view; other phases (trump, lottery) rebuild it.
  turnOf: (view, seat) => {
    const phase = view.phase;
    if (phase === "play") return ((view.leader as number) + ((view.trick as unknown[] | undefined)?.length ?? 0)) % 4;
    if (phase !== "trump" && phase !== "lottery") return -1;
    return complete("kierki", view, seat).turn as number;
  },
  pick: (view, seat, int) => {
    const v = complete("kierki", view, seat);
    const legal = v.legal as string[] | undefined;
    if (!legal?.length) return null;
    const choice = legal[int(legal.length)];
    if (v.phase === "trump") return { type: "trump", suit: choice };
    return choice === "pass" ? { type: "pass" } : { type: "play", card: choice };
  },
  handOf: (view) => (view.hand as string[] | undefined) ?? [],
  dealOf: (view) => (view.dealNo as number) ?? 0,
};

const fox: LoadGame = {
  id: "fox",
  seats: 2,
  options: {},
  turnOf: (view, seat) => ((complete("fox", view, seat).legal as string[] | undefined)?.length ? seat : -1),
  pick: (view, seat, int) => {
    const v = complete("fox", view, seat);
    const legal = v.legal as string[];
    return legal?.length ? foxAction(v.phase as string, legal[int(legal.length)]) : null;
  },
  handOf: (view) => (view.hand as string[] | undefined) ?? [],
  dealOf: (view) => (view.round as number) ?? 0,
};

export const games: Record<string, LoadGame> = { kierki, fox };
