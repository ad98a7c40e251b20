/**
 * A Kierki progressive (issue 31, docs/events.md, "Kierki progressive") run end to end by the server's
 * director through real colyseus.js clients: 8 players at two tables of four — four people, four bot players
 * — over two rounds. Each table plays one ordinary Kierki game a round. Checked against the tables' own
 * records: round 2 is seated by the progressive movement from round 1's scores (the best at a table — the
 * highest total, Kierki rules §7, the earlier seat on a tie — moves up, the worst — the lowest, the later seat
 * on a tie — moves down; the top table's best and the bottom table's worst stay; a newcomer takes the seat
 * of the one who left), and the standings are each player's game scores added up. Refusals carry codes.
 * A restart in round 2 brings the event back at the same round, with round 2's seating and tables.
 */
import { matchMaker } from "@colyseus/core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bootSalon, useSalon } from "../support/server";
import { replay, rulesets } from "@salon/shared";
import {
  api,
  expectProgressiveStandings,
  openReplayLink,
  playEveryRound,
  progressiveGame,
  startedProgressive,
  replayLink,
  restartInRound2,
  watchResults,
} from "../support/events";

jest.setTimeout(300_000);

describe("a Kierki progressive", () => {
  const salon = useSalon();

  test("refusals: players not a multiple of four (8-32), rounds out of 1-8, a format Kierki has not", async () => {
    for (const players of [6, 10, 36, 4])
      expect(await api(salon, "POST", "/api/events", { name: "P", game: "kierki", players })).toMatchObject({
        status: 400,
        json: { code: "progressive_size", params: { min: 8, max: 32 } },
      });
    for (const rounds of [0, 9, 1.5])
      expect(await api(salon, "POST", "/api/events", { name: "P", game: "kierki", players: 8, rounds })).toMatchObject({
        status: 400,
        json: { code: "bad_rounds", params: { min: 1, max: 8 } },
      });
    expect(await api(salon, "POST", "/api/events", { name: "P", game: "kierki", format: "list", players: 8 })).toMatchObject({
      status: 400,
      json: { code: "bad_format" },
    });
    // Every table needs a person: one person and seven bots at two tables are refused at the start.
    const { json: ev } = await api(salon, "POST", "/api/events", { name: "Lonely", game: "kierki", players: 8, rounds: 1 });
    expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { name: "Solo" })).status).toBe(201);
    for (let i = 0; i < 7; i++) expect((await api(salon, "POST", `/api/events/${ev.id}/entries`, { bot: true })).status).toBe(201);
    expect(await api(salon, "POST", `/api/events/${ev.id}/entries`, { bot: true })).toMatchObject({ status: 409, json: { code: "event_full" } });
    expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_needs_people", params: { tables: 2, people: 1 } },
    });
  });

  test("8 players, 2 rounds: round 2 seated from round 1's scores, standings the sum of the games", async () => {
    const { ev, people } = await startedProgressive(salon, "kierki", "Kierki night", "Gracz");

    // The games the results page lists while the event runs (a table's game shows, with its record, once over).
    const whileRunning: any[] = [];
    const watching = watchResults(salon, ev.id, (r) => whileRunning.push(...(r.games ?? [])));
    const { seatings, logs } = await playEveryRound(salon, ev.id, people);
    await watching;

    // The draw of round 1: two tables of four, the four people dealt in turn (two at each table).
    const r1 = seatings[1].map((t: any) => t.players as number[]);
    expect(r1.map((t: number[]) => t.length)).toEqual([4, 4]);
    expect(r1.flat().sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const t of r1) expect(t.filter((e) => e <= 4)).toHaveLength(2);

    // Each table's game, read from its record: the seats' totals (Kierki §7).
    const scoresOf = async (round: number, table: number) => (await progressiveGame(salon, logs, round, table, "kierki")).scores;
    const s1 = [await scoresOf(1, 1), await scoresOf(1, 2)];

    // Round 2 by hand: best (highest, earliest seat on a tie) and worst (lowest, latest seat on a tie).
    const best = (s: number[]) => s.indexOf(Math.max(...s));
    const worst = (s: number[]) => s.lastIndexOf(Math.min(...s));
    const top = [...r1[0]];
    const bottom = [...r1[1]];
    // Table 1's worst goes down into the seat of table 2's best, who comes up into it; table 1's best and table 2's worst stay.
    top[worst(s1[0])] = r1[1][best(s1[1])];
    bottom[best(s1[1])] = r1[0][worst(s1[0])];
    const r2 = seatings[2].map((t: any) => t.players as number[]);
    expect(r2).toEqual([top, bottom]);
    // Two people at each table in round 1, so each table still has one in round 2 (no trade was needed).
    for (const t of r2) expect(t.some((e) => e <= 4)).toBe(true);
    // Each person's own page sent them to that table in round 2.
    for (const p of people) expect(logs.get(p.entry)!.find((x) => x.round === 2)!.table).toBe(r2[0].includes(p.entry) ? 1 : 2);

    const s2 = [await scoresOf(2, 1), await scoresOf(2, 2)];
    const final = await expectProgressiveStandings(salon, ev.id, [r1, r2], [s1, s2]);
    // The results page's games (docs/events.md, "The event page"): each table's game round by round, the players
    // in seat order with their scores as the records have them.
    const games = final.games.map((g: any) => [g.round, g.table, g.players.map((p: any) => p.entry), g.players.map((p: any) => p.score)]);
    expect(games).toEqual([
      [1, 1, r1[0], s1[0]],
      [1, 2, r1[1], s1[1]],
      [2, 1, r2[0], s2[0]],
      [2, 2, r2[1], s2[1]],
    ]);
    // Each game links its table's record (docs/events.md, "Game records"): a Kierki table deals its own cards, so
    // its record goes out once its game is over — round 1's while round 2 was still being played. It opens with
    // the link's key alone and replays to the scores shown; the private table's record is refused without it.
    expect(whileRunning.some((g) => g.round === 1 && g.record)).toBe(true);
    for (const g of final.games) {
      const { status, body } = await openReplayLink(salon, g.record);
      expect(status).toBe(200);
      const r = replay(rulesets, body);
      expect(r.report.ok && r.report.over).toBe(true);
      expect(rulesets.kierki.scores(r.state as never)).toEqual(g.players.map((p: any) => p.score));
      expect((await fetch(`${salon.http_url}/api/records/${encodeURIComponent(replayLink(g.record).table)}/1`)).status).toBe(403);
    }
    // The CSV: the standings, then every game seat by seat.
    const csv = await fetch(`${salon.http_url}/api/events/${ev.id}/results.csv`).then((r) => r.text());
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("rank,number,name,total,games,adjusted");
    for (const row of final.standings) expect(lines).toContain([row.rank, row.pair, row.names[0] || "bot", row.points, 2, 0].join(","));
    expect(lines).toContain("round,table,seat,number,name,score");
    expect(lines.filter((l) => /^[12],[12],[1-4],\d+,/.test(l))).toHaveLength(16);
    // No PBN for a Kierki evening.
    expect((await fetch(`${salon.http_url}/api/events/${ev.id}/results.pbn`)).status).toBe(404);
  });
});

