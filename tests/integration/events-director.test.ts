/**
 * Club events, the director's rulings (issue 31, docs/events.md "Director's rulings"), through the HTTP API and
 * real colyseus.js clients: a substitute takes a pair's place from a round on (with a token of their own), a
 * round is ended while a table has not played (its board is "not played": no score for either pair, the
 * board's other results factored up by Neuberg), artificial scores (average plus / minus: 60 % / 40 % of the
 * top) and an assigned score with reasons, worked by hand from the tables' records; every refusal has a code;
 * and all of it is still there after a restart. A Skat list evening: a series ended before it was played
 * (0 for everyone at that table) and a points adjustment.
 */
import { replay, rulesets } from "@salon/shared";
import { parsePbn } from "@salon/shared/bridge/pbn";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sleep, type TestClient } from "../support/clients";
import { api, playPair, sixPairBridgeEvent, type Salon, type Sitting } from "../support/events";
import { bootSalon, useSalon } from "../support/server";

jest.setTimeout(300_000);

const quietly = (c: TestClient | null) => Promise.race([c?.leave().catch(() => undefined), sleep(2000)]);

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const x = await probe();
    if (x) return x;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(200);
  }
}

describe("the director's rulings on a 3-table Mitchell", () => {
  let salon: Salon;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "salon-events-director-"));
    salon = await bootSalon({ dataDir });
  });
  afterAll(async () => {
    await salon.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("substitute, end a round, adjust: refusals, scores by hand, and the same after a restart", async () => {
    const { ev, tokens } = await sixPairBridgeEvent(salon, "Rulings night", "D");
    const path = (what: string) => `/api/events/${ev.id}/${what}`;

    // Refusals, each with its code; none changes anything.
    expect(await api(salon, "POST", path("substitute"), { pair: 6, name: "Sub Six" }, tokens[0])).toMatchObject({
      status: 403,
      json: { code: "not_director" },
    });
    expect(await api(salon, "POST", path("substitute"), { pair: 9, name: "Sub" }, ev.director)).toMatchObject({ status: 404, json: { code: "no_entry" } });
    expect(await api(salon, "POST", path("substitute"), { pair: 6, slot: 2, name: "Sub" }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_substitute" },
    });
    expect(await api(salon, "POST", path("substitute"), { pair: 6 }, ev.director)).toMatchObject({ status: 400, json: { code: "bad_substitute" } });
    expect(await api(salon, "POST", path("substitute"), { pair: 6, name: "d2" }, ev.director)).toMatchObject({
      status: 409,
      json: { code: "name_taken", params: { name: "d2" } },
    });
    expect(await api(salon, "POST", path("substitute"), { pair: 6, name: "\u200b " }, ev.director)).toMatchObject({ status: 400, json: { code: "bad_name" } });
    expect(await api(salon, "POST", path("substitute"), { pair: 6, name: "Sub", fromRound: 3 }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_round", params: { min: 1, max: 2 } },
    });
    expect(await api(salon, "POST", path("adjust"), { pair: 1, board: 1, grade: "plus", reason: "x" }, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_not_started" },
    });
    expect(await api(salon, "POST", path("end-round"), { round: 1 }, ev.director)).toMatchObject({ status: 409, json: { code: "event_not_started" } });

    // Pair 6's player is replaced from round 2 by Sub Six, who gets a token of their own.
    const sub = await api(salon, "POST", path("substitute"), { pair: 6, slot: 0, name: "Sub Six", fromRound: 2 }, ev.director);
    expect(sub).toMatchObject({ status: 201, json: { token: expect.any(String) } });
    // A substitution undone: D5 is replaced from round 2, then put back from round 2 (a later one wins); D5's
    // own link finds their table in round 2 again (below, they play it), and putting them back needs no new token.
    expect(await api(salon, "POST", path("substitute"), { pair: 5, name: "Temp", fromRound: 2 }, ev.director)).toMatchObject({
      status: 201,
      json: { token: expect.any(String) },
    });
    expect(await api(salon, "POST", path("substitute"), { pair: 5, name: "d5", fromRound: 2 }, ev.director)).toMatchObject({ status: 201, json: {} });
    expect(await api(salon, "POST", path("start"), {}, ev.director)).toMatchObject({ status: 200, json: { round: 1 } });

    // Round 1 (table: NS v EW, set): 1: 1 v 4, 1; 2: 2 v 5, 2; 3: 3 v 6, 3. D6 never comes: table 3 waits.
    const logs = tokens.map((): Sitting[] => []);
    let round2 = false;
    const first = Promise.all(tokens.slice(0, 5).map((t, i) => playPair(salon, ev.id, t, `D${i + 1}`, logs[i], () => round2)));
    const ended = until("tables 1 and 2 done", async () => {
      const { json } = await api(salon, "GET", `/api/events/${ev.id}`);
      return json.tablesNow.filter((x: any) => x.done).length === 2 && json;
    });
    const before = await ended;
    expect(before.tablesNow.find((x: any) => x.table === 3).done).toBe(false);
    // Ending a round names it: not round 2, not as a player.
    expect(await api(salon, "POST", path("end-round"), { round: 2 }, ev.director)).toMatchObject({ status: 409, json: { code: "bad_round" } });
    expect(await api(salon, "POST", path("end-round"), { round: 1 }, tokens[2])).toMatchObject({ status: 403, json: { code: "not_director" } });
    expect(await api(salon, "POST", path("end-round"), { round: 1 }, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 2 } });
    round2 = true;
    await Promise.all((await first).map(quietly));
    // Too late to substitute from round 1; a bot for pair 5's partner place from round 2 is fine (it is one already).
    expect(await api(salon, "POST", path("substitute"), { pair: 5, name: "Late", fromRound: 1 }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_round", params: { min: 2 } },
    });

    // Round 2: 1: 1 v 6, set 2; 2: 2 v 4, set 3; 3: 3 v 5, set 1. D6 is benched; Sub Six has pair 6's table.
    const benched = (await api(salon, "GET", `/api/events/${ev.id}`, undefined, tokens[5])).json;
    expect(benched.me).toMatchObject({ pair: 6, benched: true, names: ["Sub Six", ""] });
    expect(benched.me.roomId).toBeUndefined();
    const subView = await until(
      "Sub Six's table",
      async () =>
        (await api(salon, "GET", `/api/events/${ev.id}`, undefined, sub.json.token)).json.me?.roomId &&
        (await api(salon, "GET", `/api/events/${ev.id}`, undefined, sub.json.token)).json,
    );
    expect(subView.me).toMatchObject({ pair: 6, name: "Sub Six", table: 1, seats: [1, 3] });

    // Rulings while round 2 runs. Board 1 was played at table 1 in round 1 (1 v 4).
    const adjust = (body: object, token = ev.director) => api(salon, "POST", path("adjust"), body, token);
    expect(await adjust({ pair: 1, board: 3, grade: "plus", reason: "r" })).toMatchObject({ status: 400, json: { code: "bad_board", params: { board: 3 } } });
    expect(await adjust({ pair: 1, board: 1, grade: "great", reason: "r" })).toMatchObject({ status: 400, json: { code: "bad_adjustment" } });
    expect(await adjust({ pair: 1, board: 2, score: 425, reason: "r" })).toMatchObject({ status: 400, json: { code: "bad_adjustment" } });
    expect(await adjust({ pair: 1, board: 1, grade: "plus" })).toMatchObject({ status: 400, json: { code: "bad_reason" } });
    expect(await adjust({ pair: 1, board: 1, grade: "plus", reason: "r" }, tokens[0])).toMatchObject({ status: 403, json: { code: "not_director" } });
    expect(await adjust({ pair: 4, board: 1, grade: "plus", reason: "Slow play by the opponents" })).toMatchObject({ status: 201 });
    expect(await adjust({ pair: 1, board: 1, grade: "minus", reason: "Slow play" })).toMatchObject({ status: 201 });
    // Board 2 at table 1 of round 2 (1 v 6) gets an assigned score: its value stays hidden until board 2 is complete.
    expect(await adjust({ pair: 6, board: 2, score: -420, reason: "Revoke: 4♥ made" })).toMatchObject({ status: 201 });
    const mid = (await api(salon, "GET", `/api/events/${ev.id}`)).json;
    expect(mid.adjustments).toEqual([
      { kind: "grade", board: 1, pair: 4, grade: "plus", reason: "Slow play by the opponents" },
      { kind: "grade", board: 1, pair: 1, grade: "minus", reason: "Slow play" },
      { kind: "assigned", board: 2, pair: 6, reason: "Revoke: 4♥ made" },
    ]);

    const second = await Promise.all(
      [...tokens.slice(0, 5), sub.json.token].map((t, i) => playPair(salon, ev.id, t, i === 5 ? "Sub Six" : `D${i + 1}`, logs[i])),
    );
    await Promise.all(second.map(quietly));
    expect(logs[5].find((x) => x.round === 2)).toMatchObject({ table: 1, seat: 1 });

    // The records: each table's NS score of its board.
    const score = async (pair: number, round: number) => {
      const sitting = logs[pair - 1].find((x) => x.round === round)!;
      const rec = await salon.store!.endedGame(sitting.roomId, 1);
      const state = replay(rulesets, rec!.record).state as { results: { board: number; score: number }[] };
      expect(state.results).toHaveLength(1);
      return state.results[0].score;
    };
    await score(3, 2); // board 1, round 2, table 3: 3 v 5 (played once, as every table here)
    await score(2, 2); // board 3, round 2, table 2: 2 v 4
    const b2t2 = await score(2, 1); // board 2, round 1, table 2: 2 v 5
    // By hand, expected plays 2 a board (top 2). Board 1: table 1 ruled (1: 40 % = 0.8, 4: 60 % = 1.2); 3 v 5
    // alone, Neuberg (0 + 1)·2/1 − 1 = 1 each. Board 2: 2 v 5's score against 1 v 6's assigned −420.
    // Board 3: 3 v 6 not played (no score, no top for 3 or 6); 2 v 4 alone: 1 each.
    const mp2 = b2t2 > -420 ? 2 : b2t2 === -420 ? 1 : 0;
    const points: Record<number, [number, number]> = {
      1: [0.8 + (2 - mp2), 4],
      2: [mp2 + 1, 4],
      3: [1, 2],
      4: [1.2 + 1, 4],
      5: [1 + (2 - mp2), 4],
      6: [mp2, 2],
    };
    const check = async (s: Salon) => {
      const { json: final } = await api(s, "GET", path("results"));
      expect(final.status).toBe("finished");
      const byPair = new Map<number, any>(final.standings.map((x: any) => [x.pair, x]));
      for (let p = 1; p <= 6; p++) {
        expect(byPair.get(p).points).toBeCloseTo(points[p][0], 9);
        expect(byPair.get(p).top).toBe(points[p][1]);
        expect(byPair.get(p).score).toBeCloseTo((100 * points[p][0]) / points[p][1], 9);
      }
      expect(byPair.get(6).names).toEqual(["Sub Six", ""]);
      const tr = new Map<number, any>(final.travellers.map((x: any) => [x.board, x]));
      expect(tr.get(1).rows.find((r: any) => r.ns === 1)).toMatchObject({ grades: ["minus", "plus"], nsPoints: 0.8, ewPoints: 1.2 });
      expect(tr.get(2).rows.find((r: any) => r.ns === 1)).toMatchObject({ score: -420, assigned: true, contract: "" });
      expect(tr.get(3).notPlayed).toEqual([{ ns: 3, ew: 6 }]);
      expect(tr.get(3).rows.map((r: any) => [r.ns, r.ew])).toEqual([[2, 4]]);
      // Now board 2 is complete, the assigned score shows.
      expect(final.adjustments[2]).toMatchObject({ kind: "assigned", score: -420 });
      return final;
    };
    const finalBefore = await check(salon);

    // The results as files: PBN with each complete board's deal (the deal every table played) and its
    // traveller, the ranking in the first board's TotalScoreTable; CSV standings.
    const pbnRes = await fetch(`${salon.http_url}${path("results.pbn")}`);
    expect(pbnRes.headers.get("content-disposition")).toMatch(/attachment; filename="event-\w+\.pbn"/);
    const games = parsePbn(await pbnRes.text());
    expect(games.map((g) => g.tags.Board)).toEqual(["1", "2", "3"]);
    for (const g of games) {
      const b = Number(g.tags.Board);
      const sitting = [...logs.flat()].find((x) => x.round === 2 && ((x.table === 3 && b === 1) || (x.table === 1 && b === 2) || (x.table === 2 && b === 3)))!;
      const rec = await salon.store!.endedGame(sitting.roomId, 1);
      const played = (replay(rulesets, rec!.record).state as { results: { pbn: string }[] }).results[0];
      expect(g.tags.Deal).toBe(played.pbn);
      expect(g.tags.Scoring).toBe("MP");
      // (The reader gives a section's tokens; rows are whitespace-separated columns.)
      const rows = ` ${g.sections.ScoreTable.join(" ")} `;
      const trav = finalBefore.travellers.find((x: any) => x.board === b);
      for (const r of trav.rows) expect(rows).toContain(` ${r.ns} ${r.ew} `);
    }
    // Board 1's table 1 was ruled A− / A+; board 2's table 1 has the assigned 420 to East-West; 3 v 6 did not play board 3.
    expect(games[0].sections.ScoreTable.join(" ")).toMatch(/^1 4 A-\/A\+ - - - - 0\.80 1\.20/);
    expect(games[1].sections.ScoreTable.join(" ")).toMatch(/^1 6 Assigned - - - 420 /);
    expect(games[2].sections.ScoreTable.join(" ")).toMatch(/ 3 6 - - - - - - -$/);
    expect(games[0].sections.TotalScoreTable.join(" ")).toContain('"Sub Six - bot"');
    const csvRes = await fetch(`${salon.http_url}${path("results.csv")}`);
    const csv = (await csvRes.text()).split("\r\n");
    expect(csv[0]).toBe("rank,number,names,points,top,boards,percent");
    for (const s of finalBefore.standings)
      expect(csv).toContain(
        `${s.rank},${s.pair},${s.names.map((n: string) => n || "bot").join(" - ")},${Number.isInteger(s.points) ? s.points : s.points.toFixed(2)},${s.top},${s.boards},${s.score.toFixed(2)}`,
      );
    expect(csv).toContain("assigned,6,2,-420,Revoke: 4♥ made");

    // Durable: after a restart the event, its substitution and rulings are as they were.
    await salon.close();
    salon = await bootSalon({ dataDir });
    expect(await check(salon)).toEqual(finalBefore);
    expect((await api(salon, "GET", `/api/events/${ev.id}`)).json.subs).toEqual([
      { pair: 6, slot: 0, name: "Sub Six", from: 2 },
      { pair: 5, slot: 0, name: "Temp", from: 2 },
      { pair: 5, slot: 0, name: "d5", from: 2 },
    ]);
    // A correction after the evening: the director may still adjust (and it stays).
    expect(await adjust({ pair: 3, board: 1, grade: "average", reason: "Fouled board" })).toMatchObject({ status: 201 });
    // But substitutions are over with the evening.
    expect(await api(salon, "POST", path("substitute"), { pair: 2, name: "Too late" }, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_over" },
    });
    const corrected = (await api(salon, "GET", path("results"))).json;
    expect(corrected.travellers.find((x: any) => x.board === 1).rows.find((r: any) => r.ns === 3)).toMatchObject({
      grades: ["average", "average"],
      nsPoints: 1,
      ewPoints: 1,
    });
  });
});

