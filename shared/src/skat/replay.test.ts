/**
 * Records (§4, contract "Game records"): hand-written records replay to the page's numbers, and a record
 * written from a played game replays exactly.
 */
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { fillDeal } from "./testkit";

// dealer 0, 3 seats: FH 1, MH 2, RH 0
const nullDeal = fillDeal(3, 0, {
  hands: { 1: "AC 7S 8S 9S TS JS QS KS AS 7H", 2: "7C 8H 9H TH JH QH KH AH 8D 9D", 0: "8C TD JD QD KD AD 7D 9C TC JC" },
  skat: "QC KC",
});

test("§5.1/§5.6/§7.5 a record: stage 3 bid, null hand lost at the first trick → −70 − 50, defenders +40 each", () => {
  // prettier-ignore
  const rec = {
    ruleset: "skat", seats: 3, dealer: 0, options: { deals: 1 }, deal: nullDeal,
    actions: [
      { seat: 2, action: { type: "pass" } }, { seat: 0, action: { type: "pass" } }, { seat: 1, action: { type: "bid", value: 18 } },
      { seat: 1, action: { type: "declare", game: "null", hand: true } },
      { seat: 1, action: { type: "play", card: "AC" } }, { seat: 2, action: { type: "play", card: "7C" } }, { seat: 0, action: { type: "play", card: "8C" } },
    ],
  };
  // prettier-ignore
  expect(replay(rulesets, rec).report).toEqual({
    ok: true, phase: "over", over: true, scores: [40, -120, 40], outcome: { scores: [40, -120, 40], winners: [0, 2], losers: [1] },
  });
});

test("§5.1 a record with a refused action reports its index and reason", () => {
  const rec = { ruleset: "skat", seats: 3, dealer: 0, deal: nullDeal, actions: [{ seat: 2, action: { type: "bid", value: 19 } }] };
  expect(replay(rulesets, rec).report).toEqual({ ok: false, index: 0, error: "19 is not a value on the bid ladder" });
});

test("§5.7 a record of three passes with a one-deal list waits for the next deal", () => {
  // prettier-ignore
  const rec = { ruleset: "skat", seats: 3, dealer: 0, options: { deals: 2 }, deal: [nullDeal], actions: [2, 0, 1].map((seat) => ({ seat, action: { type: "pass" } })) };
  expect(replay(rulesets, rec).report).toEqual({ ok: true, phase: "deal", over: false, scores: [0, 0, 0], outcome: null });
});
