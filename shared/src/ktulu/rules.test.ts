/** The page's numbered rulings (§9) and worked examples (§10), the setup (§4) and the night order (§5). */
import { ktulu } from "./index";
import { recommended } from "./roles";
import { act, day, game, na, night, pass, refuse } from "./testkit";
import type { KtuluState } from "./types";

// A: 0 sheriff, 1 pastor, 2 bodyguard, 3 townsman, 4 band leader (holder), 5 avenger, 6 chief, 7 indian.
const A = ["sheriff", "pastor", "bodyguard", "townsman", "bandLeader", "avenger", "chief", "indian"];
const N0 = { "sheriff.jail": na("jail", 3), "pastor.confess": na("confess", 6) };
const N1 = { "sheriff.jail": na("jail", 3), "pastor.confess": na("confess", 6), "bodyguard.protect": na("protect", 1), "indians.kill": na("kill", 3) };
const text = (s: KtuluState) => s.log.map((l) => l.text).join("\n");
/** §9 a duel fought to the vote: `from` challenges `to`, who accepts; every seat of `voters` votes for `loser`. */
function duel(s: KtuluState, from: number, to: number, voters: number[], loser: number): KtuluState {
  s = act(s, from, { type: "challenge", target: to });
  s = act(s, to, { type: "accept" });
  for (const x of voters) s = act(s, x, { type: "vote", target: loser });
  return s;
}
const seats = (v: unknown) => (v as { seats: { role: string | null; faction: string | null; marks: string[]; status: string }[] }).seats;

describe("§4 setup and §2 compositions", () => {
  test("§4 the statuette starts with the highest-ranked bandit; non-town players know their faction", () => {
    const s = game(A);
    expect(s.holder).toBe(4);
    const bandit = seats(ktulu.view(s, 5));
    expect(bandit[4].role).toBe("bandLeader");
    expect(bandit[4].marks).toContain("statuette");
    expect(bandit[0].role).toBeNull();
    const town = seats(ktulu.view(s, 0));
    expect(town.filter((x) => x.role !== null)).toHaveLength(1);
    expect(town[4].marks).not.toContain("statuette");
    expect(seats(ktulu.view(s, 6))[7].faction).toBe("indians");
    expect(seats(ktulu.view(s, "spectator")).every((x) => x.role === null && !x.marks.includes("statuette"))).toBe(true);
    expect(seats(ktulu.view(s, "moderator")).map((x) => x.role)).toEqual(A);
  });

  test("§2 the recommended table and default fill (8 players: 4 town, 2 bandits, 2 Indians; 18: 3 UFOs)", () => {
    expect(recommended(8)).toEqual(["sheriff", "courtesan", "goodGunslinger", "pastor", "bandLeader", "badGunslinger", "chief", "shaman"]);
    const r18 = recommended(18);
    expect(r18.filter((r) => ["greatUfo", "mindEater", "detector"].includes(r))).toHaveLength(3);
    expect(recommended(29).filter((r) => r === "townsman")).toHaveLength(4);
  });

  test("§3 every non-plain character at most once, at least one bandit", () => {
    const bad = (roles: string[]) => ktulu.setup({ seats: roles.length, options: {} as never, dealer: 0, deal: { roles } });
    expect(bad(["sheriff", "sheriff", "bandLeader", "chief", "indian"]).ok).toBe(false);
    expect(bad(["sheriff", "townsman", "townsman", "chief", "indian"]).ok).toBe(false);
    expect(bad(["townsman", "townsman", "bandit", "bandit", "indian"]).ok).toBe(true);
  });
});

