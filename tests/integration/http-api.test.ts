/**
 * The HTTP API of players, history and records (docs/protocol.md, "Players", "Records and history"): a
 * player plays under its identity, finds its games, and the privacy rule holds — a public table's ended
 * games are public, a private table's only for its players or a share link, a running game's never. Bad
 * requests get clear 4xx answers; /healthz reports the database.
 */
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

async function api(path: string, init: RequestInit & { secret?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.secret) headers.authorization = `Bearer ${init.secret}`;
  const res = await fetch(`${salon.http_url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text };
}

const newPlayer = async (name: string) =>
  (await api("/api/players", { method: "POST", body: JSON.stringify({ name }) })).body as { id: string; name: string; secret: string };

/** A Fox game between two identified players, played to its end by always playing the first legal card. */
async function playFox(a: { secret: string }, b: { secret: string }, priv: boolean) {
  const ca = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", private: priv, player: a.secret, options: { targetScore: 1 } });
  const roomId = ca.room.roomId;
  const cb = await TestClient.join(salon.ws_url, roomId, { name: "Ben", player: b.secret });
  ca.send("start");
  await ca.until(() => ca.state.status === "playing");
  return { ca, cb, roomId };
}

async function finish(ca: TestClient, cb: TestClient): Promise<void> {
  const { foxAction } = await import("@salon/shared/fox");
  while (ca.state.status === "playing") {
    for (const c of [ca, cb]) {
      const v = c.view();
      const legal = v.legal as string[] | undefined;
      if (legal?.length) {
        const before = JSON.stringify(v);
        c.send("action", foxAction(v.phase as string, legal[0])!);
        await c.until(() => JSON.stringify(c.view()) !== before || c.state.status !== "playing", 3000);
      }
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

test("players: made without signing up, renamed, moved to another device with a one-time code; secrets never leak", async () => {
  const me = await newPlayer("Ann");
  expect(me.secret.length).toBeGreaterThan(30);
  expect((await api("/api/me", { secret: me.secret })).body).toEqual({ id: me.id, name: "Ann" });
  expect((await api("/api/me")).status).toBe(401);
  expect((await api("/api/me", { method: "PATCH", secret: me.secret, body: JSON.stringify({ name: "Anna" }) })).body).toEqual({ id: me.id, name: "Anna" });
  const transfer = await api("/api/me/transfer", { method: "POST", secret: me.secret });
  expect(transfer.status).toBe(201);
  expect(transfer.body.link).toBe(`/claim#${transfer.body.code}`);
  expect(JSON.stringify(transfer.body)).not.toContain(me.secret);
  const claimed = await api("/api/players/claim", { method: "POST", body: JSON.stringify({ code: transfer.body.code }) });
  expect(claimed.status).toBe(201);
  expect(claimed.body.id).toBe(me.id);
  expect(claimed.body.secret).not.toBe(me.secret);
  expect((await api("/api/players/claim", { method: "POST", body: JSON.stringify({ code: transfer.body.code }) })).status).toBe(404);
});

test("history and records: public games are public, private ones for their players or a share link, running ones for nobody", async () => {
  const ann = await newPlayer("Ann");
  const ben = await newPlayer("Ben");
  const eve = await newPlayer("Eve");
  const pub = await playFox(ann, ben, false);
  const priv = await playFox(ann, ben, true);
  // running games: no record, for anybody
  for (const { roomId } of [pub, priv]) {
    expect((await api(`/api/records/${roomId}/1`, { secret: ann.secret })).status).toBe(404);
    expect((await api(`/api/records/${roomId}`, { secret: ann.secret })).status).toBe(404);
  }
  // the history lists them as unfinished
  const running = (await api("/api/me/games", { secret: ben.secret })).body;
  expect(running.games.map((g: any) => [g.tableId, g.status])).toEqual([
    [priv.roomId, "running"],
    [pub.roomId, "running"],
  ]);
  await finish(pub.ca, pub.cb);
  await finish(priv.ca, priv.cb);
  await new Promise((r) => setTimeout(r, 100));
  const games = (await api("/api/me/games", { secret: ann.secret })).body.games;
  expect(games[0]).toMatchObject({ tableId: priv.roomId, gameNo: 1, ruleset: "fox", status: "finished", seat: 0, others: [{ seat: 1, name: "Ben" }] });
  expect(["won", "lost", "draw"]).toContain(games[0].result);
  expect(typeof games[0].score).toBe("number");
  // public: anyone; the record holds the deals, never the seed
  const open = await api(`/api/records/${pub.roomId}/1`);
  expect(open.status).toBe(200);
  expect(open.body.ruleset).toBe("fox");
  expect(open.body.seed).toBeUndefined();
  expect(Array.isArray(open.body.deal)).toBe(true);
  // private: players yes, others no, a share link yes
  expect((await api(`/api/records/${priv.roomId}/1`)).status).toBe(403);
  expect((await api(`/api/records/${priv.roomId}/1`, { secret: eve.secret })).status).toBe(403);
  expect((await api(`/api/records/${priv.roomId}/1`, { secret: ben.secret })).status).toBe(200);
  expect((await api(`/api/records/${priv.roomId}/1/share`, { method: "POST", secret: eve.secret })).status).toBe(403);
  const share = await api(`/api/records/${priv.roomId}/1/share`, { method: "POST", secret: ann.secret });
  expect(share.status).toBe(201);
  expect(share.body.link).toBe(`/r/${priv.roomId}/1?key=${share.body.key}`);
  expect((await api(`/api/records/${priv.roomId}/1?key=${share.body.key}`)).status).toBe(200);
  expect((await api(`/api/records/${priv.roomId}/1?key=nope`)).status).toBe(403);
  await Promise.all([pub.ca, pub.cb, priv.ca, priv.cb].map((c) => c.leave()));
}, 60_000);

test("malformed and oversized requests get clear 4xx answers; healthz reports the database", async () => {
  const me = await newPlayer("Max");
  const cases: [string, RequestInit & { secret?: string }, number][] = [
    ["/api/records/not%20an%20id/1", {}, 400],
    ["/api/records/abc/zero", {}, 400],
    ["/api/records/abc/0", {}, 400],
    ["/api/records/abc?game=1.5", {}, 400],
    ["/api/records/abc/1", {}, 404],
    ["/api/me/games?limit=1000", { secret: me.secret }, 400],
    ["/api/me/games?limit=-1", { secret: me.secret }, 400],
    ["/api/me/games", {}, 401],
    ["/api/players", { method: "POST", body: "{not json" }, 400],
    ["/api/players", { method: "POST", body: JSON.stringify({ name: "" }) }, 400],
    ["/api/players", { method: "POST", body: JSON.stringify({ name: "x".repeat(10_000) }) }, 413],
    ["/api/players/claim", { method: "POST", body: JSON.stringify({ code: 42 }) }, 400],
    ["/api/nothing-here", {}, 404],
  ];
  for (const [path, init, status] of cases) {
    const res = await api(path, init);
    expect([path, res.status]).toEqual([path, status]);
    expect(typeof res.body.error).toBe("string");
  }
  const health = await api("/healthz");
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ ok: true, db: "ok", kind: "sqlite" });
});
