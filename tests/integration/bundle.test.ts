/**
 * The server as `npm start` runs it: the esbuild bundle (scripts/build-server.ts) under plain node, no tsx.
 * It must serve, and its bots must think in the bundled worker thread (dist/thread.js beside main.js), a
 * path the in-process tests never take.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRuleset, completeView, type JsonObject } from "@salon/shared";
import { foxAction } from "@salon/shared/fox/legal";
import { buildServer } from "../../scripts/build-server";
import { TestClient } from "../support/clients";
import { freePort } from "../support/postgres";

let server: ChildProcess;
let dir: string;
let out: string;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "salon-bundle-"));
  // Inside the project, as server/dist is: the bundle loads its npm packages from node_modules above it.
  const artifacts = join(__dirname, "..", "..", "artifacts");
  mkdirSync(artifacts, { recursive: true });
  out = mkdtempSync(join(artifacts, "bundle-"));
  await buildServer(undefined, out);
  port = await freePort();
  server = spawn(process.execPath, ["--enable-source-maps", join(out, "main.js")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dir, "data"), BOT_THREADS: "1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bundled server did not start")), 60_000);
    server.stdout!.on("data", (b: Buffer) => {
      if (b.toString().includes("Salon is open")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once("exit", (code) => reject(new Error(`the bundled server exited (${code})`)));
  });
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

test("the bundle serves its health check and the game list", async () => {
  const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { ok: boolean; kind: string };
  expect(health).toMatchObject({ ok: true, kind: "sqlite" });
  const rulesets = (await (await fetch(`http://127.0.0.1:${port}/api/rulesets`)).json()) as { id: string }[];
  expect(rulesets.map((r) => r.id)).toEqual(expect.arrayContaining(["fox", "kierki", "bridge"]));
});

test("a normal bot of the bundle answers by search in its worker thread", async () => {
  const ann = await TestClient.create(`ws://127.0.0.1:${port}`, { ruleset: "fox", name: "Ann", seats: 2, botDelayMs: 0 });
  ann.send("addBot", { seat: 1, level: "normal" });
  await ann.until(() => ann.state.seats[1].kind === "bot");
  ann.send("start");
  const rules = getRuleset("fox")!;
  // Ann plays her first legal move each turn; the game only gets past the first tricks if the bot answers.
  let sent = "";
  await ann.until(
    () => {
      const v = completeView(rules, ann.view(), 0) as JsonObject & { legal?: string[]; tricks?: number[] };
      const mark = JSON.stringify([v.tricks, v.trick, v.phase]);
      if ((v.legal ?? []).length && mark !== sent) {
        sent = mark;
        ann.send("action", foxAction(v.phase as string, v.legal![0]));
      }
      return ((v.tricks ?? []) as number[]).reduce((a, b) => a + b, 0) >= 3;
    },
    60_000,
    "three tricks taken",
  );
  await ann.leave();
});
