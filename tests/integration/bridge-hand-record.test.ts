/**
 * The hand record after each board (issue 30, item 4), through the real server and real colyseus.js
 * clients: a one-board duplicate table dealt from a PBN file holding deal 8 of DDS's reference list
 * (shared/src/bridge/testdata/dds-list10.txt, North deals, East-West vulnerable). When the deal ends the
 * server solves its double-dummy table and par off the table's thread; the finished deal's view, the record
 * and the PBN export then carry DDS's published table and par (NS +200, EW 5H doubled). No byte a player or
 * a spectator receives before the deal has ended carries any of it.
 */
import { parsePbn } from "@salon/shared/bridge/pbn";
import { readOptimumResultTable } from "@salon/shared/bridge/par";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";
import { FILE, HAND_RECORD, LIST10, PUBLISHED, lateRecord, playTheDeal, rematchBeforeTheHandRecord, room, waitFor } from "../support/hand-record";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

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
  const { a, roomId, others, early, path } = await rematchBeforeTheHandRecord(salon);
  const url = salon.http_url + path;
  await Promise.all(others);

  // When it comes, game 1's stored record is written again with it; game 2's live view does not show it.
  const record = await lateRecord(salon.http_url, path);
  expect(record.meta.analyses).toEqual([HAND_RECORD]);
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
