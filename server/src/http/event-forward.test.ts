/**
 * Sending an event's request on to the process holding it (event-forward.ts, docs/events.md, "Several
 * processes"), against real HTTP servers on loopback: the answer passed back as it is, the token and body
 * sent, a request already sent on never sent again, and a holder that refuses or keeps silent is "away".
 */
import express from "express";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EventRefusal } from "../events/model";
import { FORWARDED, forwardEvent, peerAddresses } from "./event-forward";

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(app: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A process that does not hold events: every event request goes to `owner`. */
async function sender(owner: string, waitMs?: number): Promise<string> {
  const app = express();
  app.use(express.json());
  app.use("/api/events/:id", (req, res, next) => {
    forwardEvent(req, res, owner, waitMs).catch((e: unknown) => {
      if (e instanceof EventRefusal) res.status(e.status).json({ error: e.message, code: e.code });
      else next(e);
    });
  });
  return listen(app);
}

/** The holder: answers with what it was sent, as a CSV download with status 202. */
const seen: { url: string; method: string; headers: Record<string, unknown>; body: unknown }[] = [];
async function holder(): Promise<string> {
  const app = express();
  app.use(express.json());
  app.use((req, res) => {
    seen.push({ url: req.originalUrl, method: req.method, headers: req.headers, body: req.body });
    res.status(202).attachment("event-x.csv").type("text/csv; charset=utf-8").send(`got,${req.method}\r\n`);
  });
  return listen(app);
}

test("the holder's status, content type, file name and body come back; the token, the body and the mark go", async () => {
  const b = await sender(await holder());
  const res = await fetch(`http://${b}/api/events/abc/entries?x=1`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-event-token": "secret-token", cookie: "not=sent" },
    body: JSON.stringify({ name: "Ann" }),
  });
  expect(res.status).toBe(202);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="event-x.csv"');
  expect(await res.text()).toBe("got,POST\r\n");
  const got = seen.pop()!;
  expect(got).toMatchObject({ url: "/api/events/abc/entries?x=1", method: "POST", body: { name: "Ann" } });
  expect(got.headers).toMatchObject({ "x-event-token": "secret-token", [FORWARDED]: "1" });
  expect(got.headers.cookie).toBeUndefined();
});

test("only the path and query go to the holder: a request line naming another host changes nothing", async () => {
  const b = await sender(await holder());
  const [host, port] = b.split(":");
  const status = await new Promise<number>((resolve, reject) => {
    request({ host, port: Number(port), path: "http://elsewhere.invalid/api/events/abc?y=2" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
  expect(status).toBe(202);
  expect(seen.pop()).toMatchObject({ url: "/api/events/abc?y=2", method: "GET" });
});

test("a request already sent on is not sent again (no loops): refused with event_not_here", async () => {
  const b = await sender(await holder());
  const before = seen.length;
  const res = await fetch(`http://${b}/api/events/abc`, { headers: { [FORWARDED]: "1" } });
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ code: "event_not_here" });
  expect(seen.length).toBe(before);
});

test("a holder that refuses the connection, or accepts it and never answers, is away: 503 event_host_away", async () => {
  // Refused: a port that was listening and is closed again.
  const gone = createServer();
  await new Promise<void>((r) => gone.listen(0, "127.0.0.1", r));
  const port = (gone.address() as AddressInfo).port;
  await new Promise((r) => gone.close(r));
  const refused = await fetch(`http://${await sender(`127.0.0.1:${port}`)}/api/events/abc`);
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({ code: "event_host_away", error: expect.stringMatching(/not answering/) });

  // Silent: the holder takes the request and says nothing; given up after the wait.
  const silent = await listen(() => undefined);
  const t0 = Date.now();
  const res = await fetch(`http://${await sender(silent, 500)}/api/events/abc`);
  expect(res.status).toBe(503);
  const json = (await res.json()) as { code: string; error: string };
  expect(json.code).toBe("event_host_away");
  expect(JSON.stringify(json)).not.toContain(silent);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(450);
});

test("PEER_ADDRESSES: public=reachable pairs, comma-separated; anything else is a setting error", () => {
  expect(peerAddresses(undefined)).toEqual({});
  expect(peerAddresses("")).toEqual({});
  expect(peerAddresses("localhost:2567=salon-a:2567, localhost:2568=salon-b:2568")).toEqual({
    "localhost:2567": "salon-a:2567",
    "localhost:2568": "salon-b:2568",
  });
  for (const bad of ["salon-a:2567", "localhost=salon-a", "a:1=b:2=c:3", "a:1=http://b:2"]) expect(() => peerAddresses(bad)).toThrow(/PEER_ADDRESSES/);
});
