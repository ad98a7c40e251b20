/** Helpers for the club event tests (docs/events.md): the events API, and a pair's player who sits where the event says and plays. */
import { callFromView } from "@salon/shared/bridge/auction";
import { euchreAction } from "@salon/shared/euchre/legal";
import { replay, rulesets } from "@salon/shared";
import type { bootSalon } from "./server";
import { sleep, TestClient } from "./clients";

export type Salon = Awaited<ReturnType<typeof bootSalon>>;
/** What the API and the players need of a server: its addresses (a test's own server, or a spawned process). */
type Door = Pick<Salon, "http_url" | "ws_url">;

export async function api(salon: Door, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${salon.http_url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { "x-event-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** A pair entered by one player (the partner a bot): its number, its token, the player's name. */
export interface PairEntry {
  pair: number;
  token: string;
  name: string;
}

/**
 * A bridge event created with `spec` (the create's body) and `n` pairs entered by one player each
 * (`${prefix}1` … `${prefix}n`, the partners bots). The event, the pairs' tokens and the pairs.
 */
export async function bridgeEvent(
  salon: Door,
  spec: Record<string, unknown>,
  prefix: string,
  n: number,
): Promise<{ ev: any; tokens: string[]; pairs: PairEntry[] }> {
  const { status, json: ev } = await api(salon, "POST", "/api/events", { game: "bridge", botAfterSeconds: 600, ...spec });
  expect(status).toBe(201);
  const pairs: PairEntry[] = [];
  for (let i = 1; i <= n; i++) {
    const { status, json } = await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: [`${prefix}${i}`, ""] });
    expect(status).toBe(201);
    pairs.push({ pair: json.pair, token: json.token, name: `${prefix}${i}` });
  }
  return { ev, tokens: pairs.map((p) => p.token), pairs };
}

/**
 * A 3-table Mitchell bridge evening with six pairs entered by one player each (`${prefix}1` … `${prefix}6`, the
 * partners bots): by default 2 rounds of one board, bots only after ten minutes; `spec` changes the create's
 * body (more rounds or boards, the director's hand record).
 */
export const sixPairBridgeEvent = (salon: Door, name: string, prefix: string, spec: Record<string, unknown> = {}) =>
  bridgeEvent(salon, { name, tables: 3, rounds: 2, boardsPerRound: 1, ...spec }, prefix, 6);

/** Plays whatever this client's seat is asked for (its own cards, and dummy's when it declares): passes in the auction (a Euchre bid too), the first legal card, accepts claims. */
function autoplay(c: TestClient): () => void {
  const done = new Set<string>();
  const act = () => {
    if (c.state.status !== "playing") return;
    const v = c.view() as any;
    const legal = (v.legal ?? []) as string[];
    if (!legal.length) return;
    // One answer per view: every accepted move changes it.
    const key = JSON.stringify(v);
    if (done.has(key)) return;
    done.add(key);
    if (c.state.ruleset === "skat" && legal.includes("pass")) c.send("action", { type: "pass" });
    // Euchre: passes where it may; else (stuck as dealer, or the dealer's discard, or a card) the first choice.
    else if (c.state.ruleset === "euchre") c.send("action", euchreAction(v.phase, legal.includes("pass") ? "pass" : legal[0]));
    else if (v.phase === "auction") c.send("action", { type: "call", call: callFromView("pass") });
    else if (v.phase === "claim") c.send("action", { type: "acceptClaim" });
    else {
      const card = legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x));
      // (A Skat defender may say kontra at any time; this player never does, and only plays on its turn.)
      if (card) c.send("action", { type: "play", card });
    }
  };
  const off = c.onChange(act);
  const poll = setInterval(act, 100);
  return () => {
    off();
    clearInterval(poll);
  };
}

export interface Sitting {
  round: number;
  table: number;
  roomId: string;
  seat: number;
}

/** One pair's player: asks the event where to sit each round, joins that table and plays it out. */
export async function playPair(
  salon: Door,
  id: string,
  token: string,
  name: string,
  log: Sitting[],
  stopAt?: () => boolean,
  claim?: { roomId: string; seat: number; secret: string },
): Promise<TestClient | null> {
  let client: TestClient | null = null;
  let stop = (): void => undefined;
  let joined: string | null = null;
  for (;;) {
    const { json: ev } = await api(salon, "GET", `/api/events/${id}`, undefined, token);
    if (ev.status === "finished" || stopAt?.()) break;
    if (ev.me?.roomId && ev.me.roomId !== joined) {
      stop();
      if (client) await client.leave();
      // Back at a table after a restart: the seat is taken back with its claim, never by name.
      const back = claim && claim.roomId === ev.me.roomId ? { claim: { seat: claim.seat, secret: claim.secret } } : { seat: ev.me.seats[0] };
      client = await TestClient.join(salon.ws_url, ev.me.roomId, { name, ...back });
      joined = ev.me.roomId;
      log.push({ round: ev.round, table: ev.me.table, roomId: ev.me.roomId, seat: ev.me.seats[0] });
      stop = autoplay(client);
    }
    await sleep(150);
  }
  stop();
  return client;
}

