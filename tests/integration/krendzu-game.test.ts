/**
 * Whole Krendzu matches through the real server and real colyseus.js clients: one human (seat 0), bots
 * and a spectator; three players (one lone attacker against a pair, the lone role moving on) and four
 * (partnerships: the partner's hand stays hidden too).
 * After every move of the human (bots move in between) nobody holds what its viewer may not know, in
 * decoded state or in the raw bytes; hand counts are public; the record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { frontier, decodePlaced, type KrendzuState } from "@salon/shared/krendzu";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const CARD = /[6-9TJQKA][SHDC]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

function game(roomId: string): { state: KrendzuState; rules: any } {
  return (matchMaker.getLocalRoomById(roomId) as any).game;
}

/** The cards a viewer may not know now: other seats' hands and the set-aside cards (§8). */
function hiddenFrom(s: KrendzuState, viewer: number | "spectator"): Set<string> {
  return new Set([...s.aside, ...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h))]);
}

async function settled(roomId: string, clients: TestClient[]): Promise<void> {
  await Promise.all(
    clients.map((c) => {
      const viewer = c.you?.role === "spectator" ? "spectator" : (c.you?.seat as number);
      const want = () => game(roomId).rules.view(game(roomId).state, viewer);
      return c
        .until(() => isDeepStrictEqual(c.view(), want()))
        .catch(() => {
          throw new Error(`viewer ${viewer} never caught up:\n got ${JSON.stringify(c.view())}\nwant ${JSON.stringify(want())}`);
        });
    }),
  );
}

/** The human's move: varied on purpose (skips, two-card moves, single cards), always from its own view. */
function choose(v: JsonObject, n: number): object {
  const legal = v.legal as string[];
  const hand = v.hand as string[];
  const board = (v.board as string[]).map(decodePlaced);
  const cells = frontier(board);
  if (legal.includes("skip") && n % 4 === 1) return { type: "skip" };
  if (legal.includes("placeMany") && n % 4 === 2) {
    const [x, y] = cells[n % cells.length];
    const second = frontier([...board, { card: hand[0], x, y }]);
    const [qx, qy] = second[second.length - 1];
    return {
      type: "placeMany",
      cards: [
        { card: hand[0], x, y },
        { card: hand[1], x: qx, y: qy },
      ],
    };
  }
  const [x, y] = cells[(n * 7) % cells.length];
  return { type: "place", card: hand[n % hand.length], x, y };
}

test.each([
  [3, { tours: 4, threeMode: "loneAttacks", attackerCards: 12, defenderCards: 7 }],
  [4, { tours: 2, attackerCards: 7, defenderCards: 8 }],
])("§8 one human, bots and a spectator play a whole %i-player match; nothing hidden leaks (partners included); the record replays", async (seats, options) => {
  const me = await TestClient.create(salon.ws_url, { ruleset: "krendzu", name: "Ann", seats, botDelayMs: 0, options });
  const roomId = me.room.roomId;
  for (let seat = 1; seat < seats; seat++) me.send("addBot", { seat });
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  await me.until(() => me.state.seats.every((s: any, i: number) => i === 0 || s.kind === "bot"));
  me.send("start");
  await Promise.all([me, spectator].map((c) => c.until(() => c.state.status === "playing" && c.view().phase === "play", 5000, "start")));

  let marks = [0, 0];
  let before = game(roomId).state;
  let moves = 0;
  // The detector finds codes of this kind on the wire: my own hand is there, in my bytes only.
  const mine = game(roomId).state.hands[0];
  await settled(roomId, [me, spectator]);
  expect(cardsInBytes(me.bytesSince(0), mine)).toEqual([...mine]);
  expect(cardsInBytes(spectator.bytesSince(0), mine)).toEqual([]);
  for (;;) {
    await me.until(() => me.state.status === "over" || ((me.view().legal as string[]) ?? []).length > 0, 5000, "my turn or the end");
    await settled(roomId, [me, spectator]);
    const now = game(roomId).state;
    // Hidden now; in the bytes since the last check, also not a card of a board gathered in between.
    const gathered = now.tour !== before.tour ? new Set(now.lastBoard.map((p) => p.card)) : new Set<string>();
    for (const [client, viewer, mark] of [
      [me, 0, marks[0]],
      [spectator, "spectator", marks[1]],
    ] as const) {
      const hidden = hiddenFrom(now, viewer);
      const hiddenThroughout = [...hidden].filter((c) => hiddenFrom(before, viewer).has(c) && !gathered.has(c));
      expect([...cardsInText(client.decodedText(), CARD)].filter((c) => hidden.has(c))).toEqual([]);
      expect(cardsInBytes(client.bytesSince(mark), hiddenThroughout)).toEqual([]);
      const v = client.view();
      expect(v.handCounts).toEqual(now.hands.map((h) => h.length));
      if (viewer === 0) expect(v.hand).toEqual(now.hands[0]);
      else expect(v.hand).toBeUndefined();
    }
    if (me.state.status === "over") break;
    // A bot may still be about to move (its timer runs after the view we waited for): look again.
    if (now.turn !== 0) continue;
    marks = [me.bytes.length, spectator.bytes.length];
    before = now;
    const errors = me.errors.length;
    const movesBefore = (matchMaker.getLocalRoomById(roomId) as any).game.moves;
    me.send("action", choose(me.view(), moves++));
    await me.until(() => (matchMaker.getLocalRoomById(roomId) as any).game.moves > movesBefore || me.errors.length > errors);
    expect(me.errors.slice(errors)).toEqual([]);
    if (moves > 300) throw new Error("the match did not end");
  }
  const final = me.view();
  expect(final.phase).toBe("over");
  expect((final.tourResults as unknown[]).length).toBe(options.tours);

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("krendzu");
  expect(record.seed).toBeUndefined();
  expect(record.deal).toHaveLength(options.tours);
  expectReplayEnds(record, final.scores, { scores: final.scores, winners: final.winners });
  await Promise.all([me, spectator].map((c) => c.leave()));
});
