/**
 * ops/liveness.ts: a connection that stops answering pings is closed after `retries` unanswered ones, within
 * (retries + 1) intervals; one that answers stays, however long. Real sockets on loopback (a `ws` client
 * with its automatic pong turned off stands for a phone that went out of coverage).
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import { startLiveness } from "./liveness";

test("an unanswering connection is closed within (retries + 1) intervals; an answering one stays", async () => {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await once(wss, "listening");
  const liveness = startLiveness(wss, 200, 2);
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const alive = new WebSocket(url);
  const silent = new WebSocket(url, { autoPong: false });
  await Promise.all([once(alive, "open"), once(silent, "open")]);
  const opened = Date.now();
  let pings = 0;
  alive.on("ping", () => pings++);
  const [code] = (await once(silent, "close")) as [number];
  const after = Date.now() - opened;
  // closed by the server (terminate: no close frame, 1006), after two unanswered pings and before a fourth interval
  expect(code).toBe(1006);
  expect(after).toBeGreaterThanOrEqual(2 * 200 - 50);
  expect(after).toBeLessThan(4 * 200 + 200);
  await new Promise((r) => setTimeout(r, 700));
  expect(alive.readyState).toBe(WebSocket.OPEN);
  expect(pings).toBeGreaterThanOrEqual(4);
  liveness.stop();
  alive.close();
  wss.close();
});
