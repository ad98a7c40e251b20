/**
 * `view` (§8): the public table for everyone, plus the own hand, legal moves and (for the dealer) the own
 * discard for a seat, or everything for the moderator. The kitty, the rng and the deal list never appear
 * otherwise; the upcard's code only while it lies face up.
 */
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { sortHand } from "./cards";
import { legalFor } from "./legal";
import type { EuchreState } from "./state";
import type { EuchreView } from "./types";

export function view(s: EuchreState, viewer: Viewer): JsonObject {
  const faceUp = s.upcardState === "up" || s.upcardState === "dead";
  const v: EuchreView = {
    phase: s.phase,
    handNo: s.handNo,
    dealer: s.dealer,
    target: s.options.targetScore,
    stickTheDealer: s.options.stickTheDealer,
    defendAloneOption: s.options.defendAlone,
    turn: s.turn,
    upcard: faceUp ? s.upcard : "",
    upSuit: s.upcard === "" ? "" : s.upcard[1],
    upcardState: s.upcardState,
    bids: s.bids.map((b) => ({ ...b })),
    trump: s.trump,
    maker: s.maker,
    alone: s.alone,
    defender: s.defender,
    out: s.out.slice(),
    leader: s.leader,
    trick: s.trick.map((p) => ({ ...p })),
    lastTrick: s.lastTrick.map((p) => ({ ...p })),
    lastWinner: s.lastWinner,
    tricks: [s.tricks[0], s.tricks[1]],
    scores: [s.scores[0], s.scores[1], s.scores[0], s.scores[1]],
    handCounts: s.hands.map((h) => h.length),
    results: s.results.map((r) => ({ ...r, tricks: [r.tricks[0], r.tricks[1]], points: [r.points[0], r.points[1]], totals: [r.totals[0], r.totals[1]] })),
    winners: s.winners.slice(),
  };
  if (typeof viewer === "number" && viewer >= 0 && viewer < 4) {
    v.hand = sortHand(s.hands[viewer], s.trump);
    // In the order of the shown hand, so clients rebuild exactly this list from their view (derive.ts).
    v.legal = legalFor(
      {
        phase: s.phase,
        turn: s.turn,
        dealer: s.dealer,
        upSuit: v.upSuit,
        trump: s.trump,
        stickTheDealer: s.options.stickTheDealer,
        hand: v.hand,
        led: s.trick[0]?.card,
      },
      viewer,
    );
    if (viewer === s.dealer && s.discarded !== "") v.discarded = s.discarded;
  } else if (viewer === "moderator") {
    v.hands = s.hands.map((h) => sortHand(h, s.trump));
    v.kitty = s.kitty.slice();
    v.upcardCard = s.upcard;
    v.discard = s.discarded;
  }
  return v as unknown as JsonObject;
}
