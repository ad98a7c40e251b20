/**
 * View keys a client recomputes from the rest of its own view, so the server never sends them: the legal
 * list follows from the phase, whose turn it is, the own hand, the led card and the trump/up-card suits.
 * Each derivation must equal what `view` returns; derive.test.ts checks every viewer at every step of many
 * games, and the integration test compares every client's completed view with the engine's view.
 */
import type { Json, JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import type { EuchreDerivedKey } from "./types";
import { legalFor } from "./legal";

type V = JsonObject;

/** Exactly the keys of `EuchreDerivedKey` (types.ts): a key added here without it, or the other way round, is a type error. */
export const euchreDerived: Record<EuchreDerivedKey, (v: V, viewer: Viewer) => Json | undefined> = {
  legal: (v, viewer) => {
    if (typeof viewer !== "number") return undefined;
    const trick = (v.trick as { card: string }[] | undefined) ?? [];
    return legalFor(
      {
        phase: v.phase as string,
        turn: v.turn as number,
        dealer: v.dealer as number,
        upSuit: v.upSuit as string,
        trump: v.trump as string,
        stickTheDealer: v.stickTheDealer === true,
        hand: (v.hand as string[] | undefined) ?? [],
        led: trick[0]?.card,
      },
      viewer,
    );
  },
};
