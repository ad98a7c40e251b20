/**
 * Kierki records through the replay command as a newcomer runs it (`npm run -s replay -- <record.json>`):
 * a whole game (3 players, the robber, trump deals and a lottery) replays to its outcome, and a heart led
 * against the ban in deal 2 is reported with its index (contract: "Game records").
 */
import { randomPlayout, rngFromSeed, rulesets } from "@salon/shared";
import { runReplay } from "../support/replay";

test("a whole recorded Kierki game replays to its outcome; a banned heart lead is refused at its index", () => {
  const kierki = rulesets.kierki;
  const options = { robber: true, positive: "both", sixthDeal: "lastTwo" };
  const start = kierki.setup({
    seats: 3,
    options: { ...options, lotteryDeals: 1, kingOfHeartsDiscard: false, endEarly: true },
    dealer: 2,
    rng: rngFromSeed("cli"),
  });
  if (!start.ok) throw new Error(start.error);
  const { state, actions } = randomPlayout(kierki, start.value, rngFromSeed("cli/moves"));
  const record = { ruleset: "kierki", options, seats: 3, dealer: 2, deal: kierki.deals(state), actions };
  const good = runReplay(record);
  expect(good.status).toBe(0);
  expect(good.out).toEqual({ ok: true, phase: "over", over: true, scores: kierki.scores(state), outcome: kierki.outcome(state) });

  // deal 2 starts after the first "deal" of the record: find its first lead and swap in a heart
  const upToDeal2 = randomPlayout(kierki, start.value, rngFromSeed("cli/moves"), (s: any) => s.dealNo === 0);
  const s2 = upToDeal2.state as any;
  const hand: string[] = s2.hands[s2.turn];
  const heart = hand.find((c) => c[1] === "H");
  if (!heart || hand.every((c) => c[1] === "H")) throw new Error("pick another seed: the leader of deal 2 cannot break the ban");
  const bad = { ...record, actions: [...upToDeal2.actions, { seat: s2.turn, action: { type: "play", card: heart } }] };
  const refused = runReplay(bad);
  expect(refused.status).toBe(1);
  expect(refused.out).toEqual({
    ok: false,
    index: upToDeal2.actions.length,
    error: "You may not lead a heart in this deal while you hold a card of another suit",
  });
});
