/**
 * What each viewer sees (§8), in the shared deduction shape (core/deduction.ts).
 */
import type { DeductionView } from "../core/deduction";
import type { Viewer } from "../core/seats";
import { werewolf } from ".";
import { devour, pass, play, randomGame, start } from "./testkit";

const V = (s: Parameters<typeof werewolf.view>[0], viewer: Viewer) => werewolf.view(s, viewer) as unknown as DeductionView & Record<string, any>;
const roles = (v: DeductionView) => v.seats.map((x) => x.role);

// 0 thief, 1 cupid, 2 seer, 3 littleGirl, 4 werewolf, 5 werewolf, 6 witch, 7 villager; middle hunter, villager
const DEAL = ["thief", "cupid", "seer", "littleGirl", "werewolf", "werewolf", "witch", "villager"];
const fresh = () => start(DEAL, {}, ["hunter", "villager"]);

test("§8 the deduction view shape: every key, for every kind of viewer", () => {
  const s = fresh();
  for (const viewer of [0, 4, "spectator", "moderator"] as Viewer[]) {
    const v = V(s, viewer);
    expect(Object.keys(v).sort()).toEqual(
      [
        "phase",
        "round",
        "step",
        "stepTitle",
        "mode",
        "seats",
        "me",
        "legal",
        "log",
        "ballot",
        "composition",
        "centerCount",
        "center",
        "sheriff",
        "healUsed",
        "poisonUsed",
        "victim",
        "wolves",
        "lovers",
        ...(viewer === "moderator" ? ["script"] : []),
      ].sort(),
    );
    expect(v.seats.length).toBe(8);
    for (const seat of v.seats)
      expect(Object.keys(seat).sort()).toEqual(
        viewer === "moderator" ? ["faction", "marks", "notes", "role", "seat", "status"] : ["faction", "marks", "role", "seat", "status"],
      );
  }
  expect([V(s, 3).me, V(s, "spectator").me, V(s, "moderator").me]).toEqual([3, null, null]);
  expect(V(s, 0).stepTitle).toBe("Night 1 — the thief looks at the middle cards");
  expect(V(s, "moderator").step).toBe("thief");
});

test("§8 own role only; the spectator sees no living role; the moderator sees all and the middle cards", () => {
  const s = fresh();
  expect(roles(V(s, 2))).toEqual([null, null, "seer", null, null, null, null, null]);
  expect(roles(V(s, "spectator"))).toEqual(Array(8).fill(null));
  expect(roles(V(s, "moderator"))).toEqual(DEAL);
  expect(V(s, "moderator").center).toEqual(["hunter", "villager"]);
  expect(V(s, "spectator").center).toBeNull();
  expect(V(s, "spectator").centerCount).toBe(2);
  expect(V(s, "spectator").composition).toEqual(["cupid", "hunter", "littleGirl", "seer", "thief", "villager", "villager", "werewolf", "werewolf", "witch"]);
});

test("§8 werewolves see each other; the thief sees the middle only during his step; the thief's new role", () => {
  let s = fresh();
  expect(roles(V(s, 4))).toEqual([null, null, null, null, "werewolf", "werewolf", null, null]);
  expect(V(s, 0).center).toEqual(["hunter", "villager"]);
  expect(V(s, 1).center).toBeNull();
  expect(V(s, 0).log.filter((l) => l.private)).toMatchObject([{ when: "Night 1", text: "The middle cards are: hunter and villager.", private: true }]);
  s = play(s, [0, { type: "nightAction", power: "swap", index: 0 }]);
  expect(V(s, 0).center).toBeNull();
  expect(V(s, 0).seats[0].role).toBe("hunter");
  expect(V(s, "moderator").center).toEqual(["thief", "villager"]);
  expect(V(s, "moderator").seats[0].notes?.map((n) => n.text)).toContain("Was the thief, took the hunter card");
});

test("§8 cupid knows the lovers; each lover the partner's seat (not role) from the lovers step", () => {
  let s = fresh();
  s = play(s, [0, pass], [1, { type: "nightAction", power: "link", targets: [2, 7] }]);
  const marked = (v: DeductionView) => v.seats.filter((x) => x.marks.includes("lover")).map((x) => x.seat);
  expect(marked(V(s, 1))).toEqual([2, 7]);
  expect(marked(V(s, 2))).toEqual([2, 7]);
  expect(V(s, 2).seats[7].role).toBeNull();
  expect(V(s, 2).lovers).toEqual([2, 7]);
  expect(marked(V(s, 4))).toEqual([]);
  expect(V(s, "spectator").lovers).toBeNull();
  expect(V(s, "spectator").log.some((l) => /love/.test(l.text))).toBe(false);
});

