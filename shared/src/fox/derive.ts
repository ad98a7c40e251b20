/**
 * View keys a client recomputes from the rest of its own view, so the server never sends them: only the
 * cards on the table (`table`, `tableLeader`) travel, and a card play costs a few bytes. Everything here is
 * what a player at a real table sees or counts. Each derivation must equal what `view` returns; the unit
 * test checks every viewer at every step of many games, and the integration tests compare every client's
 * completed view with the engine's view.
 */
import type { Json, JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import type { FoxDerivedKey } from "./types";
import { rankOf, suitOf } from "./deck";
import { legalFor } from "./legal";
import { leadWins } from "./resolve";

type V = JsonObject;
const table = (v: V) => v.table as string[];

/** The table holds a trick in progress: one card, or two while the second card's power is pending. */
function inProgress(v: V): boolean {
  const n = table(v).length;
  return n === 1 || (n === 2 && (v.phase === "exchange" || v.phase === "discard"));
}

function finished(v: V): boolean {
  return table(v).length === 2 && !inProgress(v);
}

/**
 * The finished trick's winner. The decree cannot change while a finished trick is shown (an exchange
 * needs a 3 played, which starts the next trick), so today's trump is the one it was resolved with.
 */
function winnerOfFinished(v: V): number {
  const [led, followed] = table(v);
  const leader = v.tableLeader as number;
  return leadWins(led, followed, suitOf(v.decree as string)) ? leader : 1 - leader;
}

/** Exactly the keys of `FoxDerivedKey` (types.ts): a key added here without it, or the other way round, is a type error. */
export const foxDerived: Record<FoxDerivedKey, (v: V, viewer: Viewer) => Json | undefined> = {
  trick: (v) => (inProgress(v) ? table(v).slice() : []),
  lastTrick: (v) => (finished(v) ? table(v).slice() : []),
  lastLeader: (v) => (finished(v) ? (v.tableLeader as number) : -1),
  lastWinner: (v) => (finished(v) ? winnerOfFinished(v) : -1),
  /** Who leads (or led) the trick: a new round's non-dealer, the Swan's loser or the winner (§6.6). */
  leader: (v) => {
    if (inProgress(v)) return v.tableLeader as number;
    if (v.phase === "deal" || !finished(v)) return 1 - (v.dealer as number);
    const winner = winnerOfFinished(v);
    const [led, followed] = table(v);
    const loserCard = winner === v.tableLeader ? followed : led;
    return rankOf(loserCard) === 1 ? 1 - winner : winner;
  },
  /** The leader with an empty trick, the seat whose 3 or 5 is pending, else the follower. */
  turn: (v) => {
    const leader = v.leader as number;
    const trick = v.trick as string[];
    if (v.phase === "play") return trick.length === 0 ? leader : 1 - leader;
    if (v.phase === "exchange" || v.phase === "discard") return trick.length === 1 ? leader : 1 - leader;
    return -1;
  },
  /** 13 less the tricks taken and any card in the current trick; a Woodcutter's drawn card until discarded. */
  handCounts: (v) => {
    if (v.phase === "deal") return [0, 0];
    const tricks = v.tricks as number[];
    const trick = v.trick as string[];
    const leader = v.leader as number;
    return [0, 1].map((seat) => {
      const played = trick.length > (seat === leader ? 0 : 1) ? 1 : 0;
      const drawn = v.phase === "discard" && v.turn === seat ? 1 : 0;
      return 13 - tricks[0] - tricks[1] - played + drawn;
    });
  },
  legal: (v, viewer) => {
    if (typeof viewer !== "number") return undefined;
    return v.turn === viewer ? legalFor(v.phase as string, v.hand as string[], v.trick as string[]) : [];
  },
};
