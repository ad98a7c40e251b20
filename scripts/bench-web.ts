/**
 * `npm run bench:web`: what a phone on a slow network downloads and waits for (issue 29's targets).
 *
 * Boots Salon on a loopback port (serving the built client in client/dist: run `npm run build` first) and
 * Debian's Chromium with DevTools throttling — "Slow 4G": 1.6 Mb/s down, 750 kb/s up, 150 ms round trip,
 * and the CPU slowed four times — then measures:
 * - the lobby on a first visit: bytes transferred, and the time until the create form is usable;
 * - joining a table from an invite link on a first visit: bytes transferred in all, and the time until the
 *   first cards of my hand are drawn (the page's test hooks say when: `__salon.cardCenter`);
 * - the lobby on a second visit (same browser cache): bytes transferred before the lobby is usable;
 * - the largest client chunk, brotli-compressed.
 * It prints each figure beside its target. A measurement, not a test: it never fails on a missed target.
 * `--waterfall` also prints each first visit's requests (start and end, ms since navigation; bytes; URL) and
 * when the page said what (the create form usable, the table's steps), to see which request waits for which;
 * for the invite link also the table's websocket (its opening and each frame), the page's own steps (its
 * `salon:*` performance marks, client/src/app/marks.ts) and its long tasks (the main thread busy over 50 ms).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { bootSalon } from "../tests/support/server";
import { launchChromium } from "../tests/support/chromium";
import { TestClient } from "../tests/support/clients";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const DIST = join(__dirname, "..", "client", "dist");
const testid = (id: string) => `[data-testid="${id}"]`;

/** DevTools' "Slow 4G" preset (bytes per second) and a 4× slower CPU. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const WATERFALL = process.argv.includes("--waterfall");
/**
 * `--canvas-calls`: counts the invite link page's canvas-2D calls (paths, fills, strokes, texts, images) frame by
 * frame, where Pixi falls back to its canvas renderer (no WebGL): how much each frame redraws, a figure the
 * machine's load does not move. Printed: the frame that first shows my cards, and a frame of the dealt table
 * once the page has been idle a while. It slows drawing: its times are not the bench's.
 */
/**
 * `--webgl`: Chromium with SwiftShader's software WebGL, so that Pixi takes its WebGL path as on every real
 * phone (by default it has no WebGL and Pixi falls back to its canvas renderer). SwiftShader draws on this
 * machine's CPU, unthrottled by the 4× slowdown: neither figure is a phone's, so the output names its path.
 */
const WEBGL = process.argv.includes("--webgl");
const CANVAS_CALLS = process.argv.includes("--canvas-calls");
/** `--profile <file>`: the invite link's page, profiled from the name given to the first cards (a .cpuprofile). */
const PROFILE = process.argv.includes("--profile") ? process.argv[process.argv.indexOf("--profile") + 1] : null;

interface Meter {
  cdp: CDPSession;
  /** Each finished request: start and end (ms, the page's clock), bytes, URL. */
  log: { start: number; end: number; bytes: number; url: string; queued?: number }[];
  /** Bytes received over the network (headers and bodies, as sent: compressed if compressed) since `reset`. */
  bytes(): number;
  requests(): number;
  reset(): void;
}

