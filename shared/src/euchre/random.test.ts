/**
 * Property tests over seeded random legal games: one seat acts at a time, 24 cards accounted for, views
 * leak nothing, games end at the target, and the whole game replays from the deals it used.
 */
import { randomPlayout } from "../core/playout";
import { replay } from "../core/record";
import { rngFromSeed } from "../core/rng";
import { rulesets } from "../registry";
import { EUCHRE_DECK } from "./cards";
import { euchre } from "./index";
import type { EuchreState } from "./state";
import { policyFor, randomStep } from "./testkit";
import type { EuchreOptions } from "./types";

const DECK = EUCHRE_DECK.slice().sort().join();
const CODE = /\b[9TJQKA][SHDC]\b/g;

function newGame(seed: number, options: EuchreOptions): EuchreState {
  const r = euchre.setup({ seats: 4, options, dealer: seed % 4, rng: rngFromSeed(seed) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const optionsFor = (seed: number): EuchreOptions => ({ targetScore: [1, 5, 10][seed % 3], stickTheDealer: seed % 2 === 0, defendAlone: seed % 4 < 2 });

describe("random legal games", () => {
  test("§4-§8 200 seeded games: one seat at a time, 24 cards accounted for, no view leaks, the game ends at the target", () => {
    for (let seed = 0; seed < 200; seed++) {
      const options = optionsFor(seed);
      let s = newGame(seed, options);
      let policy = policyFor(seed);
      let played: string[] = [];
      let hand = -1;
      for (let steps = 0; ; steps++) {
        if (s.handNo !== hand) {
          hand = s.handNo;
          played = [];
        }
        const who = euchre.toAct(s);
        if (who.length === 0) break;
        expect(who).toHaveLength(1);
        for (let x = 0; x < 4; x++) if (x !== who[0]) expect(euchre.legalActions(s, x)).toEqual([]);
        // All 24 cards: hands, upcard (unless the dealer holds it), kitty, discard, cards played this hand.
        // A picked-up upcard is counted where it went (hand, discard or played).
        const all = [...s.hands.flat(), ...(s.upcardState === "taken" ? [] : [s.upcard]), ...s.kitty, ...(s.discarded ? [s.discarded] : []), ...played];
        expect(all.slice().sort().join()).toBe(DECK);
        // No seat's view names a card it may not know.
        for (const v of [0, 1, 2, 3, "spectator"] as const) {
          const seen = new Set(JSON.stringify(euchre.view(s, v)).match(CODE) ?? []);
          const hiddenCards = [...s.kitty, ...s.hands.filter((_, i) => i !== v).flat()];
          if (s.discarded && v !== s.dealer) hiddenCards.push(s.discarded);
          if (s.upcardState === "down") hiddenCards.push(s.upcard);
          const bad = hiddenCards.filter((c) => seen.has(c));
          if (bad.length) throw new Error(`viewer ${v} sees ${bad} in ${s.phase}`);
        }
        const step = randomStep(s, policy)!;
        for (const e of step.events) if (e.type === "play") played.push(e.card as string);
        s = step.state;
        policy = step.policy;
        if (steps > 5000) throw new Error("game does not end");
      }
      expect(euchre.phase(s)).toBe("over");
      const out = euchre.outcome(s)!;
      expect(Math.max(...out.scores)).toBeGreaterThanOrEqual(options.targetScore);
      expect(out.scores[0]).toBe(out.scores[2]);
      expect(out.winners).toEqual(out.scores[0] >= options.targetScore ? [0, 2] : [1, 3]);
      const prev = s.results[s.results.length - 2];
      if (prev) expect(Math.max(...prev.totals)).toBeLessThan(options.targetScore);
    }
  });

  test("contract: a whole random game replays from its deals() and actions to the same outcome", () => {
    for (let seed = 0; seed < 20; seed++) {
      const options = optionsFor(seed);
      const r = randomPlayout(euchre, newGame(seed, options), rngFromSeed(`p${seed}`));
      const s = r.state as EuchreState;
      const record = { ruleset: "euchre", options, seats: 4, dealer: seed % 4, deal: euchre.deals(s), actions: r.actions };
      expect(replay(rulesets, JSON.parse(JSON.stringify(record))).report).toEqual({
        ok: true,
        phase: "over",
        over: true,
        scores: euchre.scores(s),
        outcome: euchre.outcome(s),
      });
    }
  });

  test("determinism: the same seed gives the same deals; another seed other deals", () => {
    const o = optionsFor(0);
    expect(euchre.deals(newGame(1, o))).toEqual(euchre.deals(newGame(1, o)));
    expect(euchre.deals(newGame(1, o))).not.toEqual(euchre.deals(newGame(2, o)));
  });
});
