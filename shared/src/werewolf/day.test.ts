/**
 * The day (§5 day steps), deaths (§6), win conditions (§7), the day's edge cases (§9) and worked
 * examples (§10).
 */
import { werewolf } from ".";
import { devour, pass, play, refused, start, vote, votes } from "./testkit";

const NO_SHERIFF = { sheriff: false, roles: [] };

test("§10 night 1 the hunter (2) is devoured and shoots werewolf 5; day 1 werewolf 0 is voted out → villagers win", () => {
  let s = start(["werewolf", "seer", "hunter", "villager", "villager", "werewolf", "villager"], NO_SHERIFF);
  s = play(s, [1, pass], [0, devour(2)], [5, devour(2)]);
  expect([s.phase, s.step, s.owed]).toEqual(["day", "hunter", [2]]);
  expect(werewolf.legalActions(s, 2)).toContainEqual({ type: "shoot", target: 5 });
  s = play(s, [2, { type: "shoot", target: 5 }]);
  expect(s.alive).toEqual([true, true, false, true, true, false, true]);
  expect(s.step).toBe("vote");
  s = votes(s, { 0: 1, 1: 0, 3: 0, 4: 0, 6: 0 });
  expect(s.phase).toBe("over");
  expect(werewolf.outcome(s)).toEqual({
    scores: [0, 1, 1, 1, 1, 0, 1],
    winners: [1, 2, 3, 4, 6],
    winner: "villagers",
    win: [false, true, true, true, true, false, true],
  });
});

test("§10 sheriff 2 (elected 3–2–1) and the double vote; badge to 3; day 2 tie 2–2 → runoff 4–1 → 0 out", () => {
  let s = start(["witch", "villager", "villager", "villager", "werewolf", "werewolf"], { sheriff: true, roles: [] });
  s = play(s, [4, devour(1)], [5, devour(1)], [0, { type: "nightAction", power: "potions", heal: true, poison: null }]);
  expect([s.phase, s.step]).toEqual(["day", "election"]);
  // §9.9 the election has no double vote; one may vote for oneself
  s = votes(s, { 0: 2, 1: 2, 2: 2, 3: 3, 4: 3, 5: 0 });
  expect(s.sheriff).toBe(2);
  expect(s.log.filter((l) => l.to === null).map((l) => l.text)).toContain("Seat 3 is elected sheriff.");
  expect(s.step).toBe("vote");
  s = votes(s, { 2: 1, 3: 1, 5: 1, 0: 3, 1: 3, 4: 3 });
  expect(s.lastBallot?.result).toBe(1);
  expect(s.alive[1]).toBe(false);
  expect([s.phase, s.round]).toEqual(["night", 2]);
  s = play(s, [4, devour(2)], [5, devour(2)], [0, pass]);
  expect([s.step, s.owed]).toEqual(["badge", [2]]);
  expect(refused(s, 2, pass)).toMatch(/mandatory/);
  expect(refused(s, 2, { type: "passBadge", target: 1 })).toMatch(/dead/);
  s = play(s, [2, { type: "passBadge", target: 3 }]);
  expect(s.sheriff).toBe(3);
  s = votes(s, { 3: 0, 0: 4, 5: 4, 4: 5 });
  expect(s.step).toBe("runoff");
  expect(s.ballot?.candidates).toEqual([0, 4]);
  // §9.9 the double vote counts in the runoff too
  s = votes(s, { 3: 0, 5: 0, 4: 0, 0: 4 });
  expect(s.alive[0]).toBe(false);
  const v = werewolf.view(s, "spectator") as any;
  expect(v.ballot.tally).toEqual([
    { choice: 0, votes: 4, voters: [3, 4, 5] },
    { choice: 4, votes: 1, voters: [0] },
  ]);
});

test("§5 election tie → runoff among the tied; a unique winner there is sheriff", () => {
  let s = start(["werewolf", "villager", "villager", "villager", "villager", "villager"], { sheriff: true, roles: [] });
  s = play(s, [0, devour(5)]);
  s = votes(s, { 0: 0, 1: 0, 2: 1, 3: 1, 4: 2 });
  expect([s.step, s.ballot?.candidates]).toEqual(["electionRunoff", [0, 1]]);
  s = votes(s, { 0: 0, 1: 1, 2: 0, 3: 1, 4: 0 });
  expect(s.sheriff).toBe(0);
});

