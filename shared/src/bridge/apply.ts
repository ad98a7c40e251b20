/**
 * `apply`: one call, card, claim or claim answer. Refusals never name a card the actor cannot see.
 */
import * as resultModule from "../core/result";
import type { Result } from "../core/result";
import type { Applied, GameEvent } from "../core/ruleset";
import type { Actor } from "../core/seats";
import * as alertsModule from "./alerts";
import * as auctionModule from "./auction";
import * as cardsModule from "./cards";
import * as finishModule from "./finish";
import * as legalModule from "./legal";
import * as stateModule from "./state";
import type { BridgeState } from "./state";
import * as typesModule from "./types";
import type { BridgeAction } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { fail, failWith, ok } = resultModule;
const { askRefusal, cleanExplanation, explainRefusal, explanationRefusal, noteOfCall, withNote } = alertsModule;
const { auctionOver, callRefusal, contractOf } = auctionModule;
const { rankOf, suitOf } = cardsModule;
const { finishDeal } = finishModule;
const { actorOf, defendersOf, dummyOf, followable, isConcession, leadMade, mayClaim, mayConcede } = legalModule;
const { draft } = stateModule;
const { partnerOf, sideOf } = typesModule;

export function apply(s: BridgeState, actor: Actor, a: BridgeAction): Result<Applied<BridgeState>> {
  if (typeof actor !== "number") return fail("Bridge has no moderator actions");
  if (s.phase === "over") return failWith("game_over", "The game is over");
  if (s.phase === "deal") return fail("Waiting for the next deal");
  const events: GameEvent[] = [];
  switch (a.type) {
    case "call":
      return call(s, actor, a, events);
    case "ask":
      return ask(s, actor, a.call, events);
    case "explain":
      return explain(s, actor, a, events);
    case "play":
      return play(s, actor, a.card, events);
    case "claim":
      return claim(s, actor, a.tricks, events);
    case "acceptClaim":
    case "rejectClaim":
      return answer(s, actor, a.type === "acceptClaim", events);
    case "concede":
      return concede(s, actor, a.tricks, events);
    case "acceptConcession":
    case "rejectConcession":
      return answerConcession(s, actor, a.type === "acceptConcession", events);
  }
}

function call(s: BridgeState, seat: number, a: Extract<BridgeAction, { type: "call" }>, events: GameEvent[]): Result<Applied<BridgeState>> {
  const c = a.call;
  if (s.phase !== "auction") return fail("The auction is over");
  if (seat !== s.turn) return failWith("not_your_turn", "It is not your turn");
  const why = callRefusal(s.calls, s.dealer, c);
  if (why) return fail(why);
  // An empty explanation is none (an alert alone is allowed: the opponents may ask).
  if (a.explain !== undefined && cleanExplanation(a.explain) !== "") {
    const bad = explanationRefusal(a.explain);
    if (bad) return fail(bad);
  }
  const calls = [...s.calls, c];
  const note = noteOfCall(a);
  events.push(note ? { type: "call", seat, call: c, note } : { type: "call", seat, call: c });
  let next: BridgeState = { ...s, calls, notes: note ? withNote(s.notes, calls.length - 1, note) : s.notes, turn: (s.turn + 1) % 4 };
  if (!auctionOver(calls)) return ok({ state: next, events });
  const contract = contractOf(calls, s.dealer);
  if (!contract) {
    events.push({ type: "passedOut" });
    return ok({ state: finishDeal({ ...next, contract: null }, 0, events), events });
  }
  const leader = (contract.declarer + 1) % 4;
  events.push({ type: "contract", contract });
  next = { ...next, contract, phase: "play", leader, turn: leader };
  return ok({ state: next, events });
}

/** An opponent asks about call `i` (Law 20F): the bidder's explanation, when there is one, is its answer. */
function ask(s: BridgeState, seat: number, i: number, events: GameEvent[]): Result<Applied<BridgeState>> {
  const why = askRefusal(s, seat, i);
  if (why) return fail(why);
  const old = s.notes[i] ?? { alert: false, asked: [] };
  events.push({ type: "ask", seat, call: i });
  return ok({ state: { ...s, notes: withNote(s.notes, i, { ...old, asked: [...old.asked, seat] }) }, events });
}

