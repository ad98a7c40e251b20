/**
 * What the load clients play, per game: whose turn it is (read cheaply from the decoded state, so that
 * four clients per table can follow thousands of plays a second from one core), a random legal action from
 * the client's own rebuilt view (exactly as the browser rebuilds it), and when the measured deal is over.
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
  /** The deal being measured is over (the table is then replaced). */
  dealOver(state: any, plays: number): boolean;
  handOf(state: any, seat: number): string[];
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
  // Deal 1 is trick play: the leader plus the cards down (the same rule as the ruleset's derived `turn`).
  turnOf: (state) => {
    if (scalar(state, "phase") !== "play") return -1;
    const trick = state.pub?.f?.get("trick")?.a;
    return ((scalar(state, "leader") as number) + (trick?.length ?? 0)) % 4;
  },
  pick: (state, seat, int) => {
    const legal = viewOf(state, seat).legal as string[] | undefined;
    return legal?.length ? { type: "play", card: legal[int(legal.length)] } : null;
  },
  dealOver: (_state, plays) => plays >= 52,
  handOf: (state, seat) => Array.from(state.seats[seat]?.priv?.f?.get("hand")?.a ?? []),
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
  dealOver: (state) => (scalar(state, "round") as number) > 0,
  handOf: (state, seat) => Array.from(state.seats[seat]?.priv?.f?.get("hand")?.a ?? []),
};

export const games: Record<string, LoadGame> = { kierki, fox };
