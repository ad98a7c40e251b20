/**
 * The night (§5 steps 1–7), dawn (§6) and the page's worked examples that happen at night (§10).
 */
import { werewolf } from ".";
import { devour, pass, play, refused, start } from "./testkit";

const NO_SHERIFF = { sheriff: false };

test("§5 night 1 order: thief → cupid → lovers → seer → little girl → werewolves → witch, then day", () => {
  let s = start(["thief", "cupid", "seer", "littleGirl", "werewolf", "witch", "hunter", "villager"], {}, ["villager", "werewolf"]);
  expect([s.phase, s.round, s.step]).toEqual(["night", 1, "thief"]);
  s = play(s, [0, pass]);
  expect(s.step).toBe("cupid");
  s = play(s, [1, { type: "nightAction", power: "link", targets: [6, 7] }]);
  // lovers (automatic in auto mode) are told, then the seer
  expect(s.step).toBe("seer");
  expect(s.log.filter((l) => l.to && l.to.length === 1 && (l.to[0] === 6 || l.to[0] === 7)).map((l) => l.text)).toEqual([
    "You are in love with seat 8.",
    "You are in love with seat 7.",
  ]);
  s = play(s, [2, { type: "nightAction", power: "see", target: 4 }]);
  expect(s.step).toBe("littleGirl");
  s = play(s, [3, pass]);
  expect(s.step).toBe("werewolves");
  s = play(s, [4, devour(7)]);
  expect(s.step).toBe("witch");
  s = play(s, [5, pass]);
  expect([s.phase, s.round]).toEqual(["day", 1]);
  // 7 devoured, 6 heart-broken; the hunter... is 6: heartbreak, so no shot (§9.7)
  expect(s.alive).toEqual([true, true, true, true, true, true, false, false]);
  expect(s.step).toBe("election");
});

test("§5 later nights: seer → little girl → werewolves → witch", () => {
  let s = start(["werewolf", "seer", "littleGirl", "witch", "villager", "villager"], NO_SHERIFF);
  expect(s.step).toBe("seer");
  s = play(s, [1, pass], [2, pass], [0, devour(4)], [3, pass]);
  expect(s.phase).toBe("day");
  // prettier-ignore
  s = play(s, [0, { type: "vote", target: 5 }], [1, { type: "vote", target: 5 }], [2, { type: "vote", target: 5 }], [3, { type: "vote", target: 5 }], [5, { type: "vote", target: 0 }]);
  expect([s.phase, s.round, s.step]).toEqual(["night", 2, "seer"]);
});

test("§5.1 thief: sees the middle cards; swap takes one, the thief card goes to the middle", () => {
  let s = start(["thief", "werewolf", "seer", "villager", "villager"], {}, ["hunter", "villager"]);
  expect(s.log.find((l) => l.to?.[0] === 0)?.text).toBe("The middle cards are: hunter and villager.");
  s = play(s, [0, { type: "nightAction", power: "swap", index: 0 }]);
  expect(s.roles[0]).toBe("hunter");
  expect(s.center).toEqual(["thief", "villager"]);
  expect(s.step).toBe("seer");
});

test("§2 a thief who passes stays a plain villager (team villagers)", () => {
  let s = start(["thief", "werewolf", "villager", "villager", "villager"], NO_SHERIFF, ["villager", "seer"]);
  s = play(s, [0, pass]);
  expect(s.roles[0]).toBe("thief");
  expect(s.step).toBe("werewolves");
  const v = werewolf.view(s, 0) as any;
  expect(v.seats[0].faction).toBe("villagers");
});

test("§9.1 thief card in the middle → no thief step", () => {
  const s = start(["werewolf", "seer", "villager", "villager", "villager"], {}, ["thief", "villager"]);
  expect(s.step).toBe("seer");
});

test("§9.1 thief takes cupid → he plays the cupid step right after", () => {
  let s = start(["thief", "werewolf", "villager", "villager", "villager"], {}, ["cupid", "villager"]);
  s = play(s, [0, { type: "nightAction", power: "swap", index: 0 }]);
  expect(s.step).toBe("cupid");
  expect(s.owed).toEqual([0]);
});

test("§9.2 §10 middle werewolf, werewolf: pass refused; swap 1 makes him a werewolf who must agree on the victim", () => {
  let s = start(["thief", "werewolf", "seer", "villager", "villager", "villager"], {}, ["werewolf", "werewolf"]);
  expect(refused(s, 0, pass)).toMatch(/must take/);
  expect(werewolf.legalActions(s, 0)).not.toContainEqual(pass);
  s = play(s, [0, { type: "nightAction", power: "swap", index: 1 }]);
  expect(s.roles[0]).toBe("werewolf");
  s = play(s, [2, pass]);
  expect(s.step).toBe("werewolves");
  expect(s.owed).toEqual([0, 1]);
  s = play(s, [1, devour(3)]);
  expect(s.step).toBe("werewolves");
  s = play(s, [0, devour(3)]);
  expect(s.phase).toBe("day");
  expect(s.alive[3]).toBe(false);
});

