/**
 * Issue 31 ("Done when": a browser test): a director creates a Skat list evening from the lobby's small form,
 * players join by its one link on three pages in three languages (the director's own page among them), the
 * director adds bot players and starts it; each person goes from the event page to their own table and seat
 * and plays its Skat game through the page (passing in the bidding, then a legal card on every turn: the
 * bots declare), and back on the event page the standings have updated by themselves on every page — the
 * same rows on each page as the server's results (docs/events.md, "Skat list evening"), with each table's
 * game under them. And a bridge pairs evening's results section (docs/events.md, "Results"): a traveller per
 * complete board with its hand record, never a board some table has still to play, each table's row one click
 * from the replay of its game (docs/events.md, "Game records").
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { events as words } from "../../client/src/i18n/games/events";
import { ARTIFACTS, clickCard, testid, useBrowserTable } from "../support/browser";
import { api, playPair, sixPairBridgeEvent, type Sitting } from "../support/events";
import { overflowing } from "../support/overflow";

jest.setTimeout(240_000);

/** The page's DOM, as far as the page functions below read it. */
declare const window: { __salon: any };
declare const document: { querySelector(s: string): { textContent: string | null } | null; querySelectorAll(s: string): { length: number } };

const t = useBrowserTable({ defaultBotDelayMs: 150 });

/** The standings table as a page shows it: one [place, entry, points, won / lost] row per entry. */
async function shownStandings(page: Page): Promise<string[][]> {
  return page.$$eval(`${testid("event-standings")} tbody tr`, (rows) =>
    rows.map((r) => Array.from(r.querySelectorAll("td")).map((td) => ((td as { textContent: string | null }).textContent ?? "").trim())),
  );
}

