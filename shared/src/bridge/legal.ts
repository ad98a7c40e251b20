/**
 * Who acts (dummy's cards are played by the declarer, §5.2), following suit (Law 44) and the list of
 * legal actions.
 */
import type { Actor } from "../core/seats";
import * as auctionModule from "./auction";
import * as cardsModule from "./cards";
import type { BridgeState } from "./state";
import * as typesModule from "./types";
import type { BridgeAction } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { callToView, legalCalls } = auctionModule;
const { suitOf } = cardsModule;
const { partnerOf } = typesModule;

export const dummyOf = (s: BridgeState): number => (s.contract ? partnerOf(s.contract.declarer) : -1);

/** The opening lead has been made: dummy is faced and claims are possible. */
export const leadMade = (s: BridgeState): boolean => s.played.length > 0 || s.trick.length > 0;

/** The seat that sends the next action in the auction or play (declarer for dummy's hand). */
export function actorOf(s: BridgeState): number {
  if (s.phase === "auction") return s.turn;
  if (s.phase === "play") return s.turn === dummyOf(s) ? s.contract!.declarer : s.turn;
  return -1;
}

/** A pending concession (a defender's), as opposed to the declarer's claim. */
export const isConcession = (s: BridgeState): boolean => !!s.claim && !!s.contract && s.claim.by !== s.contract.declarer;

export function toAct(s: BridgeState): Actor[] {
  if (s.phase === "claim" && isConcession(s)) return [s.contract!.declarer];
  if (s.phase === "claim") return defendersOf(s).filter((d) => !s.claim!.accepted.includes(d));
  const a = actorOf(s);
  return a >= 0 ? [a] : [];
}

export function defendersOf(s: BridgeState): number[] {
  const d = s.contract ? s.contract.declarer : 0;
  return [(d + 1) % 4, (d + 3) % 4];
}

/** Law 44: a hand holding a card of the led suit must play one; otherwise any card. */
export function followable(hand: readonly string[], trick: readonly string[]): string[] {
  if (trick.length === 0) return hand.slice();
  const led = suitOf(trick[0]);
  const same = hand.filter((c) => suitOf(c) === led);
  return same.length ? same : hand.slice();
}

/**
 * The declarer may claim at any time during the play once the opening lead is faced (§5.4, Law 68), whoever
 * is on lead, with nothing pending and not straight after a rejected claim or concession.
 */
export function mayClaim(s: BridgeState, seat: number): boolean {
  return s.options.claims && s.phase === "play" && !!s.contract && seat === s.contract.declarer && leadMade(s) && !s.claimBlocked;
}

/** A defender may concede tricks on the same terms (§5.4 "Concessions", Law 68B). */
export function mayConcede(s: BridgeState, seat: number): boolean {
  return s.options.claims && s.phase === "play" && !!s.contract && defendersOf(s).includes(seat) && leadMade(s) && !s.claimBlocked;
}

export function legalActions(s: BridgeState, actor: Actor): BridgeAction[] {
  if (typeof actor !== "number") return [];
  if (s.phase === "auction") return actor === s.turn ? legalCalls(s.calls, s.dealer).map((call) => ({ type: "call", call })) : [];
  if (s.phase === "claim") {
    if (!isConcession(s)) return toAct(s).includes(actor) ? [{ type: "acceptClaim" }, { type: "rejectClaim" }] : [];
    if (actor === s.contract!.declarer) return [{ type: "acceptConcession" }, { type: "rejectConcession" }];
    // Law 68B2: the conceding defender's partner may object.
    return actor === partnerOf(s.claim!.by) ? [{ type: "rejectConcession" }] : [];
  }
  if (s.phase !== "play") return [];
  const out: BridgeAction[] = actorOf(s) === actor ? followable(s.hands[s.turn], s.trick).map((card) => ({ type: "play", card })) : [];
  const left = 13 - s.played.length;
  if (mayClaim(s, actor)) for (let n = 0; n <= left; n++) out.push({ type: "claim", tricks: n });
  if (mayConcede(s, actor)) for (let n = 0; n <= left; n++) out.push({ type: "concede", tricks: n });
  return out;
}

/**
 * The compact legal list of a view: calls (as views show them), card codes, "claim", "concede", and the
 * answers "accept"/"reject" (to a claim) or "acceptConcession"/"rejectConcession".
 */
export function legalStrings(s: BridgeState, seat: number): string[] {
  const out: string[] = [];
  const once = new Set<string>();
  for (const a of legalActions(s, seat)) {
    if (a.type === "call") out.push(callToView(a.call));
    else if (a.type === "play") out.push(a.card);
    else if (a.type === "claim" || a.type === "concede") once.add(a.type);
    else out.push(a.type === "acceptClaim" ? "accept" : a.type === "rejectClaim" ? "reject" : a.type);
  }
  return [...out, ...once];
}
