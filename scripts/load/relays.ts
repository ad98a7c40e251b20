/**
 * The relays under `npm run load:floor`, one per layer of Salon's stack, each with its players. In every one
 * a group of four connections stands for a table: one member sends a play, the relay writes a 22-byte update
 * (the size of a Kierki play's) to all four, and once all four have it the next member plays.
 * - `tcp`: bare sockets, what any server pays on this machine to read a play and write four updates;
 * - `ws`: the same over WebSocket frames (`ws`, the library under Colyseus' transport);
 * - `colyseus`: a Colyseus room (the same core, transport and client library as Salon) that broadcasts each
 *   play: no rules, views, validation or database, so the least a Salon table can cost.
 */
import { createConnection, createServer, type Socket } from "node:net";
import { Room, Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { Client } from "colyseus.js";
import WebSocket, { WebSocketServer } from "ws";

const UPDATE_BYTES = 22;
const UPDATE = Buffer.alloc(UPDATE_BYTES, 7);
/** Colyseus' room message: its code (1 byte), the type "u" (2) and a 19-byte msgpack string: 22 bytes. */
const COLYSEUS_UPDATE = "x".repeat(18);

export type Layer = "tcp" | "ws" | "colyseus";
export const LAYERS: Layer[] = ["tcp", "ws", "colyseus"];

/** The plays a relay has answered, read by the harness. */
export interface RelayCounter {
  plays: number;
}

export function startRelay(layer: Layer, counter: RelayCounter, listening: (port: number) => void): void {
  if (layer === "tcp") {
    const sockets: Socket[] = [];
    const server = createServer((s) => {
      s.setNoDelay(true);
      const group = Math.floor(sockets.length / 4);
      sockets.push(s);
      s.on("data", (chunk) => {
        for (let k = 0; k < chunk.length; k++) {
          counter.plays++;
          for (let j = group * 4; j < group * 4 + 4; j++) sockets[j]?.write(UPDATE);
        }
      });
      s.on("error", () => undefined);
    });
    server.listen(0, "127.0.0.1", () => listening((server.address() as { port: number }).port));
  } else if (layer === "ws") {
    const sockets: WebSocket[] = [];
    const server: WebSocketServer = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false }, (): void =>
      listening((server.address() as { port: number }).port),
    );
    server.on("connection", (ws: WebSocket) => {
      const group = Math.floor(sockets.length / 4);
      sockets.push(ws);
      ws.on("message", () => {
        counter.plays++;
        for (let j = group * 4; j < group * 4 + 4; j++) sockets[j]?.send(UPDATE);
      });
      ws.on("error", () => undefined);
    });
  } else {
    class RelayRoom extends Room {
      override maxClients = 4;
      override onCreate(): void {
        // As Salon's tables: no patch timer (they send on change).
        this.setPatchRate(null);
        this.onMessage("p", () => {
          counter.plays++;
          this.broadcast("u", COLYSEUS_UPDATE);
        });
      }
    }
    const server = new Server({ greet: false, transport: new WebSocketTransport({ perMessageDeflate: false }) });
    server.define("relay", RelayRoom);
    void server.listen(0, "127.0.0.1").then(() => listening((server.transport.server!.address() as { port: number }).port));
  }
}

/** One group's turn-taking: `send(i)` makes member i play; `got(n)` counts what arrived (bytes or messages). */
function turns(sendFrom: (member: number) => void, perPlay: number): (n: number) => void {
  let waiting = 0;
  let mover = 0;
  const play = () => {
    waiting = perPlay;
    sendFrom(mover);
    mover = (mover + 1) % 4;
  };
  queueMicrotask(play);
  return (n) => {
    waiting -= n;
    if (waiting === 0) play();
  };
}

export async function startPlayers(layer: Layer, port: number, groups: number): Promise<void> {
  for (let g = 0; g < groups; g++) {
    if (layer === "tcp") {
      const members = await Promise.all(
        [0, 1, 2, 3].map(
          () =>
            new Promise<Socket>((resolve) => {
              const s = createConnection(port, "127.0.0.1", () => resolve(s));
              s.setNoDelay(true);
            }),
        ),
      );
      const got = turns((i) => members[i].write("p"), 4 * UPDATE_BYTES);
      for (const s of members) s.on("data", (chunk) => got(chunk.length));
    } else if (layer === "ws") {
      const members = await Promise.all(
        [0, 1, 2, 3].map(
          () =>
            new Promise<WebSocket>((resolve) => {
              const ws = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
              ws.once("open", () => resolve(ws));
            }),
        ),
      );
      const got = turns((i) => members[i].send("p"), 4);
      for (const ws of members) ws.on("message", () => got(1));
    } else {
      const first = await new Client(`ws://127.0.0.1:${port}`).create("relay");
      const members = [first];
      for (let i = 1; i < 4; i++) members.push(await new Client(`ws://127.0.0.1:${port}`).joinById(first.roomId));
      const got = turns((i) => members[i].send("p"), 4);
      for (const room of members) room.onMessage("u", () => got(1));
    }
  }
}