async function throttledPage(context: BrowserContext): Promise<{ page: Page; meter: Meter }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let requests = 0;
  const log: Meter["log"] = [];
  const started = new Map<string, { at: number; url: string; queued?: number }>();
  let origin = 0;
  cdp.on("Network.requestWillBeSent", (e: { requestId: string; timestamp: number; type?: string; request: { url: string } }) => {
    if (e.type === "Document") origin = e.timestamp;
    started.set(e.requestId, { at: e.timestamp, url: e.request.url });
  });
  // How long a request waited before it was sent: over HTTP/1.1 a page has six connections to a host, and a
  // request waits for one of them while they carry others.
  cdp.on("Network.responseReceived", (e: { requestId: string; response: { timing?: { sendStart: number } } }) => {
    const s = started.get(e.requestId);
    if (s && e.response.timing) s.queued = e.response.timing.sendStart;
  });
  cdp.on("Network.loadingFinished", (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    requests++;
    const s = started.get(e.requestId);
    if (s) log.push({ start: (s.at - origin) * 1000, end: (e.timestamp - origin) * 1000, bytes: e.encodedDataLength, url: s.url, queued: s.queued });
  });
  // The table's websocket: when it opens and when each frame comes or goes (ms since navigation, bytes).
  cdp.on("Network.webSocketCreated", (e: { requestId: string; url: string }) => started.set(e.requestId, { at: NaN, url: e.url }));
  cdp.on("Network.webSocketWillSendHandshakeRequest", (e: { requestId: string; timestamp: number }) => {
    const s = started.get(e.requestId);
    if (s) s.at = e.timestamp;
  });
  cdp.on("Network.webSocketHandshakeResponseReceived", (e: { requestId: string; timestamp: number }) => {
    const s = started.get(e.requestId);
    if (s) log.push({ start: (s.at - origin) * 1000, end: (e.timestamp - origin) * 1000, bytes: 0, url: "websocket open " + s.url });
  });
  for (const [event, dir] of [
    ["Network.webSocketFrameReceived", "←"],
    ["Network.webSocketFrameSent", "→"],
  ] as const)
    cdp.on(event, (e: { requestId: string; timestamp: number; response: { payloadData: string; opcode: number } }) => {
      const t = (e.timestamp - origin) * 1000;
      const n = e.response.opcode === 2 ? Math.floor((e.response.payloadData.length * 3) / 4) : e.response.payloadData.length;
      log.push({ start: t, end: t, bytes: n, url: `websocket ${dir} frame` });
    });
  const reset = () => void ((bytes = 0), (requests = 0), (log.length = 0));
  return { page, meter: { cdp, log, bytes: () => bytes, requests: () => requests, reset } };
}

/** Milliseconds since the page's navigation started, read in the page when `ready` first holds. */
async function timeUntil(page: Page, ready: string, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, { timeout, polling: "raf" });
  return (await handle.jsonValue()) as number;
}

const LOBBY_READY = `(() => { const b = document.querySelector('${testid("create-button")}'); return !!b && !b.disabled; })()`;
const CARDS_LAID_OUT = `(() => { const s = window.__salon; const v = s && s.view(); const hand = v && Array.isArray(v.hand) ? v.hand : []; return hand.some((c) => typeof c === "string" && s.cardCenter(c) !== null); })()`;
/**
 * My cards laid out and a frame drawn since the first view came (the table's `salon:render-view` mark): that
 * frame's end, the page's clock. (Laid out is not yet drawn: on a slow device the frame comes a while after.)
 */
const CARDS_DRAWN = `(() => { if (!${CARDS_LAID_OUT}) return false; const m = performance.getEntriesByName("salon:render-view")[0]; const at = window.__salon.drawnAt(); return !!m && at > m.startTime ? at : false; })()`;

function largestChunk(): { name: string; raw: number; br: number } {
  const dir = join(DIST, "assets");
  let best = { name: "", raw: 0, br: 0 };
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const data = readFileSync(join(dir, name));
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length;
    if (br > best.br) best = { name, raw: statSync(join(dir, name)).size, br };
  }
  return best;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
function printWaterfall(title: string, meter: Meter): void {
  if (!WATERFALL) return;
  console.log(`\n${title}: ${meter.log.length} requests (start → end ms since navigation, bytes, q: ms waiting to be sent)`);
  for (const r of [...meter.log].sort((a, b) => a.start - b.start)) {
    console.log(
      `${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ${String(r.bytes).padStart(8)} ${(r.queued === undefined ? "" : `q ${r.queued.toFixed(0)}`).padStart(6)}  ${r.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 90)}`,
    );
  }
}

