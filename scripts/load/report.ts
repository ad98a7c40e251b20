/** The load harness's figures, each next to its target where an issue gives one. */
import type { LoadResult } from "./clients";

interface Stats {
  cpuMs: number;
  rss: number;
  heapUsed: number;
  heapTotal?: number;
  external?: number;
  arrayBuffers?: number;
  /** V8's heap spaces (new, old, code, large objects…): used and committed bytes. */
  spaces?: Record<string, { used: number; size: number }>;
  rooms: number;
  /** Every GC pause of the server so far: [kind (0 scavenge, 1 full GC, 2 other), ms]. */
  gcPauses?: [number, number][];
}

export interface ReportInput {
  args: { tables: number; game: string; seconds: number; durable: boolean; drop: number; malformed: number; bots: number; pace?: number; fresh?: boolean };
  pinned: boolean;
  result: LoadResult;
  start: Stats;
  steady: [Stats, Stats];
  peak: Stats;
  /** After a GC, with every table live and play paused. */
  held: Stats;
  /** The same, at the end of the idle windows (a minute on): after V8 shrank what the play grew. */
  settled?: Stats;
  /** Consecutive windows with every table connected and nobody playing (scripts/load/run.ts). */
  idle?: { cpuMs: number; ms: number }[];
  end: Stats;
  profile: { part: string; pct: number }[] | null;
  /** Sampled objects that outlived a young-generation GC during the steady window, by allocating function. */
  promoted?: { total: number; sites: { site: string; mb: number }[] } | null;
  /** The bare Colyseus relay's CPU per play (ms), measured right after the run (`npm run load:floor`). */
  floor?: number | null;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const mb = (b: number) => b / (1024 * 1024);
const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "n/a");
const spaceLine = (s: Stats) =>
  ["old_space", "new_space", "large_object_space"]
    .map((name) => (s.spaces?.[name] ? `${f(mb(s.spaces[name].used))} of ${f(mb(s.spaces[name].size))}` : "n/a"))
    .join(" / ");