describe("the director's rulings on a Skat list evening", () => {
  const salon = useSalon();

  test("a series ended before it was played scores 0 at that table; a points adjustment with its reason", async () => {
    const { json: ev } = await api(salon, "POST", "/api/events", {
      name: "Skat rulings",
      game: "skat",
      players: 3,
      series: 2,
      gamesPerSeries: 1,
      botAfterSeconds: 600,
    });
    const me = (await api(salon, "POST", `/api/events/${ev.id}/entries`, { name: "Anna" })).json;
    for (let i = 0; i < 2; i++) await api(salon, "POST", `/api/events/${ev.id}/entries`, { bot: true });
    const path = (what: string) => `/api/events/${ev.id}/${what}`;
    expect(await api(salon, "POST", path("start"), {}, ev.director)).toMatchObject({ status: 200 });
    // The only person at the table cannot be replaced by a bot; a Skat place has one slot.
    expect(await api(salon, "POST", path("substitute"), { pair: me.pair, bot: true, fromRound: 2 }, ev.director)).toMatchObject({
      status: 409,
      json: { code: "event_needs_people" },
    });
    expect(await api(salon, "POST", path("substitute"), { pair: me.pair, slot: 1, name: "Berta" }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_substitute" },
    });
    // Series 1 is ended before Anna sits down: nothing was played there.
    await until("series 1's table", async () => (await api(salon, "GET", `/api/events/${ev.id}`, undefined, me.token)).json.me?.roomId);
    expect(await api(salon, "POST", path("end-round"), { round: 1 }, ev.director)).toMatchObject({ status: 200, json: { round: 2 } });
    const log: Sitting[] = [];
    const c = await playPair(salon, ev.id, me.token, "Anna", log);
    await quietly(c);
    expect(log.map((x) => x.round)).toEqual([2]);
    expect(await api(salon, "POST", path("adjust"), { pair: me.pair, points: 0, reason: "r" }, ev.director)).toMatchObject({
      status: 400,
      json: { code: "bad_adjustment" },
    });
    expect(await api(salon, "POST", path("adjust"), { pair: me.pair, points: 25 }, ev.director)).toMatchObject({ status: 400, json: { code: "bad_reason" } });
    const { json: before } = await api(salon, "GET", path("results"));
    const mine = before.standings.find((s: any) => s.pair === me.pair);
    expect(await api(salon, "POST", path("adjust"), { pair: me.pair, points: -50, reason: "Late for series 1" }, ev.director)).toMatchObject({ status: 201 });
    const { json: after } = await api(salon, "GET", path("results"));
    // The series' total from the record, less 50.
    const rec = await salon.store!.endedGame(log[0].roomId, 1);
    const state = replay(rulesets, rec!.record).state as { scores: number[] };
    expect(mine.points).toBe(state.scores[log[0].seat]);
    expect(after.standings.find((s: any) => s.pair === me.pair)).toMatchObject({ points: mine.points - 50, adjusted: -50, series: 2 });
    expect(after.adjustments).toEqual([{ kind: "points", pair: me.pair, points: -50, reason: "Late for series 1" }]);
    // CSV standings; a Skat evening has no PBN.
    const csv = (await (await fetch(`${salon.http_url}${path("results.csv")}`)).text()).split("\r\n");
    expect(csv[0]).toBe("rank,number,name,total,won,lost,series,adjusted");
    const row = after.standings.find((s: any) => s.pair === me.pair);
    expect(csv).toContain(`${row.rank},${me.pair},Anna,${row.points},${row.won},${row.lost},2,-50`);
    expect(csv.filter((l) => /^\d/.test(l))).toHaveLength(3);
    expect(await api(salon, "GET", path("results.pbn"))).toMatchObject({ status: 404, json: { code: "no_event" } });
  });
});
