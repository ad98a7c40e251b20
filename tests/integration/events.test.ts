/**
 * Club events (issue 31, docs/events.md): a 3-table Mitchell pairs event run end to end by the server's
 * director through real colyseus.js clients — one real player per pair, the partners bots — and the
 * movement, the scores and the standings checked against a hand computation from the tables' records:
 * North-South stay, East-West move up a table, the boards move down (docs/events.md, "Movements");
 * matchpoints 2 per result beaten and 1 per tie, percentages of the top (docs/events.md, "Scoring").
 * Every board is dealt once: the same deal at every table. No board's result shows before every table has
 * played it. Refusals carry codes. A restart brings a running event back at the same round with its tables.
 */
import { matchMaker } from "@colyseus/core";
import { replay, rulesets } from "@salon/shared";
import { bootSalon, useSalon } from "../support/server";
import { sleep } from "../support/clients";
import {
  api,
  expectDealtOnce,
  playedAt,
  expectResultsFromRecords,
  handMatchpoints,
  playAllPairs,
  playEveryRound,
  registerPeople,
  restartInRound2,
  sixPairBridgeEvent,
  type PlayedBoard,
} from "../support/events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

jest.setTimeout(300_000);

describe("a 3-table Mitchell pairs event", () => {
  const salon = useSalon();

  test("refusals carry codes: a movement that does not fit, a name taken, a full event, starting early or not as director", async () => {
    expect(await api(salon, "POST", "/api/events", { name: "Too small", game: "bridge", tables: 2 })).toMatchObject({
      status: 400,
      json: { code: "movement_size" },
    });
    expect(await api(salon, "POST", "/api/events", { name: "Too long", game: "bridge", tables: 4, rounds: 4 })).toMatchObject({
      status: 400,
      json: { code: "movement_rounds" },
    });
    expect(await api(salon, "POST", "/api/events", { name: "Rummy", game: "rummy", tables: 3 })).toMatchObject({ status: 400, json: { code: "bad_game" } });
    const { status, json: ev } = await api(salon, "POST", "/api/events", { name: "Refusals", game: "bridge", tables: 3 });
    expect(status).toBe(201);
    expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: ["Ann", "Bob"] })).status).toBe(201);
    expect(await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: ["ann", "Cy"] })).toMatchObject({
      status: 409,
      json: { code: "name_taken", params: { name: "ann" } },
    });
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_not_full", params: { need: 6, have: 1 } },
    });
    for (let i = 2; i <= 6; i++) expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: [`P${i}`, ""] })).status).toBe(201);
    expect(await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: ["Late", ""] })).toMatchObject({ status: 409, json: { code: "event_full" } });
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, "not-the-director")).toMatchObject({ status: 403, json: { code: "not_director" } });
    expect(await api(salon, "GET", `/api/events/nosuchevent`)).toMatchObject({ status: 404, json: { code: "no_event" } });
  });

  test("end to end: the movement, the same deals at every table, matchpoints and standings from the records", async () => {
    const { ev, pairs } = await sixPairBridgeEvent(salon, "Club night", "Player ", { rounds: 3, boardsPerRound: 2 });
    expect(pairs.map((p) => p.pair)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 1 } });

    // Hidden information: a table's id goes to its own players only.
    const { json: pub } = await api(salon, "GET", `/api/events/${ev.id}`);
    expect(JSON.stringify(pub)).not.toMatch(/roomId/);

    let midCheck: any = null;
    const watcher = (async () => {
      for (;;) {
        const { json } = await api(salon, "GET", `/api/events/${ev.id}/results`);
        if (json.round === 2 && !midCheck) midCheck = json;
        if (json.status === "finished") return;
        await sleep(300);
      }
    })();
    const logs = await playAllPairs(salon, ev.id, pairs);
    await watcher;

    // Mid-event, no board had been played at every table: nothing of any board's result was shown.
    expect(midCheck).not.toBeNull();
    expect(midCheck.travellers).toEqual([]);
    expect(midCheck.standings.every((s: any) => s.boards === 0)).toBe(true);

    // The movement, worked by hand (docs/events.md): NS pair t at table t; EW 4, 5, 6 start at tables 1, 2, 3
    // and move up; set s starts at table s and moves down.
    // prettier-ignore
    const expected = [
      [[1, 1, 4, 1], [2, 2, 5, 2], [3, 3, 6, 3]],
      [[1, 1, 6, 2], [2, 2, 4, 3], [3, 3, 5, 1]],
      [[1, 1, 5, 3], [2, 2, 6, 1], [3, 3, 4, 2]],
    ];
    const setBoards = (s: number) => [2 * s - 1, 2 * s];
    const results: PlayedBoard[] = [];
    for (let r = 1; r <= 3; r++) {
      for (const [table, ns, ew, set] of expected[r - 1]) {
        // The table's record: the boards of its set, scored by the rules of record.
        const played = await playedAt(salon, logs, r, table, ns, ew);
        expect(played.map((x) => x.board)).toEqual(setBoards(set));
        results.push(...played);
      }
    }
    // Bots bid: contracts were played, not only passed out.
    expect(results.filter((x) => x.score !== 0).length).toBeGreaterThan(6);
    // Every board was played three times, with the same deal each time.
    expectDealtOnce(results, 6, 3);

    // Matchpoints by hand: 2 per other NS score beaten, 1 per tie; top 4 a board; 6 boards a pair → 24.
    const mp = handMatchpoints(results);
    expect(mp.size).toBe(6);
    const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
    expectResultsFromRecords(final, results, mp, 6, 24);
    // Ranked by percentage, ties sharing a rank.
    const sorted = [...final.standings].sort((a: any, b: any) => b.score - a.score);
    expect(final.standings.map((s: any) => s.pair)).toEqual(sorted.map((s: any) => s.pair));
    for (const s of final.standings) expect(s.rank).toBe(1 + final.standings.filter((o: any) => o.score > s.score + 1e-9).length);
    // Matchpoints are shared out: the six pairs hold 6 boards × 3 results × top 4 in all.
    expect([...mp.values()].reduce((a, b) => a + b, 0)).toBe(6 * 3 * 4);
  });
});