/** Counts every canvas-2D drawing call, and keeps each animation frame's count (frames with none left out). */
const COUNT_CANVAS_CALLS = `(() => {
  const proto = CanvasRenderingContext2D.prototype;
  let calls = 0;
  for (const name of ["fill", "stroke", "fillText", "strokeText", "drawImage", "moveTo", "lineTo", "bezierCurveTo", "quadraticCurveTo", "arc", "rect", "roundRect", "putImageData", "getImageData"]) {
    const f = proto[name];
    if (typeof f === "function") proto[name] = function (...args) { calls++; return f.apply(this, args); };
  }
  window.__canvasFrames = [];
  let last = 0;
  const tick = () => {
    if (calls !== last) window.__canvasFrames.push(calls - last);
    last = calls;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** `from`: how many frames had drawn when my cards were first laid out (the next one shows them). */
async function printCanvasCalls(page: Page, from: number): Promise<void> {
  await page.waitForTimeout(1000);
  const first = (await page.evaluate(`window.__canvasFrames.slice(${from - 1}, ${from + 4})`)) as number[];
  // Idle for a while: what a frame of the dealt table costs once the page has nothing else to do.
  await page.waitForTimeout(4000);
  await page.mouse.move(200, 700);
  await page.waitForTimeout(500);
  const later = (await page.evaluate("window.__canvasFrames.slice(-3)")) as number[];
  console.log(`\ncanvas-2D calls per frame: from the one before my cards ${first.join(", ")}; dealt table, later ${later.join(", ")}`);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
}

/** Writes the profile to `file` and prints the functions the page spent most time in (self time, sampled). */
function printProfile(file: string, profile: CpuProfile): void {
  writeFileSync(file, JSON.stringify(profile));
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id)?.callFrame;
    if (!f) return;
    const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  console.log(`\nprofile written to ${file}; self time (ms, the page's clock), heaviest first:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(0).padStart(6)}  ${key}`);
}

function line(label: string, value: string, target: string, ok: boolean): void {
  console.log(`${label.padEnd(46)} ${value.padStart(10)}   target ${target.padEnd(9)} ${ok ? "ok" : "MISSED"}`);
}