test("§5 election tie twice → no sheriff this game; the vote then has no double", () => {
  let s = start(["werewolf", "villager", "villager", "villager", "villager", "villager", "villager"], { sheriff: true, roles: [] });
  s = play(s, [0, devour(6)]);
  s = votes(s, { 0: 0, 1: 0, 2: 1, 3: 1, 4: 2, 5: 2 });
  expect(s.ballot?.candidates).toEqual([0, 1, 2]);
  s = votes(s, { 0: 0, 1: 0, 2: 1, 3: 1, 4: 2, 5: 2 });
  expect([s.sheriff, s.electionDone, s.step]).toEqual([-1, true, "vote"]);
  expect(s.ballot?.double).toBe(-1);
});

test("§5 vote: not oneself, a lover not the partner; refused second vote", () => {
  let s = start(["cupid", "werewolf", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [2, 3] }], [1, devour(5)]);
  expect(refused(s, 2, vote(2))).toMatch(/yourself/);
  expect(refused(s, 2, vote(3))).toMatch(/lover/);
  expect(refused(s, 2, vote(5))).toMatch(/dead/);
  s = play(s, [2, vote(1)]);
  expect(refused(s, 2, vote(4))).toMatch(/no decision/);
  expect(refused(s, 5, vote(4))).toMatch(/no decision/);
});

test("§9.10 two players left voting for each other: vote and runoff tie → nobody is eliminated", () => {
  let s = start(["werewolf", "witch", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(2)], [1, pass]);
  s = votes(s, { 0: 3, 1: 3, 3: 0, 4: 3 });
  s = play(s, [0, devour(4)], [1, pass]);
  expect(s.alive).toEqual([true, true, false, false, false]);
  s = votes(s, { 0: 1, 1: 0 });
  expect(s.step).toBe("runoff");
  s = votes(s, { 0: 1, 1: 0 });
  expect([s.phase, s.round, s.alive.filter(Boolean).length]).toEqual(["night", 3, 2]);
  // §7 nobody alive: the werewolf devours the witch, who poisons the werewolf → no winner
  s = play(s, [0, devour(1)], [1, { type: "nightAction", power: "potions", heal: false, poison: 0 }]);
  expect(werewolf.outcome(s)).toEqual({ scores: [0, 0, 0, 0, 0], winners: [], winner: null, win: [false, false, false, false, false] });
});

test("§7 werewolves win when every living player is a werewolf", () => {
  let s = start(["werewolf", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(1)]);
  s = votes(s, { 0: 2, 2: 3, 3: 2, 4: 2 });
  s = play(s, [0, devour(3)]);
  expect(s.phase).toBe("day");
  s = votes(s, { 0: 4, 4: 0 });
  s = votes(s, { 0: 4, 4: 0 });
  s = play(s, [0, devour(4)]);
  expect(werewolf.outcome(s)?.winner).toBe("werewolves");
  expect(werewolf.outcome(s)?.win).toEqual([true, false, false, false, false]);
});

test("§10 mixed couple (werewolf 0, villager 3) alone → lovers win; werewolf 1, dead earlier, does not", () => {
  let s = start(["werewolf", "werewolf", "cupid", "villager", "villager"], NO_SHERIFF);
  s = play(s, [2, { type: "nightAction", power: "link", targets: [0, 3] }]);
  // 0 may not devour his lover 3 (§9.4): the werewolves agree on 4
  s = play(s, [0, devour(4)], [1, devour(4)]);
  s = votes(s, { 0: 1, 2: 1, 3: 1, 1: 2 });
  expect(s.phase).toBe("night");
  s = play(s, [0, devour(2)]);
  expect(werewolf.outcome(s)).toEqual({ scores: [1, 0, 0, 1, 0], winners: [0, 3], winner: "lovers", win: [true, false, false, true, false] });
});

test("§7 lovers who are both werewolves play for the werewolves (§9.3)", () => {
  let s = start(["cupid", "werewolf", "werewolf", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [1, 2] }], [1, devour(3)], [2, devour(3)]);
  s = votes(s, { 0: 4, 1: 4, 2: 4, 4: 1 });
  s = play(s, [1, devour(0)], [2, devour(0)]);
  expect(werewolf.outcome(s)?.winner).toBe("werewolves");
  expect(werewolf.outcome(s)?.win).toEqual([false, true, true, false, false]);
});

