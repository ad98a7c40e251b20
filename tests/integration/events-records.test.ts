/**
 * An event's game records from its results page (issue 31: "a results page per event, each table's record one
 * click away"; docs/events.md, "Game records"). Event tables are private: a table's record goes to anyone with
 * the event's link only once nothing in it is still to be played anywhere — a bridge table's record (every board
 * of its set) once every table has played those boards. Before that there is no link and the record route
 * refuses it; after, each traveller row links the replay of its table's game, which opens with the link's key
 * alone and replays (the replay command) to the row's result. The Skat, Kierki and Euchre tables' links are
 * checked in events-progressive.test.ts.
 */
import { replay, rulesets } from "@salon/shared";
import { useSalon } from "../support/server";
import { sleep } from "../support/clients";
import { runReplay } from "../support/replay";
import { api, openReplayLink, playAllPairs, replayLink, sixPairBridgeEvent, type Sitting } from "../support/events";

jest.setTimeout(300_000);

describe("game records of an event's tables", () => {
  const salon = useSalon();
  const get = (path: string) => fetch(`${salon.http_url}${path}`);

  test("a 3-table Mitchell: no board's record before every table has played it; then each traveller row links a replay that opens", async () => {
    // A full Mitchell of three rounds, one board a round: every set is played in every round, so no board is
    // complete before the last round (docs/events.md, "Game records").
    const { ev, pairs } = await sixPairBridgeEvent(salon, "Records night", "Rec ", { rounds: 3 });
    expect((await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).status).toBe(200);
    const logs = new Map<number, Sitting[]>(pairs.map((p) => [p.pair, []]));
    const play = playAllPairs(salon, ev.id, pairs, logs);

    // While it runs: round 1's games are over and kept, yet no link goes out and the record route refuses them.
    let refused = 0;
    for (;;) {
      const { json } = await api(salon, "GET", `/api/events/${ev.id}/results`);
      if (json.status === "finished") break;
      // Before the last round no board is complete: no link at all. In it, a set is complete once its last table
      // has played it: links only on the travellers of complete boards, one on each of their rows.
      const linked = json.travellers.flatMap((tr: any) => tr.rows.filter((r: any) => r.record));
      expect(JSON.stringify(json).match(/\/r\//g)?.length ?? 0).toBe(linked.length);
      if (json.round < 3) expect(JSON.stringify(json)).not.toMatch(/\/r\/|key=|record/);
      if (json.round >= 2 && refused === 0) {
        const round1 = [
          ...new Set(
            [...logs.values()]
              .flat()
              .filter((x) => x.round === 1)
              .map((x) => x.roomId),
          ),
        ];
        expect(round1).toHaveLength(3);
        for (const roomId of round1) {
          for (let i = 0; i < 100 && !(await salon.store!.endedGame(roomId, 1)); i++) await sleep(50);
          expect((await salon.store!.endedGame(roomId, 1))?.status).toBe("finished");
          expect((await get(`/api/records/${roomId}/1`)).status).toBe(403);
          expect((await get(`/api/records/${roomId}/1?key=not-a-key`)).status).toBe(403);
          expect((await get(`/api/records/${roomId}/1?format=pbn`)).status).toBe(403);
          refused++;
        }
      }
      await sleep(250);
    }
    await play;
    expect(refused).toBe(3);

    // Over: every board is complete; each traveller row links its table's game.
    const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
    expect(final.travellers.map((t: any) => t.board)).toEqual([1, 2, 3]);
    const sittings = [...logs.values()].flat();
    const opened = new Map<string, any>();
    for (const tr of final.travellers) {
      expect(tr.rows).toHaveLength(3);
      for (const row of tr.rows) {
        const link = replayLink(row.record);
        expect(link.game).toBe(1);
        // The link's table is the one where this row's pairs met (North-South at North, East-West at East).
        const ns = sittings.find((x) => x.roomId === link.table && x.seat === 0)!;
        const ew = sittings.find((x) => x.roomId === link.table && x.seat === 1)!;
        expect(logs.get(row.ns)).toContainEqual(ns);
        expect(logs.get(row.ew)).toContainEqual(ew);
        // The key alone opens it: no player identity is sent.
        const { status, body: record } = await openReplayLink(salon, row.record);
        expect(status).toBe(200);
        expect(record.ruleset).toBe("bridge");
        // It replays to this row's result (the rules of record §7.1: North-South's score of the deal).
        const r = replay(rulesets, record);
        expect(r.report.ok && r.report.over).toBe(true);
        const played = (r.state as { results: { board: number; score: number }[] }).results.find((x) => x.board === tr.board)!;
        expect(played.score).toBe(row.score);
        // The bridge export opens with the key too (the replay page's PBN download).
        const pbn = await openReplayLink(salon, row.record, "pbn");
        expect(pbn.status).toBe(200);
        expect(pbn.body).toMatch(new RegExp(`\\[Board "${tr.board}"\\]`));
        opened.set(link.table, { key: link.key, record });
      }
    }
    // Nine tables (three rounds of three), one game each; a table's key opens that table's game only.
    expect(opened.size).toBe(9);
    const [[a, first], [b]] = [...opened];
    expect((await get(`/api/records/${encodeURIComponent(b)}/1?key=${encodeURIComponent(first.key)}`)).status).toBe(403);
    expect((await get(`/api/records/${encodeURIComponent(a)}/1`)).status).toBe(403);
    // The replay command reads the record as served: the whole game, to its end.
    const { status, out } = runReplay(first.record);
    expect(status).toBe(0);
    expect(out).toMatchObject({ ok: true, over: true });
  });
});
