/**
 * Issue 13, part 3: automatic players for Werewolf and Ktulu decide from their own knowledge only.
 * Behaviour (Werewolf rules §5 night and day): a seer votes out the werewolf she has seen, werewolves never
 * vote one of their own, a lover never votes the partner. Proof: two states that differ only in roles hidden
 * from the bot's seat give it identical input, and so the same decision, at every level.
 */
import { botInput, BOT_LEVELS } from "./bot";
import type { RecordedAction } from "./record";
import { playRandomly } from "./random-play";
import { rngFromSeed } from "./rng";
import type { Action, AnyRuleset } from "./ruleset";
import { getRuleset } from "../registry";
import { defaultOptions } from "./options";
import { werewolf, type WerewolfState } from "../werewolf";
import { start } from "../werewolf/testkit";
import type { DeductionView } from "./deduction";

type Played = { s: WerewolfState; actions: RecordedAction[] };

/** Plays Werewolf's first night from a script (by step), then stops at the day's vote. */
function toFirstVote(roles: string[], script: Record<string, Action>): Played {
  let s = start(roles, { sheriff: false });
  const actions: RecordedAction[] = [];
  for (let guard = 0; guard < 200 && !(s.phase === "day" && s.step === "vote"); guard++) {
    const seat = werewolf.toAct(s)[0] as number;
    const legal = werewolf.legalActions(s, seat) as Action[];
    const want = script[s.step];
    const action = legal.find((a) => JSON.stringify(a) === JSON.stringify(want)) ?? legal.find((a) => a.type === "pass") ?? legal[0];
    const res = werewolf.apply(s, seat, action as never);
    if (!res.ok) throw new Error(res.error);
    s = res.value.state;
    actions.push({ seat, action });
  }
  return { s, actions };
}

const decide = ({ s, actions }: Played, seat: number, level: "normal" | "strong" = "normal", seed = "x") =>
  werewolf.bot.decide(botInput(werewolf as never, werewolf.bot, s, { seats: s.n, options: {}, actions }, seat), level, rngFromSeed(seed))[0];

// seats: 0 seer, 1 and 2 werewolves, 3 cupid, 4..7 villagers; cupid links 4 and 5; the seer looks at 1; the
// wolves devour 6.
const roles = ["seer", "werewolf", "werewolf", "cupid", "villager", "villager", "villager", "villager"];
const script: Record<string, Action> = {
  cupid: { type: "nightAction", power: "link", targets: [4, 5] },
  seer: { type: "nightAction", power: "see", target: 1 },
  werewolves: { type: "nightAction", power: "devour", target: 6 },
};

describe("Werewolf automatic players (§5)", () => {
  const game = toFirstVote(roles, script);

  it("reaches the day vote with seat 6 devoured", () => {
    expect(game.s.step).toBe("vote");
    expect(game.s.alive[6]).toBe(false);
  });

  it("the seer votes out the werewolf she has seen", () => {
    for (const seed of ["a", "b", "c", "d"]) expect(decide(game, 0, "normal", seed)).toEqual({ type: "vote", target: 1 });
  });

  it("werewolves never vote one of their own", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      expect(decide(game, 1, "normal", seed)).not.toEqual({ type: "vote", target: 2 });
      expect(decide(game, 2, "strong", seed)).not.toEqual({ type: "vote", target: 1 });
    }
  });

  it("a lover never votes the partner", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      expect(decide(game, 4, "normal", seed)).not.toEqual({ type: "vote", target: 5 });
      expect(decide(game, 5, "normal", seed)).not.toEqual({ type: "vote", target: 4 });
    }
  });

  it("the wolves agree on a victim at night: a wolf follows its pack's choice", () => {
    let s = start(roles, { sheriff: false });
    for (let guard = 0; guard < 50 && s.step !== "werewolves"; guard++) {
      const seat = werewolf.toAct(s)[0] as number;
      const legal = werewolf.legalActions(s, seat) as Action[];
      const action = legal.find((a) => JSON.stringify(a) === JSON.stringify(script[s.step])) ?? legal.find((a) => a.type === "pass") ?? legal[0];
      s = (werewolf.apply(s, seat, action as never) as { ok: true; value: { state: WerewolfState } }).value.state;
    }
    const first = werewolf.toAct(s)[0] as number;
    s = (werewolf.apply(s, first, { type: "nightAction", power: "devour", target: 7 }) as { ok: true; value: { state: WerewolfState } }).value.state;
    const other = first === 1 ? 2 : 1;
    const choice = werewolf.bot.decide(
      botInput(werewolf as never, werewolf.bot, s, { seats: 8, options: {}, actions: [] }, other),
      "normal",
      rngFromSeed("p"),
    )[0];
    expect(choice).toEqual({ type: "nightAction", power: "devour", target: 7 });
  });
});

/** A random auto-moderated game up to a point where seat `me` must decide. */
function position(rules: AnyRuleset, seats: number, seed: string, stop: (s: any) => boolean) {
  const made = rules.setup({ seats, options: { ...defaultOptions(rules.options), moderator: "auto" }, dealer: 0, rng: rngFromSeed(seed) });
  if (!made.ok) throw new Error(made.error);
  return playRandomly(rules, made.value, seed, stop, 2000);
}

describe.each([
  { id: "werewolf", seats: 8, stop: (s: any) => s.phase === "day" && s.step === "vote" },
  { id: "ktulu", seats: 12, stop: (s: any) => s.phase === "day" && s.cur?.id === "search" },
])("$id: the bot's input is its view, never hidden roles", ({ id, seats, stop }) => {
  const rules = getRuleset(id)!;
  it("two states that differ only in roles hidden from the seat give identical input and decisions", () => {
    let checked = 0;
    for (let g = 0; g < 12 && checked < 4; g++) {
      const { s, actions } = position(rules, seats, `${id}-proof-${g}`, stop);
      if (!stop(s)) continue;
      const me = rules.toAct(s).find((x) => typeof x === "number") as number | undefined;
      if (me === undefined) continue;
      const v = rules.view(s, me) as unknown as DeductionView;
      // two living seats whose roles differ and are both unknown to `me`
      const hidden = v.seats.filter((x) => x.seat !== me && x.role === null && x.status === "alive").map((x) => x.seat);
      const pair = hidden.flatMap((a) => hidden.map((b) => [a, b])).find(([a, b]) => a < b && s.roles[a] !== s.roles[b]);
      if (!pair) continue;
      const other = { ...s, roles: s.roles.slice() };
      [other.roles[pair[0]], other.roles[pair[1]]] = [s.roles[pair[1]], s.roles[pair[0]]];
      const record = { seats, options: {}, actions };
      const a = botInput(rules, rules.bot!, s, record, me);
      const b = botInput(rules, rules.bot!, other, record, me);
      expect(b).toEqual(a);
      for (const level of BOT_LEVELS) expect(rules.bot!.decide(b, level, rngFromSeed("d"))[0]).toEqual(rules.bot!.decide(a, level, rngFromSeed("d"))[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