describe("restart", () => {
  test("a running event comes back at the same round with its tables", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "salon-events-"));
    let salon = await bootSalon({ dataDir });
    try {
      const { ev, tokens } = await sixPairBridgeEvent(salon, "Restart night", "R");
      await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director);
      // Round 1 is played out; round 2's tables open.
      const restarted = await restartInRound2(salon, () => bootSalon({ dataDir }), ev.id, tokens);
      ({ salon } = restarted);
      const { before, after } = restarted;
      expect(after).toMatchObject({ status: "running", round: 2, me: { pair: 1, table: before.me.table, roomId: before.me.roomId } });
      // The table came back under the same id, and the event goes on to its end.
      expect(matchMaker.getLocalRoomById(after.me.roomId)).toBeTruthy();
      const final = await restarted.finish();
      expect(final.status).toBe("finished");
      expect(final.travellers.map((t: any) => t.rows.length)).toEqual([2, 2, 2]);
    } finally {
      await salon.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a 4-table Skat list evening", () => {
  const salon = useSalon();

  test("refusals: a player count that makes no tables, a table without a person", async () => {
    expect(await api(salon, "POST", "/api/events", { name: "Five", game: "skat", players: 5 })).toMatchObject({ status: 400, json: { code: "list_size" } });
    const { json: ev } = await api(salon, "POST", "/api/events", { name: "Bots only", game: "skat", players: 6, series: 1, gamesPerSeries: 1 });
    expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { name: "Solo" })).status).toBe(201);
    expect(await api(salon, "POST", `/api/events/${ev.id}/entries`, { name: "solo" })).toMatchObject({ status: 409, json: { code: "name_taken" } });
    for (let i = 0; i < 5; i++) expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { bot: true })).status).toBe(201);
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_needs_people", params: { tables: 2, people: 1 } },
    });
  });

  test("two series at four tables of four: the draw, Seeger-Fabian totals and standings from the records", async () => {
    const { status, json: ev } = await api(salon, "POST", "/api/events", {
      name: "Skat evening",
      game: "skat",
      players: 16,
      series: 2,
      gamesPerSeries: 4,
      botAfterSeconds: 600,
    });
    expect(status).toBe(201);
    const people = await registerPeople(salon, ev.id, "Spieler", 4, 12);
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { round: 1 } });
    const { json: first } = await api(salon, "GET", `/api/events/${ev.id}`);
    expect(first).toMatchObject({ tables: 4, tableSizes: [4, 4, 4, 4] });
    const { seatings, logs } = await playEveryRound(salon, ev.id, people);

    // The draw: every series seats the sixteen at four tables of four, one person at each table.
    for (const series of [1, 2]) {
      const tables = seatings[series];
      expect(tables.map((t: any) => t.players.length)).toEqual([4, 4, 4, 4]);
      expect(tables.flatMap((t: any) => t.players).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      for (const t of tables) expect(t.players.filter((e: number) => e <= 4)).toHaveLength(1);
      for (const p of people)
        expect(logs.get(p.entry)!.find((x) => x.round === series)!.table).toBe(tables.find((t: any) => t.players.includes(p.entry)).table);
    }

    // By hand from each table's record (docs/rules/skat.md §7.5): a won game +V·k + 50; a lost game −2·V·k − 50
    // and +30 to each other player at a table of four, the dealer who sits out included.
    const total = new Map<number, number>();
    const won = new Map<number, number>();
    const lost = new Map<number, number>();
    const add = (m: Map<number, number>, k: number, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    let games = 0;
    for (const series of [1, 2]) {
      for (const t of seatings[series]) {
        const roomId = [...logs.values()].flat().find((x) => x.round === series && x.table === t.table)!.roomId;
        const ended = await salon.store!.endedGame(roomId, 1);
        expect(ended?.status).toBe("finished");
        expect(ended!.record.seats).toBe(4);
        const state = replay(rulesets, ended!.record).state as { rows: { kind: string; declarer: number; won: boolean; entry: number }[]; scores: number[] };
        expect(state.rows).toHaveLength(4);
        const hand = [0, 0, 0, 0];
        for (const r of state.rows) {
          if (r.kind !== "game") continue;
          games++;
          const entry = t.players[r.declarer];
          if (r.won) {
            hand[r.declarer] += r.entry + 50;
            add(won, entry, 1);
          } else {
            hand[r.declarer] += r.entry - 50;
            for (let s = 0; s < 4; s++) if (s !== r.declarer) hand[s] += 30;
            add(lost, entry, 1);
          }
        }
        expect(state.scores).toEqual(hand);
        t.players.forEach((entry: number, s: number) => add(total, entry, hand[s]));
      }
    }
    expect(games).toBeGreaterThan(0);
    const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
    expect(final.status).toBe("finished");
    expect(final.standings).toHaveLength(16);
    for (const row of final.standings) {
      expect(row.points).toBe(total.get(row.pair) ?? 0);
      expect([row.won, row.lost, row.series]).toEqual([won.get(row.pair) ?? 0, lost.get(row.pair) ?? 0, 2]);
    }
    // Ranked by total, then more games won, then fewer lost.
    const key = (r: any) => [r.points, r.won, -r.lost];
    for (let i = 1; i < final.standings.length; i++) {
      const [a, b] = [key(final.standings[i - 1]), key(final.standings[i])];
      expect(a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] >= b[2])))).toBe(true);
    }
  });
});
