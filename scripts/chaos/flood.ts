/**
 * The flood phase of `npm run chaos` (`--only flood`; issue 28): does one abusive client slow a normal table
 * down? A Fox table where one scripted player (seat 0) plays a bot (seat 1): each turn it asks for a
 * suggestion (`hint`), sends it as its action, and times the action to the next view it receives. First
 * quietly, then while ONE flooder on the same loopback address but with its own identity (POST /api/players)
 * creates tables as fast as it can, opens sockets to the played table and sends chat lines there — bounded
 * in count and time. It reports both p99s, their ratio (target ≤ 2) and the flooder's refusals by code
 * (ops/limits.ts). The flooder runs in this same process as the measured player (as on one machine), so the
 * flooded figure includes this process's own load as well as the server's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { VIEW_MESSAGE } from "@salon/shared";
import { freePort } from "../../tests/support/postgres";
import { spawnSalon } from "../../tests/support/process";

export interface FloodFigures {
  quietP99: number;
  floodedP99: number;
  ratio: number;
  samples: { quiet: number; flooded: number };
  flooder: { creates: number; sockets: number; chat: number; refused: Record<string, number> };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function p99(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)];
}

function until(pred: () => boolean, ms: number, what: string): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const t = setInterval(() => {
      if (pred()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(t);
        reject(new Error(`${what} not within ${ms} ms`));
      }
    }, 10);
  });
}

/** The scripted player: plays seat 0 against a bot, recording action → view times while `recording`. */
class Player {
  samples: number[] = [];
  private sentAt = 0;
  private asking = false;
  private timer: NodeJS.Timeout;
  constructor(readonly room: Room<any>) {
    room.onMessage(VIEW_MESSAGE, () => {
      if (this.sentAt) {
        this.samples.push(performance.now() - this.sentAt);
        this.sentAt = 0;
      }
    });
    room.onMessage("hint", (m: { action: unknown }) => {
      this.asking = false;
      if (this.sentAt) return;
      this.sentAt = performance.now();
      room.send("action", m.action);
    });
    room.onMessage("error", (m: { code: string; message: string }) => {
      this.asking = false;
      if (process.env.FLOOD_DEBUG) console.error("player error", m.code, m.message);
    });
    room.onMessage("*", () => undefined);
    room.onError(() => undefined);
    room.onStateChange((st: { status?: string }) => {
      if (st.status === "over") room.send("start");
    });
    // Whose turn it is is in the view's engine state; asking for a hint says so without parsing it.
    this.timer = setInterval(() => {
      if (this.asking || this.sentAt || room.state?.status !== "playing") return;
      this.asking = true;
      room.send("hint");
    }, 10);
  }

  take(): number[] {
    const s = this.samples;
    this.samples = [];
    return s;
  }

  close(): void {
    clearInterval(this.timer);
    void this.room.leave(true).catch(() => undefined);
  }
}

function codeOf(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return /^([a-z_]+):/.exec(msg)?.[1] ?? `other (${msg.slice(0, 60)})`;
}

