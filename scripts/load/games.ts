/**
 * What the load clients play, per game: whose turn it is (read cheaply from the decoded state, so that
 * four clients per table can follow thousands of plays a second from one core), and a random legal action
 * from the client's own rebuilt view (exactly as the browser rebuilds it).
 */
import { completeView, getRuleset, mergeViews, readDoc, type Action, type JsonObject } from "@salon/shared";
import { foxAction } from "@salon/shared/fox";

export interface LoadGame {
  id: string;
  seats: number;
  options: Record<string, unknown>;
  /** The seat to act now, -1 for nobody, from the decoded state. */
  turnOf(state: any): number;
  /** A random legal action for `seat` from its own view, or null. */
  pick(state: any, seat: number, int: (n: number) => number): Action | null;
  handOf(state: any, seat: number): string[];
  /** Which deal is being played (a new deal deals new hands). */
  dealOf(state: any): number;
}

/** A seat's whole view, rebuilt like the browser does (docs/protocol.md, "Views on the wire"). */
function viewOf(state: any, seat: number): JsonObject {
  const rules = getRuleset(state.ruleset)!;
  return completeView(rules, mergeViews(readDoc(state.pub), readDoc(state.seats[seat]?.priv)), seat);
}

const scalar = (state: any, key: string): unknown => {
  const text = state.pub?.s?.get(key);
  return text === undefined ? undefined : JSON.parse(text);
};

const kierki: LoadGame = {
  id: "kierki",
  seats: 4,
  options: {},
  // In trick play (most of the game): the leader plus the cards down, the same rule as the ruleset's derived
  // `turn`, read without rebuilding the view; other phases (trump, lottery) rebuild it.
  turnOf: (state) => {
    const phase = scalar(state, "phase");
    if (phase === "play") return ((scalar(state, "leader") as number) + (state.pub?.f?.get("trick")?.a?.length ?? 0)) % 4;
    if (phase !== "trump" && phase !== "lottery") return -1;
    return viewOf(state, 0).turn as number;
  },
  pick: (state, seat, int) => {
    const v = viewOf(state, seat);
    const legal = v.legal as string[] | undefined;
    if (!legal?.length) return null;
    const choice = legal[int(legal.length)];
    if (v.phase === "trump") return { type: "trump", suit: choice };
    return choice === "pass" ? { type: "pass" } : { type: "play", card: choice };
  },
  handOf: (state, seat) => Array.from(state.seats[seat]?.priv?.f?.get("hand")?.a ?? []),
  dealOf: (state) => (scalar(state, "dealNo") as number) ?? 0,
};

const fox: LoadGame = {
  id: "fox",
  seats: 2,
  options: {},
  turnOf: (state) => {
    for (let seat = 0; seat < 2; seat++) if (state.seats[seat]?.priv && (viewOf(state, seat).legal as string[] | undefined)?.length) return seat;
    return -1;
  },
  pick: (state, seat, int) => {
    const v = viewOf(state, seat);
    const legal = v.legal as string[];
    return legal?.length ? foxAction(v.phase as string, legal[int(legal.length)]) : null;
  },
  handOf: (state, seat) => Array.from(state.seats[seat]?.priv?.f?.get("hand")?.a ?? []),
  dealOf: (state) => (scalar(state, "round") as number) ?? 0,
};

export const games: Record<string, LoadGame> = { kierki, fox };
