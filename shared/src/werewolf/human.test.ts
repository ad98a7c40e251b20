/**
 * The human moderator (§4 setup, §5 "Human mode") and records (§4 deal format, contract "Game records").
 */
import { replay } from "../core/record";
import { rngFromSeed } from "../core/rng";
import { rulesets } from "../registry";
import { werewolf } from ".";
import { devour, pass, play, randomGame, refused, start, vote } from "./testkit";
import type { WerewolfOptions } from "./types";

const HUMAN: Partial<WerewolfOptions> = { moderator: "human", sheriff: false };
const advance = { type: "advance" } as const;

test("§4 human mode without a deal starts in setup; advance deals at random, assignRoles deals the given roles", () => {
  const opts: WerewolfOptions = { moderator: "human", sheriff: true, roles: ["seer", "thief"], werewolves: 0 };
  const r = werewolf.setup({ seats: 6, options: opts, dealer: 0, rng: rngFromSeed("x") });
  if (!r.ok) throw new Error(r.error);
  const s = r.value;
  expect([s.phase, s.step]).toEqual(["setup", "setup"]);
  expect(werewolf.toAct(s)).toEqual(["moderator"]);
  expect(werewolf.legalActions(s, "moderator")).toEqual([advance]);
  expect(werewolf.legalActions(s, 0)).toEqual([]);
  expect(refused(s, 0, vote(1))).toMatch(/not dealt/);
  const dealt = play(s, ["moderator", advance]);
  expect(dealt.phase).toBe("night");
  expect([...dealt.dealt!.roles, ...dealt.dealt!.center].sort()).toEqual([
    "seer",
    "thief",
    "villager",
    "villager",
    "villager",
    "villager",
    "villager",
    "werewolf",
  ]);
  expect(refused(s, "moderator", { type: "assignRoles", roles: ["werewolf", "seer", "seer", "villager", "villager", "villager"] })).toMatch(/at most one seer/);
  expect(refused(s, "moderator", { type: "assignRoles", roles: ["werewolf", "thief", "villager", "villager", "villager", "villager"] })).toMatch(/exactly 2/);
  expect(refused(s, "moderator", { type: "assignRoles", roles: ["werewolf", "villager"] })).toMatch(/exactly 6/);
  const assigned = play(s, [
    "moderator",
    { type: "assignRoles", roles: ["werewolf", "thief", "villager", "villager", "villager", "villager"], center: ["seer", "villager"] },
  ]);
  expect([assigned.step, assigned.roles[1], assigned.center]).toEqual(["thief", "thief", ["seer", "villager"]]);
  expect(refused(assigned, "moderator", { type: "assignRoles", roles: [] })).toMatch(/already/);
});

test("§5 human mode: a step closes only on advance; advance waits for mandatory decisions; optional ones count as pass", () => {
  let s = start(["cupid", "seer", "werewolf", "werewolf", "villager", "villager", "witch"], HUMAN);
  expect(s.step).toBe("cupid");
  expect(refused(s, "moderator", advance)).toMatch(/cupid/);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [4, 5] }]);
  expect(s.step).toBe("cupid");
  expect(werewolf.toAct(s)).toEqual(["moderator"]);
  s = play(s, ["moderator", advance]);
  // the lovers step waits for the moderator too
  expect([s.step, werewolf.toAct(s)]).toEqual(["lovers", ["moderator"]]);
  s = play(s, ["moderator", advance]);
  expect(s.step).toBe("seer");
  expect(werewolf.toAct(s)).toEqual([1, "moderator"]);
  s = play(s, ["moderator", advance]); // the seer's missing decision is a pass
  expect(s.step).toBe("werewolves");
  s = play(s, [2, devour(4)], [3, devour(5)]);
  expect(refused(s, "moderator", advance)).toMatch(/agreed/);
  s = play(s, ["moderator", { type: "nightAction", power: "devour", target: 4, for: 3 }]);
  // agreed: the werewolves no longer owe anything; their choice stands until the moderator closes the
  // step, though the moderator may still change it for them (our ruling)
  expect(werewolf.toAct(s)).toEqual(["moderator"]);
  expect(werewolf.legalActions(s, 2)).toEqual([]);
  expect(refused(s, 2, devour(5))).toMatch(/agreed/);
  const changed = play(s, ["moderator", { type: "nightAction", power: "devour", target: 5, for: 2 }]);
  expect(werewolf.toAct(changed)).toEqual([3, 2]);
  expect(refused(changed, "moderator", advance)).toMatch(/agreed/);
  s = play(s, ["moderator", advance]);
  expect(s.step).toBe("witch");
  s = play(s, ["moderator", advance]);
  expect([s.phase, s.step]).toEqual(["day", "vote"]);
  expect(s.alive).toEqual([true, true, true, true, false, false, true]);
  s = play(s, [0, vote(2)], [1, vote(2)], [2, vote(1)], [3, vote(1)]);
  expect(refused(s, "moderator", advance)).toMatch(/voted/);
  s = play(s, ["moderator", { type: "vote", target: 2, for: 6 }]);
  expect(s.ballot?.open).toBe(true);
  s = play(s, ["moderator", advance]);
  expect(s.alive[2]).toBe(false);
});