export async function floodPhase(entry: string, short: boolean, log: (s: string) => void): Promise<FloodFigures> {
  const dir = mkdtempSync(join(tmpdir(), "salon-flood-"));
  const port = await freePort();
  const url = `ws://127.0.0.1:${port}`;
  const http = `http://127.0.0.1:${port}`;
  const phaseMs = short ? 4000 : 15_000;
  const bound = short ? { creates: 40, sockets: 40, chat: 150 } : { creates: 300, sockets: 200, chat: 1500 };
  const server = await spawnSalon({ DATA_DIR: dir, PORT: String(port), BOT_DELAY_MS: "30", RECONNECT_SECONDS: "60", NODE_ENV: "production", LOG_LEVEL: "warn" }, 90_000, entry);
  const flood: Room<any>[] = [];
  let player: Player | null = null;
  try {
    const room = await new Client(url).create("table", { ruleset: "fox", name: "Measured", seats: 2, options: { targetScore: 21 }, botDelayMs: 30, table: { hint: true } });
    player = new Player(room);
    await until(() => room.state?.seats?.length === 2, 10_000, "table state");
    room.send("stand");
    room.send("sit", { seat: 0 });
    room.send("addBot", { seat: 1, level: "easy" });
    await until(() => room.state.seats[0].kind === "human" && room.state.seats[1].kind === "bot", 10_000, "seats");
    room.send("start");
    await sleep(1000);
    player.take(); // warm-up
    await sleep(phaseMs);
    const quiet = player.take();
    log(`flood: quiet p99 ${p99(quiet).toFixed(1)} ms over ${quiet.length} actions; flooding`);

    const res = await fetch(`${http}/api/players`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Flooder" }) });
    const { secret } = (await res.json()) as { secret: string };
    const refused: Record<string, number> = {};
    const refuse = (code: string) => (refused[code] = (refused[code] ?? 0) + 1);
    const counts = { creates: 0, sockets: 0, chat: 0 };
    const end = Date.now() + phaseMs;
    const creating = (async () => {
      while (counts.creates < bound.creates && Date.now() < end) {
        counts.creates++;
        try {
          const r = await new Client(url).create("table", { ruleset: "fox", name: "Flood", seats: 2, player: secret });
          r.onMessage("*", () => undefined);
          r.onError(() => undefined);
          flood.push(r);
        } catch (e) {
          refuse(codeOf(e));
        }
      }
    })();
    const chatters: Room<any>[] = [];
    const opening = (async () => {
      while (counts.sockets < bound.sockets && Date.now() < end) {
        counts.sockets++;
        try {
          const r = await new Client(url).joinById(room.roomId, { name: "Flooder", spectate: true });
          r.onMessage("error", (m: { code: string }) => refuse(m.code));
          r.onMessage("*", () => undefined);
          r.onError(() => undefined);
          flood.push(r);
          chatters.push(r);
        } catch (e) {
          refuse(codeOf(e));
        }
      }
    })();
    const chatting = (async () => {
      while (counts.chat < bound.chat && Date.now() < end) {
        const r = chatters[counts.chat % Math.max(1, chatters.length)];
        if (r) {
          counts.chat++;
          r.send("chat", { text: `flood ${counts.chat}` });
        }
        await sleep(r ? 2 : 20);
      }
    })();
    await Promise.all([creating, opening, chatting]);
    const left = end - Date.now();
    if (left > 0) await sleep(left);
    await sleep(300); // the last refusals' answers
    const flooded = player.take();
    const figures: FloodFigures = {
      quietP99: p99(quiet),
      floodedP99: p99(flooded),
      ratio: p99(flooded) / p99(quiet),
      samples: { quiet: quiet.length, flooded: flooded.length },
      flooder: { ...counts, refused },
    };
    log(`flood: flooded p99 ${figures.floodedP99.toFixed(1)} ms over ${flooded.length} actions`);
    return figures;
  } finally {
    player?.close();
    for (const r of flood) {
      try {
        (r.connection as any).transport.ws.terminate();
      } catch {
        // closed already
      }
    }
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printFlood(f: FloodFigures): string {
  const refused = Object.entries(f.flooder.refused).map(([c, n]) => `${c} ${n}`).join(", ") || "none";
  return [
    `flood: action→view p99 quiet ${f.quietP99.toFixed(1)} ms (${f.samples.quiet} actions), flooded ${f.floodedP99.toFixed(1)} ms (${f.samples.flooded} actions)`,
    `flood: ratio ${f.ratio.toFixed(2)}×   (target ≤ 2×)`,
    `flood: flooder sent ${f.flooder.creates} creates, ${f.flooder.sockets} joins, ${f.flooder.chat} chat lines; refused: ${refused}`,
  ].join("\n");
}
