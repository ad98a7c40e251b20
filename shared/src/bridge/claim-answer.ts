/**
 * How a bot defender answers the declarer's claim (§5.4, Law 68-70), from its own view only. While a claim
 * is pending the view shows the declarer's hand to all (view.ts); a defender also sees its own hand, dummy
 * and every card played, so the one hand it does not see, its partner's, is the rest of the deck. With all
 * 52 cards known it accepts only a claim that holds double-dummy: the declaring side takes at least the
 * claimed tricks against the defence's best play, proved by the solver (dd-solve.ts) within a node budget.
 * A claim the solver cannot prove within that budget is rejected: play goes on, and nothing is given away.
 */
import type { JsonObject } from "../core/ruleset";
import { callFromView, parseBid } from "./auction";
import { BRIDGE_DECK } from "./cards";
import { DDSolver } from "./dd-solve";

/**
 * Solver nodes a claim answer may spend, to stay within the normal bot's time (≤ 150 ms typical). Measured on
 * random 1NT deals, asking for the double-dummy total and one more (the hardest claims to prove), on the
 * 2-core test machine under a load of about 11: claims after 6 tricks took 0.1 ms (median), under 6,500
 * nodes; after 3 tricks 15 ms; at the first trick 60 ms, where half of these exact-bound claims ran out of
 * 80,000 nodes and were rejected. Claims with a trick to spare, and later claims, are proved far sooner.
 */
export const CLAIM_NODES = 100_000;

interface ClaimView {
  phase?: string;
  contract?: string;
  declarer?: number;
  dummy?: number;
  leader?: number;
  trick?: string[];
  played?: { cards: string[] }[];
  hand?: string[];
  dummyHand?: string[];
  declarerHand?: string[];
  handCounts?: number[];
  claim?: { tricks: number; by: number; accepted: number[] } | null;
}

/** The four hands as `seat` (a defender) can tell them while the declarer's claim is pending, or null. */
export function handsSeenAtClaim(view: JsonObject, seat: number): string[][] | null {
  const v = view as ClaimView;
  if (v.phase !== "claim" || !v.claim || v.declarer === undefined || v.dummy === undefined || v.claim.by !== v.declarer) return null;
  if (!v.hand || !v.dummyHand || !v.declarerHand || !v.played || !v.trick || !v.handCounts) return null;
  const partner = (seat + 2) % 4;
  if (seat === v.declarer || seat === v.dummy) return null;
  const hands: string[][] = [[], [], [], []];
  hands[seat] = v.hand.slice();
  hands[v.dummy] = v.dummyHand.slice();
  hands[v.declarer] = v.declarerHand.slice();
  const known = new Set<string>([...v.hand, ...v.dummyHand, ...v.declarerHand, ...v.trick, ...v.played.flatMap((t) => t.cards)]);
  hands[partner] = BRIDGE_DECK.filter((c) => !known.has(c));
  // the deduction is only sound when every hand has the number of cards the table says it holds
  for (let k = 0; k < 4; k++) if (hands[k].length !== v.handCounts[k]) return null;
  return hands;
}

/**
 * Whether the declarer's pending claim holds double-dummy for `seat`'s side to accept: the declaring side
 * takes at least the claimed number of the remaining tricks (the one in progress included) however the
 * defence plays. False when it does not, or when `nodes` solver nodes did not prove it.
 */
export function claimHolds(view: JsonObject, seat: number, nodes = CLAIM_NODES): boolean {
  const v = view as ClaimView;
  const hands = handsSeenAtClaim(view, seat);
  if (!hands || !v.contract || !v.claim) return false;
  const bid = parseBid(callFromView(v.contract).replace(/X+$/, ""));
  if (!bid) return false;
  const solver = new DDSolver().load({ hands, strain: bid.strain, leader: v.leader ?? 0, trick: v.trick ?? [] });
  solver.clear();
  return solver.reaches(v.declarer! & 1, v.claim.tricks, nodes) === true;
}