test("§5 nobody acts for another seat; the automatic moderator's table refuses moderator actions", () => {
  const s = start(["werewolf", "seer", "villager", "villager", "villager"], HUMAN);
  expect(refused(s, 2, { type: "nightAction", power: "see", target: 0, for: 1 })).toMatch(/another seat/);
  expect(refused(s, "moderator", { type: "nightAction", power: "see", target: 0 })).toMatch(/which seat/);
  const auto = start(["werewolf", "seer", "villager", "villager", "villager"]);
  expect(refused(auto, "moderator", advance)).toMatch(/automatic/);
  expect(refused(auto, "moderator", { type: "nightAction", power: "see", target: 0, for: 1 })).toMatch(/automatic/);
  expect(refused(auto, 0, advance)).toMatch(/Only the moderator/);
  expect(werewolf.legalActions(auto, "moderator")).toEqual([]);
});

test("§5 the moderator's legal actions: advance when allowed and every owed decision `for` its seat", () => {
  const s = start(["werewolf", "seer", "villager", "villager", "villager"], HUMAN);
  const legal = werewolf.legalActions(s, "moderator");
  expect(legal[0]).toEqual(advance);
  expect(legal.slice(1)).toEqual(werewolf.legalActions(s, 1).map((a) => ({ ...a, for: 1 })));
});

test("§9.6 human mode: the hunter's missing shot is a pass; the badge is mandatory", () => {
  let s = start(["werewolf", "hunter", "villager", "villager", "villager", "villager"], { moderator: "human", sheriff: true, roles: [] });
  s = play(s, [0, devour(2)], ["moderator", advance]);
  s = play(s, [0, vote(1)], [1, vote(1)], [3, vote(1)], [4, vote(1)], [5, vote(0)], ["moderator", advance]);
  expect(s.sheriff).toBe(1);
  s = play(s, [0, vote(3)], [1, vote(3)], [3, vote(4)], [4, vote(3)], [5, vote(3)], ["moderator", advance]);
  s = play(s, [0, devour(1)], ["moderator", advance]);
  expect(s.step).toBe("hunter");
  s = play(s, ["moderator", advance]);
  expect(s.step).toBe("badge");
  expect(refused(s, "moderator", advance)).toMatch(/badge/);
  s = play(s, ["moderator", { type: "passBadge", target: 4, for: 1 }], ["moderator", advance]);
  expect([s.sheriff, s.step]).toEqual([4, "vote"]);
});

