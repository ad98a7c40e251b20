/**
 * The results page's travellers for the other bridge formats (docs/events.md, "Teams of four", "Movements",
 * "Director's rulings", "The event page"), on a page that only holds the event's link: a teams match's boards
 * show one row per table — pair 1 North-South against pair 3 at table 1, pair 4 against pair 2 at table 2 — and a
 * director's assigned score shows as assigned, with its score; a 3-table Howell's boards show the round-robin's
 * pairings of their round (every table of a round plays that round's set) and an average-plus ruling shows its
 * grades. Every row has its table's replay link (docs/events.md, "Game records"); a Howell round's records come
 * out when that round is over, while the next is still being played.
 */
import type { Page } from "playwright-core";
import { events as words } from "../../client/src/i18n/games/events";
import { figure } from "../../client/src/screens/events/traveller-format";
import { testid, useBrowserTable } from "../support/browser";
import { api, bridgeEvent, playAllPairs, watchResults } from "../support/events";

jest.setTimeout(240_000);

const t = useBrowserTable({ defaultBotDelayMs: 150 });

/** A traveller's rows as the page shows them: the pairs, the kind of row, its cells and its replay link. */
async function shownRows(page: Page, board: number): Promise<{ ns: number; ew: number; kind: string; cells: string[]; replay: string | null }[]> {
  return page.$$eval(`${testid("traveller")}[data-board="${board}"] ${testid("traveller-table")} tbody tr`, (trs) =>
    trs.map((r: any) => ({
      ns: Number(r.dataset.ns),
      ew: Number(r.dataset.ew),
      kind: r.dataset.kind as string,
      cells: Array.from(r.querySelectorAll("td")).map((td: any) => (td.textContent ?? "") as string),
      replay: r.querySelector("[data-testid=event-replay]")?.getAttribute("href") ?? null,
    })),
  );
}

/** The page has drawn the results as the server now has them: every row's kind and the North-South score shown. */
async function awaitRows(
  page: Page,
  board: number,
  want: (rows: Awaited<ReturnType<typeof shownRows>>) => boolean,
): Promise<Awaited<ReturnType<typeof shownRows>>> {
  for (let i = 0; i < 150; i++) {
    const rows = await shownRows(page, board);
    if (want(rows)) return rows;
    await page.waitForTimeout(200);
  }
  throw new Error(`board ${board}: the page did not show the rows wanted: ${JSON.stringify(await shownRows(page, board))}`);
}

