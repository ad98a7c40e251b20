/**
 * Whole random games (3 and 4 seats, every option): every legal action is accepted, the seat(s) to act
 * always have one, no view shows a hidden card, the totals add up row by row, records replay exactly.
 */
import { randInt, rngFromSeed } from "../core/rng";
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { skat } from "./index";
import { cardCodesIn, hiddenFrom } from "./hidden-cards";
import type { SkatOptions } from "./types";

const variants: [number, Partial<SkatOptions>][] = [
  [3, { deals: 6 }],
  [4, { deals: 8, kontra: "sup" }],
  [3, { deals: 6, allPass: "ramsch", kontra: "re", scoring: "plain" }],
  [4, { scoring: "beer", beerLimit: 301, allPass: "ramsch" }],
  [3, { deals: 4, grandValue: 20 }],
];

test("§5–§8 random whole games: legal actions accepted, nothing hidden shown, totals add up, records replay", () => {
  let steps = 0;
  variants.forEach(([seats, options], vi) => {
    for (let g = 0; g < 6; g++) {
      const st = skat.setup({ seats, options, dealer: g % seats, rng: rngFromSeed(`g${vi}-${g}`) });
      if (!st.ok) throw new Error(st.error);
      let s = st.value;
      let rng = rngFromSeed(`p${vi}-${g}`);
      const actions: { seat: number; action: unknown }[] = [];
      for (let guard = 0; s.phase !== "over"; guard++) {
        if (guard > 5000) throw new Error("game did not end");
        const who = skat.toAct(s);
        expect(who.length).toBeGreaterThan(0);
        let i: number;
        [i, rng] = randInt(rng, who.length);
        const seat = who[i];
        let legal = skat.legalActions(s, seat);
        // Bias bids towards passing so that all-pass deals (redeal, Ramsch) and low bids happen too.
        const passes = legal.filter((a) => a.type === "pass" || a.type === "hold");
        let r: number;
        [r, rng] = randInt(rng, 3);
        if (s.phase === "bidding" && r === 1 && passes.length) legal = passes;
        else if (s.phase === "bidding" && r === 2) legal = legal.slice(0, 1); // the next value, or hold
        expect(legal.length).toBeGreaterThan(0);
        let k: number;
        [k, rng] = randInt(rng, legal.length);
        const res = skat.apply(s, seat, legal[k]);
        if (!res.ok) throw new Error(`legal action refused: ${res.error}`);
        s = res.value.state;
        actions.push({ seat, action: legal[k] });
        steps++;
        for (const v of [...Array(seats).keys(), "spectator"] as const) {
          const seen = cardCodesIn(skat.view(s, v as number | "spectator"));
          const leak = hiddenFrom(s, v as number | "spectator").filter((c) => seen.has(c));
          if (leak.length) throw new Error(`leak ${leak} to ${v} in phase ${s.phase}`);
        }
      }
      let totals = Array(seats).fill(0);
      for (const row of s.rows) {
        totals = totals.map((t, i) => t + row.delta[i] + row.bonus[i]);
        expect(row.totals).toEqual(totals);
      }
      expect(s.scores).toEqual(totals);
      const rec = { ruleset: "skat", options, seats, dealer: g % seats, deal: skat.deals(s), actions };
      const rep = replay(rulesets, rec);
      expect(rep.report).toEqual({ ok: true, phase: "over", over: true, scores: s.scores, outcome: skat.outcome(s) });
    }
  });
  expect(steps).toBeGreaterThan(2000);
});

test("§4 a record deal list: a passed-out deal consumes its entry and the next dealer deals the next one", () => {
  const st = skat.setup({ seats: 3, options: { deals: 2 }, dealer: 2, rng: rngFromSeed("list") });
  if (!st.ok) throw new Error(st.error);
  let s = st.value;
  for (const seat of [s.mh, s.rh, s.fh]) s = (skat.apply(s, seat, { type: "pass" }) as any).value.state;
  expect(s.dealer).toBe(0);
  const rec = {
    ruleset: "skat",
    seats: 3,
    options: { deals: 2 },
    dealer: 2,
    deal: skat.deals(s),
    actions: [1, 2, 0].map((seat) => ({ seat, action: { type: "pass" } })),
  };
  expect(rec.deal).toHaveLength(2);
  const rep = replay(rulesets, rec);
  expect(rep.report).toMatchObject({ ok: true, phase: "bidding", over: false, scores: [0, 0, 0] });
});

test("§4 setup refuses a deal that is not the 32-card deck, or gives the sitting-out dealer cards", () => {
  const bad = skat.setup({ seats: 3, options: {}, dealer: 0, deal: { hands: [[], [], []], skat: [] } });
  expect(bad.ok).toBe(false);
  const st = skat.setup({ seats: 4, options: {}, dealer: 1, rng: rngFromSeed("4") });
  if (!st.ok) throw new Error(st.error);
  const d = skat.deals(st.value)[0] as { hands: string[][]; skat: string[] };
  expect(d.hands[1]).toEqual([]);
  expect(skat.setup({ seats: 4, options: {}, dealer: 0, deal: d }).ok).toBe(false);
  expect(skat.setup({ seats: 4, options: {}, dealer: 1, deal: d }).ok).toBe(true);
});
