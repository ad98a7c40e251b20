/**
 * Refused creates and joins (issue 27 item 4, issue 28 item 8; docs/protocol.md "Refused creates and
 * joins"): each rejects with `<code>: <sentence>`, the code from "Error codes", writes exactly one line to
 * the server's log (pino, ops/log.ts) naming that code, without a stack trace, and is counted by code in
 * `/metrics`. An invite link can ask first whether its table exists and
 * can be joined (`GET /api/tables/:id`). Names lose control characters and invisible formatting wherever
 * they enter (create, join, player profile) and keep every script and ordinary emoji.
 */
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";
import { log, logTo } from "../../server/src/ops/log";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

interface Logged {
  /** The server's log lines (pino, ops/log.ts), parsed. */
  lines: Record<string, unknown>[];
  /** Whatever went to the console meanwhile (nothing of the server's should). */
  console: string[];
}

/**
 * What the server logs while `fn` runs (the test runs the server in-process): its pino log, read from a
 * destination of the test's at level `info` (refusals are `info`: expected, not faults), and the console.
 */
async function logsOf(fn: () => Promise<unknown>): Promise<Logged> {
  const got: Logged = { lines: [], console: [] };
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((k) =>
    jest.spyOn(console, k).mockImplementation((...args: unknown[]) => {
      got.console.push(args.map((a) => (a instanceof Error ? String(a.stack) : String(a))).join(" "));
    }),
  );
  const level = log.level;
  log.level = "info";
  logTo({ write: (line: string) => got.lines.push(JSON.parse(line) as Record<string, unknown>) });
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    logTo(null);
    log.level = level;
    for (const s of spies) s.mockRestore();
  }
  // colyseus.js (the test's client, in the same process) reports the rejected socket itself: not the server's log
  got.console = got.console.filter((l) => !/^colyseus\.js|^Room connection was closed/.test(l));
  return got;
}

/** No stack trace anywhere in what was logged. */
function expectNoStack(logged: Logged): void {
  const all = [...logged.lines.map((l) => JSON.stringify(l)), ...logged.console].join("\n");
  expect(all).not.toMatch(/\n\s+at |^\s+at |\\n\s+at /m);
  for (const l of logged.lines) expect(Object.keys(l)).not.toEqual(expect.arrayContaining(["stack"]));
  for (const l of logged.lines) expect(Object.keys(l)).not.toEqual(expect.arrayContaining(["err"]));
}

/** `salon_refusals_total{code}` as /metrics says now. */
async function refusalsCounted(code: string): Promise<number> {
  const text = await (await fetch(`${salon.http_url}/metrics`)).text();
  return Number(new RegExp(`^salon_refusals_total\\{code="${code}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
}

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as Error | null;
  if (!err) throw new Error("expected a refusal");
  const m = /^([a-z_]+): (.*)$/s.exec(err.message);
  return m ? { code: m[1], message: m[2] } : { code: `(none) ${(err as { code?: unknown }).code}`, message: err.message };
}

const probe = async (id: string) => {
  const res = await fetch(`${salon.http_url}/api/tables/${encodeURIComponent(id)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

test("every refused join carries its code, and the server logs it as one line without a stack trace", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table: { kibitz: "none" } });
  const roomId = ann.room.roomId;
  const cases: [Record<string, unknown>, string][] = [
    [{ name: "Kim", spectate: true }, "no_spectators"],
    [{ name: "Dee", seat: 0 }, "seat_taken"],
    [{ name: "Dee", seat: 7 }, "bad_seat"],
    [{ name: "Dee", claim: { seat: 0, secret: "guess" } }, "claim_invalid"],
    [{ name: "\u200B\u202E\u2066" }, "bad_name"],
    [{ name: "Dee", seat: "x" }, "bad_message"],
  ];
  for (const [options, code] of cases) {
    let got: { code: string; message: string } | null = null;
    const counted = await refusalsCounted(code);
    const logs = await logsOf(async () => (got = await refusal(TestClient.join(salon.ws_url, roomId, options))));
    expect(got!.code).toBe(code);
    const mine = logs.lines.filter((l) => l.table === roomId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, msg: "join refused", code, table: roomId, reason: expect.any(String) });
    expect(logs.console).toEqual([]);
    expectNoStack(logs);
    expect(await refusalsCounted(code)).toBe(counted + 1);
  }
  const ben = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  expect((await refusal(TestClient.join(salon.ws_url, roomId, { name: "Cat" }))).code).toBe("table_full");
  await Promise.all([ann, ben].map((c) => c.leave()));
});

