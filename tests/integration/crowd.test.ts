/**
 * A table watched by a crowd (presence.ts CROWD or more spectators): the watchers' frames are written in
 * batches (ops/write-batch.ts), several changes to one system call. Through the real server and real
 * colyseus.js clients, two players play a whole Fox game before twelve watchers: after every move each
 * watcher's rebuilt view is the spectators' view (its batched frames arrive whole and in order), nobody
 * holds a hidden card in decoded state or raw bytes, and a watcher who sits down plays on at once.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { foxAction } from "@salon/shared/fox";
import { CROWD } from "../../server/src/room/presence";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";

const FOX_CARD = /(?:1[01]|[1-9])[BKM]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const game = (roomId: string) => (matchMaker.getLocalRoomById(roomId) as any).game;

function viewerOf(c: TestClient): number | "spectator" {
  return c.you?.role === "spectator" ? "spectator" : (c.you?.seat as number);
}

async function settled(roomId: string, clients: TestClient[]): Promise<void> {
  await Promise.all(
    clients.map((c) => c.until(() => isDeepStrictEqual(c.view(), game(roomId).rules.view(game(roomId).state, viewerOf(c))), 5000, `view of ${viewerOf(c)}`)),
  );
}

test("twelve watchers follow a whole game in batches: every view whole and in order, nothing hidden", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", options: { targetScore: 7 } });
  const roomId = a.room.roomId;
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const crowd: TestClient[] = [];
  for (let i = 0; i < 12; i++) crowd.push(await TestClient.join(salon.ws_url, roomId, { name: `Watcher ${i + 1}`, spectate: true }));
  expect(crowd.length).toBeGreaterThanOrEqual(CROWD);
  await a.until(() => a.state.spectators === 12, 5000, "twelve watchers counted");
  a.send("start");
  await Promise.all([a, b, ...crowd].map((c) => c.until(() => c.state.status === "playing" && c.view().phase === "play", 5000, "game start")));

  const players = [a, b];
  let moves = 0;
  while (a.state.status === "playing") {
    const marks = crowd.map((c) => c.bytes.length);
    const actor = players.find((p) => ((p.view().legal as string[]) ?? []).length > 0);
    if (!actor) throw new Error("nobody can act while the game is running");
    const view = actor.view();
    const legal = view.legal as string[];
    const before = game(roomId).moves;
    actor.send("action", foxAction(view.phase as string, legal[moves % 3 === 0 ? legal.length - 1 : 0]));
    await actor.until(() => game(roomId).moves > before, 5000, "the move");
    await settled(roomId, [a, b, ...crowd]);
    const t = game(roomId).rules.view(game(roomId).state, "moderator") as JsonObject;
    const hidden = new Set([...(t.hands as string[][]).flat(), ...(t.deck as string[])]);
    crowd.forEach((c, i) => {
      expect([...cardsInText(c.decodedText(), FOX_CARD)].filter((x) => hidden.has(x))).toEqual([]);
      expect(cardsInBytes(c.bytesSince(marks[i]), hidden)).toEqual([]);
    });
    if (++moves > 400) throw new Error("game did not end");
  }
  expect(crowd.every((c) => c.errors.length === 0)).toBe(true);

  // A watcher who takes a seat is a player at once: the rematch's first views reach it like any player's.
  await Promise.all(crowd.map((c) => c.until(() => c.state.status === "over", 5000, "game over")));
  b.send("stand");
  await b.until(() => b.you?.role === "spectator", 5000, "Ben stands");
  const sitter = crowd[0];
  sitter.send("sit", { seat: 1 });
  await sitter.until(() => sitter.you?.seat === 1, 5000, "a watcher sits");
  a.send("start");
  await sitter.until(() => sitter.state.status === "playing" && ((sitter.view().hand as string[]) ?? []).length > 0, 5000, "the new player's hand");
  await settled(roomId, [a, sitter, b, ...crowd.slice(1)]);
  await Promise.all([a, b, ...crowd].map((c) => c.leave()));
});