test("§8 the seer's result and the little girl's spying are private; the watched warning goes to the werewolves only", () => {
  let s = fresh();
  s = play(s, [0, pass], [1, { type: "nightAction", power: "link", targets: [2, 7] }], [2, { type: "nightAction", power: "see", target: 5 }]);
  expect(V(s, 2).seats[5].role).toBe("werewolf");
  expect(V(s, 3).seats[5].role).toBeNull();
  s = play(s, [3, { type: "nightAction", power: "spy" }]);
  expect(roles(V(s, 3))).toEqual([null, null, null, "littleGirl", "werewolf", "werewolf", null, null]);
  expect(
    V(s, 4)
      .log.filter((l) => l.private)
      .map((l) => l.text),
  ).toEqual(["You are being watched."]);
  expect(V(s, 6).log.filter((l) => l.private)).toEqual([]);
  expect(V(s, "moderator").log.filter((l) => l.private).length).toBe(8);
});

test("§8 werewolves see each other's current choices; the witch sees the victim during her step; nobody else does", () => {
  let s = fresh();
  s = play(s, [0, pass], [1, { type: "nightAction", power: "link", targets: [2, 7] }], [2, pass], [3, pass], [4, devour(1)]);
  expect(V(s, 5).wolves).toEqual([
    { seat: 4, choice: 1 },
    { seat: 5, choice: -1 },
  ]);
  expect(V(s, 6).wolves).toEqual([]);
  expect(V(s, "spectator").wolves).toEqual([]);
  s = play(s, [5, devour(1)]);
  expect(V(s, 6).victim).toBe(1);
  expect(V(s, 6).seats[1].marks).toContain("victim");
  expect(V(s, 4).victim).toBeNull();
  expect(V(s, "spectator").victim).toBeNull();
  expect(V(s, "moderator").victim).toBe(1);
  s = play(s, [6, { type: "nightAction", power: "potions", heal: true, poison: null }]);
  // §8 public: whether each potion was used (tokens), nobody died
  expect([V(s, "spectator").healUsed, V(s, "spectator").poisonUsed]).toEqual([true, false]);
  expect(V(s, "spectator").log.map((l) => l.text)).toContain("Day breaks: nobody died tonight.");
});

test("§8 at night only the woken seats (and the moderator) see the step: not who owes decisions, nor where the cards are", () => {
  const s = play(fresh(), [0, pass], [1, { type: "nightAction", power: "link", targets: [2, 7] }]);
  expect([V(s, "spectator").step, V(s, "spectator").stepTitle]).toEqual(["night", "Night 1"]);
  expect([V(s, 7).step, V(s, 4).step]).toEqual(["night", "night"]);
  expect([V(s, 2).step, V(s, 2).stepTitle]).toEqual(["seer", "Night 1 — the seer looks at a card"]);
  expect(V(s, "moderator").step).toBe("seer");
  expect(V(s, 7).legal).toEqual([]);
  expect(V(s, 2).legal.length).toBe(8);
  expect(V(s, "spectator").legal).toEqual([]);
  // a thief card in the middle changes nothing a sleeping seat can see
  const noThief = start(["werewolf", "seer", "villager", "villager", "villager"], {}, ["thief", "villager"]);
  const thief = start(["thief", "seer", "werewolf", "villager", "villager"], {}, ["villager", "villager"]);
  expect(V(noThief, "spectator").step).toBe(V(thief, "spectator").step);
  expect(V(noThief, "spectator").log).toEqual(V(thief, "spectator").log);
});

test("§8 the dawn list does not tell the victim from the poisoned: seats in order", () => {
  let s = start(["werewolf", "villager", "witch", "villager", "villager", "villager"], { sheriff: false });
  s = play(s, [0, devour(5)], [2, { type: "nightAction", power: "potions", heal: false, poison: 1 }]);
  expect(V(s, "spectator").log.map((l) => l.text)).toContain("Day breaks: seat 2 (villager), seat 6 (villager) were found dead.");
});

