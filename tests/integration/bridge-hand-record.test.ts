/**
 * The hand record after each board (issue 30, item 4), through the real server and real colyseus.js
 * clients: a one-board duplicate table dealt from a PBN file holding deal 8 of DDS's reference list
 * (shared/src/bridge/testdata/dds-list10.txt, North deals, East-West vulnerable). When the deal ends the
 * server solves its double-dummy table and par off the table's thread; the finished deal's view, the record
 * and the PBN export then carry DDS's published table and par (NS +200, EW 5H doubled). No byte a player or
 * a spectator receives before the deal has ended carries any of it.
 */
import { matchMaker } from "@colyseus/core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePbn } from "@salon/shared/bridge/pbn";
import { callFromView } from "@salon/shared/bridge/auction";
import { optimumResultRows, readOptimumResultTable, type DDTableResult } from "@salon/shared/bridge/par";
import { analyzeOffThread } from "../../server/src/bots/pool";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

/** Deal 8 of DDS's list10: its deal and its published table (DDS order: spades N E S W, hearts, diamonds, clubs, notrump). */
const LIST10 = readFileSync(join(__dirname, "../../shared/src/bridge/testdata/dds-list10.txt"), "utf8").split("\n").filter(Boolean);
const DEAL8 = LIST10[7 * 3].match(/"(.*)"/)![1];
const TABLE8 = LIST10[7 * 3 + 1].split(" ").slice(1).map(Number);
/** Ours: tricks[strain][seat], strains C D H S NT. */
const PUBLISHED: DDTableResult = [3, 2, 1, 0, 4].map((k) => TABLE8.slice(k * 4, k * 4 + 4));

const FILE = ['[Event "Hand record test"]', '[Board "8"]', '[Dealer "N"]', '[Vulnerable "E-W"]', `[Deal "${DEAL8}"]`, ""].join("\n");

function room(roomId: string): any {
  return matchMaker.getLocalRoomById(roomId) as any;
}