async function fetchJson(path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${t.salon.http_url}${path}`);
  return { status: res.status, json: await res.json() };
}

/** Plays this page's seat until its table's game is over: pass when asked to bid, else a legal card (clicked on the canvas). */
async function playSkat(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__salon.status() === "playing", undefined, { timeout: 60_000 });
  for (;;) {
    const now = await page.evaluate(() => ({ status: window.__salon.status(), v: window.__salon.view() }));
    if (now.status === "over") return;
    const legal: string[] = now.v?.legal ?? [];
    const card = legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x));
    const before = JSON.stringify(now.v);
    if (legal.includes("pass")) await page.click(testid("skat-pass"));
    else if (card) await clickCard(page, card);
    else {
      await page.waitForTimeout(100);
      continue;
    }
    await page.waitForFunction((b) => window.__salon.status() === "over" || JSON.stringify(window.__salon.view()) !== b, before, { timeout: 30_000 });
  }
}

test("a Skat list evening: created, joined by its link on three pages, played by its tables, standings live on every page", async () => {
  // The director: the lobby's "Club evening" opens the small form.
  const ada = await t.newPage(1280, 900, 60_000, "en-US");
  await ada.goto(t.salon.http_url);
  await ada.click(testid("event-new"));
  await ada.waitForSelector(testid("event-create"));
  await ada.fill(testid("event-name"), "Friday Skat");
  await ada.selectOption(testid("event-game"), "skat");
  await ada.fill(testid("event-size"), "6");
  await ada.fill(testid("event-rounds"), "1");
  await ada.fill(testid("event-games"), "1");
  await ada.fill(testid("event-wait"), "600");
  await ada.click(testid("event-create"));
  await ada.waitForSelector(testid("event-director"));
  expect(await ada.textContent(testid("event-title"))).toBe("Friday Skat");
  const link = await ada.inputValue(testid("event-link"));
  expect(link).toMatch(new RegExp(`^${t.salon.http_url}/e/[A-Za-z0-9]+$`));
  const id = link.split("/").pop()!;

  // Everyone registers by the link: the director on her own page, two more people on theirs.
  const register = async (page: Page, name: string) => {
    await page.waitForSelector(testid("event-register"));
    await page.fill(testid("event-entry-name"), name);
    await page.click(testid("event-register"));
    await page.waitForSelector(testid("event-me-entry"));
  };
  await register(ada, "Ada");
  const bea = await t.newPage(1024, 800, 60_000, "de-DE");
  await bea.goto(link);
  await register(bea, "Bea");
  const cem = await t.newPage(390, 844, 60_000, "pl-PL");
  await cem.goto(link);
  await register(cem, "Cem");
  expect(await bea.textContent(testid("event-me-entry"))).toBe(words.de.registeredAs.replace("{{n}}", "2").replace("{{names}}", "Bea"));
  // Only the director's page has the director's panel.
  expect(await bea.locator(testid("event-director")).count()).toBe(0);
  expect(await cem.locator(testid("event-start")).count()).toBe(0);

  // A name already registered is refused in words (the page's language), and nothing changes.
  t.expect({ status: 409, url: /\/api\/events\/[A-Za-z0-9]+\/entries$/ });
  const dup = await t.newPage(800, 700, 60_000, "de-DE");
  await dup.goto(link);
  await dup.waitForSelector(testid("event-register"));
  await dup.fill(testid("event-entry-name"), "bea");
  await dup.click(testid("event-register"));
  await dup.waitForFunction((s) => document.querySelector(s)?.textContent !== "", testid("event-message"));
  expect(await dup.textContent(testid("event-message"))).toBe(words.de.refusal_name_taken.replace("{{name}}", "bea"));
  await dup.context().close();

  // Starting before the evening is full is refused with its reason.
  t.expect({ status: 409, url: /\/api\/events\/[A-Za-z0-9]+\/start$/ });
  await ada.click(testid("event-start"));
  await ada.waitForFunction((s) => (document.querySelector(s)?.textContent ?? "").length > 0, testid("event-message"));
  expect(await ada.textContent(testid("event-message"))).toBe(words.en.refusal_event_not_full.replace("{{need}}", "6").replace("{{have}}", "3"));

  // The director fills the rest with bot players and starts.
  for (let k = 4; k <= 6; k++) {
    await ada.click(testid("event-add-bot"));
    await ada.waitForFunction(([s, n]) => document.querySelectorAll(`${s} li`).length === n, [testid("event-entries"), k] as const);
  }
  expect(await ada.locator(testid("event-add-bot")).count()).toBe(0);
  // A fourth page only watches the link (not registered): it never reloads, so what it shows comes by polling.
  const watcher = await t.newPage(800, 900, 60_000, "uk-UA");
  await watcher.goto(link);
  await watcher.waitForSelector(`${testid("event-standings")}[data-counted="0"]`);
  await ada.click(testid("event-start"));
  await ada.waitForSelector(`${testid("event-status")}:not([data-status="registering"])`);
  expect(await ada.textContent(testid("event-message"))).toBe("");

  // Every page learns by itself (it polls) that the evening runs and where to sit; each person goes there.
  const pages = [ada, bea, cem];
  await Promise.all(
    pages.map(async (p, k) => {
      await p.waitForSelector(testid("event-go-table"));
      const { json } = await fetchJson(`/api/events/${id}`);
      const mine = json.tablesNow.find((tb: { players: number[] }) => tb.players.includes(k + 1));
      await p.click(testid("event-go-table"));
      // At the table the event named, in the seat it named.
      await p.waitForFunction(() => window.__salon.you()?.role === "player");
      expect(await p.evaluate(() => window.__salon.you()?.seat)).toBe(mine.players.indexOf(k + 1));
      await playSkat(p);
      await p.goBack();
      await p.waitForSelector(testid("event-standings"));
    }),
  );
  for (const p of [...pages, watcher]) await p.waitForSelector(`${testid("event-status")}[data-status="finished"]`, { timeout: 180_000 });
  expect(await bea.textContent(testid("event-status"))).toBe(words.de.statusFinished);
  expect(await bea.textContent(`${testid("event-standings")} h2`)).toBe(words.de.standings);

  // The standings every page shows are the server's, row for row, with every player's series counted.
  const res = await fetch(`${t.salon.http_url}/api/events/${id}/results`);
  const results = (await res.json()) as {
    status: string;
    standings: { rank: number; pair: number; names: [string, string]; score: number; won: number; lost: number; boards: number }[];
  };
  expect(results.status).toBe("finished");
  expect(results.standings).toHaveLength(6);
  expect(results.standings.every((s) => s.boards === 1)).toBe(true);
  // Each page that follows the evening, with the language it shows.
  const everyPage = [
    [ada, "en"],
    [bea, "de"],
    [cem, "pl"],
    [watcher, "uk"],
  ] as const;
  const bot = (lang: "en" | "de" | "pl" | "uk") => words[lang].bot;
  for (const [page, lang] of everyPage) {
    const rows = await shownStandings(page);
    expect(rows).toEqual(results.standings.map((s) => [String(s.rank), s.names[0] || bot(lang), String(s.score), `${s.won} / ${s.lost}`]));
    expect(await page.getAttribute(testid("event-standings"), "data-counted")).toBe("6");
  }
  // The director's ruling through the page (docs/events.md, "Director's rulings"): a points adjustment with its
  // reason; every page shows it in its own words, with the standings' total moved, and links the CSV results.
  expect(await ada.locator(testid("event-end-round")).count()).toBe(0);
  await ada.selectOption(testid("event-adj-pair"), "2");
  await ada.fill(testid("event-adj-value"), "25");
  await ada.fill(testid("event-adj-reason"), "Late to the table");
  await ada.click(testid("event-adj-go"));
  for (const [page, lang] of everyPage) {
    await page.waitForSelector(`${testid("event-adjustments")} li`, { timeout: 30_000 });
    expect(await page.textContent(`${testid("event-adjustments")} li`)).toBe(
      words[lang].adjLinePoints.replace("{{pair}}", "2").replace("{{points}}", "+25").replace("{{reason}}", "Late to the table"),
    );
    expect(await page.getAttribute(testid("event-csv"), "href")).toBe(`/api/events/${id}/results.csv`);
    expect(await page.locator(testid("event-pbn")).count()).toBe(0);
  }
  // Under the standings, each table's series: the players in seat order with their totals, as the server has them.
  const games = (
    (await (await fetch(`${t.salon.http_url}/api/events/${id}/results`)).json()) as { games: { players: { name: string; score: number }[]; record: string }[] }
  ).games;
  expect(games).toHaveLength(2);
  for (const [page, lang] of everyPage) {
    const shown = await page.$$eval(`${testid("event-results")} ${testid("table-game")} td:nth-child(3)`, (cells) =>
      cells.map((c) => (c as { textContent: string | null }).textContent),
    );
    expect(shown).toEqual(games.map((g) => g.players.map((p) => `${p.name || bot(lang)} ${String(p.score).replace("-", "−")}`).join(" · ")));
    // Each table's game links its record (a Skat table deals its own cards: released once its series is over).
    const links = await page.$$eval(`${testid("event-results")} ${testid("table-game")} ${testid("event-replay")}`, (as) =>
      as.map((a) => (a as unknown as { getAttribute(n: string): string | null }).getAttribute("href")),
    );
    expect(links).toEqual(games.map((g) => g.record));
  }
  const before2 = results.standings.find((s) => s.pair === 2)!;
  const after2 = ((await (await fetch(`${t.salon.http_url}/api/events/${id}/results`)).json()) as typeof results).standings.find((s) => s.pair === 2)!;
  expect(after2.score).toBe(before2.score + 25);
  // My games lists the evening for those who played it, with its link and results.
  await bea.goto(`${new URL(link).origin}/games`);
  await bea.waitForSelector(`${testid("my-events")} ${testid("my-event-link")}`);
  expect(await bea.getAttribute(`${testid("my-events")} ${testid("my-event-link")}`, "href")).toBe(`/e/${id}`);
  expect(await bea.getAttribute(`${testid("my-events")} ${testid("event-csv")}`, "href")).toBe(`/api/events/${id}/results.csv`);
  await cem.screenshot({ path: join(ARTIFACTS, "event-standings-pl.png"), fullPage: true });
  await ada.screenshot({ path: join(ARTIFACTS, "event-director-en.png"), fullPage: true });
  for (const p of [...pages, watcher]) await p.context().close();
});

/** The boards a page shows travellers of, and the hand records it shows (one per traveller, never one alone). */
async function shownBoards(page: Page): Promise<{ boards: number[]; handRecords: number }> {
  return page.evaluate(
    ([tr, hr]) => ({
      boards: Array.from((document as any).querySelectorAll(tr) as ArrayLike<{ dataset: { board: string } }>).map((d) => Number(d.dataset.board)),
      handRecords: document.querySelectorAll(hr).length,
    }),
    [testid("traveller"), testid("hand-record")] as const,
  );
}

/** A PBN Deal ("N:AKQ.JT9.876.5432 …") as a hand record shows it: per seat N, E, S, W the four suits with their symbols. */
function handRecordText(deal: string): string[] {
  const hands = deal.slice(2).split(" ");
  return hands.map((h) =>
    h
      .split(".")
      .map((cards, i) => `${"♠♥♦♣"[i]} ${cards.replace(/T/g, "10") || "—"}`)
      .join(""),
  );
}

test("a bridge pairs evening: a traveller per complete board with its hand record, on a phone, never a board some table has still to play; a row's replay one click away", async () => {
  const { ev, tokens } = await sixPairBridgeEvent(t.salon, "Travellers", "P");
  await api(t.salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director);
  // A watcher on a 360 px phone, in Polish: the page polls, so everything it shows comes by itself.
  const page = await t.newPage(360, 740, 60_000, "pl-PL");
  await page.goto(`${t.salon.http_url}/e/${ev.id}`);
  await page.waitForSelector(`${testid("event-results")}[data-boards="0"]`);
  expect(await page.textContent(`${testid("event-results")} p`)).toBe(words.pl.travellersNone);

  // While the tables play, the page never shows a board the server does not hold complete (every table has
  // played it): the boards the page shows, then the server's complete boards — the page's are among them.
  let finished = false;
  const watch = (async () => {
    while (!finished) {
      const shown = await shownBoards(page);
      const { json } = await api(t.salon, "GET", `/api/events/${ev.id}/results`);
      const complete: number[] = json.travellers.map((x: { board: number }) => x.board);
      expect(shown.boards.every((b) => complete.includes(b))).toBe(true);
      expect(shown.handRecords).toBe(shown.boards.length);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const logs: Sitting[][] = tokens.map(() => []);
  const clients = await Promise.all(tokens.map((tk, i) => playPair(t.salon, ev.id, tk, `P${i + 1}`, logs[i])));
  finished = true;
  await watch;
  await Promise.all(clients.map((c) => c?.leave()));

  // Finished: three boards, each played at two tables (a Mitchell of 3 tables and 2 rounds of one board).
  const { json: results } = await api(t.salon, "GET", `/api/events/${ev.id}/results`);
  expect(results.travellers.map((x: { board: number }) => x.board)).toEqual([1, 2, 3]);
  await page.waitForSelector(`${testid("event-results")}[data-boards="3"]`, { timeout: 30_000 });
  // The hand record is the one the PBN download carries, board by board.
  const pbn = await (await fetch(`${t.salon.http_url}/api/events/${ev.id}/results.pbn`)).text();
  const deals = [...pbn.matchAll(/\[Deal "([^"]+)"\]/g)].map((m) => m[1]);
  expect(deals).toHaveLength(3);
  for (const [k, tr] of results.travellers.entries()) {
    const board = `${testid("traveller")}[data-board="${tr.board}"]`;
    expect(tr.deal).toBe(deals[k]);
    const hands = await page.$$eval(`${board} ${testid("hand-record")} [data-seat]`, (els) =>
      els
        .map((e) => e as unknown as { dataset: { seat: string }; querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> })
        .sort((a, b) => Number(a.dataset.seat) - Number(b.dataset.seat))
        .map((e) =>
          Array.from(e.querySelectorAll(".hand-record-suit"))
            .map((s) => s.textContent)
            .join(""),
        ),
    );
    expect(hands).toEqual(handRecordText(deals[k]));
    // One row per table that played it, North-South pair first, with the server's North-South score.
    const rows = await page.$$eval(`${board} ${testid("traveller-table")} tbody tr`, (trs) =>
      trs.map((r) => ({ ns: (r as any).dataset.ns, cells: Array.from((r as any).querySelectorAll("td")).map((td: any) => td.textContent) as string[] })),
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => Number(r.ns))).toEqual(tr.rows.map((r: { ns: number }) => r.ns));
    for (const [i, r] of tr.rows.entries()) {
      expect(rows[i].cells[0]).toBe(String(r.ns));
      expect(rows[i].cells[1]).toBe(String(r.ew));
      if (!r.contract) expect(rows[i].cells[2]).toBe(words.pl.passedOut);
      expect(rows[i].cells.at(-4)).toBe(String(r.score).replace("-", "−"));
    }
    // Each row links its table's game record (docs/events.md, "Game records"), as the server released it.
    const links = await page.$$eval(`${board} ${testid("traveller-table")} tbody tr`, (trs) =>
      trs.map((r) => (r as any).querySelector("[data-testid=event-replay]")?.getAttribute("href") ?? null),
    );
    expect(links).toEqual(tr.rows.map((r: { record: string }) => r.record));
    expect(links.every((l) => typeof l === "string" && /^\/r\/[^/]+\/1\?key=/.test(l))).toBe(true);
  }
  // The first boards open, keyboard reachable (a summary each); nothing wider than the phone.
  expect(await page.$$eval(`${testid("traveller")}[open]`, (d) => d.length)).toBe(3);
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: join(ARTIFACTS, "event-travellers-pl.png"), fullPage: true });

  // One click from a board's row to its table's game: the replay opens for this page, which holds no player
  // identity and no share of its own — only the event's link — and steps through the whole record.
  const row = results.travellers[1].rows[0];
  const { json: record } = await fetchJson(`/api/records/${row.record.slice("/r/".length)}`);
  expect(record.ruleset).toBe("bridge");
  await page.click(`${testid("traveller")}[data-board="${results.travellers[1].board}"] tr[data-ns="${row.ns}"] ${testid("event-replay")}`);
  await page.waitForFunction(() => window.__salon.replay()?.total > 0, undefined, { timeout: 30_000 });
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(row.record);
  expect(await page.evaluate(() => window.__salon.replay())).toEqual({ index: 0, total: record.actions.length });
  await page.keyboard.press("End");
  await page.waitForFunction((n) => window.__salon.replay()?.index === n, record.actions.length);
  expect(await page.textContent(testid("replay-counter"))).toBe(`${record.actions.length} / ${record.actions.length}`);
  // Its PBN download carries the link's key too.
  const [table, key] = [row.record.split("/")[2], row.record.split("?key=")[1]];
  expect(await page.getAttribute(testid("download-pbn"), "href")).toBe(`/api/records/${table}/1?format=pbn&key=${key}`);
  await page.context().close();
});