test("a teams match: each board's two tables with the seats swapped, and an assigned score marked as such", async () => {
  const { ev, pairs } = await bridgeEvent(t.salon, { name: "Teams", format: "teams", boardsPerRound: 2 }, "T", 4);
  expect((await api(t.salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).status).toBe(200);
  const page = await t.newPage(1024, 900, 60_000, "de-DE");
  await page.goto(`${t.salon.http_url}/e/${ev.id}`);
  await page.waitForSelector(`${testid("event-results")}[data-boards="0"]`);
  await playAllPairs(t.salon, ev.id, pairs);
  await page.waitForSelector(`${testid("event-results")}[data-boards="2"]`, { timeout: 60_000 });

  // The director assigns table 2 a North-South score on board 1 (pair 4 sat North-South there).
  expect((await api(t.salon, "POST", `/api/events/${ev.id}/adjust`, { pair: 4, board: 1, score: 420, reason: "Falsche Erklärung" }, ev.director)).status).toBe(
    201,
  );
  const { json: results } = await api(t.salon, "GET", `/api/events/${ev.id}/results`);
  expect(results.travellers.map((x: any) => x.board)).toEqual([1, 2]);
  for (const tr of results.travellers) {
    const assigned = tr.board === 1;
    const rows = await awaitRows(page, tr.board, (r) => r.length === 2 && r[1].kind === (assigned ? "assigned" : "played"));
    // Table 1: pair 1 (team A) North-South against pair 3 (team B); table 2: pair 4 (B) against pair 2 (A).
    expect(rows.map((r) => [r.ns, r.ew])).toEqual([
      [1, 3],
      [4, 2],
    ]);
    expect(rows.map((r) => r.cells.slice(0, 2))).toEqual([
      ["1", "3"],
      ["4", "2"],
    ]);
    expect(rows.map((r) => r.cells.at(-4))).toEqual(tr.rows.map((r: any) => figure(r.score)));
    expect(rows.map((r) => r.replay)).toEqual(tr.rows.map((r: any) => r.record));
    expect(rows.every((r) => r.replay !== null)).toBe(true);
    if (assigned) {
      expect(rows[1].cells[2]).toBe(words.de.assignedShort);
      expect(rows[1].cells.at(-4)).toBe("420");
      expect(rows[0].kind).toBe("played");
    }
  }
  // The match table has the assigned score for table 2 on board 1.
  expect(results.match.boards[0].table2).toBe(420);
  await page.context().close();
});

test("a 3-table Howell: each board's rows are its round's pairings, an average plus shows its grades, a round's records out before the next ends", async () => {
  const { ev, pairs } = await bridgeEvent(t.salon, { name: "Howell", format: "howell", tables: 3, rounds: 2, boardsPerRound: 1 }, "H", 6);
  expect((await api(t.salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).status).toBe(200);
  const page = await t.newPage(1280, 900, 60_000, "en-US");
  await page.goto(`${t.salon.http_url}/e/${ev.id}`);
  await page.waitForSelector(`${testid("event-results")}[data-boards="0"]`);
  // Board 1 (round 1's set) is complete once round 1 is over: its traveller and its tables' records go out then,
  // while round 2 is being played; board 2 not before.
  const running: any[] = [];
  const watching = watchResults(t.salon, ev.id, (r) => r.status === "running" && running.push(r));
  await playAllPairs(t.salon, ev.id, pairs);
  await watching;
  for (const r of running) expect([r.round, r.travellers.map((x: any) => x.board)]).toEqual([r.round, r.round === 1 ? [] : [1]]);
  expect(running.some((r) => r.travellers[0]?.rows.every((row: any) => typeof row.record === "string"))).toBe(true);

  // The director gives pair 2 average plus on board 1 (its opponents, pair 5, score average).
  expect((await api(t.salon, "POST", `/api/events/${ev.id}/adjust`, { pair: 2, board: 1, grade: "plus", reason: "Slow play" }, ev.director)).status).toBe(201);
  const { json: results } = await api(t.salon, "GET", `/api/events/${ev.id}/results`);
  // The round-robin (docs/events.md, "Movements", three tables): round 1 — 1 v 6, 2 v 5, 4 v 3; round 2 — 6 v 2,
  // 3 v 1, 5 v 4; each board's rows by North-South pair.
  const pairings = {
    1: [
      [1, 6],
      [2, 5],
      [4, 3],
    ],
    2: [
      [3, 1],
      [5, 4],
      [6, 2],
    ],
  } as Record<number, number[][]>;
  for (const tr of results.travellers) {
    const graded = tr.board === 1;
    const rows = await awaitRows(page, tr.board, (r) => r.length === 3 && (!graded || r[1].kind === "graded"));
    expect(rows.map((r) => [r.ns, r.ew])).toEqual(pairings[tr.board]);
    expect(rows.map((r) => r.kind)).toEqual(graded ? ["played", "graded", "played"] : ["played", "played", "played"]);
    // The matchpoints shown are the server's (an artificial score: 60 % and 50 % of the top, 4).
    expect(rows.map((r) => [r.cells.at(-3), r.cells.at(-2)])).toEqual(tr.rows.map((r: any) => [figure(r.nsPoints), figure(r.ewPoints)]));
    expect(rows.map((r) => r.replay)).toEqual(tr.rows.map((r: any) => r.record));
    if (graded) {
      expect(rows[1].cells[2]).toBe(`${words.en.gradePlus} / ${words.en.gradeAverage}`);
      expect([rows[1].cells.at(-3), rows[1].cells.at(-2)]).toEqual(["2.4", "2"]);
    }
  }
  expect(results.travellers.map((x: any) => x.board)).toEqual([1, 2]);
  await page.context().close();
});