test("§8 ballots are secret while open (own vote only), public with every voter when closed", () => {
  let s = start(["werewolf", "villager", "villager", "villager", "villager"]);
  s = play(s, [0, devour(4)], [0, { type: "vote", target: 1 }]);
  expect(V(s, 2).ballot).toEqual({ kind: "election", title: "Elect the sheriff", open: true, candidates: [0, 1, 2, 3], tally: [], mine: null });
  expect(V(s, 0).ballot?.mine).toBe(1);
  expect(V(s, "moderator").ballot?.tally.find((t) => t.choice === 1)).toEqual({ choice: 1, votes: 1, voters: [0] });
  s = play(s, [1, { type: "vote", target: 1 }], [2, { type: "vote", target: 1 }], [3, { type: "vote", target: 2 }]);
  expect(V(s, "spectator").seats[1].marks).toEqual(["sheriff"]);
  expect(V(s, "spectator").sheriff).toBe(1);
  expect(V(s, "spectator").log.map((l) => l.text)).toContain("Elect the sheriff: seat 2: 3 votes (seat 1, seat 2, seat 3); seat 3: 1 vote (seat 4).");
  s = play(s, [0, { type: "vote", target: 2 }], [1, { type: "vote", target: 2 }], [2, { type: "vote", target: 3 }], [3, { type: "vote", target: 2 }]);
  // the closed vote stays shown through the night, with every voter
  expect(s.phase).toBe("night");
  const b = V(s, "spectator").ballot!;
  expect(b.open).toBe(false);
  expect(b.tally).toEqual([
    { choice: 0, votes: 0, voters: [] },
    { choice: 1, votes: 0, voters: [] },
    { choice: 2, votes: 4, voters: [0, 1, 3] },
    { choice: 3, votes: 1, voters: [2] },
  ]);
  // the sheriff's (1) vote counts 2: 1 + 2 + 1
  expect(s.alive[2]).toBe(false);
});

test("§8 dead players' roles are public; a dead player keeps what it knew and loses live information", () => {
  let s = start(["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager", "villager"], { sheriff: false });
  s = play(s, [2, { type: "nightAction", power: "see", target: 1 }], [0, devour(2)], [1, devour(2)]);
  expect(V(s, 3).seats[2].role).toBe("seer");
  expect(V(s, 2).seats[1].role).toBe("werewolf");
  expect(V(s, 2).legal).toEqual([]);
  s = play(s, ...[0, 2, 3, 4, 5, 6, 7].filter((v) => s.alive[v]).map((v): [number, any] => [v, { type: "vote", target: v === 1 ? 3 : 1 }]), [
    1,
    { type: "vote", target: 3 },
  ]);
  // werewolf 1 voted out: he still sees his fellow werewolf, but no longer the night's choices
  expect(s.alive[1]).toBe(false);
  s = play(s, [0, devour(3)]);
  expect(V(s, 1).seats[0].role).toBe("werewolf");
});

test("§8 when the game is over, all roles, the middle cards, the lovers and every line become public", () => {
  const { state } = randomGame(8, { moderator: "auto", sheriff: true, roles: ["cupid", "thief", "seer"], werewolves: 2 }, "over-1");
  const v = V(state, "spectator");
  expect(roles(v)).toEqual(state.roles);
  expect(v.center).toEqual(state.center);
  expect(v.lovers).toEqual(state.lovers.length ? state.lovers : null);
  expect(v.log.length).toBe(state.log.length);
  expect(v.log.some((l) => l.private)).toBe(false);
  expect(v.winner).toBe(state.winner);
  expect(v.legal).toEqual([]);
});

test("§8 random games: no non-moderator view ever shows a living seat's role it may not know", () => {
  for (let g = 0; g < 6; g++) {
    const { trace } = randomGame(
      6 + (g % 4),
      { moderator: g % 2 ? "human" : "auto", sheriff: true, roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"], werewolves: 0 },
      `vis-${g}`,
      true,
    );
    for (const s of trace) {
      if (s.phase === "setup") continue;
      const spec = V(s, "spectator");
      spec.seats.forEach((x) => expect(x.role === null || !s.alive[x.seat]).toBe(true));
      expect(spec.log.some((l) => l.private)).toBe(false);
      expect(spec.center).toBeNull();
      for (let p = 0; p < s.n; p++) {
        const v = V(s, p);
        v.seats.forEach((x) => {
          if (x.role === null || x.seat === p || !s.alive[x.seat]) return;
          const wolfMate = s.roles[p] === "werewolf" && s.roles[x.seat] === "werewolf";
          const learned = s.known.some((k) => k.by === p && k.seat === x.seat);
          expect(wolfMate || learned).toBe(true);
        });
        expect(v.center === null || (s.step === "thief" && s.owed.includes(p))).toBe(true);
        expect(v.victim === null || (s.step === "witch" && s.owed.includes(p))).toBe(true);
      }
    }
  }
});