describe("records replay (§4 deal format)", () => {
  const record = (ruleset: string, options: object, seats: number, deal: unknown, actions: unknown[]) => ({ ruleset, options, seats, deal, actions });

  test.each(["auto", "human"] as const)("a random %s game's record (deals + actions) replays to the same outcome", (mode) => {
    for (let g = 0; g < 20; g++) {
      const options: WerewolfOptions = { moderator: mode, sheriff: true, roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"], werewolves: 0 };
      const { state, actions } = randomGame(6 + (g % 6), options, `rec-${mode}-${g}`);
      const out = replay(rulesets, record("werewolf", options, state.n, werewolf.deals(state), actions));
      expect(out.report).toEqual({ ok: true, phase: "over", over: true, scores: werewolf.scores(state), outcome: werewolf.outcome(state) });
    }
  });

  test("§4 a game whose roles the moderator assigned replays from deal [] and the assignRoles action", () => {
    const options = { moderator: "human", sheriff: false, roles: [], werewolves: 1 };
    const r = werewolf.setup({ seats: 5, options: options as WerewolfOptions, dealer: 0, rng: rngFromSeed("a") });
    if (!r.ok) throw new Error(r.error);
    const acts: { seat: "moderator" | number; action: any }[] = [
      { seat: "moderator", action: { type: "assignRoles", roles: ["werewolf", "villager", "villager", "villager", "villager"] } },
      { seat: 0, action: devour(1) },
      { seat: "moderator", action: advance },
    ];
    let s = r.value;
    for (const a of acts) s = play(s, [a.seat, a.action]);
    expect(werewolf.deals(s)).toEqual([]);
    const out = replay(rulesets, record("werewolf", options, 5, werewolf.deals(s), acts));
    expect(out.report).toMatchObject({ ok: true, phase: "day", over: false });
  });

  test("§4 a record with an explicit deal object starts at night 1; a refused action names its index", () => {
    const out = replay(
      rulesets,
      record("werewolf", {}, 5, { roles: ["werewolf", "seer", "villager", "villager", "villager"] }, [
        { seat: 1, action: { type: "nightAction", power: "see", target: 0 } },
        { seat: 0, action: devour(0) },
      ]),
    );
    expect(out.report).toEqual({ ok: false, index: 1, error: "Not allowed now: the werewolves devour a living player who is not a werewolf" });
    void pass;
  });
});

describe("§10 worked examples as game records (contract: the replay command)", () => {
  const v = (target: number) => ({ type: "vote", target });
  const dv = (target: number) => ({ type: "nightAction", power: "devour", target });
  /** The same decisions as a record in each mode: in human mode the moderator closes every step. */
  function asRecord(mode: "auto" | "human", roles: string[], options: object, steps: [number, object][][]) {
    const actions: { seat: number | "moderator"; action: object }[] = [];
    for (const step of steps) {
      for (const [seat, action] of step) actions.push({ seat, action });
      if (mode === "human") actions.push({ seat: "moderator", action: { type: "advance" } });
    }
    return { ruleset: "werewolf", options: { ...options, moderator: mode }, seats: roles.length, deal: { roles }, actions };
  }

  test.each(["auto", "human"] as const)("the hunter's shot and the last werewolf voted out (%s mode) → villagers", (mode) => {
    // prettier-ignore
    const rec = asRecord(mode, ["werewolf", "seer", "hunter", "villager", "villager", "werewolf", "villager"], { sheriff: false, roles: ["seer", "hunter"] }, [
      [[1, { type: "pass" }]],
      [[0, dv(2)], [5, dv(2)]],
      [[2, { type: "shoot", target: 5 }]],
      [[0, v(1)], [1, v(0)], [3, v(0)], [4, v(0)], [6, v(0)]],
    ]);
    expect(replay(rulesets, rec).report).toEqual({
      ok: true,
      phase: "over",
      over: true,
      scores: [0, 1, 1, 1, 1, 0, 1],
      outcome: { scores: [0, 1, 1, 1, 1, 0, 1], winners: [1, 2, 3, 4, 6], winner: "villagers", win: [false, true, true, true, true, false, true] },
    });
  });

  test.each(["auto", "human"] as const)("the sheriff's double vote, the badge and the runoff (%s mode)", (mode) => {
    // prettier-ignore
    const rec = asRecord(mode, ["witch", "villager", "villager", "villager", "werewolf", "werewolf"], { sheriff: true, roles: ["witch"] }, [
      [[4, dv(1)], [5, dv(1)]],
      [[0, { type: "nightAction", power: "potions", heal: true, poison: null }]],
      [[0, v(2)], [1, v(2)], [2, v(2)], [3, v(3)], [4, v(3)], [5, v(0)]],
      [[2, v(1)], [3, v(1)], [5, v(1)], [0, v(3)], [1, v(3)], [4, v(3)]],
      [[4, dv(2)], [5, dv(2)]],
      [[0, { type: "pass" }]],
      [[2, { type: "passBadge", target: 3 }]],
      [[3, v(0)], [0, v(4)], [5, v(4)], [4, v(5)]],
      [[3, v(0)], [5, v(0)], [4, v(0)], [0, v(4)]],
    ]);
    const out = replay(rulesets, rec);
    expect(out.report).toEqual({ ok: true, phase: "night", over: false, scores: [0, 0, 0, 0, 0, 0], outcome: null });
    const s = out.state as ReturnType<typeof start>;
    expect([s.alive, s.sheriff, s.round]).toEqual([[false, false, false, true, true, true], 3, 3]);
  });
});
