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
import { readOptimumResultTable, type DDTableResult } from "@salon/shared/bridge/par";
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

test("a finished board's hand record is DDS's table and par, never sent before the deal ends, in the record and the PBN", async () => {
  expect(LIST10[7 * 3]).toMatch(/^PBN 0 3 /); // North deals, East-West vulnerable, as the file says
  const a = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", botDelayMs: 4, pbn: FILE, options: { scoring: "duplicate" } });
  const roomId = a.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (const seat of [1, 2, 3]) a.send("addBot", { seat });
  await a.until(() => a.state.seats.every((s: any) => s.kind !== "empty"));
  a.send("start");
  await a.until(() => a.state.status === "playing");

  let moves = 0;
  const ended = () => room(roomId).game.state.results.length > 0;
  while (!ended()) {
    await waitFor(() => ended() || room(roomId).game.toAct().includes(0), 20_000, "Ann's turn");
    if (ended()) break;
    const g = room(roomId).game;
    const v = g.rules.view(g.state, 0);
    const legal = v.legal as string[];
    const before = g.moves;
    if (v.phase === "auction") a.send("action", { type: "call", call: callFromView("pass") });
    else if (v.phase === "claim") a.send("action", { type: "rejectClaim" });
    else a.send("action", { type: "play", card: legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x))! });
    await waitFor(() => room(roomId).game.moves > before || ended(), 8000, "an answer");
    if (++moves > 100) throw new Error("the deal did not end");
  }
  // What each client received up to the deal's end: no analysis, nor any of its words.
  for (const c of [a, spectator]) {
    const before = c.bytesSince(0).toString("latin1");
    for (const word of ["analyses", "parContract", "optimumScore", "OptimumResultTable"]) expect(before.includes(word)).toBe(false);
    expect(c.view().analyses).toBeUndefined();
  }

  // Then every client sees it: computing (null) at first, then DDS's table and par.
  await Promise.all([a, spectator].map((c) => c.until(() => Array.isArray(c.view().analyses) && (c.view().analyses as unknown[])[0] !== null, 110_000, "the hand record")));
  for (const c of [a, spectator]) {
    expect(c.view().analyses).toEqual([{ table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200", rows: expect.any(Array) }]);
  }
  await a.until(() => a.state.status === "over", 5000, "the game's end");

  // The finished record carries it (written again when the answer came), and the PBN export writes its tags.
  let record: any = null;
  await waitFor(async () => {
    record = await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json();
    return Array.isArray(record?.meta?.analyses) && record.meta.analyses[0] !== null;
  }, 10_000, "the record");
  expect(record.meta.analyses[0]).toMatchObject({ table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200" });
  const text = await (await fetch(`${salon.http_url}/api/records/${roomId}?format=pbn`)).text();
  const [g] = parsePbn(text);
  expect(g.tags.Board).toBe("8");
  expect(g.tags.ParContract).toBe("EW 5HX");
  expect(g.tags.OptimumScore).toBe("NS 200");
  expect(readOptimumResultTable(g.sections.OptimumResultTable)).toEqual(PUBLISHED);
  await Promise.all([a, spectator].map((c) => c.leave()));
}, 180_000);