test("§5.2 cupid is mandatory and links two different living seats; §9.3 himself allowed, two werewolves allowed", () => {
  let s = start(["cupid", "werewolf", "werewolf", "villager", "villager", "villager", "villager", "villager"]);
  expect(refused(s, 0, pass)).toMatch(/mandatory/);
  expect(refused(s, 0, { type: "nightAction", power: "link", targets: [3, 3] })).toMatch(/different/);
  expect(werewolf.legalActions(s, 0)).toContainEqual({ type: "nightAction", power: "link", targets: [0, 3] });
  s = play(s, [0, { type: "nightAction", power: "link", targets: [1, 2] }]);
  expect(s.lovers).toEqual([1, 2]);
  expect(s.step).toBe("werewolves");
});

test("§5.4 seer learns a living player's role, not her own", () => {
  let s = start(["werewolf", "seer", "villager", "villager", "villager"]);
  expect(refused(s, 1, { type: "nightAction", power: "see", target: 1 })).toMatch(/yourself/);
  s = play(s, [1, { type: "nightAction", power: "see", target: 0 }]);
  expect(s.log.at(-1)).toMatchObject({ when: "Night 1", text: "Seat 1 is the werewolf.", to: [1] });
  const v = werewolf.view(s, 1) as any;
  expect(v.seats[0].role).toBe("werewolf");
  expect((werewolf.view(s, 2) as any).seats[0].role).toBeNull();
});

test("§5.5 little girl spies: she learns the werewolves, they are told they are watched; catch makes her the victim", () => {
  let s = start(["werewolf", "werewolf", "littleGirl", "villager", "villager", "villager", "villager", "villager"]);
  expect(werewolf.legalActions(s, 2)).toEqual([{ type: "nightAction", power: "spy" }, pass]);
  s = play(s, [2, { type: "nightAction", power: "spy" }]);
  expect(s.log.filter((l) => l.to !== null).map((l) => [l.text, l.to])).toEqual([
    ["You spy on the werewolves: seat 1, seat 2.", [2]],
    ["You are being watched.", [0, 1]],
  ]);
  expect(werewolf.legalActions(s, 0)).toContainEqual({ type: "nightAction", power: "catch" });
  s = play(s, [0, { type: "nightAction", power: "catch" }], [1, { type: "nightAction", power: "catch" }]);
  expect(s.alive[2]).toBe(false);
});

test("§5.6 catch only after a spy this night", () => {
  const s = start(["werewolf", "littleGirl", "villager", "villager", "villager"]);
  const t = play(s, [1, pass]);
  expect(werewolf.legalActions(t, 0)).not.toContainEqual({ type: "nightAction", power: "catch" });
  expect(refused(t, 0, { type: "nightAction", power: "catch" })).toMatch(/spied/);
});

test("§9.4 werewolves cannot choose a werewolf; a werewolf lover cannot choose his partner", () => {
  let s = start(["cupid", "werewolf", "werewolf", "villager", "villager", "villager"]);
  s = play(s, [0, { type: "nightAction", power: "link", targets: [1, 3] }]);
  expect(refused(s, 1, devour(2))).toMatch(/werewol/);
  expect(refused(s, 1, devour(3))).toMatch(/lover/);
  expect(werewolf.legalActions(s, 2)).toContainEqual(devour(3));
});

test("§5.6 §10 werewolves 0 and 5 choose 3 and 4; 5 changes to 3 → decision 3; witch heals 3 and poisons 5 → only 5 dies", () => {
  let s = start(["werewolf", "seer", "witch", "villager", "villager", "werewolf"], NO_SHERIFF);
  s = play(s, [1, pass], [0, devour(3)], [5, devour(4)]);
  expect(s.step).toBe("werewolves");
  s = play(s, [5, devour(3)]);
  expect([s.step, s.victim]).toEqual(["witch", 3]);
  expect(s.log.at(-1)).toMatchObject({ when: "Night 1", text: "The werewolves' victim tonight is seat 4.", to: [2] });
  s = play(s, [2, { type: "nightAction", power: "potions", heal: true, poison: 5 }]);
  expect(s.alive).toEqual([true, true, true, true, true, false]);
  expect(s.log.some((l) => l.to === null && l.text === "Day breaks: seat 6 (werewolf) was found dead.")).toBe(true);
});

