/**
 * The end of a deal (§5.3, §7): score it by the chosen method, update the running totals (and the
 * rubber's games), decide whether the game is over, and start the next deal.
 */
import type { GameEvent } from "../core/ruleset";
import * as alertsModule from "./alerts";
import * as auctionModule from "./auction";
import * as cardsModule from "./cards";
import * as dealModule from "./deal";
import * as scoreModule from "./score";
import type { BridgeState } from "./state";
import * as typesModule from "./types";
import type { DealResult } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { contractText } = auctionModule;
const { resultNotes } = alertsModule;
const { pbnDeal } = cardsModule;
const { boardNow, startDeal } = dealModule;
const { dealScore, honorsOf, impHcp, isVul } = scoreModule;
const { sideOf } = typesModule;

type Pair = [number, number];

/** Scores the finished deal (`tricks` = declaring side's tricks; ignored when passed out) and moves on. */
export function finishDeal(s: BridgeState, tricks: number, events: GameEvent[]): BridgeState {
  const o = s.options;
  const c = s.contract;
  const hands = s.original!.hands;
  const passedOut = c === null;
  const counts = !(passedOut && (o.scoring === "chicago" || o.scoring === "impHcp"));
  const declSide = c ? sideOf(c.declarer) : 0;
  const parts = c ? dealScore(c, tricks, isVul(s.vul, declSide), o.scoring !== "rubber") : null;
  const nsScore = parts ? (declSide === 0 ? parts.total : -parts.total) : 0;
  const honors: Pair = c && o.honors && o.scoring === "rubber" ? honorsOf(hands, c.strain) : [0, 0];

  const totals: Pair = [s.totals[0], s.totals[1]];
  const above: Pair = [honors[0], honors[1]];
  const below: Pair = [0, 0];
  const rubberBonus: Pair = [0, 0];
  let games: Pair = [s.games[0], s.games[1]];
  let partial: Pair = [s.partial[0], s.partial[1]];
  let rubbersDone = s.rubbersDone;
  let game = false;
  let imp = { hcpNS: 0, expected: 0, imps: 0 };

  if (o.scoring === "rubber") {
    if (parts && c) {
      const def = 1 - declSide;
      if (parts.made) {
        below[declSide] += parts.trick;
        above[declSide] += parts.over + parts.insult + parts.slam;
      } else {
        above[def] += parts.under;
      }
      partial[declSide] += below[declSide];
      if (partial[declSide] >= 100) {
        game = true;
        games[declSide]++;
        partial = [0, 0];
        if (games[declSide] === 2) {
          rubberBonus[declSide] = games[1 - declSide] === 0 ? 700 : 500;
          above[declSide] += rubberBonus[declSide];
          games = [0, 0];
          rubbersDone++;
        }
      }
    }
    totals[0] += above[0] + below[0];
    totals[1] += above[1] + below[1];
  } else if (o.scoring === "impHcp") {
    if (counts) {
      imp = impHcp(hands, s.vul, nsScore);
      totals[0] += imp.imps;
      totals[1] -= imp.imps;
    }
  } else {
    if (nsScore > 0) totals[0] += nsScore;
    else totals[1] -= nsScore;
  }

  const result: DealResult = {
    deal: s.dealNo,
    board: boardNow(s),
    dealer: s.dealer,
    vul: s.vul,
    contract: contractText(c),
    declarer: c ? c.declarer : -1,
    tricks: c ? tricks : 0,
    score: nsScore,
    honors,
    above,
    below,
    game,
    rubberBonus,
    hcpNS: imp.hcpNS,
    expected: imp.expected,
    imps: imp.imps,
    counted: counts,
    totals,
    pbn: pbnDeal(hands),
    calls: s.calls.slice(),
    notes: resultNotes(s),
  };
  events.push({ type: "dealOver", result: { ...result } });
  const counted = s.counted + (counts ? 1 : 0);
  let next: BridgeState = {
    ...s,
    results: [...s.results, result],
    totals,
    games,
    partial,
    rubbersDone,
    counted,
    claim: null,
    claimBlocked: false,
  };
  const over = o.scoring === "rubber" ? rubbersDone >= o.rubbers : o.scoring === "duplicate" ? s.dealNo + 1 >= o.boards : counted >= 4 * o.rounds;
  if (over) {
    const winners = totals[0] > totals[1] ? [0, 2] : totals[1] > totals[0] ? [1, 3] : [];
    events.push({ type: "gameOver", totals, winners });
    return { ...next, phase: "over", turn: -1, winners, hands: [[], [], [], []], original: s.original, trick: [] };
  }
  // Chicago / impHcp: a passed-out deal is redealt by the same dealer (7.4).
  const dealer = passedOut && !counts ? s.dealer : (s.dealer + 1) % 4;
  next = startDeal(next, s.dealNo + 1, dealer, events);
  return next;
}