async function waitFor(pred: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`${what}: not in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Ann (seat 0) passes, refuses claims and plays her first legal card until the game's deal has ended. */
async function playTheDeal(a: TestClient, roomId: string): Promise<void> {
  let moves = 0;
  const game = room(roomId).game;
  const ended = () => game.state.results.length > 0;
  while (!ended()) {
    await waitFor(() => ended() || game.toAct().includes(0), 20_000, "Ann's turn");
    if (ended()) break;
    const v = game.rules.view(game.state, 0);
    const legal = v.legal as string[];
    const before = game.moves;
    if (v.phase === "auction") a.send("action", { type: "call", call: callFromView("pass") });
    else if (v.phase === "claim") a.send("action", { type: "rejectClaim" });
    else a.send("action", { type: "play", card: legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x))! });
    await waitFor(() => game.moves > before || ended(), 8000, "an answer");
    if (++moves > 100) throw new Error("the deal did not end");
  }
}

test("a finished board's hand record is DDS's table and par, never sent before the deal ends, in the record and the PBN", async () => {
  expect(LIST10[7 * 3]).toMatch(/^PBN 0 3 /); // North deals, East-West vulnerable, as the file says
  const a = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", botDelayMs: 4, pbn: FILE, options: { scoring: "duplicate" } });
  const roomId = a.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (const seat of [1, 2, 3]) a.send("addBot", { seat });
  await a.until(() => a.state.seats.every((s: any) => s.kind !== "empty"));
  a.send("start");
  await a.until(() => a.state.status === "playing");

  await playTheDeal(a, roomId);
  // What each client received up to the deal's end: no analysis, nor any of its words.
  for (const c of [a, spectator]) {
    const before = c.bytesSince(0).toString("latin1");
    for (const word of ["analyses", "parContract", "optimumScore", "OptimumResultTable"]) expect(before.includes(word)).toBe(false);
    expect(c.view().analyses).toBeUndefined();
  }

  // Then every client sees it: computing (null) at first, then DDS's table and par.
  await Promise.all(
    [a, spectator].map((c) => c.until(() => Array.isArray(c.view().analyses) && (c.view().analyses as unknown[])[0] !== null, 110_000, "the hand record")),
  );
  for (const c of [a, spectator]) {
    expect(c.view().analyses).toEqual([{ table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200", rows: expect.any(Array) }]);
  }
  await a.until(() => a.state.status === "over", 5000, "the game's end");

  // The finished record carries it (written again when the answer came), and the PBN export writes its tags.
  let record: any = null;
  await waitFor(
    async () => {
      record = await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json();
      return Array.isArray(record?.meta?.analyses) && record.meta.analyses[0] !== null;
    },
    10_000,
    "the record",
  );
  expect(record.meta.analyses[0]).toMatchObject({ table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200" });
  const text = await (await fetch(`${salon.http_url}/api/records/${roomId}?format=pbn`)).text();
  const [g] = parsePbn(text);
  expect(g.tags.Board).toBe("8");
  expect(g.tags.ParContract).toBe("EW 5HX");
  expect(g.tags.OptimumScore).toBe("NS 200");
  expect(readOptimumResultTable(g.sections.OptimumResultTable)).toEqual(PUBLISHED);
  await Promise.all([a, spectator].map((c) => c.leave()));
}, 180_000);

test("a hand record that comes after a quick rematch still joins the first game's stored record, its replay and its PBN", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", botDelayMs: 4, pbn: FILE, options: { scoring: "duplicate" } });
  const roomId = a.room.roomId;
  for (const seat of [1, 2, 3]) a.send("addBot", { seat });
  await a.until(() => a.state.seats.every((s: any) => s.kind !== "empty"));
  a.send("start");
  await a.until(() => a.state.status === "playing");
  // Two other boards' hand records (DDS's deals 7 and 10) are being solved on the analysis thread when this
  // deal ends, as on a busy club evening: this table's request waits behind them, so the rematch surely
  // comes first.
  const others = [6, 9].map((i) => {
    const [dealer, vul] = LIST10[i * 3].split(" ").slice(1, 3).map(Number); // DDS: vulnerability 0 none, 1 both, 2 NS, 3 EW
    return analyzeOffThread("bridge", { pbn: LIST10[i * 3].match(/"(.*)"/)![1], vul: ["none", "both", "ns", "ew"][vul], dealer });
  });
  await playTheDeal(a, roomId);
  await a.until(() => a.state.status === "over", 10_000, "the game's end");
  a.send("start"); // the rematch, at once
  await a.until(() => a.state.status === "playing" && a.state.gameNo === 2, 10_000, "the rematch");

  // Game 1 was stored while its hand record was still coming.
  const url = `${salon.http_url}/api/records/${roomId}/1`;
  const early: any = await (await fetch(url)).json();
  expect(early.meta.analyses).toEqual([null]);
  await Promise.all(others);

  // When it comes, game 1's stored record is written again with it; game 2's live view does not show it.
  let record: any = null;
  await waitFor(
    async () => {
      record = await (await fetch(url)).json();
      return Array.isArray(record?.meta?.analyses) && record.meta.analyses[0] !== null;
    },
    110_000,
    "the late hand record in game 1's record",
  );
  expect(record.meta.analyses).toEqual([{ table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200", rows: optimumResultRows(PUBLISHED) }]);
  expect(record.actions).toEqual(early.actions); // the same game, only its hand record added
  expect(room(roomId).analyses.current).toBeNull();
  expect(a.view().analyses).toBeUndefined();

  // The PBN download of game 1 writes the hand record's tags.
  const [g] = parsePbn(await (await fetch(`${url}?format=pbn`)).text());
  expect(g.tags.ParContract).toBe("EW 5HX");
  expect(g.tags.OptimumScore).toBe("NS 200");
  expect(readOptimumResultTable(g.sections.OptimumResultTable)).toEqual(PUBLISHED);
  await a.leave();
}, 240_000);
