/** Both moderator modes (§5): the human Manitou's advance / for / resolveTie / strikePoison / declareWinner, the auto one. */
import { rulesets } from "../registry";
import { replay } from "../core/record";
import { ktulu } from "./index";
import { act, day, game, na, night, pass, randomGame, refuse } from "./testkit";
import type { KtuluState } from "./types";

const A = ["sheriff", "pastor", "bodyguard", "townsman", "bandLeader", "avenger", "chief", "indian"];
const human = (roles = A, o = {}) => game(roles, { moderator: "human", ...o });

describe("human mode", () => {
  test("§4 without a deal the game starts in setup: assignRoles deals exactly, advance deals at random", () => {
    const r = ktulu.setup({ seats: 8, options: { moderator: "human" } as never, dealer: 0 });
    expect(r.ok && r.value.phase).toBe("setup");
    const s = (r as { value: KtuluState }).value;
    expect(ktulu.toAct(s)).toEqual(["moderator"]);
    expect(refuse(s, "moderator", { type: "assignRoles", roles: ["sheriff"] })).toMatch(/1 characters for 8 seats/);
    const a = act(s, "moderator", { type: "assignRoles", roles: A });
    expect(a.roles).toEqual(A);
    expect(a.phase).toBe("night");
    const b = act(s, "moderator", { type: "advance" });
    expect(b.roles.slice().sort()).toEqual(ktulu.setup({ seats: 8, options: {} as never, dealer: 0 }).ok ? expect.any(Array) : []);
    expect(b.roles).toHaveLength(8);
    expect(ktulu.deals(b)[0]).toMatchObject({ setup: true, roles: b.roles });
  });

  test("§5 a step closes only on advance, refused while a mandatory decision is missing; a missing optional one is a pass", () => {
    let s = human();
    expect(refuse(s, "moderator", { type: "advance" })).toMatch(/mandatory decision is missing/);
    s = act(s, 0, na("jail", 3));
    expect(s.cur!.id).toBe("sheriff.jail");
    expect(ktulu.toAct(s)).toEqual(["moderator"]);
    s = act(s, "moderator", { type: "advance" });
    expect(s.cur!.id).toBe("pastor.confess");
    expect(refuse(s, "moderator", { type: "confess", for: 1 })).toMatch(/does not fit/);
    expect(refuse(s, "moderator", { type: "nightAction", power: "jail", target: 2, for: 1 })).toMatch(/does not fit/);
    s = act(s, "moderator", { type: "nightAction", power: "confess", target: 6, for: 1 });
    s = act(s, "moderator", { type: "advance" });
    expect(s.cur!.id).toBe("bandits.keep");
    s = act(s, "moderator", { type: "advance" }); // the keep is optional: missing = pass
    expect(s.phase).toBe("day");
    expect(s.holder).toBe(4);
  });

  test("§5 a faction step: the moderator may advance once a majority or the highest-ranked member has chosen", () => {
    let s = human();
    for (const a of [na("jail", 3), "advance", na("confess", 6), "advance", "advance"] as const) {
      s = typeof a === "string" ? act(s, "moderator", { type: "advance" }) : act(s, s.cur!.actors[0], a);
    }
    // day 1 in human mode: the moderator ends the discussion
    s = act(s, "moderator", { type: "advance" });
    expect(s.cur!.id).toBe("search");
    for (const x of [0, 1, 2, 3, 4, 5, 6]) s = act(s, x, { type: "vote", targets: [0, 1] });
    expect(refuse(s, "moderator", { type: "advance" })).toMatch(/mandatory/);
    s = act(s, 7, { type: "vote", targets: [0, 1] });
    s = act(s, "moderator", { type: "advance" });
    for (let x = 0; x < 8; x++) s = act(s, x, { type: "vote", hang: false });
    s = act(s, "moderator", { type: "advance" });
    expect(s.phase).toBe("night");
    s = act(s, 0, na("jail", 3));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, 1, na("confess", 6));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, 2, na("protect", 1));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, "moderator", { type: "advance" }); // avenger passes
    s = act(s, "moderator", { type: "advance" }); // keep
    expect(s.cur!.id).toBe("indians.kill");
    s = act(s, 7, na("kill", 2));
    expect(refuse(s, "moderator", { type: "advance" })).toMatch(/mandatory/); // 1 of 2, not the chief
    s = act(s, 6, na("kill", 0));
    s = act(s, "moderator", { type: "advance" }); // 1–1: the chief's choice
    expect(s.status[0]).toBe("dead");
  });

  test("§5 resolveTie: runoff or drop, before the runoff", () => {
    let s = human(A, { searchesPerDay: 1 });
    s = act(s, 0, na("jail", 3));
    for (const a of ["advance", "confess", "advance", "advance", "advance"]) {
      s = a === "confess" ? act(s, 1, na("confess", 6)) : act(s, "moderator", { type: "advance" });
    }
    expect(s.cur!.id).toBe("search");
    for (let x = 0; x < 8; x++) s = act(s, x, { type: "vote", targets: [x < 4 ? 0 : 1] });
    s = act(s, "moderator", { type: "advance" });
    expect(s.cur!.id).toBe("search.tie");
    expect(refuse(s, "moderator", { type: "advance" })).toMatch(/Resolve the tie/);
    const dropped = act(s, "moderator", { type: "resolveTie", mode: "drop" });
    expect(dropped.phase).toBe("night");
    s = act(s, "moderator", { type: "resolveTie", mode: "runoff" });
    expect(s.cur!.id).toBe("search.runoff");
    expect(ktulu.legalActions(s, 3)).toEqual([
      { type: "vote", targets: [0] },
      { type: "vote", targets: [1] },
    ]);
  });

  test("§6.9 strikePoison: the moderator strikes the poison by day (at the latest when discussion ends); declareWinner ends the game", () => {
    const roles = ["sheriff", "townsman", "townsman", "bandLeader", "chief", "shamaness", "townsman"];
    let s = human(roles);
    s = act(s, 0, na("jail", 1));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, "moderator", { type: "advance" }); // discussion
    for (let x = 0; x < 7; x++) s = act(s, x, { type: "vote", targets: [1, 2] });
    s = act(s, "moderator", { type: "advance" });
    for (let x = 0; x < 7; x++) s = act(s, x, { type: "vote", hang: false });
    s = act(s, "moderator", { type: "advance" });
    s = act(s, 0, na("jail", 1));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, 4, na("kill", 6));
    s = act(s, 5, na("kill", 6));
    s = act(s, "moderator", { type: "advance" });
    s = act(s, 5, na("poison", 2));
    s = act(s, "moderator", { type: "advance" });
    expect(s.phase).toBe("day");
    expect(s.status[2]).toBe("alive");
    expect(ktulu.legalActions(s, "moderator")).toContainEqual({ type: "strikePoison" });
    const struck = act(s, "moderator", { type: "strikePoison" });
    expect(struck.status[2]).toBe("dead");
    const late = act(s, "moderator", { type: "advance" });
    expect(late.status[2]).toBe("dead");
    const over = act(s, "moderator", { type: "declareWinner", faction: "indians" });
    expect(ktulu.outcome(over)!.winner).toBe("indians");
    expect(refuse(s, 3, { type: "nightAction", power: "kill", target: 1, for: 2 })).toMatch(/Only the moderator/);
  });
});

