/** The bridge bot (bot.ts): whole games at level normal, claims, dummy's seat, and playouts without claims. */
import { botInput } from "../core/bot";
import type { RecordedAction } from "../core/record";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { Action } from "../core/ruleset";
import { bridge } from "./index";
import { bridgePolicy, bridgeRandom } from "./policy";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";

const decide = (s: BridgeState, seat: number, actions: RecordedAction[], rng: Rng) =>
  bridge.bot.decide(botInput(bridge, bridge.bot, s, { seats: 4, options: DEFAULT_OPTIONS as never, actions }, seat), "normal", rng);

test("§5 bot: whole duplicate games end; every call and card is legal, no grand slams on random hands", () => {
  let contracts = 0;
  for (let g = 0; g < 3; g++) {
    const r = bridge.setup({ seats: 4, options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 2 }, dealer: 0, rng: rngFromSeed(`bot-${g}`) });
    if (!r.ok) throw new Error(r.error);
    let s: BridgeState = r.value;
    let rng = rngFromSeed(`bot-moves-${g}`);
    const actions: RecordedAction[] = [];
    let steps = 0;
    while (s.phase !== "over") {
      const seat = bridge.toAct(s)[0] as number;
      let a: Action | null;
      [a, rng] = decide(s, seat, actions, rng);
      expect(a).not.toBeNull();
      const res = bridge.apply(s, seat, a as never);
      if (!res.ok) throw new Error(res.error);
      s = res.value.state;
      actions.push({ seat, action: a as Action });
      if (++steps > 1000) throw new Error("no end");
    }
    for (const d of s.results) {
      if (!d.contract) continue;
      contracts++;
      expect(Number(d.contract[0])).toBeLessThanOrEqual(6);
    }
  }
  expect(contracts).toBeGreaterThan(2);
});

test("§5.2 bot never acts for dummy's seat, and as a defender accepts a claim that holds double-dummy (7 of 13 here)", () => {
  const r = bridge.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, rng: rngFromSeed("bot-claim") });
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const actions: RecordedAction[] = [];
  const step = (seat: number, action: Action) => {
    s = (bridge.apply(s, seat, action as never) as { ok: true; value: { state: BridgeState } }).value.state;
    actions.push({ seat, action });
  };
  for (const c of ["1NT", "pass", "pass", "pass"]) step(s.turn, { type: "call", call: c });
  step(1, { type: "play", card: s.hands[1][0] });
  expect(decide(s, 2, actions, rngFromSeed("x"))[0]).toBeNull();
  step(0, { type: "claim", tricks: 7 });
  expect(decide(s, 1, actions, rngFromSeed("x"))[0]).toEqual({ type: "acceptClaim" });
});

test("§5.4 the bots' playouts never claim or concede, though the table allows claims", () => {
  const r = bridge.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, rng: rngFromSeed("bot-playout") });
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  for (const c of ["1NT", "pass", "pass", "pass"])
    s = (bridge.apply(s, s.turn, { type: "call", call: c }) as { ok: true; value: { state: BridgeState } }).value.state;
  s = (bridge.apply(s, 1, { type: "play", card: s.hands[1][0] }) as { ok: true; value: { state: BridgeState } }).value.state;
  // Declarer's turn (dummy's card): the legal list offers claims and concessions beside the cards.
  const legal = bridge.legalActions(s, 0);
  expect(legal.some((a) => a.type === "claim")).toBe(true);
  let rng = rngFromSeed("draws");
  for (let k = 0; k < 200; k++) {
    const int = (n: number) => {
      let i: number;
      [i, rng] = randInt(rng, n);
      return i;
    };
    expect(bridgeRandom(s, 0, legal, int).type).toBe("play");
    expect(bridgePolicy(s, 0, legal, int).type).toBe("play");
  }
});