/**
 * Every pair's player plays the event out (playPair) and leaves; each pair's sittings by pair number (`logs`,
 * filled as they sit down: a test may read it while they play).
 */
export async function playAllPairs(
  salon: Door,
  id: string,
  pairs: readonly PairEntry[],
  logs = new Map<number, Sitting[]>(pairs.map((p) => [p.pair, []])),
): Promise<Map<number, Sitting[]>> {
  const clients = await Promise.all(pairs.map((p) => playPair(salon, id, p.token, p.name, logs.get(p.pair)!)));
  await Promise.all(clients.map((c) => c?.leave()));
  return logs;
}

/** Registers people named `${prefix} 1…n` and `bots` bot players at an event of single entries; the people, in order. */
export async function registerPeople(
  salon: Door,
  id: string,
  prefix: string,
  n: number,
  bots: number,
): Promise<{ entry: number; token: string; name: string }[]> {
  const people: { entry: number; token: string; name: string }[] = [];
  for (let i = 1; i <= n; i++) {
    const { json } = await api(salon, "POST", `/api/events/${id}/entries`, { name: `${prefix} ${i}` });
    people.push({ entry: json.pair, token: json.token, name: `${prefix} ${i}` });
  }
  for (let i = 0; i < bots; i++) await api(salon, "POST", `/api/events/${id}/entries`, { bot: true });
  return people;
}

/**
 * A progressive of 8 players over 2 rounds (`game`: kierki or euchre) with four people (`${prefix} 1…4`) and four
 * bot players, started: its first view is the one a progressive of that size shows. The event and the people.
 */
export async function startedProgressive(
  salon: Door,
  game: "kierki" | "euchre",
  name: string,
  prefix: string,
): Promise<{ ev: any; people: { entry: number; token: string; name: string }[] }> {
  const { status, json: ev } = await api(salon, "POST", "/api/events", { name, game, players: 8, rounds: 2, botAfterSeconds: 600 });
  expect(status).toBe(201);
  const people = await registerPeople(salon, ev.id, prefix, 4, 4);
  expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { round: 1 } });
  const { json: first } = await api(salon, "GET", `/api/events/${ev.id}`);
  expect(first).toMatchObject({ game, format: "progressive", tables: 2, rounds: 2, players: 8, tableSizes: [4, 4] });
  return { ev, people };
}

/**
 * People (one entry each, as at a Skat list evening or a Kierki progressive) play the whole event out; the
 * tables of each round as the event showed them while it ran (`seatings[round]`), and each person's sittings.
 */
export async function playEveryRound(
  salon: Door,
  id: string,
  people: readonly { entry: number; token: string; name: string }[],
): Promise<{ seatings: any[][]; logs: Map<number, Sitting[]> }> {
  const logs = new Map<number, Sitting[]>(people.map((p) => [p.entry, []]));
  const seatings: any[][] = [];
  const watcher = (async () => {
    for (;;) {
      const { json } = await api(salon, "GET", `/api/events/${id}`);
      if (json.status === "running") seatings[json.round] = json.tablesNow;
      if (json.status === "finished") return;
      await sleep(300);
    }
  })();
  const clients = await Promise.all(people.map((p) => playPair(salon, id, p.token, p.name, logs.get(p.entry)!)));
  await watcher;
  await Promise.all(clients.map((c) => c?.leave()));
  return { seatings, logs };
}

/**
 * Every player of an event (`tokens`, named prefix1, prefix2, …) plays round 1 out and is at its round-2 table
 * when this returns: the event as the first token sees it then, and each player's client and sittings.
 */
async function playIntoRound2(
  salon: Salon,
  id: string,
  tokens: readonly string[],
  prefix: string,
): Promise<{ before: any; clients: (TestClient | null)[]; logs: Sitting[][] }> {
  const logs: Sitting[][] = tokens.map(() => []);
  let round2 = false;
  const watcher = (async () => {
    for (;;) {
      const { json } = await api(salon, "GET", `/api/events/${id}`);
      if (json.round === 2) return void (round2 = true);
      await sleep(200);
    }
  })();
  const clients = await Promise.all(tokens.map((t, i) => playPair(salon, id, t, `${prefix}${i + 1}`, logs[i], () => round2)));
  await watcher;
  for (let i = 0; ; i++) {
    const before = (await api(salon, "GET", `/api/events/${id}`, undefined, tokens[0])).json;
    if (before.me.roomId) return { before, clients, logs };
    if (i > 100) throw new Error("round 2's tables did not open");
    await sleep(100);
  }
}

