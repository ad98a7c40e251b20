/** Helpers for the club event tests (docs/events.md): the events API, and a pair's player who sits where the event says and plays. */
import { callFromView } from "@salon/shared/bridge/auction";
import type { bootSalon } from "./server";
import { sleep, TestClient } from "./clients";

export type Salon = Awaited<ReturnType<typeof bootSalon>>;

export async function api(salon: Salon, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${salon.http_url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { "x-event-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** Plays whatever this client's seat is asked for (its own cards, and dummy's when it declares): passes in the auction, the first legal card, accepts claims. */
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
export async function playPair(salon: Salon, id: string, token: string, name: string, log: Sitting[], stopAt?: () => boolean, claim?: { roomId: string; seat: number; secret: string }): Promise<TestClient | null> {
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

