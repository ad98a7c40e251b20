/**
 * A plain table bot, so that a person playing with bots gets sensible auctions instead of random ones:
 * open one of the longest suit with 12+ high-card points (1NT when balanced with 15-17), raise partner's
 * suit once with support and 6+ points, otherwise pass; never double. In play: win cheaply when it can,
 * otherwise follow low; discard the lowest card. It never claims or concedes, and accepts claims and concessions.
 */
import { randInt, type Rng } from "../core/rng";
import type { Actor } from "../core/seats";
import { callerOf, parseBid } from "./auction";
import { hcp, rankOf, suitOf } from "./cards";
import { legalActions, toAct } from "./legal";
import type { BridgeState } from "./state";
import { partnerOf, sideOf, type BridgeAction } from "./types";
import { trickWinner } from "./apply";

function longestSuit(hand: readonly string[]): string {
  let best = "C";
  let n = -1;
  for (const s of ["S", "H", "D", "C"]) {
    const k = hand.filter((c) => suitOf(c) === s).length;
    if (k > n) {
      n = k;
      best = s;
    }
  }
  return best;
}

function auctionCall(s: BridgeState, seat: number, legal: BridgeAction[]): BridgeAction {
  const pass: BridgeAction = { type: "call", call: "pass" };
  const can = (call: string) => legal.some((a) => a.type === "call" && a.call === call);
  const hand = s.hands[seat];
  const points = hcp(hand);
  const mine = s.calls.some((c, i) => callerOf(s.dealer, i) === seat && parseBid(c));
  const partnerBids = s.calls.map((c, i) => ({ c, by: callerOf(s.dealer, i) })).filter((x) => x.by === partnerOf(seat) && parseBid(x.c));
  const anyBid = s.calls.some((c) => parseBid(c));
  const cheapest = (strain: string, maxLevel: number) => {
    for (let l = 1; l <= maxLevel; l++) if (can(`${l}${strain}`)) return `${l}${strain}`;
    return null;
  };
  if (!mine && partnerBids.length === 0 && !anyBid && points >= 12) {
    const lengths = ["S", "H", "D", "C"].map((x) => hand.filter((c) => suitOf(c) === x).length);
    const balanced = lengths.every((k) => k >= 2) && lengths.filter((k) => k === 2).length <= 1;
    if (balanced && points >= 15 && points <= 17 && can("1NT")) return { type: "call", call: "1NT" };
    const bid = cheapest(longestSuit(hand), 1);
    if (bid) return { type: "call", call: bid };
  }
  if (!mine && partnerBids.length === 1 && points >= 6) {
    const strain = parseBid(partnerBids[0].c)!.strain;
    const support = strain === "NT" ? 2 : hand.filter((c) => suitOf(c) === strain).length;
    const bid = support >= 3 ? cheapest(strain, 3) : null;
    if (bid) return { type: "call", call: bid };
  }
  return pass;
}

function playCard(s: BridgeState, cards: string[]): BridgeAction {
  const byRank = (a: string, b: string) => rankOf(a) - rankOf(b);
  const low = cards.slice().sort(byRank)[0];
  if (s.trick.length === 0) return { type: "play", card: cards.slice().sort(byRank)[cards.length - 1] ?? low };
  const trump = s.contract!.strain === "NT" ? "" : s.contract!.strain;
  const side = sideOf(s.turn);
  const winnerNow = (s.leader + trickWinner(s.trick, trump)) % 4;
  if (sideOf(winnerNow) !== side) {
    // The cheapest card that would take the trick so far, if any.
    const winners = cards.filter((c) => trickWinner([...s.trick, c], trump) === s.trick.length).sort(byRank);
    const sameSuit = winners.filter((c) => suitOf(c) === suitOf(s.trick[0]));
    const pick = sameSuit[0] ?? winners[0];
    if (pick) return { type: "play", card: pick };
  }
  return { type: "play", card: low };
}

/** The bot's action for `actor` (null when it has none) and the advanced generator. */
export function botAction(s: BridgeState, actor: Actor, rng: Rng): [BridgeAction | null, Rng] {
  if (typeof actor !== "number" || !toAct(s).includes(actor)) return [null, rng];
  const legal = legalActions(s, actor);
  if (legal.length === 0) return [null, rng];
  if (s.phase === "auction") return [auctionCall(s, actor, legal), rng];
  // A claim or a concession: the bot agrees (a concession is answered by the declarer).
  if (s.phase === "claim") return [legal.find((a) => a.type === "acceptClaim" || a.type === "acceptConcession") ?? legal[0], rng];
  const cards = legal.filter((a): a is { type: "play"; card: string } => a.type === "play").map((a) => a.card);
  if (cards.length === 0) {
    const [i, next] = randInt(rng, legal.length);
    return [legal[i], next];
  }
  return [playCard(s, cards), rng];
}