describe("auto mode", () => {
  test("§5 the automatic moderator may only advance the discussion, on time-out", () => {
    let s = game(A, { discussionSeconds: 5 });
    expect(ktulu.timeout(s)).toBeNull();
    expect(refuse(s, "moderator", { type: "advance" })).toMatch(/only ends the discussion/);
    s = night(s, { "sheriff.jail": na("jail", 3), "pastor.confess": na("confess", 6) });
    expect(ktulu.timeout(s)).toEqual({ afterMs: 5000, action: { type: "advance" } });
    s = act(s, 3, { type: "ready" });
    s = act(s, "moderator", { type: "advance" });
    expect(s.cur!.id).toBe("search");
    expect(ktulu.timeout(s)).toBeNull();
    expect(refuse(s, "moderator", { type: "declareWinner", faction: "town" })).toBeTruthy();
    void pass;
    void day;
  });
});

describe("records", () => {
  test("§4 whole random games replay from their record (deal = roles and every roll), in both modes", () => {
    for (const mode of ["auto", "human"] as const) {
      for (let g = 0; g < 6; g++) {
        const comp = ["sheriff", "gambler", "bandLeader", "cardSharp", "chief", "kaszabara", "banner", "nameless", "luckyLuke", "silentFoot"];
        const { state, actions } = randomGameWithActions(`rec${mode}${g}`, comp, mode);
        const rec = { ruleset: "ktulu", options: { moderator: mode, composition: comp }, seats: comp.length, deal: ktulu.deals(state) as never, actions };
        const r = replay(rulesets, JSON.parse(JSON.stringify(rec)));
        expect(r.report).toEqual({ ok: true, phase: "over", over: true, scores: ktulu.scores(state), outcome: ktulu.outcome(state) });
      }
    }
  });
});