/**
 * Each player's claim to the seat it last sat in, then every client dropped (as a server going away drops
 * them): what `playPair` takes the seat back with after a restart.
 */
export function claimsAndDrop(
  clients: readonly (TestClient | null)[],
  logs: readonly Sitting[][],
): ({ roomId: string; seat: number; secret: string } | undefined)[] {
  const claims = clients.map((c, i) => {
    const last = logs[i][logs[i].length - 1];
    return c?.claim && last ? { roomId: last.roomId, seat: last.seat, secret: c.claim } : undefined;
  });
  for (const c of clients) c?.drop();
  return claims;
}

/**
 * A restart in the middle of round 2: everyone plays round 1 and sits down in round 2, the server goes away
 * (clients dropped, their claims kept) and a new one starts on the same data. The event before and after (as
 * the first token sees it), the new server, and `finish`, which takes every seat back by its claim, plays the
 * event out and answers its final results.
 */
export async function restartInRound2(
  salon: Salon,
  boot: () => Promise<Salon>,
  id: string,
  tokens: readonly string[],
): Promise<{ salon: Salon; before: any; after: any; finish: () => Promise<any> }> {
  const { before, clients, logs } = await playIntoRound2(salon, id, tokens, "R");
  const claims = claimsAndDrop(clients, logs);
  await salon.close();
  const next = await boot();
  const { json: after } = await api(next, "GET", `/api/events/${id}`, undefined, tokens[0]);
  const finish = async () => {
    const last = await Promise.all(tokens.map((t, i) => playPair(next, id, t, `R${i + 1}`, [], undefined, claims[i])));
    await Promise.all(last.map((c) => c?.leave()));
    return (await api(next, "GET", `/api/events/${id}/results`)).json;
  };
  return { salon: next, before, after, finish };
}

/** Polls an event's results until it has finished, handing each answer to `look`; resolves then. */
export async function watchResults(salon: Salon, id: string, look: (results: any) => void): Promise<void> {
  for (;;) {
    const { json } = await api(salon, "GET", `/api/events/${id}/results`);
    if (json.status === "finished") return;
    look(json);
    await sleep(250);
  }
}

/** One table's result of one board, read from that table's record. */
export interface PlayedBoard {
  board: number;
  ns: number;
  ew: number;
  score: number;
  pbn: string;
}

/** Each board of `boards` was played `times` times, dealt once: the same hand record at every table. */
export function expectDealtOnce(results: readonly PlayedBoard[], boards: number, times: number): void {
  for (let b = 1; b <= boards; b++) {
    const plays = results.filter((x) => x.board === b);
    expect(plays).toHaveLength(times);
    expect(new Set(plays.map((x) => x.pbn)).size).toBe(1);
  }
}

/**
 * Matchpoints worked by hand (docs/events.md, "Scoring"): 2 for every other North-South score of the board
 * beaten, 1 for each tie; East-West get the rest of the board's top, 2 × (plays − 1).
 */
export function handMatchpoints(results: readonly PlayedBoard[]): Map<number, number> {
  const mp = new Map<number, number>();
  for (const x of results) {
    const others = results.filter((o) => o.board === x.board && o !== x);
    const nsMp = others.reduce((s, o) => s + (x.score > o.score ? 2 : x.score === o.score ? 1 : 0), 0);
    mp.set(x.ns, (mp.get(x.ns) ?? 0) + nsMp);
    mp.set(x.ew, (mp.get(x.ew) ?? 0) + 2 * others.length - nsMp);
  }
  return mp;
}

/** The event's finished results agree with the records: each traveller row, and each pair's points, top and percentage. */
export function expectResultsFromRecords(final: any, results: readonly PlayedBoard[], mp: ReadonlyMap<number, number>, boards: number, top: number): void {
  expect(final.status).toBe("finished");
  expect(final.travellers.map((t: any) => t.board)).toEqual(Array.from({ length: boards }, (_, i) => i + 1));
  for (const t of final.travellers) {
    for (const row of t.rows) {
      const mine = results.find((x) => x.board === t.board && x.ns === row.ns)!;
      expect([row.ew, row.score]).toEqual([mine.ew, mine.score]);
    }
  }
  const byPair = new Map<number, any>(final.standings.map((s: any) => [s.pair, s]));
  for (const [pair, points] of mp) {
    expect(byPair.get(pair).points).toBe(points);
    expect(byPair.get(pair).top).toBe(top);
    expect(byPair.get(pair).score).toBeCloseTo((100 * points) / top, 9);
  }
}