test("refused creates carry a code too, logged as one line", async () => {
  let got: { code: string; message: string } | null = null;
  const logs = await logsOf(async () => (got = await refusal(TestClient.create(salon.ws_url, { ruleset: "nope", name: "Ann" }))));
  expect(got).toMatchObject({ code: "bad_setup", message: expect.stringMatching(/unknown game/) });
  const lines = logs.lines.filter((l) => l.msg === "create refused");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 30, code: "bad_setup", reason: expect.stringMatching(/unknown game/) });
  expect(logs.console).toEqual([]);
  expectNoStack(logs);
  expect((await refusal(TestClient.create(salon.ws_url, { ruleset: "fox", name: "\u2060\uFEFF" }))).code).toBe("bad_name");
  expect((await refusal(TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", tableName: "\u200D\u200D" }))).code).toBe("bad_name");
});

test("an unknown table is `no_table` at the probe; the probe tells a full table without spectators from one that takes them", async () => {
  expect(await probe("NOPE-XXXX")).toMatchObject({ status: 404, body: { code: "no_table" } });
  // the matchmaker's own answer for a missing room, which the client words as no_table
  const err = (await TestClient.join(salon.ws_url, "NOPE-XXXX", { name: "Ann" }).catch((e: unknown) => e)) as { code?: number; message: string };
  expect(err.code).toBe(4212);
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", private: true, table: { kibitz: "none" } });
  const roomId = ann.room.roomId;
  expect(await probe(roomId)).toMatchObject({ status: 200, body: { id: roomId, ruleset: "fox", open: true, watch: false, status: "waiting" } });
  const ben = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  await ann.until(() => ann.state.seats[1].kind === "human");
  expect(await probe(roomId)).toMatchObject({ status: 200, body: { open: false, watch: false } });
  const open = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  expect(await probe(open.room.roomId)).toMatchObject({ status: 200, body: { open: true, watch: true } });
  await Promise.all([ann, ben, open].map((c) => c.leave()));
});

test("names keep every script and ordinary emoji, and lose control characters, bidi overrides and zero-width characters", async () => {
  const cases: [string, string][] = [
    ["Zażółć Gęślą", "Zażółć Gęślą"],
    ["Σωκράτης", "Σωκράτης"],
    ["Добрыня", "Добрыня"],
    ["李小龍", "李小龍"],
    ["Ola 👩‍💻🎉", "Ola 👩‍💻🎉"],
    ["👍🏽 Ana", "👍🏽 Ana"],
    ["  Ann  ", "Ann"],
    ["\u202Enimda\u202C", "nimda"],
    ["Ad\u200Bmin\u2066\u2069", "Admin"],
    ["A\u0000B\nC\tD", "A B C D"],
    ["\uFEFFBen\u00AD", "Ben"],
    ["Kim\u200D", "Kim"],
    ["\u3164\u3164Cy", "Cy"],
  ];
  const ann = await TestClient.create(salon.ws_url, { ruleset: "werewolf", name: "\u202EAnn\u202C", seats: 24, tableName: "\u2067Night\u2069 one" });
  const roomId = ann.room.roomId;
  expect(ann.state.seats[0].name).toBe("Ann");
  expect(ann.state.tableName).toBe("Night one");
  const joined: TestClient[] = [];
  for (const [raw] of cases) joined.push(await TestClient.join(salon.ws_url, roomId, { name: raw }));
  await ann.until(() => ann.state.seats.filter((s: { kind: string }) => s.kind === "human").length === cases.length + 1);
  expect(joined.map((c) => ann.state.seats[c.you!.seat!].name)).toEqual(cases.map(([, clean]) => clean));
  // chat lines carry the cleaned name
  joined[7].send("chat", { text: "hi" });
  await ann.until(() => ann.messages.some((m) => m.type === "chat"));
  expect((ann.messages.find((m) => m.type === "chat")!.payload as { name: string }).name).toBe("nimda");
  await Promise.all([ann, ...joined].map((c) => c.leave()));
});

test("the player profile takes the same names: cleaned on create and rename, refused when nothing visible is left", async () => {
  const post = (name: string) =>
    fetch(`${salon.http_url}/api/players`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });
  const made = (await (await post("\u202EMaja\u200B 🙂")).json()) as { name: string; secret: string };
  expect(made.name).toBe("Maja 🙂");
  expect((await post("\u200B\u200C\u200D")).status).toBe(400);
  const patch = (name: string) =>
    fetch(`${salon.http_url}/api/me`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${made.secret}` },
      body: JSON.stringify({ name }),
    });
  expect(((await (await patch("Ma\u2066ja\u2069")).json()) as { name: string }).name).toBe("Maja");
  expect((await patch("\u2060")).status).toBe(400);
  const me = (await (await fetch(`${salon.http_url}/api/me`, { headers: { authorization: `Bearer ${made.secret}` } })).json()) as { name: string };
  expect(me.name).toBe("Maja");
});
