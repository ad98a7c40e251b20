/**
 * Bridge teams of four (issue 31, docs/events.md "Teams of four"), run end to end by the server's director
 * through real colyseus.js clients — one real player per pair (North or East), the partners bots. Checked by
 * hand: pairs 1 and 2 are team A, 3 and 4 team B; at table 1 pair 1 sits North-South against pair 3, at
 * table 2 pair 4 North-South against pair 2; both tables play the same deals (dealt once); each board gives
 * team A the IMPs of table 1's North-South score less table 2's (team B the IMPs the other way), on the WBF
 * scale of the bridge rules of record (§7.6), and the match score runs on. No board shows before both tables
 * have played it. Refusals carry codes; a restart mid-match brings the match back at its tables.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon, useSalon } from "../support/server";
import { sleep } from "../support/clients";
import { api, bridgeEvent, claimsAndDrop, expectDealtOnce, playedAt, playPair, watchResults, type PlayedBoard, type Sitting } from "../support/events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

jest.setTimeout(300_000);

/** The IMP scale of the bridge rules of record (§7.6): the least score difference of each IMP count, 1..24. */
// prettier-ignore
const IMP_FROM = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const handImps = (diff: number): number => Math.sign(diff) * IMP_FROM.filter((from) => Math.abs(diff) >= from).length;

/** A teams match of `boardsPerRound` boards with its four pairs entered (`${prefix}1` … `${prefix}4`, the partners bots). */
const teamsMatch = (salon: Parameters<typeof api>[0], name: string, prefix: string, boardsPerRound: number) =>
  bridgeEvent(salon, { name, format: "teams", boardsPerRound }, prefix, 4);

describe("a teams-of-four match", () => {
  const salon = useSalon();

  test("refusals carry codes: not two tables, more than one round, boards out of range, matchpoints, a fifth pair, a grade", async () => {
    const make = (extra: object) => api(salon, "POST", "/api/events", { name: "Teams", game: "bridge", format: "teams", ...extra });
    expect(await make({ tables: 3 })).toMatchObject({ status: 400, json: { code: "teams_size", params: { tables: 2 } } });
    expect(await make({ rounds: 2 })).toMatchObject({ status: 400, json: { code: "movement_rounds", params: { max: 1 } } });
    expect(await make({ boardsPerRound: 0 })).toMatchObject({ status: 400, json: { code: "bad_boards", params: { min: 1, max: 32 } } });
    expect(await make({ boardsPerRound: 33 })).toMatchObject({ status: 400, json: { code: "bad_boards", params: { min: 1, max: 32 } } });
    expect(await make({ scoring: "mp" })).toMatchObject({ status: 400, json: { code: "bad_scoring" } });
    // Two tables (and one round) may be said or left out; a pairs movement still needs 3-8 tables.
    expect(await make({ tables: 2, rounds: 1, boardsPerRound: 32 })).toMatchObject({ status: 201 });
    expect(await api(salon, "POST", "/api/events", { name: "Pairs", game: "bridge", tables: 2 })).toMatchObject({ json: { code: "movement_size" } });

    const { ev } = await teamsMatch(salon, "Full", "F", 1);
    expect((await api(salon, "GET", `/api/events/${ev.id}`)).json).toMatchObject({ format: "teams", tables: 2, rounds: 1, boardsPerRound: 1, boards: 1 });
    expect(await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: ["Fifth", ""] })).toMatchObject({ status: 409, json: { code: "event_full" } });
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { round: 1 } });
    // A teams match compares two tables: an artificial grade is refused (an assigned score is a table's result).
    expect(await api(salon, "POST", `/api/events/${ev.id}/adjust`, { pair: 1, board: 1, grade: "plus", reason: "late" }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_adjustment" },
    });
    // Both tables are ended unplayed: the board is scored as not played, 0 IMPs each.
    expect(await api(salon, "POST", `/api/events/${ev.id}/end-round`, { round: 1 }, ev.director)).toMatchObject({ json: { status: "finished" } });
    const { json: done } = await api(salon, "GET", `/api/events/${ev.id}/results`);
    expect(done.match).toEqual({
      teams: [
        { team: "A", pairs: [1, 2], imps: 0 },
        { team: "B", pairs: [3, 4], imps: 0 },
      ],
      boards: [{ board: 1, table1: null, table2: null, impsA: 0, impsB: 0, running: [0, 0] }],
    });
  });

  test("end to end: seats swapped, the same deals at both tables, IMPs board by board and the running score by hand", async () => {
    const boards = 3;
    const { ev, pairs } = await teamsMatch(salon, "Teams night", "Player ", boards);
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 1 } });
    const { json: pub } = await api(salon, "GET", `/api/events/${ev.id}`);
    expect(pub.tablesNow).toEqual([
      { table: 1, done: false, ns: 1, ew: 3, set: 1 },
      { table: 2, done: false, ns: 4, ew: 2, set: 1 },
    ]);
    expect(JSON.stringify(pub)).not.toMatch(/roomId/);

    // No board's result shows before both tables have played it (the tables play the same boards at once).
    const early: string[] = [];
    const logs = new Map<number, Sitting[]>(pairs.map((p) => [p.pair, []]));
    const watcher = watchResults(salon, ev.id, (json) => {
      if (json.match.boards.length || json.travellers.length) early.push(JSON.stringify(json.match.boards));
    });
    const clients = await Promise.all(pairs.map((p) => playPair(salon, ev.id, p.token, p.name, logs.get(p.pair)!)));
    await watcher;
    await Promise.all(clients.map((c) => c?.leave()));
    expect(early).toEqual([]);

    // Who sat where: table 1 pair 1 North (seat 0), pair 3 East (seat 1); table 2 pair 4 North, pair 2 East.
    const table1 = await playedAt(salon, logs, 1, 1, 1, 3);
    const table2 = await playedAt(salon, logs, 1, 2, 4, 2);
    expect(logs.get(1)![0].roomId).not.toBe(logs.get(4)![0].roomId);
    expect(table1.map((x) => x.board)).toEqual([1, 2, 3]);
    expect(table2.map((x) => x.board)).toEqual([1, 2, 3]);
    const results: PlayedBoard[] = [...table1, ...table2];
    expectDealtOnce(results, boards, 2);

    // The match by hand: IMPs of table 1's NS score less table 2's, for A when positive, for B when negative.
    let a = 0;
    let b = 0;
    const expected = table1.map((t1, i) => {
      const t2 = table2[i];
      const imps = handImps(t1.score - t2.score);
      a += Math.max(0, imps);
      b += Math.max(0, -imps);
      return { board: t1.board, table1: t1.score, table2: t2.score, impsA: Math.max(0, imps), impsB: Math.max(0, -imps), running: [a, b] };
    });
    const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
    expect(final.status).toBe("finished");
    expect(final.match.boards).toEqual(expected);
    expect(final.match.teams).toEqual([
      { team: "A", pairs: [1, 2], imps: a },
      { team: "B", pairs: [3, 4], imps: b },
    ]);
    // The event page's view carries the same match.
    expect((await api(salon, "GET", `/api/events/${ev.id}`)).json.match).toEqual(final.match);

    // The downloads: CSV with the teams and the boards; PBN with each board's two tables and the teams' totals.
    const csv = (await (await fetch(`${salon.http_url}/api/events/${ev.id}/results.csv`)).text()).split("\r\n");
    expect(csv.slice(0, 3)).toEqual(["team,pairs,names,imps", `A,1 2,Player 1 - bot / Player 2 - bot,${a}`, `B,3 4,Player 3 - bot / Player 4 - bot,${b}`]);
    expect(csv.slice(4, 8)).toEqual([
      "board,table1_ns,table2_ns,imps_a,imps_b,running_a,running_b",
      ...expected.map((x) => [x.board, x.table1, x.table2, x.impsA, x.impsB, ...x.running].join(",")),
    ]);
    const pbn = await (await fetch(`${salon.http_url}/api/events/${ev.id}/results.pbn`)).text();
    expect(pbn.match(/\[Board "\d+"\]/g)).toEqual(['[Board "1"]', '[Board "2"]', '[Board "3"]']);
    expect(pbn).toContain('[Scoring "IMP"]');
    expect(pbn).toMatch(new RegExp(`^ ?\\d A "Player 1 - bot / Player 2 - bot" +${a}$`, "m"));
    expect(pbn).toMatch(new RegExp(`^ ?\\d B "Player 3 - bot / Player 4 - bot" +${b}$`, "m"));
  });
});

