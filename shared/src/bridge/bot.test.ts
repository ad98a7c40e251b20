/** The table bot (bot.ts): whole games where every seat is the bot; every action legal, auctions sane. */
import { rngFromSeed } from "../core/rng";
import { parseBid } from "./auction";
import { botAction } from "./bot";
import { bridge } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";

test("§5 bot: whole duplicate games end; calls are legal, contracts at most the 3 level and never doubled", () => {
  let contracts = 0;
  for (let g = 0; g < 10; g++) {
    const r = bridge.setup({ seats: 4, options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 4 }, dealer: 0, rng: rngFromSeed(`bot-${g}`) });
    if (!r.ok) throw new Error(r.error);
    let s: BridgeState = r.value;
    let rng = rngFromSeed(`bot-moves-${g}`);
    let steps = 0;
    while (s.phase !== "over") {
      const seat = bridge.toAct(s)[0] as number;
      const [a, next] = botAction(s, seat, rng);
      rng = next;
      expect(a).not.toBeNull();
      const res = bridge.apply(s, seat, a!);
      if (!res.ok) throw new Error(res.error);
      s = res.value.state;
      if (++steps > 1000) throw new Error("no end");
    }
    for (const d of s.results) {
      if (!d.contract) continue;
      contracts++;
      expect(parseBid(d.contract)!.level).toBeLessThanOrEqual(3);
      expect(d.tricks).toBeGreaterThanOrEqual(0);
    }
  }
  expect(contracts).toBeGreaterThan(10);
});

test("§5.2 bot never acts for dummy's seat and accepts claims as a defender", () => {
  const r = bridge.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, rng: rngFromSeed("bot-claim") });
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  for (const c of ["1NT", "pass", "pass", "pass"]) s = (bridge.apply(s, s.turn, { type: "call", call: c }) as { ok: true; value: { state: BridgeState } }).value.state;
  s = (bridge.apply(s, 1, { type: "play", card: s.hands[1][0] }) as { ok: true; value: { state: BridgeState } }).value.state;
  expect(botAction(s, 2, rngFromSeed("x"))[0]).toBeNull();
  s = (bridge.apply(s, 0, { type: "claim", tricks: 7 }) as { ok: true; value: { state: BridgeState } }).value.state;
  expect(botAction(s, 1, rngFromSeed("x"))[0]).toEqual({ type: "acceptClaim" });
});