test("§7 villagers win; a mixed couple's villager does not (§2), cupid does", () => {
  let s = start(["cupid", "werewolf", "werewolf", "villager", "villager", "villager", "witch"], NO_SHERIFF);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [2, 5] }], [1, devour(4)], [2, devour(4)], [6, pass]);
  s = votes(s, { 0: 1, 2: 1, 3: 1, 5: 1, 6: 1, 1: 0 });
  s = play(s, [2, devour(0)], [6, { type: "nightAction", power: "potions", heal: false, poison: 2 }]);
  expect(s.alive).toEqual([false, false, false, true, false, false, true]);
  expect(werewolf.outcome(s)).toEqual({
    scores: [1, 0, 0, 1, 1, 0, 1],
    winners: [0, 3, 4, 6],
    winner: "villagers",
    win: [true, false, false, true, true, false, true],
  });
});

test("§6.2 §9.6 the hunter shoots when voted out; not when poisoned", () => {
  let s = start(["werewolf", "hunter", "witch", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(3)], [2, { type: "nightAction", power: "potions", heal: false, poison: 1 }]);
  expect(s.alive[1]).toBe(false);
  expect(s.step).toBe("vote");
  let t = start(["werewolf", "hunter", "witch", "villager", "villager", "villager"], NO_SHERIFF);
  t = play(t, [0, devour(3)], [2, pass]);
  t = votes(t, { 0: 1, 1: 0, 2: 1, 4: 1, 5: 1 });
  expect([t.step, t.owed]).toEqual(["hunter", [1]]);
  t = play(t, [1, pass]);
  expect([t.phase, t.round]).toEqual(["night", 2]);
});

test("§9.7 a shot lover's partner dies too; a heart-broken hunter does not shoot", () => {
  let s = start(["cupid", "werewolf", "hunter", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [3, 4] }], [1, devour(2)]);
  s = play(s, [2, { type: "shoot", target: 3 }]);
  expect(s.alive).toEqual([true, true, false, false, false, true, true]);
  expect(s.log.filter((l) => l.to === null).map((l) => l.text)).toContain("Seat 5 (villager) dies of a broken heart.");
  let t = start(["cupid", "werewolf", "hunter", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  t = play(t, [0, { type: "nightAction", power: "link", targets: [2, 3] }], [1, devour(3)]);
  expect(t.alive[2]).toBe(false);
  expect(t.step).toBe("vote");
});

test("§9.6 a hunter who is also sheriff shoots first, then passes the badge", () => {
  let s = start(["werewolf", "hunter", "villager", "villager", "villager", "villager"], { sheriff: true, roles: [] });
  s = play(s, [0, devour(2)]);
  s = votes(s, { 0: 1, 1: 1, 3: 1, 4: 1, 5: 0 });
  expect(s.sheriff).toBe(1);
  s = votes(s, { 0: 3, 1: 3, 3: 4, 4: 3, 5: 3 });
  s = play(s, [0, devour(1)]);
  expect(s.step).toBe("hunter");
  s = play(s, [1, { type: "shoot", target: 4 }]);
  expect([s.step, s.owed]).toEqual(["badge", [1]]);
  s = play(s, [1, { type: "passBadge", target: 0 }]);
  // §9.8 the badge may go to a werewolf
  expect(s.sheriff).toBe(0);
});

test("§9.8 a mixed couple's win ends the game before any badge pass", () => {
  let s = start(["werewolf", "cupid", "villager", "villager", "villager"], { sheriff: true, roles: [] });
  s = play(s, [1, { type: "nightAction", power: "link", targets: [0, 1] }], [0, devour(2)]);
  s = votes(s, { 0: 3, 1: 3, 3: 3, 4: 1 });
  expect(s.sheriff).toBe(3);
  s = votes(s, { 0: 4, 1: 4, 3: 4, 4: 3 });
  // living 0, 1, 3: the werewolf devours the sheriff → the mixed couple is alone
  s = play(s, [0, devour(3)]);
  expect([s.phase, s.winner]).toEqual(["over", "lovers"]);
  expect(s.pendingBadge).toBe(false);
});

test("§9.12 wins are checked at once: a day vote removing the last werewolf ends the game", () => {
  let s = start(["werewolf", "villager", "villager", "villager", "villager", "hunter"], { sheriff: true, roles: [] });
  s = play(s, [0, devour(1)]);
  s = votes(s, { 0: 2, 2: 2, 3: 2, 4: 2, 5: 2 });
  s = votes(s, { 2: 0, 3: 0, 4: 0, 5: 0, 0: 3 });
  expect([s.phase, s.winner]).toEqual(["over", "villagers"]);
  expect(werewolf.legalActions(s, 2)).toEqual([]);
  expect(refused(s, 2, vote(3))).toMatch(/over/);
});