/** randomGame, but keeping the actions for a record. */
function randomGameWithActions(seed: string, comp: string[], mode: "auto" | "human") {
  const actions: { seat: number | "moderator"; action: Record<string, unknown> & { type: string } }[] = [];
  const orig = ktulu.apply;
  const spy = jest.spyOn(ktulu, "apply").mockImplementation((s, a, x) => {
    const r = orig(s, a, x);
    if (r.ok) actions.push({ seat: a, action: x });
    return r;
  });
  try {
    const { state } = randomGame(seed, comp.length, { moderator: mode, composition: comp });
    return { state, actions };
  } finally {
    spy.mockRestore();
  }
}

describe("§5 search votes (auto mode)", () => {
  const night0 = (o = {}) => night(game(A, o), { "sheriff.jail": na("jail", 3), "pastor.confess": na("confess", 6) });
  const everyone = (s: KtuluState, vote: (x: number) => number[]) => {
    for (let x = 0; x < 8; x++) if (s.status[x] === "alive") s = act(s, x, { type: "vote", targets: vote(x) });
    return s;
  };
  const ready = (s: KtuluState) => {
    for (let x = 0; x < 8; x++) if (s.status[x] === "alive" && s.cur?.id === "discussion") s = act(s, x, { type: "ready" });
    return s;
  };
  test("§5 seats by falling votes while they fit; a group that does not fit goes to a runoff for the remaining slots", () => {
    let s = ready(night0()); // everyone ready: the search opens
    expect(s.cur!.id).toBe("search");
    // seat 0: 8 votes; seats 1 and 2: 3 votes each, seat 3: 2 — one slot left for two tied seats
    s = everyone(s, (x) => [0, [1, 2, 3][x % 3]]);
    expect(s.cur!.id).toBe("search.runoff");
    expect(s.day!.taken).toEqual([0]);
    expect(s.day!.runoff!.group).toEqual([1, 2]);
    expect(s.day!.runoff!.r).toBe(1);
    expect(ktulu.legalActions(s, 0).every((a) => (a.targets as number[]).length === 1)).toBe(true);
  });

  test("§5 deadlock: a runoff that ties again at the boundary drops the group (fewer searches)", () => {
    let s = ready(night0({ searchesPerDay: 1 }));
    s = everyone(s, (x) => [x < 4 ? 1 : 2]);
    expect(s.cur!.id).toBe("search.runoff");
    s = everyone(s, (x) => [x < 4 ? 1 : 2]);
    expect(s.phase).toBe("night");
    expect(s.log.some((l) => l.text === "Nobody is searched.")).toBe(true);
  });

  test("§3 openChecks: the pastor's target (not the result) is public at dawn", () => {
    const s = night(game(A, { openChecks: true }), { "sheriff.jail": na("jail", 3), "pastor.confess": na("confess", 6) });
    const pub = s.log.filter((l) => l.to === null).map((l) => l.text);
    expect(pub).toContain("The pastor checked seat 7.");
    expect(pub.some((t) => /Indians/.test(t) && /seat 7/.test(t))).toBe(false);
  });
});
