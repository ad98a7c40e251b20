/**
 * Random legal play always ends (§5, §7): 200 random games per moderator mode over 5..12 seats, each
 * ending with a valid outcome; every legal action is accepted; views never throw.
 */
import type { Actor } from "../core/seats";
import { werewolf, type WerewolfState } from ".";
import { randomGame, rolesOfGame } from "./testkit";

function check(state: WerewolfState): void {
  const out = werewolf.outcome(state);
  expect(out).not.toBeNull();
  expect(["villagers", "werewolves", "lovers", null]).toContain(out!.winner);
  const alive = state.alive.flatMap((a, p) => (a ? [p] : []));
  if (out!.winner === "villagers") expect(alive.some((p) => state.roles[p] === "werewolf")).toBe(false);
  if (out!.winner === "werewolves") expect(alive.every((p) => state.roles[p] === "werewolf")).toBe(true);
  if (out!.winner === "lovers") expect(alive.slice().sort()).toEqual(state.lovers.slice().sort());
  if (out!.winner === null) expect(alive).toEqual([]);
  expect(out!.scores).toEqual(out!.win.map((w: boolean) => (w ? 1 : 0)));
}

for (const mode of ["auto", "human"] as const) {
  test(`§5 §7 200 random ${mode}-moderated games for 5..12 seats end with a valid outcome`, () => {
    let actions = 0;
    for (let g = 0; g < 200; g++) {
      const seats = 5 + (g % 8);
      const roles = rolesOfGame(g);
      const { state, moves } = randomGame(seats, { moderator: mode, sheriff: g % 4 !== 3, roles, werewolves: 0 }, `${mode}-${g}`);
      check(state);
      actions += moves;
    }
    expect(actions).toBeGreaterThan(200);
  });
}

test("§5 toAct holds exactly the actors with legal actions", () => {
  const { trace } = randomGame(
    8,
    { moderator: "human", sheriff: true, roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"], werewolves: 2 },
    "toact",
    true,
  );
  for (const s of trace) {
    const who = werewolf.toAct(s) as Actor[];
    for (const a of who) expect(werewolf.legalActions(s, a).length).toBeGreaterThan(0);
    // the server lets a seat act only when toAct lists it: a seat with legal actions must be listed
    for (let p = 0; p < s.n; p++) if (werewolf.legalActions(s, p).length > 0) expect(who).toContain(p);
  }
});