describe("§5 night order", () => {
  test("§5 night 0: jail, confess, then the bandits' keep; then dawn and day 1", () => {
    let s = game(A);
    expect(s.cur!.id).toBe("sheriff.jail");
    s = act(s, 0, na("jail", 3));
    expect(s.cur!.id).toBe("pastor.confess");
    s = act(s, 1, na("confess", 6));
    expect(s.log.filter((l) => l.to?.includes(1)).pop()!.text).toMatch(/seat 7 belongs to the Indians/i);
    expect(s.cur!.id).toBe("bandits.keep");
    s = act(s, 4, pass);
    expect(s.phase).toBe("day");
    expect(s.round).toBe(1);
    expect(text(s)).toMatch(/The sheriff jailed seat 4/);
  });

  test("§5 night 1 follows the table: jail, confess, protect, avenger, keep, Indians' kill (the second only when they hold it)", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    const order: string[] = [];
    while (s.phase === "night") {
      if (order[order.length - 1] !== s.cur!.id) order.push(s.cur!.id);
      const x = ktulu.toAct(s)[0] as number;
      const plan = (N1 as Record<string, unknown>)[s.cur!.id] ?? pass;
      s = act(s, x, plan as never);
    }
    expect(order).toEqual(["sheriff.jail", "pastor.confess", "bodyguard.protect", "avenger.kill", "bandits.keep", "indians.kill"]);
  });

  test("§5 at night a player who does not act sees only 'night'", () => {
    const s = game(A);
    expect((ktulu.view(s, 0) as { step: string }).step).toBe("sheriff.jail");
    expect((ktulu.view(s, 1) as { step: string }).step).toBe("night");
    expect((ktulu.view(s, "spectator") as { step: string }).step).toBe("night");
    expect((ktulu.view(s, 1) as { legal: unknown[] }).legal).toEqual([]);
  });
});

