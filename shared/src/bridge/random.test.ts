/**
 * Random legal games under every scoring method: they end, every legal action is accepted, partners'
 * scores agree, and a finished game's record replays to the same outcome. Also measures deals per second.
 */
import { randomPlayout } from "../core/playout";
import { replay } from "../core/record";
import { rngFromSeed } from "../core/rng";
import { rulesets } from "../registry";
import { bridge } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";

const methods = ["rubber", "chicago", "duplicate", "impHcp"] as const;

describe("§5–§7 random legal games", () => {
  for (const scoring of methods) {
    test(`${scoring}: random games end and replay from their record`, () => {
      for (let g = 0; g < 6; g++) {
        const options = { ...DEFAULT_OPTIONS, scoring };
        const start = bridge.setup({ seats: 4, options, dealer: g % 4, rng: rngFromSeed(`${scoring}-${g}`) });
        if (!start.ok) throw new Error(start.error);
        const run = randomPlayout(bridge, start.value, rngFromSeed(`moves-${scoring}-${g}`));
        const s = run.state as BridgeState;
        expect(s.phase).toBe("over");
        const sc = bridge.scores(s);
        expect([sc[0], sc[1]]).toEqual([sc[2], sc[3]]);
        if (scoring === "impHcp") expect(sc[0] + sc[1]).toBe(0);
        const rec = { ruleset: "bridge", options, seats: 4, dealer: g % 4, deal: bridge.deals(s), actions: run.actions };
        const r = replay(rulesets, rec).report;
        expect(r).toEqual({ ok: true, phase: "over", over: true, scores: sc, outcome: bridge.outcome(s) });
      }
    });
  }

  test("speed: random full deals per second (measured, printed)", () => {
    const start = bridge.setup({ seats: 4, options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 128 }, dealer: 0, rng: rngFromSeed("speed") });
    if (!start.ok) throw new Error(start.error);
    const t0 = performance.now();
    const run = randomPlayout(bridge, start.value, rngFromSeed("speed-moves"));
    const ms = performance.now() - t0;
    const deals = bridge.handsDone(run.state as BridgeState);
    expect(deals).toBe(128);
    console.log(`bridge: ${deals} random deals in ${ms.toFixed(0)} ms = ${((deals * 1000) / ms).toFixed(0)} deals/s, ${run.actions.length} actions`);
  });
});