/** The bidder explains its own call `i` (with it, later, or answering a question); a later explanation replaces the earlier. */
function explain(s: BridgeState, seat: number, a: Extract<BridgeAction, { type: "explain" }>, events: GameEvent[]): Result<Applied<BridgeState>> {
  const why = explainRefusal(s, seat, a.call, a);
  if (why) return fail(why);
  const old = s.notes[a.call] ?? { alert: false, asked: [] };
  const text = a.explain === undefined ? "" : cleanExplanation(a.explain);
  const note = { alert: old.alert || !!a.alert, ...(text ? { text } : {}), ...(a.code ? { code: a.code } : {}), asked: old.asked };
  events.push({ type: "explain", seat, call: a.call });
  return ok({ state: { ...s, notes: withNote(s.notes, a.call, note) }, events });
}

/** Index of the trick's winner within `cards` (§6): highest trump, else highest of the led suit. */
export function trickWinner(cards: readonly string[], trump: string): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i];
    const b = cards[best];
    const cT = suitOf(c) === trump;
    const bT = suitOf(b) === trump;
    if (cT && !bT) best = i;
    else if (suitOf(c) === suitOf(b) && rankOf(c) > rankOf(b)) best = i;
  }
  return best;
}

function play(s: BridgeState, seat: number, card: string, events: GameEvent[]): Result<Applied<BridgeState>> {
  if (s.phase === "claim") return fail("A claim is pending: the defenders answer first");
  if (s.phase !== "play") return fail("It is not time to play cards");
  const dummy = dummyOf(s);
  if (seat === dummy) return fail("Dummy does not play: the declarer plays dummy's cards");
  if (seat !== actorOf(s)) return failWith("not_your_turn", "It is not your turn");
  const hand = s.hands[s.turn];
  if (!hand.includes(card)) {
    if (seat === s.contract!.declarer) {
      // The declarer sees both hands (dummy is faced once it is dummy's turn), so naming them leaks nothing.
      if (s.turn === dummy) return fail("It is dummy's turn: play a card from dummy's hand");
      return fail("It is your own hand's turn, not dummy's: play a card from your hand");
    }
    return failWith("not_in_hand", "That card is not in your hand");
  }
  if (!followable(hand, s.trick).includes(card))
    return failWith("must_follow", `You must follow the led suit (${suitOf(s.trick[0])})`, { suit: suitOf(s.trick[0]) });
  const hands = s.hands.map((h, i) => (i === s.turn ? h.filter((c) => c !== card) : h));
  const trick = [...s.trick, card];
  events.push({ type: "play", seat: s.turn, card });
  const next = draft(s);
  next.hands = hands;
  next.claimBlocked = false;
  if (trick.length < 4) {
    next.trick = trick;
    next.turn = (s.turn + 1) % 4;
    return ok({ state: next, events });
  }
  const trump = s.contract!.strain === "NT" ? "" : s.contract!.strain;
  const winner = (s.leader + trickWinner(trick, trump)) % 4;
  const won: [number, number] = [s.won[0], s.won[1]];
  won[sideOf(winner)]++;
  const played = [...s.played, { leader: s.leader, cards: trick, winner }];
  events.push({ type: "trick", winner });
  next.trick = [];
  next.played = played;
  next.won = won;
  next.leader = winner;
  next.turn = winner;
  if (played.length < 13) return ok({ state: next, events });
  return ok({ state: finishDeal(next, won[sideOf(s.contract!.declarer)], events), events });
}