describe("a Kierki progressive across a restart", () => {
  test("round 2, seated from round 1, comes back after a restart with its tables and plays to the end", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "salon-progressive-"));
    let salon = await bootSalon({ dataDir });
    try {
      const { json: ev } = await api(salon, "POST", "/api/events", { name: "Restart", game: "kierki", players: 8, rounds: 2, botAfterSeconds: 600 });
      const tokens: string[] = [];
      for (let i = 1; i <= 4; i++) tokens.push((await api(salon, "POST", `/api/events/${ev.id}/entries`, { name: `R${i}` })).json.token);
      for (let i = 0; i < 4; i++) await api(salon, "POST", `/api/events/${ev.id}/entries`, { bot: true });
      await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director);
      const restarted = await restartInRound2(salon, () => bootSalon({ dataDir }), ev.id, tokens);
      ({ salon } = restarted);
      const { before, after } = restarted;
      expect(after).toMatchObject({ status: "running", round: 2, me: { pair: 1, table: before.me.table, roomId: before.me.roomId } });
      // The same seating of round 2 (made from round 1's scores before the restart), and the table under the same id.
      expect(after.tablesNow.map((t: any) => t.players)).toEqual(before.tablesNow.map((t: any) => t.players));
      expect(matchMaker.getLocalRoomById(after.me.roomId)).toBeTruthy();
      const final = await restarted.finish();
      expect(final.status).toBe("finished");
      expect(final.standings.map((r: any) => r.boards)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    } finally {
      await salon.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