export function report(r: ReportInput): { text: string; figures: Record<string, unknown> } {
  const { result, args } = r;
  const lat = result.latencies.slice().sort((a, b) => a - b);
  const seats = args.game === "fox" ? 2 : 4;
  const playsPerS = (result.steadyPlays / result.steadyMs) * 1000;
  const serverCpu = r.steady[1].cpuMs - r.steady[0].cpuMs;
  const cpuPerPlay = serverCpu / Math.max(1, result.steadyPlays);
  const bytesPerClientPlay = result.playBytes / Math.max(1, result.steadyPlays * seats);
  const joinBytes = result.joinBytes.reduce((a, b) => a + b, 0) / Math.max(1, result.joinBytes.length);
  const clientCore = result.clientCpuMs / (result.steadyMs + 1);
  // The server's GC pauses in the steady window: each one holds up every table at once.
  const pauses = (r.steady[1].gcPauses ?? []).slice(r.steady[0].gcPauses?.length ?? 0);
  const young = pauses
    .filter(([kind]) => kind === 0)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);
  const full = pauses
    .filter(([kind]) => kind === 1)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);
  const gcShare = pauses.reduce((a, [, ms]) => a + ms, 0) / Math.max(1, result.steadyMs);
  const figures = {
    tables: args.tables,
    game: args.game,
    durable: args.durable,
    pinned: r.pinned,
    p50ms: pct(lat, 50),
    p99ms: pct(lat, 99),
    p90ms: pct(lat, 90),
    p999ms: pct(lat, 99.9),
    maxMs: lat.length ? lat[lat.length - 1] : NaN,
    playsPerSecond: playsPerS,
    serverCpuMsPerPlay: cpuPerPlay,
    floorCpuMsPerPlay: r.floor ?? null,
    ratioToFloor: r.floor ? cpuPerPlay / r.floor : null,
    freshTables: result.freshTables ?? 0,
    serverCoreBusy: serverCpu / result.steadyMs,
    clientCoreBusy: clientCore,
    gcPauses: {
      scavenges: young.length,
      scavengeP50Ms: pct(young, 50),
      scavengeMaxMs: young.length ? young[young.length - 1] : NaN,
      full: full.length,
      fullMaxMs: full.length ? full[full.length - 1] : NaN,
      shareOfWindow: gcShare,
    },
    bytesPerClientPerPlay: bytesPerClientPlay,
    framesPerClientPerPlay: result.playFrames / Math.max(1, result.steadyPlays * seats),
    joinBytes,
    rssPerTableKB: (r.held.rss - r.start.rss) / Math.max(1, r.held.rooms) / 1024,
    heapPerTableKB: (r.held.heapUsed - r.start.heapUsed) / Math.max(1, r.held.rooms) / 1024,
    liveTables: r.held.rooms,
    heldRssMB: mb(r.held.rss),
    settledRssMB: r.settled ? mb(r.settled.rss) : null,
    // The median window: one window carries V8's one-off heap shrinking after the play (scripts/load/run.ts).
    idleCorePct: r.idle?.length ? r.idle.map((w) => (100 * w.cpuMs) / w.ms).sort((a, b) => a - b)[Math.floor(r.idle.length / 2)] : null,
    idleWindowsPct: (r.idle ?? []).map((w) => Math.round((1000 * w.cpuMs) / w.ms) / 10),
    peakRssMB: mb(r.peak.rss),
    heapStartMB: mb(r.start.heapUsed),
    heapEndMB: mb(r.end.heapUsed),
    roomsLeft: r.end.rooms,
    tablesDone: result.tablesDone,
    stalls: result.stalls,
    drops: result.drops,
    kicked: result.kicked,
    malformedSent: result.malformedSent,
    errorsSeen: result.errorsSeen,
    profile: r.profile,
    promotedKBPerPlay: r.promoted ? (r.promoted.total * 1000) / Math.max(1, result.steadyPlays) : null,
    promoted: r.promoted?.sites.slice(0, 10) ?? null,
  };
  const line = (name: string, value: string, target = "") => `  ${name.padEnd(40)} ${value.padStart(12)}   ${target}`;
  const lines = [
    `Salon load: ${args.game}, ${args.tables} tables × ${seats} clients, ${args.seconds} s steady, database ${args.durable ? "on" : "off"}${args.fresh ? ", a fresh table after each game (--fresh)" : ""}${args.pace ? `, players wait ${args.pace} ms before each play` : ""}; ${r.pinned ? "server on core 0, clients on core 1 (taskset)" : "NOT pinned (no taskset)"}`,
    line("latency p50, action → 4th client (ms)", f(figures.p50ms)),
    line("latency p99 (ms)", f(figures.p99ms), "target ≤ 25 at 50 tables"),
    line("  p90 / p99.9 / max (ms)", `${f(figures.p90ms)} / ${f(figures.p999ms)} / ${f(figures.maxMs)}`),
    line("card plays per second", f(playsPerS, 0), "target ≥ 10,000 at 250 tables"),
    line(
      "server CPU per play (ms)",
      f(cpuPerPlay, 3),
      r.floor
        ? `Colyseus relay ${f(r.floor, 3)} back to back: ${f(cpuPerPlay / r.floor, 2)}× (target ≤ 1.5×)`
        : "target ≤ 1.5× the Colyseus relay (npm run load:floor)",
    ),
    line("server core busy", `${f(100 * figures.serverCoreBusy, 0)} %`),
    line("client core busy", `${f(100 * clientCore, 0)} %`, clientCore > 0.9 ? "SATURATED: these figures measure the clients, not the server" : ""),
    line(
      "server GC pauses: scavenges n / p50 / max (ms)",
      `${young.length} / ${f(pct(young, 50))} / ${f(young.length ? young[young.length - 1] : NaN)}`,
      `full: ${full.length}${full.length ? `, longest ${f(full[full.length - 1])} ms` : ""}; ${f(100 * gcShare)} % of the window`,
    ),
    line("bytes per client per card play", f(bytesPerClientPlay), "target ≤ 32"),
    line("frames per client per card play", f(figures.framesPerClientPerPlay, 2)),
    line("join bytes (handshake + first state)", f(joinBytes, 0)),
    line(
      "server RSS per live table (KB)",
      f(figures.rssPerTableKB),
      `${figures.liveTables} tables live: ${f(figures.heldRssMB)} MB RSS right after the play (young generation still grown)`,
    ),
    line("server heap per live table (KB)", f(figures.heapPerTableKB)),
    ...(r.settled && figures.settledRssMB !== null
      ? [
          line(
            "held tables a minute on, nobody playing: RSS (MB)",
            f(figures.settledRssMB),
            `${r.settled.rooms} tables held (target: 1,000 tables ≤ 250 MB); heap ${f(mb(r.settled.heapUsed))} used of ${f(mb(r.settled.heapTotal ?? 0))}; old / new / large ${spaceLine(r.settled)}`,
          ),
        ]
      : []),
    ...(figures.idleCorePct === null
      ? []
      : [
          line(
            "idle: server core busy, nobody playing",
            `${f(figures.idleCorePct, 2)} %`,
            `${figures.liveTables} tables connected (target: 1,000 tables ≤ 2 % of a core)`,
          ),
          line("  idle by 20 s window after the play (%)", figures.idleWindowsPct.join(" / "), "one carries V8's heap shrinking after the play"),
        ]),
    line("server peak RSS (MB)", f(figures.peakRssMB)),
    line("  held: heap used / heap total / external (MB)", `${f(mb(r.held.heapUsed))} / ${f(mb(r.held.heapTotal ?? 0))} / ${f(mb(r.held.external ?? 0))}`),
    line("  held: old / new / large-object space, used of committed (MB)", spaceLine(r.held)),
    line("heap at start → after all closed (MB)", `${f(figures.heapStartMB)} → ${f(figures.heapEndMB)}`, "target: back within 10 MB"),
    ...(args.fresh ? [line("fresh tables opened in the steady part", String(result.freshTables ?? 0), "each in place of one whose first deal ended")] : []),
    line("games finished (rematches) / stalls (5 s, no play)", `${result.tablesDone} / ${result.stalls}`),
  ];
  if (args.bots > 0)
    lines.push(
      line("bot-only tables (normal) / games they finished", `${args.bots} / ${result.botGames}`, "target: p99 within 2 ms of the same run without --bots"),
    );
  if (args.drop > 0)
    lines.push(
      line("drops: tried / back / same seat / same hand", `${result.drops.tried}/${result.drops.back}/${result.drops.sameSeat}/${result.drops.handOk}`),
    );
  if (args.malformed > 0) {
    lines.push(line("malformed frames sent / errors answered", `${result.malformedSent} / ${result.errorsSeen}`));
    const k = result.kicked;
    lines.push(line("closed for undecodable frames: n / back / same seat / same hand", `${k.tried}/${k.back}/${k.sameSeat}/${k.handOk}`));
  }
  if (r.profile) lines.push("  server profile (self time, % of busy):", ...r.profile.slice(0, 10).map((p) => `    ${p.part.padEnd(32)} ${f(p.pct)} %`));
  if (r.promoted) {
    lines.push(
      `  promoted to the old space (sampled): ${f(r.promoted.total)} MB, ${f(figures.promotedKBPerPlay ?? NaN, 2)} KB a play; by allocating function:`,
    );
    lines.push(...r.promoted.sites.slice(0, 6).map((p) => `    ${p.site.slice(0, 60).padEnd(60)} ${f(p.mb)} MB`));
  }
  return { text: lines.join("\n"), figures };
}
