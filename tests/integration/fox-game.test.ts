/**
 * A whole Fox game through the real server and real colyseus.js clients: two players and a spectator
 * (and a moderator at a second table). At every state change nobody holds what its viewer may not know,
 * in decoded state or in the raw bytes; the finished game's record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { foxAction } from "@salon/shared/fox";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const FOX_CARD = /(?:1[01]|[1-9])[BKM]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

/** The server's own truth: the moderator view of the table's game. */
function truth(roomId: string): JsonObject {
  const room = matchMaker.getLocalRoomById(roomId) as any;
  return room.game.rules.view(room.game.state, "moderator");
}

/** Asserts what each client holds, given the hidden cards right now. */
function checkNoLeaks(roomId: string, players: TestClient[], spectator: TestClient, marks: number[]): void {
  const t = truth(roomId);
  const hands = t.hands as string[][];
  const deck = t.deck as string[];
  players.forEach((p, seat) => {
    const hidden = new Set([...hands[1 - seat], ...deck]);
    const seen = cardsInText(p.decodedText(), FOX_CARD);
    expect([...seen].filter((c) => hidden.has(c))).toEqual([]);
    expect(cardsInBytes(p.bytesSince(marks[seat]), hidden)).toEqual([]);
    // and it does hold its own hand, exactly
    expect((p.view().hand as string[]).slice().sort()).toEqual(hands[seat].slice().sort());
  });
  const allHidden = new Set([...hands[0], ...hands[1], ...deck]);
  const seenBySpectator = cardsInText(spectator.decodedText(), FOX_CARD);
  expect([...seenBySpectator].filter((c) => allHidden.has(c))).toEqual([]);
  expect(cardsInBytes(spectator.bytesSince(marks[2]), allHidden)).toEqual([]);
  expect(spectator.view().hand).toBeUndefined();
}

test("two players and a spectator play a whole game; nothing hidden leaks; the record replays", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", options: { targetScore: 12 } });
  const roomId = a.room.roomId;
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  expect(a.you).toEqual({ seat: 0, role: "player", host: true });
  expect(b.you).toEqual({ seat: 1, role: "player" });
  expect(spectator.you).toEqual({ seat: null, role: "spectator" });

  a.send("start");
  await Promise.all([a, b, spectator].map((c) => c.until(() => c.state.status === "playing" && c.view().phase === "play", 5000, "game start")));

  const players = [a, b];
  await settled(roomId, [a, b, spectator]);
  checkNoLeaks(roomId, players, spectator, [0, 0, 0]);
  let marks: number[];
  let late: TestClient | null = null;
  let lateMark = 0;
  let moves = 0;
  while (a.state.status === "playing") {
    marks = [a.bytes.length, b.bytes.length, spectator.bytes.length];
    lateMark = late?.bytes.length ?? 0;
    const actor = players.find((p) => ((p.view().legal as string[]) ?? []).length > 0);
    if (!actor) throw new Error("nobody can act while the game is running");
    const view = actor.view();
    const legal = view.legal as string[];
    // Vary the choices: mostly the first legal option, sometimes the last (so exchanges happen too).
    const choice = legal[moves % 3 === 0 ? legal.length - 1 : 0];
    const before = JSON.stringify(truth(roomId));
    const errors = actor.errors.length;
    actor.send("action", foxAction(view.phase as string, choice));
    await waitFor(() => JSON.stringify(truth(roomId)) !== before || actor.errors.length > errors);
    expect(actor.errors.slice(errors)).toEqual([]);
    // The late spectator too: its update may be read a moment after the others'.
    await settled(roomId, late ? [a, b, spectator, late] : [a, b, spectator]);
    checkNoLeaks(roomId, players, spectator, marks);
    if (late) checkLateSpectator(roomId, late, lateMark);
    moves++;
    if (moves === 10) {
      // A spectator who arrives mid-game gets a full state: it must be as clean as the patches.
      late = await TestClient.join(salon.ws_url, roomId, { name: "Lou", spectate: true });
      await settled(roomId, [late]);
      checkLateSpectator(roomId, late, 0);
    }
    if (moves > 400) throw new Error("game did not end");
  }
  await Promise.all([a, b, spectator].map((c) => c.until(() => c.state.status === "over")));
  const finalView = a.view();
  expect(finalView.phase).toBe("over");
  expect((finalView.winners as number[]).length).toBeGreaterThan(0);

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("fox");
  expect(record.seed).toBeUndefined();
  expect(Array.isArray(record.deal)).toBe(true);
  expectReplayEnds(record, finalView.scores, expect.objectContaining({ scores: finalView.scores, winners: finalView.winners }));
  await Promise.all([a, b, spectator, late!].map((c) => c.leave()));
});

async function waitFor(pred: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error("the server did not move");
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** What a spectator who joined mid-game holds, and received since `from`, shows no hand or deck card. */
function checkLateSpectator(roomId: string, c: TestClient, from: number): void {
  const t = truth(roomId);
  const hidden = new Set([...(t.hands as string[][])[0], ...(t.hands as string[][])[1], ...(t.deck as string[])]);
  expect([...cardsInText(c.decodedText(), FOX_CARD)].filter((x) => hidden.has(x))).toEqual([]);
  expect(cardsInBytes(c.bytesSince(from), hidden)).toEqual([]);
}

/** Waits until every client's rebuilt view equals what the server's engine says that viewer may see. */
async function settled(roomId: string, clients: TestClient[]): Promise<void> {
  const room = matchMaker.getLocalRoomById(roomId) as any;
  await Promise.all(
    clients.map((c) => {
      const viewer = c.you?.role === "spectator" ? "spectator" : c.you?.role === "moderator" ? "moderator" : (c.you?.seat as number);
      const expected = () => room.game.rules.view(room.game.state, viewer);
      return c
        .until(() => isDeepStrictEqual(c.view(), expected()))
        .catch(() => {
          throw new Error(`viewer ${viewer} never caught up:\n got ${JSON.stringify(c.view())}\nwant ${JSON.stringify(expected())}`);
        });
    }),
  );
}

test("a moderator sees both hands and the deck; players are told a moderator is present", async () => {
  const mod = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Mia", moderate: true });
  const roomId = mod.room.roomId;
  expect(mod.you).toEqual({ seat: null, role: "moderator", host: true });
  const a = await TestClient.join(salon.ws_url, roomId, { name: "Ann" });
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben", moderate: true });
  expect(b.you).toEqual({ seat: 1, role: "player" });
  await a.until(() => a.state.moderator === "Mia");
  mod.send("start");
  await mod.until(() => mod.state.status === "playing" && Array.isArray(mod.view().hands));
  const t = truth(roomId);
  expect(mod.view().hands).toEqual(t.hands);
  expect(mod.view().deck).toEqual(t.deck);
  // a player still sees no more than its own hand
  const hidden = new Set([...(t.hands as string[][])[1], ...(t.deck as string[])]);
  await a.until(() => Array.isArray(a.view().hand));
  expect([...cardsInText(a.decodedText(), FOX_CARD)].filter((c) => hidden.has(c))).toEqual([]);
  expect(cardsInBytes(a.bytesSince(0), hidden)).toEqual([]);
  await Promise.all([mod, a, b].map((c) => c.leave()));
});