describe("§9 rulings", () => {
  test("§9.1 night 0: a jailed band leader loses the statuette to the sheriff, who wins at dawn", () => {
    let s = game(A);
    s = act(s, 0, na("jail", 4));
    s = act(s, 1, na("confess", 6));
    expect(s.phase).toBe("over");
    expect(s.winner).toBe("town");
    expect(text(s)).toMatch(/from the Bandits to the Town/);
  });

  test("§9.2 / §10 the avenger kills on night 1; his kill on night 2 is refused (step not open)", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    s = night(s, { ...N1, "avenger.kill": na("kill", 7), "indians.kill": na("kill", 0) });
    expect(s.status[7]).toBe("dead");
    s = day(s, [1, 2]);
    s = night(s, { "pastor.confess": na("confess", 6), "bodyguard.protect": na("protect", 3) }, "bandits.keep");
    expect(refuse(s, 5, na("kill", 2))).toMatch(/not your turn/);
  });

  test("§9.3 protection stops a kill but not a poison (it acts by day)", () => {
    const roles = ["sheriff", "bodyguard", "townsman", "townsman", "bandLeader", "chief", "shamaness", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 3) });
    s = day(s, [0, 1]);
    s = night(s, { "sheriff.jail": na("jail", 3), "bodyguard.protect": na("protect", 2), "indians.kill": na("kill", 2), "shamaness.poison": na("poison", 2) });
    // The kill failed silently at night (no death at dawn); the poison struck as day 2 began.
    expect(text(s)).not.toMatch(/seat 3 died \(/i);
    expect(text(s)).toMatch(/seat 3 died of poison/i);
    expect(s.status[2]).toBe("dead");
  });

  test("§9.4 Luke acts before the sheriff: his kill cannot be stopped, and a dead sheriff's step is skipped", () => {
    const roles = ["sheriff", "bodyguard", "townsman", "bandLeader", "bandit", "chief", "luckyLuke"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 2) });
    s = day(s, [1, 2]);
    s = night(s, { "luke.search": na("search", 2), "luke.kill": na("kill", 0) }, "bodyguard.protect");
    expect(s.status[0]).toBe("dead");
    expect(s.script.find((e) => e.id === "sheriff.jail")!.status).toBe("skipped");
  });

  test("§9.5 jailing the holder gives the sheriff the statuette; killed that night? no — jail protects; he must survive to dawn", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    s = night(s, { ...N1, "sheriff.jail": na("jail", 4), "indians.kill": na("kill", 0), "indians.kill2": na("kill", 3) });
    // The sheriff took it, the Indians killed him (he is not jailed himself): they take it.
    expect(s.status[0]).toBe("dead");
    expect([6, 7]).toContain(s.holder);
    expect(text(s)).toMatch(/from the Bandits to the Town[\s\S]*from the Town to the Indians/);
  });

  test("§9.6 a sleeping holder cannot keep it away: the bandits' keep is skipped when the holder is drunk", () => {
    const roles = ["sheriff", "drunkard", "townsman", "townsman", "bandLeader", "bandit", "chief", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 2) });
    s = day(s, [0, 1]);
    s = night(s, { "sheriff.jail": na("jail", 2), "drunkard.drink": na("drink", 4), "indians.kill": na("kill", 3) });
    const keep = s.script.length ? null : null;
    void keep;
    expect(text(s)).toMatch(/drunkard got seat 5 drunk/);
    expect(s.holder).toBe(4);
  });

  test("§9.7 / §10 the Indians kill the holder: they take it, must kill again (1–1 split: the chief's choice), the chief may keep it to another Indian; a day-2 search finds it", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    s = night(s, { ...N1, "indians.kill": na("kill", 4) }, "indians.kill2");
    expect(s.status[4]).toBe("dead");
    expect(s.holder).toBe(6);
    s = act(s, 7, na("kill", 1));
    s = act(s, 6, na("kill", 0));
    expect(s.status[0]).toBe("dead");
    expect(s.status[1]).toBe("alive");
    expect(s.cur!.id).toBe("indians.keep");
    s = act(s, 6, na("keep", 7));
    expect(s.phase).toBe("day");
    expect(text(s)).toMatch(/statuette went from the Bandits to the Indians/);
    expect(s.holder).toBe(7);
    s = day(s, [7, 3]);
    expect(s.winner).toBe("town");
  });

  test("§9.8 the doctor revives a night victim; the statuette stays with the killer; no revive for the hanged", () => {
    const roles = ["sheriff", "doctor", "townsman", "townsman", "bandLeader", "bandit", "chief", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 2) });
    s = day(s, [0, 2]);
    s = night(s, { "sheriff.jail": na("jail", 2), "indians.kill": na("kill", 4), "indians.kill2": na("kill", 3), "doctor.revive": na("revive", 4) });
    expect(s.status[4]).toBe("alive");
    expect([6, 7]).toContain(s.holder);
    expect(text(s)).not.toMatch(/seat 5 died/i);
    // Hanged by day: no night revive step is ever offered for him (only tonight's dead are targets).
    s = day(s, [2, 0], true, 2);
    expect(s.status[2]).toBe("dead");
    expect(s.phase).toBe("night");
    expect(s.uses["doctor.revive"]).toBe(1);
  });

  test("§9.9 two gunslingers: the vote decides; the judge beats a gunslinger", () => {
    const roles = ["sheriff", "goodGunslinger", "judge", "townsman", "bandLeader", "badGunslinger", "chief", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 3) });
    s = duel(s, 5, 1, [0, 2, 3, 4, 6, 7], 5);
    expect(s.cur!.id).toBe("duel.judge");
    s = act(s, 2, pass);
    expect(s.status[5]).toBe("dead");
    s = duel(s, 4, 1, [0, 2, 3, 6, 7], 4);
    expect(s.cur!.id).toBe("duel.judge");
    s = act(s, 2, { type: "judge", loser: 1 });
    expect(s.status[1]).toBe("dead");
    expect(s.status[4]).toBe("alive");
    expect(s.revealed).toContain(2);
  });

  test("§9.10 a refused challenge may be repeated; at most duelsPerDay accepted duels a day", () => {
    let s = night(game(A, { duelsPerDay: 1 }), N0);
    s = act(s, 3, { type: "challenge", target: 7 });
    s = act(s, 7, { type: "refuse" });
    s = act(s, 3, { type: "challenge", target: 7 });
    s = act(s, 7, { type: "accept" });
    for (const x of [0, 1, 2, 4, 5, 6]) s = act(s, x, { type: "abstain" });
    expect(s.status[7]).toBe("alive");
    expect(text(s)).toMatch(/Nobody dies in the duel/);
    expect(refuse(s, 5, { type: "challenge", target: 6 })).toMatch(/does not fit/);
  });

  test("§9.11 the mayor who revealed earlier can no longer pardon; he may pardon himself", () => {
    const roles = ["sheriff", "mayor", "townsman", "townsman", "bandLeader", "bandit", "chief", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 2) });
    s = day(s, [1, 2], true, 1);
    expect(s.cur!.id).toBe("pardon");
    s = act(s, 1, { type: "pardon" });
    expect(s.status[1]).toBe("alive");
    expect(s.revealed).toContain(1);
    s = night(s, { "sheriff.jail": na("jail", 2), "indians.kill": na("kill", 3) });
    s = day(s, [1, 2], true, 2);
    expect(s.status[2]).toBe("dead"); // no pardon step: the mayor is revealed
  });

  test("§9.12 a searched holder ends the game before any hanging", () => {
    let s = night(game(A), N0);
    s = day(s, [4, 0]);
    expect(s.winner).toBe("town");
    expect(s.phase).toBe("over");
  });

  test("§9.13 / §6.11 bound to both duelists: free vote; bound to one: must vote for the other", () => {
    const roles = ["sheriff", "seducer", "townsman", "townsman", "bandLeader", "blackmailer", "chief", "indian"];
    let s = game(roles);
    s = act(s, 0, na("jail", 6));
    s = act(s, 1, na("seduce", 3));
    s = act(s, 5, na("blackmail", 3));
    s = act(s, 4, pass);
    expect(s.phase).toBe("day");
    expect(refuse(s, 3, { type: "challenge", target: 1 })).toMatch(/does not fit/);
    s = act(s, 1, { type: "challenge", target: 5 });
    s = act(s, 5, { type: "accept" });
    expect(ktulu.legalActions(s, 3)).toEqual(expect.arrayContaining([{ type: "abstain" }, { type: "vote", target: 1 }, { type: "vote", target: 5 }]));
    for (const x of [0, 2, 3, 4, 6, 7]) s = act(s, x, { type: "abstain" });
    s = act(s, 2, { type: "challenge", target: 1 });
    s = act(s, 1, { type: "accept" });
    expect(ktulu.legalActions(s, 3)).toEqual([{ type: "vote", target: 2 }]);
  });
});

