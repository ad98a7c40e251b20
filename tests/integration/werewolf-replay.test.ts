/**
 * Werewolf records through the replay command as a newcomer runs it (`npm run -s replay -- <file>`),
 * moderator actions recorded with seat "moderator" (rules: werewolf.md §4; contract: "Game records").
 */
import { randomPlayout, rngFromSeed, rulesets } from "@salon/shared";
import { runReplay } from "../support/replay";

test("§4 §5 a whole human-moderated game (setup advance, 'for' actions, advances) replays to its outcome", () => {
  const ww = rulesets.werewolf;
  const options = { moderator: "human", sheriff: true, roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"], werewolves: 0 };
  const start = ww.setup({ seats: 9, options, dealer: 0, rng: rngFromSeed("cli-ww") });
  if (!start.ok) throw new Error(start.error);
  const { state, actions } = randomPlayout(ww, start.value, rngFromSeed("cli-ww/moves"));
  expect(actions.some((a) => a.seat === "moderator")).toBe(true);
  const record = { ruleset: "werewolf", options, seats: 9, deal: ww.deals(state), actions };
  const { status, out } = runReplay(record);
  expect(status).toBe(0);
  expect(out).toEqual({ ok: true, phase: "over", over: true, scores: ww.scores(state), outcome: ww.outcome(state) });
});

test("§5 a refused action in a record names its index and exits with status 1", () => {
  const record = {
    ruleset: "werewolf",
    options: { sheriff: false },
    seats: 5,
    deal: { roles: ["werewolf", "seer", "villager", "villager", "villager"] },
    actions: [
      { seat: 1, action: { type: "nightAction", power: "see", target: 0 } },
      { seat: 2, action: { type: "nightAction", power: "devour", target: 3 } },
    ],
  };
  const { status, out } = runReplay(record);
  expect(status).toBe(1);
  expect(out).toEqual({ ok: false, index: 1, error: "seat 3 has no decision to make now" });
});