function claim(s: BridgeState, seat: number, tricks: number, events: GameEvent[]): Result<Applied<BridgeState>> {
  if (!s.options.claims) return fail("Claims are off at this table");
  if (s.phase !== "play") return fail(s.phase === "claim" ? "A claim is already pending" : "Claims are made during the play");
  if (seat !== s.contract!.declarer) return fail("Only the declarer may claim");
  if (!leadMade(s)) return fail("Claims are possible once the opening lead has been made");
  if (s.claimBlocked) return fail("After a rejected claim, play at least one more card before claiming again");
  if (!mayClaim(s, seat)) return fail("You cannot claim now");
  return openClaim(s, seat, tricks, events, "claim", "Claim");
}

/** A defender concedes `tricks` of the remaining ones to the declarer (§5.4 "Concessions", Law 68). */
function concede(s: BridgeState, seat: number, tricks: number, events: GameEvent[]): Result<Applied<BridgeState>> {
  if (!s.options.claims) return fail("Claims and concessions are off at this table");
  if (s.phase !== "play") return fail(s.phase === "claim" ? "A claim or concession is already pending" : "Concessions are made during the play");
  if (!s.contract || !defendersOf(s).includes(seat)) return fail("Only a defender may concede tricks");
  if (!leadMade(s)) return fail("Concessions are possible once the opening lead has been made");
  if (s.claimBlocked) return fail("After a rejected claim or concession, play at least one more card first");
  if (!mayConcede(s, seat)) return fail("You cannot concede now");
  return openClaim(s, seat, tricks, events, "concede", "Concede");
}

/**
 * A claim or a concession that may be made: `tricks` must be a count of the tricks left; the others then answer
 * it in the claim phase (§5.4). One home for both, so they check the count and open the phase alike.
 */
function openClaim(s: BridgeState, seat: number, tricks: number, events: GameEvent[], type: "claim" | "concede", verb: string): Result<Applied<BridgeState>> {
  const left = 13 - s.played.length;
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > left) return fail(`${verb} between 0 and ${left} of the remaining tricks`);
  events.push({ type, seat, tricks });
  return ok({ state: { ...s, phase: "claim", claim: { tricks, accepted: [], by: seat } }, events });
}

/** The declarer accepts or rejects a concession; the conceder's partner may object (Law 68B2). */
function answerConcession(s: BridgeState, seat: number, accept: boolean, events: GameEvent[]): Result<Applied<BridgeState>> {
  if (s.phase !== "claim" || !s.claim || !isConcession(s)) return fail("No concession is pending");
  const declarer = s.contract!.declarer;
  const partner = partnerOf(s.claim.by);
  if (accept && seat !== declarer) return fail("Only the declarer accepts a concession");
  if (!accept && seat !== declarer && seat !== partner) return fail("Only the declarer, or the conceding defender's partner, may refuse a concession");
  if (!accept) {
    events.push({ type: "concessionRejected", seat });
    return ok({ state: { ...s, phase: "play", claim: null, claimBlocked: true }, events });
  }
  events.push({ type: "concessionAccepted", seat });
  const total = s.won[sideOf(declarer)] + s.claim.tricks;
  return ok({ state: finishDeal({ ...s, phase: "play", claim: null }, total, events), events });
}

function answer(s: BridgeState, seat: number, accept: boolean, events: GameEvent[]): Result<Applied<BridgeState>> {
  if (s.phase !== "claim" || !s.claim || isConcession(s)) return fail("No claim is pending");
  if (!defendersOf(s).includes(seat)) return fail("Only the defenders answer a claim");
  if (s.claim.accepted.includes(seat)) return fail("You have already accepted this claim");
  if (!accept) {
    events.push({ type: "claimRejected", seat });
    return ok({ state: { ...s, phase: "play", claim: null, claimBlocked: true }, events });
  }
  const accepted = [...s.claim.accepted, seat];
  events.push({ type: "claimAccepted", seat });
  if (accepted.length < 2) return ok({ state: { ...s, claim: { ...s.claim, accepted } }, events });
  const total = s.won[sideOf(s.contract!.declarer)] + s.claim.tricks;
  return ok({ state: finishDeal({ ...s, phase: "play", claim: null }, total, events), events });
}
