/** What each viewer sees (§8): own hand only, spectators public only, the moderator everything. */
import { stringsIn } from "../core/json-strings";
import type { Viewer } from "../core/seats";
import { kierki } from "./index";
import { act, fillDeal, playCards, randomGame, seeded, start } from "./testkit";
import type { KierkiState } from "./state";
import type { KierkiView } from "./types";

const PUBLIC = [
  "phase",
  "seats",
  "dealNo",
  "kind",
  "sequence",
  "sixthDeal",
  "kingOfHeartsDiscard",
  "dealer",
  "turn",
  "leader",
  "trump",
  "trick",
  "trickNo",
  "trickCount",
  "lastTrick",
  "lastLeader",
  "lastWinner",
  "tricks",
  "points",
  "scores",
  "handCounts",
  "results",
  "rows",
  "base",
  "passes",
  "out",
  "lastMove",
  "winners",
];
const viewOf = (s: KierkiState, v: Viewer) => kierki.view(s, v) as unknown as KierkiView;

/** The public keys of a state's view: hand sizes travel as `counts` outside trick play (derive.ts). */
const publicKeys = (s: KierkiState) => (s.phase === "play" || s.phase === "trump" ? PUBLIC : [...PUBLIC, "counts"]);

/** §8: checks one state's views for every viewer. */
function checkRedaction(s: KierkiState): void {
  const PUBLIC = publicKeys(s);
  for (let seat = 0; seat < s.n; seat++) {
    const v = kierki.view(s, seat);
    const seen = stringsIn(v);
    for (let other = 0; other < s.n; other++) if (other !== seat) for (const c of s.hands[other]) expect(seen.has(c)).toBe(false);
    expect(Object.keys(v).sort()).toEqual([...PUBLIC, "hand", "legal"].sort());
  }
  const spec = kierki.view(s, "spectator");
  const seen = stringsIn(spec);
  for (const c of s.hands.flat()) expect(seen.has(c)).toBe(false);
  expect(Object.keys(spec).sort()).toEqual([...PUBLIC].sort());
  const mod = viewOf(s, "moderator");
  expect(mod.hands).toEqual(s.hands);
}

describe("§8 views", () => {
  test("a card played leaves the other parts of every view the same frozen objects (core/frozen.ts)", () => {
    const s = start(fillDeal([]), {}, 3);
    const t = playCards(s, s.hands[0][0]).state;
    const [before, after] = [viewOf(s, 1), viewOf(t, 1)];
    for (const key of ["hand", "sequence", "scores", "points", "tricks", "results", "rows", "winners"] as const) expect(after[key]).toBe(before[key]);
    expect(after.trick).not.toBe(before.trick);
    expect(after.handCounts).toEqual([12, 13, 13, 13]);
    expect(viewOf(t, 2).trick).toBe(after.trick); // one copy for every viewer
    expect(Object.isFrozen(after.hand) && Object.isFrozen(after.results)).toBe(true);
    expect(() => (after.hand as string[]).push("AS")).toThrow();
    expect(viewOf(t, 0).hand).toEqual(t.hands[0]);
  });

  test("§8 a seat sees its own hand and legal moves, and the public table", () => {
    const deal = fillDeal([]);
    const s = start(deal, {}, 3);
    const v = viewOf(s, 0);
    expect(v.hand).toEqual(s.hands[0]);
    expect(v.legal).toEqual(s.hands[0]);
    expect(v).toMatchObject({
      phase: "play",
      seats: 4,
      dealNo: 0,
      kind: "tricks",
      dealer: 3,
      turn: 0,
      leader: 0,
      trump: "",
      trick: [],
      trickNo: 0,
      trickCount: 13,
      tricks: [0, 0, 0, 0],
      points: [0, 0, 0, 0],
      scores: [0, 0, 0, 0],
      handCounts: [13, 13, 13, 13],
      results: [],
      winners: [],
    });
    expect(viewOf(s, 1).legal).toEqual([]);
    expect(viewOf(s, "spectator").hand).toBeUndefined();
    checkRedaction(s);
  });

  test("§8 the last trick stays shown until the next trick's first card", () => {
    const s = start(fillDeal(["2S 3S", "4S", "5S", "6S"]), {}, 3);
    const t = playCards(s, "2S 4S 5S 6S").state;
    expect(viewOf(t, "spectator")).toMatchObject({
      trick: [],
      lastTrick: ["2S", "4S", "5S", "6S"],
      lastLeader: 0,
      lastWinner: 3,
      tricks: [0, 0, 0, 1],
      points: [0, 0, 0, -20],
    });
    const u = act(t, 3, { type: "play", card: t.hands[3][0] }).state;
    expect(viewOf(u, "spectator")).toMatchObject({ lastTrick: [], lastLeader: -1, lastWinner: -1 });
  });

  test("§8 the rng, the deal plan and the deals used never appear in a view", () => {
    const s = seeded("secret");
    for (const v of [0, 1, 2, 3, "spectator", "moderator"] as Viewer[]) {
      const json = JSON.stringify(kierki.view(s, v));
      expect(json).not.toMatch(/rng|plan|used|firstDealer|taken/);
      for (const n of s.rng ?? []) expect(json).not.toContain(String(n));
    }
  });

  test("§8 redaction holds at every step of random games (4 and 3 players, every kind of deal)", () => {
    for (const [n, g] of [
      [4, 0],
      [4, 1],
      [3, 2],
    ]) {
      const s = seeded(`view${g}`, { robber: true, positive: "both" }, n, g % n);
      const { state } = randomGame(s, `view${g}`, undefined, checkRedaction);
      expect(state.phase).toBe("over");
    }
  });

  test("§8 cards thrown in by endEarly stay hidden from the other seats", () => {
    // Deal 6 under thirdAndSeventh stops after trick 7: six cards each are thrown in and the game ends.
    const s = seeded("thrown", { sixthDeal: "thirdAndSeventh" }, 4, 0);
    const { state } = randomGame(s, "thrown");
    expect(state.phase).toBe("over");
    expect(state.hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    checkRedaction(state);
    expect(viewOf(state, "spectator").hands).toBeUndefined();
  });
});