describe("§10 worked examples", () => {
  test("§10 8 players, searchesPerDay 1: all search the band leader → found → town wins", () => {
    let s = night(game(A, { searchesPerDay: 1 }), N0);
    s = day(s, [4]);
    expect(s.winner).toBe("town");
    expect(ktulu.outcome(s)!.win).toEqual([true, true, true, true, false, false, false, false]);
  });

  test("§10 the sheriff jails seat 5 (index 5); the Indians choose him → no death; he votes next day", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    s = night(s, { ...N1, "sheriff.jail": na("jail", 5), "indians.kill": na("kill", 5) });
    expect(s.status[5]).toBe("alive");
    expect(s.phase).toBe("day");
    expect(ktulu.legalActions(s, 5)).toContainEqual({ type: "ready" });
  });

  test("§10 the bodyguard protects seat 4 on night 1 and cannot protect it on night 2", () => {
    let s = night(game(A), N0);
    s = day(s, [0, 1]);
    s = night(s, { ...N1, "bodyguard.protect": na("protect", 3), "indians.kill": na("kill", 0) });
    s = day(s, [1, 2]);
    s = night(s, N1, "bodyguard.protect");
    expect(refuse(s, 2, na("protect", 3))).toMatch(/does not fit/);
    s = act(s, 2, na("protect", 1));
    expect(s.lastProtect).toEqual({ seat: 1, night: 2 });
  });

  test("§10 a bandit holder challenges the good gunslinger; the vote kills the gunslinger but he wins → town", () => {
    const roles = ["sheriff", "goodGunslinger", "townsman", "townsman", "bandLeader", "bandit", "chief", "indian"];
    let s = night(game(roles), { "sheriff.jail": na("jail", 2) });
    s = duel(s, 4, 1, [0, 2, 3, 5, 6, 7], 1);
    expect(s.winner).toBe("town");
    expect(text(s)).toMatch(/The winner is a gunslinger/);
    expect(s.status[1]).toBe("alive");
  });
});