/**
 * The table of round `round` where pair `ns` met pair `ew`: both sat there (the NS pair's player North, the EW
 * pair's East), its game finished, and its record's board results (event tables are private: the record is
 * read from the store).
 */
export async function playedAt(
  salon: Salon,
  logs: ReadonlyMap<number, Sitting[]>,
  round: number,
  table: number,
  ns: number,
  ew: number,
): Promise<PlayedBoard[]> {
  const nsSit = logs.get(ns)!.find((x) => x.round === round)!;
  const ewSit = logs.get(ew)!.find((x) => x.round === round)!;
  expect(nsSit).toMatchObject({ table, seat: 0 });
  expect(ewSit).toMatchObject({ table, seat: 1 });
  expect(ewSit.roomId).toBe(nsSit.roomId);
  const ended = await salon.store!.endedGame(nsSit.roomId, 1);
  expect(ended?.status).toBe("finished");
  const state = replay(rulesets, ended!.record).state as { results: { board: number; score: number; pbn: string }[] };
  return state.results.map((x) => ({ board: x.board, ns, ew, score: x.score, pbn: x.pbn }));
}

/**
 * A progressive table's game as its record replays (the table of `round` and `table` as the people's sittings
 * logged it): finished, of `ruleset`, played to its end; each seat's score by the ruleset's own reading (a
 * Euchre seat: its side's points), and the replayed state.
 */
export async function progressiveGame(
  salon: Salon,
  logs: ReadonlyMap<number, Sitting[]>,
  round: number,
  table: number,
  ruleset: string,
): Promise<{ scores: number[]; state: unknown }> {
  const roomId = [...logs.values()].flat().find((x) => x.round === round && x.table === table)!.roomId;
  const ended = await salon.store!.endedGame(roomId, 1);
  expect(ended?.status).toBe("finished");
  expect(ended!.record.ruleset).toBe(ruleset);
  const r = replay(rulesets, ended!.record);
  expect(r.report.ok && r.report.over).toBe(true);
  return { scores: rulesets[ruleset].scores(r.state as never), state: r.state };
}

/**
 * A progressive's results against its games (`seatings[round][table]`: the players by seat; `scores` alike):
 * each player's scores added up over the rounds, one game a round each, highest first, equal totals sharing a
 * rank. The results as the API gives them.
 */
export async function expectProgressiveStandings(salon: Salon, id: string, seatings: number[][][], scores: number[][][]): Promise<any> {
  const total = new Map<number, number>();
  seatings.forEach((round, i) => round.forEach((players, t) => players.forEach((e, seat) => total.set(e, (total.get(e) ?? 0) + scores[i][t][seat]))));
  const { json: final } = await api(salon, "GET", `/api/events/${id}/results`);
  expect(final.status).toBe("finished");
  expect(final.standings).toHaveLength(total.size);
  for (const row of final.standings) {
    expect(row.points).toBe(total.get(row.pair));
    expect(row.boards).toBe(seatings.length);
  }
  for (let i = 1; i < final.standings.length; i++) {
    const [a, b] = [final.standings[i - 1], final.standings[i]];
    expect(a.points).toBeGreaterThanOrEqual(b.points);
    expect(b.rank).toBe(a.points === b.points ? a.rank : i + 1);
  }
  return final;
}

/** A results page's replay link to a table's game record (docs/events.md, "Game records"): `/r/<table>/<game>?key=<key>`, its parts. */
export function replayLink(link: string): { table: string; game: number; key: string } {
  const m = /^\/r\/([^/?#]+)\/(\d+)\?key=([^&#]+)$/.exec(link);
  expect(m).not.toBeNull();
  return { table: decodeURIComponent(m![1]), game: Number(m![2]), key: decodeURIComponent(m![3]) };
}

/** The record a replay link opens, fetched with the link's key alone (no player identity): its status and the record. */
export async function openReplayLink(salon: Door, link: string, format?: string): Promise<{ status: number; body: any }> {
  const { table, game, key } = replayLink(link);
  const res = await fetch(
    `${salon.http_url}/api/records/${encodeURIComponent(table)}/${game}?key=${encodeURIComponent(key)}${format ? `&format=${format}` : ""}`,
  );
  return { status: res.status, body: res.status === 200 && !format ? await res.json() : await res.text() };
}