async function main(): Promise<void> {
  const salon = await bootSalon();
  const browser = await launchChromium(CHROMIUM, WEBGL);
  try {
    // 1. The lobby, first visit, then a second visit with the same cache.
    const lobbyContext = await browser.newContext();
    const { page: lobby, meter: lobbyMeter } = await throttledPage(lobbyContext);
    await lobby.goto(salon.http_url + "/", { waitUntil: "commit" });
    const lobbyMs = await timeUntil(lobby, LOBBY_READY);
    const lobbyBytes = lobbyMeter.bytes();
    const lobbyRequests = lobbyMeter.requests();
    printWaterfall(`lobby, first visit (usable at ${lobbyMs.toFixed(0)} ms)`, lobbyMeter);
    // Let the rest of the first visit (late chunks, polling) settle before the second visit.
    await lobby.waitForLoadState("networkidle").catch(() => undefined);
    lobbyMeter.reset();
    await lobby.goto(salon.http_url + "/", { waitUntil: "commit" });
    const againMs = await timeUntil(lobby, LOBBY_READY);
    const againBytes = lobbyMeter.bytes();
    await lobbyContext.close();

    // 2. Joining a table from an invite link, first visit: a host (a plain client) made the table and starts
    // it as soon as the friend sits down.
    const host = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", seats: 2 });
    const joinContext = await browser.newContext();
    if (WATERFALL)
      // The page's long tasks (over 50 ms of its main thread), to see what keeps it busy while it waits.
      await joinContext.addInitScript(
        `window.__longTasks = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });`,
      );
    if (CANVAS_CALLS) await joinContext.addInitScript(COUNT_CANVAS_CALLS);
    const { page: friend, meter: joinMeter } = await throttledPage(joinContext);
    await friend.goto(`${salon.http_url}/t/${host.room.roomId}`, { waitUntil: "commit" });
    const nameMs = await timeUntil(friend, `!!document.querySelector('${testid("name-input")}')`);
    await friend.fill(testid("name-input"), "Ben", { timeout: 60_000 });
    if (PROFILE) {
      await joinMeter.cdp.send("Profiler.enable");
      await joinMeter.cdp.send("Profiler.setSamplingInterval", { interval: 500 });
      await joinMeter.cdp.send("Profiler.start");
    }
    await friend.click(testid("name-save"));
    const savedMs = (await friend.evaluate("performance.now()")) as number;
    await host.until(() => host.state.seats[1]?.kind === "human", 60_000, "the friend sat down");
    const seatedMs = (await friend.evaluate("performance.now()")) as number;
    host.send("start");
    const laidOutMs = await timeUntil(friend, CARDS_LAID_OUT);
    const joinMs = (await (await friend.waitForFunction(CARDS_DRAWN, undefined, { timeout: 60_000, polling: "raf" })).jsonValue()) as number;
    if (CANVAS_CALLS) await printCanvasCalls(friend, (await friend.evaluate("window.__canvasFrames.length")) as number);
    if (PROFILE) printProfile(PROFILE, ((await joinMeter.cdp.send("Profiler.stop")) as { profile: CpuProfile }).profile);
    if (WATERFALL)
      console.log(
        `\ninvite link: name asked at ${nameMs.toFixed(0)} ms, saved at ${savedMs.toFixed(0)}, host saw the seat at ${seatedMs.toFixed(0)}, cards drawn at ${joinMs.toFixed(0)}`,
      );
    const joinBytes = joinMeter.bytes();
    const joinRequests = joinMeter.requests();
    printWaterfall(`invite link, first visit (cards drawn at ${joinMs.toFixed(0)} ms)`, joinMeter);
    if (WATERFALL) {
      const marks = (await friend.evaluate(`performance.getEntriesByType("mark").map((m) => [m.name, m.startTime])`)) as [string, number][];
      for (const [name, at] of marks) console.log(`${at.toFixed(0).padStart(6)}  mark ${name}`);
      const tasks = (await friend.evaluate("window.__longTasks")) as [number, number][];
      for (const [at, ms] of tasks) console.log(`${at.toFixed(0).padStart(6)} → ${(at + ms).toFixed(0).padStart(6)}  long task`);
    }
    await joinContext.close();
    await host.leave();

    const chunk = largestChunk();
    const path = WEBGL ? "WebGL (SwiftShader): Pixi's WebGL path" : "no WebGL: Pixi's canvas renderer";
    console.log(`Salon web bench: Chromium, "Slow 4G" (1.6 Mb/s down, 150 ms RTT), CPU ${CPU_SLOWDOWN}× slower, ${path}`);
    // The times are the page's own clock: on a loaded machine they grow with the load, the bytes do not.
    console.log(`machine load average ${loadavg()[0].toFixed(1)} on this host\n`);
    line(`lobby, first visit: transferred (${lobbyRequests} req)`, kb(lobbyBytes), "≤ 150 KB", lobbyBytes <= 150 * 1024);
    line("lobby, first visit: form usable", s(lobbyMs), "≤ 1.5 s", lobbyMs <= 1500);
    line(`invite link, first visit: transferred (${joinRequests} req)`, kb(joinBytes), "≤ 400 KB", joinBytes <= 400 * 1024);
    line("invite link, first visit: first cards drawn", s(joinMs), "≤ 3 s", joinMs <= 3000);
    console.log(`${"".padEnd(46)} (my cards laid out at ${s(laidOutMs)}; drawn: the end of the frame that first showed them)`);
    line("lobby, second visit: transferred until usable", kb(againBytes), "≤ 20 KB", againBytes <= 20 * 1024);
    console.log(`${"".padEnd(46)} (usable after ${s(againMs)})`);
    line("largest chunk, brotli-compressed", kb(chunk.br), "≤ 250 KB", chunk.br <= 250 * 1024);
    console.log(`${"".padEnd(46)} (${chunk.name}, ${kb(chunk.raw)} raw)`);
  } finally {
    await browser.close();
    await salon.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