describe("restart", () => {
  test("a teams match interrupted mid-play comes back at its two tables and is finished", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "salon-teams-"));
    let salon = await bootSalon({ dataDir });
    try {
      const { ev, pairs } = await teamsMatch(salon, "Restart teams", "T", 2);
      await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director);
      // Everyone sits down and stops playing; once both tables' games have begun, the server goes down.
      const logs: Sitting[][] = pairs.map(() => []);
      const clients = await Promise.all(pairs.map((p, i) => playPair(salon, ev.id, p.token, p.name, logs[i], () => logs[i].length > 0)));
      for (let i = 0; ; i++) {
        const rooms = [logs[0][0].roomId, logs[3][0].roomId].map((id) => matchMaker.getLocalRoomById(id) as any);
        if (rooms.every((r) => r?.state.status === "playing")) break;
        if (i > 100) throw new Error("the tables did not begin");
        await sleep(100);
      }
      const { json: before } = await api(salon, "GET", `/api/events/${ev.id}`, undefined, pairs[0].token);
      expect(before).toMatchObject({ status: "running", round: 1, me: { pair: 1, table: 1 } });
      const claims = claimsAndDrop(clients, logs);
      await salon.close();

      salon = await bootSalon({ dataDir });
      const { json: after } = await api(salon, "GET", `/api/events/${ev.id}`, undefined, pairs[0].token);
      expect(after).toMatchObject({ status: "running", round: 1, format: "teams", me: { pair: 1, table: 1, roomId: before.me.roomId } });
      expect(matchMaker.getLocalRoomById(after.me.roomId)).toBeTruthy();
      const last = await Promise.all(pairs.map((p, i) => playPair(salon, ev.id, p.token, p.name, [], undefined, claims[i])));
      await Promise.all(last.map((c) => c?.leave()));
      const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
      expect(final.status).toBe("finished");
      expect(final.travellers.map((t: any) => t.rows.length)).toEqual([2, 2]);
      expect(final.match.boards.map((x: any) => [x.board, x.table1 !== null, x.table2 !== null])).toEqual([
        [1, true, true],
        [2, true, true],
      ]);
      expect(final.match.teams.map((t: any) => t.imps)).toEqual([final.match.boards[1].running[0], final.match.boards[1].running[1]]);
    } finally {
      await salon.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
