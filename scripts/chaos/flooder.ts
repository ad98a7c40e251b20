/**
 * The flooder of `npm run chaos`'s flood phase (scripts/chaos/flood.ts), in a process of its own, so that
 * its work does not slow down the measured player's process and the flooded p99 is the server's. Told
 * over IPC where to flood and for how long, it makes itself an identity (POST /api/players), then as fast
 * as it can creates tables, opens sockets to the measured table and sends chat lines there, each bounded in
 * count; it answers with what it sent and its refusals by code (ops/limits.ts), and keeps its sockets open
 * until the harness ends it (its sockets then close with the process).
 */
import { Client, type Room } from "colyseus.js";
import { quiet, sleep } from "../load/args";

export interface FloodOrder {
  url: string;
  http: string;
  roomId: string;
  ms: number;
  bound: { creates: number; sockets: number; chat: number };
}

export interface FloodReport {
  creates: number;
  sockets: number;
  chat: number;
  refused: Record<string, number>;
}

function codeOf(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e);
  return /^([a-z_]+):/.exec(msg)?.[1] ?? `other (${msg.slice(0, 60)})`;
}

export async function flood(o: FloodOrder): Promise<FloodReport> {
  const res = await fetch(`${o.http}/api/players`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Flooder" }),
  });
  const { secret } = (await res.json()) as { secret: string };
  const refused: Record<string, number> = {};
  const refuse = (code: string) => (refused[code] = (refused[code] ?? 0) + 1);
  const counts = { creates: 0, sockets: 0, chat: 0 };
  const opened: Room<any>[] = [];
  const chatters: Room<any>[] = [];
  const end = Date.now() + o.ms;
  const creating = (async () => {
    while (counts.creates < o.bound.creates && Date.now() < end) {
      counts.creates++;
      try {
        opened.push(quiet(await new Client(o.url).create("table", { ruleset: "fox", name: "Flood", seats: 2, player: secret })));
      } catch (e) {
        refuse(codeOf(e));
      }
    }
  })();
  const opening = (async () => {
    while (counts.sockets < o.bound.sockets && Date.now() < end) {
      counts.sockets++;
      try {
        const r = await new Client(o.url).joinById(o.roomId, { name: "Flooder", spectate: true });
        r.onMessage("error", (m: { code: string }) => refuse(m.code));
        opened.push(quiet(r));
        chatters.push(r);
      } catch (e) {
        refuse(codeOf(e));
      }
    }
  })();
  const chatting = (async () => {
    while (counts.chat < o.bound.chat && Date.now() < end) {
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
  return { ...counts, refused };
}

if (require.main === module) {
  process.on("message", (o: FloodOrder) => {
    flood(o).then(
      (report) => process.send?.({ report }),
      (e: unknown) => process.send?.({ error: e instanceof Error ? e.message : String(e) }),
    );
  });
  process.send?.({ ready: true });
}
