/**
 * §5.4 claims (Law 68-70): a bot defender answers the declarer's claim from its own view. The claim shows the
 * declarer's hand, so with its own hand, dummy and the played cards the defender knows its partner's hand too;
 * it accepts only a claim that holds double-dummy against the defence's best play (claim-answer.ts).
 */
import { botInput } from "../core/bot";
import type { RecordedAction } from "../core/record";
import { rngFromSeed } from "../core/rng";
import type { Action } from "../core/ruleset";
import { claimHolds, handsSeenAtClaim } from "./claim-answer";
import { ddTricks } from "./dd-solve";
import { bridge } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";
import { act, contract, start } from "./testkit";

/**
 * North declares 3NT; East leads. After three rounds of spades won by North, ten tricks are left: North holds
 * J♠, A♦ K♦ Q♦ J♦ T♦, K♥ Q♥, Q♣ J♣, and the defence holds A♥ (East), A♣ K♣ (East): a claim of all ten fails.
 */
const HANDS = [
  ["AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD", "TD", "KH", "QH", "QC", "JC"],
  ["6S", "5S", "4S", "5D", "4D", "3D", "AH", "9H", "8H", "7H", "AC", "KC", "7C"],
  ["TS", "9S", "8S", "7S", "9D", "8D", "7D", "6D", "JH", "TH", "TC", "9C", "8C"],
  ["3S", "2S", "2D", "6H", "5H", "4H", "3H", "2H", "6C", "5C", "4C", "3C", "2C"],
];

function afterThreeTricks(): { s: BridgeState; actions: RecordedAction[] } {
  let s = contract(start({ scoring: "duplicate", boards: 1 }, [{ hands: HANDS }], 0), 0, "3NT");
  const actions: RecordedAction[] = [];
  const play = (seat: number, card: string) => {
    // the declarer plays dummy's cards
    const actor = seat === 2 ? 0 : seat;
    s = act(s, actor, { type: "play", card });
    actions.push({ seat: actor, action: { type: "play", card } });
  };
  (play(1, "6S"), play(2, "7S"), play(3, "2S"), play(0, "AS"));
  (play(0, "KS"), play(1, "5S"), play(2, "8S"), play(3, "3S"));
  (play(0, "QS"), play(1, "4S"), play(2, "9S"), play(3, "2C"));
  expect([s.phase, s.played.length, s.won, s.turn]).toEqual(["play", 3, [3, 0], 0]);
  return { s, actions };
}

function claimed(tricks: number): { s: BridgeState; actions: RecordedAction[] } {
  const { s, actions } = afterThreeTricks();
  const action: Action = { type: "claim", tricks };
  return { s: act(s, 0, { type: "claim", tricks }), actions: [...actions, { seat: 0, action }] };
}

const answer = (s: BridgeState, actions: RecordedAction[], seat: number, level: "easy" | "normal" | "strong" = "normal") =>
  bridge.bot.decide(botInput(bridge, bridge.bot, s, { seats: 4, options: s.options as never, actions }, seat), level, rngFromSeed("answer"))[0];

test("a defender's view of a pending claim tells every hand: its own, dummy's, the declarer's shown one, and so its partner's", () => {
  const { s } = claimed(10);
  for (const seat of [1, 3]) {
    const seen = handsSeenAtClaim(bridge.view(s, seat), seat)!;
    expect(seen.map((h) => [...h].sort())).toEqual(s.hands.map((h) => [...h].sort()));
  }
  // the declarer's side answers nothing, and a defender's view before the claim shows no declarer's hand
  expect(handsSeenAtClaim(bridge.view(s, 0), 0)).toBeNull();
  expect(handsSeenAtClaim(bridge.view(afterThreeTricks().s, 1), 1)).toBeNull();
});

test("both bot defenders reject a claim of 10 of 10 while the defence holds A♥, A♣ and K♣, at every level", () => {
  const { s, actions } = claimed(10);
  for (const level of ["easy", "normal", "strong"] as const) {
    expect(answer(s, actions, 1, level)).toEqual({ type: "rejectClaim" });
    expect(answer(s, actions, 3, level)).toEqual({ type: "rejectClaim" });
  }
});

test("a cold claim is accepted: North, on lead, cashes J♠ and five diamonds (6 of 10)", () => {
  const { s, actions } = claimed(6);
  expect(answer(s, actions, 1)).toEqual({ type: "acceptClaim" });
  const s1 = act(s, 1, { type: "acceptClaim" });
  expect(answer(s1, [...actions, { seat: 1, action: { type: "acceptClaim" } }], 3)).toEqual({ type: "acceptClaim" });
});

test("the bot accepts exactly the claims that hold double-dummy (k of 10 against the declaring side's best total)", () => {
  const { s } = afterThreeTricks();
  const best = ddTricks({ hands: s.hands, strain: "NT", leader: s.leader, trick: s.trick }, 0);
  expect(best).toBeGreaterThanOrEqual(6);
  expect(best).toBeLessThan(10);
  for (let k = 0; k <= 10; k++) {
    const c = act(s, 0, { type: "claim", tricks: k });
    expect([k, claimHolds(bridge.view(c, 1), 1), claimHolds(bridge.view(c, 3), 3)]).toEqual([k, k <= best, k <= best]);
  }
});

test("claims at the first trick: none holds beyond the double-dummy total; one the solver cannot prove within its budget is rejected", () => {
  const r = bridge.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, rng: rngFromSeed("bot-claim") });
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  for (const c of ["1NT", "pass", "pass", "pass"]) s = act(s, s.turn, { type: "call", call: c });
  s = act(s, 1, { type: "play", card: s.hands[1][0] });
  // a claim of no tricks always holds; one of all 13 here cannot (the defence has the lead's trick to win or not)
  expect(claimHolds(bridge.view(act(s, 0, { type: "claim", tricks: 0 }), 1), 1)).toBe(true);
  const best = ddTricks({ hands: s.hands, strain: "NT", leader: s.leader, trick: s.trick }, 0);
  expect(claimHolds(bridge.view(act(s, 0, { type: "claim", tricks: best + 1 }), 1), 1)).toBe(false);
  expect(claimHolds(bridge.view(act(s, 0, { type: "claim", tricks: best }), 1), 1, 1)).toBe(false);
});
