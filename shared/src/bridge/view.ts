/**
 * `view` (§8): public facts for everyone; the own hand and legal list for a seat; dummy's hand to all
 * from the opening lead; the declarer's hand to all while a claim is pending; every hand for the
 * moderator. Finished deals' hand records travel as PBN deal strings inside `results`; calls and
 * contracts show the strain as a suit symbol ("4♠"), so no view string reads like a card code. Parts of
 * the state a move left alone come out as the same frozen copy as before (core/frozen.ts): the finished
 * deals' results, copied through JSON, were most of a view's cost late in a match.
 */
import { frozenParts } from "../core/frozen";
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { notesView } from "./alerts";
import { callToView, contractText } from "./auction";
import { boardNow } from "./deal";
import { actorOf, dummyOf, leadMade, legalStrings } from "./legal";
import type { BridgeState } from "./state";
import type { BridgeView, DealResult, ShownNote } from "./types";

const list = frozenParts(<T>(a: readonly T[]) => a.slice());
const calls = frozenParts((c: BridgeState["calls"]) => c.map(callToView));
const played = frozenParts((p: BridgeState["played"]) => p.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner })));
const handCounts = frozenParts((hands: BridgeState["hands"]) => hands.map((h) => h.length));
const allHands = frozenParts((hands: BridgeState["hands"]) => hands.map((h) => h.slice()));
const results = frozenParts((rs: BridgeState["results"]) =>
  rs.map(
    (r): DealResult => ({
      ...(JSON.parse(JSON.stringify(r)) as DealResult),
      contract: callToView(r.contract),
      ...(r.calls ? { calls: r.calls.map(callToView) } : {}),
    }),
  ),
);

export function view(s: BridgeState, viewer: Viewer): JsonObject {
  const c = s.contract;
  const dummy = dummyOf(s);
  const inDeal = s.phase === "play" || s.phase === "claim";
  const v: BridgeView = {
    phase: s.phase,
    scoring: s.options.scoring,
    dealNo: s.dealNo,
    board: boardNow(s),
    dealer: s.dealer,
    vul: s.vul,
    calls: calls(s.calls),
    // Alerts and explanations of the live auction, as this viewer may see them (alerts.ts).
    notes: notesView(s, viewer) as (ShownNote | null)[],
    contract: callToView(contractText(c)),
    declarer: c ? c.declarer : -1,
    dummy,
    turn: s.turn,
    actor: actorOf(s),
    leader: s.leader,
    trick: list(s.trick),
    played: played(s.played),
    won: [s.won[0], s.won[1]],
    handCounts: handCounts(s.hands),
    claim: s.claim ? { tricks: s.claim.tricks, accepted: s.claim.accepted.slice(), by: s.claim.by } : null,
    claimBlocked: s.claimBlocked,
    games: [s.games[0], s.games[1]],
    partial: [s.partial[0], s.partial[1]],
    rubbersDone: s.rubbersDone,
    scores: [s.totals[0], s.totals[1], s.totals[0], s.totals[1]],
    results: results(s.results),
    winners: list(s.winners),
  };
  if (inDeal && leadMade(s)) v.dummyHand = list(s.hands[dummy]);
  // A claim shows the declarer's cards to all (§5.4); a defender's concession shows nothing.
  if (s.phase === "claim" && c && s.claim?.by === c.declarer) v.declarerHand = list(s.hands[c.declarer]);
  if (typeof viewer === "number") {
    v.hand = list(s.hands[viewer]);
    v.legal = legalStrings(s, viewer);
  } else if (viewer === "moderator") {
    v.hands = allHands(s.hands);
  }
  return v as unknown as JsonObject;
}