test("§9.5 the witch may heal herself, poison herself; heal needs a victim; used-up potions skip her step", () => {
  let s = start(["werewolf", "witch", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(1)]);
  s = play(s, [1, { type: "nightAction", power: "potions", heal: true, poison: null }]);
  expect(s.alive[1]).toBe(true);
  expect(s.healLeft).toBe(false);
  // prettier-ignore
  s = play(s, [0, { type: "vote", target: 2 }], [1, { type: "vote", target: 2 }], [2, { type: "vote", target: 3 }], [3, { type: "vote", target: 2 }], [4, { type: "vote", target: 2 }], [5, { type: "vote", target: 2 }]);
  // night 2: the heal is gone, so heal is no longer offered
  s = play(s, [0, devour(3)]);
  expect(s.step).toBe("witch");
  expect(werewolf.legalActions(s, 1).some((a) => a.type === "nightAction" && a.power === "potions" && a.heal)).toBe(false);
  expect(refused(s, 1, { type: "nightAction", power: "potions", heal: true, poison: null })).toBeTruthy();
  expect(werewolf.legalActions(s, 1)).toContainEqual({ type: "nightAction", power: "potions", heal: false, poison: 1 });
  s = play(s, [1, { type: "nightAction", power: "potions", heal: false, poison: 4 }]);
  expect(s.alive).toEqual([true, true, false, false, false, true]);
  // night 3: no potion left → no witch step
  s = play(s, [0, { type: "vote", target: 5 }], [1, { type: "vote", target: 0 }], [5, { type: "vote", target: 0 }]);
  // 0 has 2 votes → the last werewolf is out (§9.12)
  expect(s.phase).toBe("over");
  expect(s.winner).toBe("villagers");
});

test("§9.5 both potions the same night; poisoning herself kills her", () => {
  let s = start(["werewolf", "witch", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(2)], [1, { type: "nightAction", power: "potions", heal: true, poison: 1 }]);
  expect(s.alive).toEqual([true, false, true, true, true, true]);
  expect([s.healLeft, s.poisonLeft]).toEqual([false, false]);
});

test("§9.5 heal without a victim is impossible: only the poison is offered when there is no victim", () => {
  let s = start(["werewolf", "witch", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(2)]);
  expect(werewolf.legalActions(s, 1)).toContainEqual({ type: "nightAction", power: "potions", heal: true, poison: null });
  const noVictim = { ...s, victim: -1 };
  expect(werewolf.legalActions(noVictim, 1).some((a) => a.type === "nightAction" && a.power === "potions" && a.heal)).toBe(false);
  expect(refused(noVictim, 1, { type: "nightAction", power: "potions", heal: true, poison: null })).toMatch(/potions/);
});

test("§6 victim = poisoned → one death", () => {
  let s = start(["werewolf", "witch", "villager", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [0, devour(2)], [1, { type: "nightAction", power: "potions", heal: false, poison: 2 }]);
  expect(s.alive.filter((a) => !a).length).toBe(1);
  expect(s.deaths).toEqual([{ seat: 2, cause: "devoured", when: "Day 1" }]);
});

test("§9.11 caught little girl is the victim, so the witch may heal her", () => {
  let s = start(["werewolf", "littleGirl", "witch", "villager", "villager", "villager"], NO_SHERIFF);
  s = play(s, [1, { type: "nightAction", power: "spy" }], [0, { type: "nightAction", power: "catch" }]);
  expect([s.step, s.victim]).toEqual(["witch", 1]);
  s = play(s, [2, { type: "nightAction", power: "potions", heal: true, poison: null }]);
  expect(s.alive.every((a) => a)).toBe(true);
});

test("§10 cupid links 4 and 5; werewolves devour 4 → at dawn 4 and 5 die together", () => {
  let s = start(["werewolf", "seer", "witch", "villager", "villager", "cupid"], NO_SHERIFF);
  s = play(s, [5, { type: "nightAction", power: "link", targets: [4, 5] }], [1, pass], [0, devour(4)], [2, pass]);
  expect(s.alive).toEqual([true, true, true, true, false, false]);
  expect(s.log.filter((l) => l.to === null).map((l) => l.text)).toContain("Day breaks: seat 5 (villager), seat 6 (cupid) were found dead.");
});

test("§5.6 §9.4 a werewolf whose lover is the only prey has no choice and does not take part; the others decide (our ruling)", () => {
  // 0 werewolf loves 2 (villager); werewolf 1; after the others die only 2 is prey.
  let s = start(["werewolf", "werewolf", "villager", "cupid", "villager"], { sheriff: false, roles: [] });
  s = play(s, [3, { type: "nightAction", power: "link", targets: [0, 2] }], [0, devour(4)], [1, devour(4)]);
  s = play(s, [0, { type: "vote", target: 3 }], [1, { type: "vote", target: 3 }], [2, { type: "vote", target: 3 }], [3, { type: "vote", target: 1 }]);
  expect(s.alive).toEqual([true, true, true, false, false]);
  expect([s.step, s.owed]).toEqual(["werewolves", [1]]);
  expect(werewolf.legalActions(s, 0)).toEqual([]);
  s = play(s, [1, devour(2)]);
  // 2 devoured, 0 heart-broken: only werewolf 1 is left
  expect([s.phase, s.winner]).toEqual(["over", "werewolves"]);
  expect(s.win).toEqual([false, true, false, false, false]);
});
