/**
 * Whole Skat games through the real server and real colyseus.js clients: one human seat (driven by the
 * test) with bots and a spectator, at a 3-seat table and at a 4-seat table where the dealer sits out.
 * At every state change the test sees, no client holds another hand's unplayed cards, nor the skat or
 * the discards, unless §8 shows them (the declarer's own pick-up; an ouvert hand to all) — neither in its
 * decoded state nor in the raw bytes. The finished game's record replays to the same scores.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const SKAT_CARD = /[789TJQKA][CSHD]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
const truth = (roomId: string): JsonObject => room(roomId).game.rules.view(room(roomId).game.state, "moderator");

/** The cards `viewer` may not know right now (§8), from the server's own truth. */
function hiddenFor(t: JsonObject, viewer: number | "spectator"): Set<string> {
  const hands = t.hands as string[][];
  const declarer = t.declarer as number;
  const ouvert = (t.contract as { ouvert?: boolean } | null)?.ouvert === true;
  const out = new Set<string>();
  hands.forEach((h, seat) => {
    if (seat !== viewer && !(ouvert && seat === declarer)) h.forEach((c) => out.add(c));
  });
  if (!t.pickedUp) (t.skat as string[]).forEach((c) => out.add(c));
  if (viewer !== declarer) (t.discard as string[]).forEach((c) => out.add(c));
  return out;
}

function checkNoLeaks(roomId: string, human: TestClient, seat: number, spectator: TestClient, marks: [number, number]): void {
  const t = truth(roomId);
  for (const [c, viewer, mark] of [
    [human, seat, marks[0]],
    [spectator, "spectator", marks[1]],
  ] as const) {
    const hidden = hiddenFor(t, viewer);
    expect([...cardsInText(c.decodedText(), SKAT_CARD)].filter((x) => hidden.has(x))).toEqual([]);
    expect(cardsInBytes(c.bytesSince(mark), hidden)).toEqual([]);
  }
  expect(((human.view().hand as string[]) ?? []).slice().sort()).toEqual((t.hands as string[][])[seat].slice().sort());
  expect(spectator.view().hand).toBeUndefined();
  // The declarer sees the skat he picked up; nobody else ever does before the end.
  if (t.declarer === seat && t.pickedUp && t.phase !== "deal" && t.phase !== "over") expect(human.view().skat).toEqual(t.skat);
}

/** Waits until every client's rebuilt view equals what the server's engine says that viewer may see. */
async function settled(roomId: string, clients: TestClient[]): Promise<void> {
  await Promise.all(
    clients.map((c) => {
      const viewer = c.you?.role === "spectator" ? "spectator" : (c.you?.seat as number);
      const expected = () => room(roomId).game.rules.view(room(roomId).game.state, viewer);
      return c
        .until(() => isDeepStrictEqual(c.view(), expected()))
        .catch(() => {
          throw new Error(`viewer ${viewer} never caught up`);
        });
    }),
  );
}

/**
 * The human's choice among the engine's legal actions: modest bids (it stays in up to 20 and passes above,
 * so every deal gets a declarer and is played: a game of passed-out deals had too few states to check),
 * varied games, the first legal card.
 */
function choose(legal: any[], phase: string, n: number): any {
  if (phase === "bidding") {
    const low = legal.find((a) => a.type === "hold" || (a.type === "bid" && a.value <= 20));
    return low ?? legal.find((a) => a.type === "pass");
  }
  if (phase === "skat") return n % 2 === 0 ? legal.find((a) => a.type === "pickUpSkat") : legal.find((a) => a.type === "declare");
  if (phase === "declare" || phase === "discard") return legal[n % legal.length];
  if (phase === "play") return legal.find((a) => a.type === "play") ?? legal[0];
  return legal[0];
}

async function playWhole(seats: 3 | 4, options: Record<string, unknown>): Promise<void> {
  const human = await TestClient.create(salon.ws_url, { ruleset: "skat", name: "Ann", seats, options, botDelayMs: 25 });
  const roomId = human.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (let s = 1; s < seats; s++) human.send("addBot", { seat: s });
  await human.until(() => human.state.seats.every((s: any) => s.kind !== "empty"), 5000, "bots seated");
  human.send("start");
  await human.until(() => human.state.status === "playing", 5000, "game start");

  let marks: [number, number] = [0, 0];
  let last = "";
  let checks = 0;
  let moves = 0;
  const phases = new Set<string>();
  for (let guard = 0; human.state.status === "playing"; guard++) {
    if (guard > 20000) throw new Error("game did not end");
    const r = room(roomId);
    if (!r?.game) break;
    const now = JSON.stringify(r.game.rules.view(r.game.state, "moderator"));
    if (now !== last) {
      await settled(roomId, [human, spectator]);
      checkNoLeaks(roomId, human, 0, spectator, marks);
      marks = [human.bytes.length, spectator.bytes.length];
      last = JSON.stringify(truth(roomId));
      phases.add(String(truth(roomId).phase));
      checks++;
    }
    const state = room(roomId).game.state;
    if (room(roomId).game.rules.toAct(state)[0] === 0) {
      const legal = room(roomId).game.rules.legalActions(state, 0);
      const action = choose(legal, state.phase, moves++);
      const errors = human.errors.length;
      human.send("action", action);
      await new Promise<void>((res, rej) => {
        const end = Date.now() + 5000;
        const tick = () => {
          if (JSON.stringify(truth(roomId)) !== last || human.errors.length > errors) return res();
          if (Date.now() > end) return rej(new Error("the server did not move"));
          setTimeout(tick, 2);
        };
        tick();
      });
      expect(human.errors.slice(errors)).toEqual([]);
    } else await new Promise((r) => setTimeout(r, 2));
  }
  await human.until(() => human.state.status === "over", 5000, "game over");
  await settled(roomId, [human, spectator]);
  checkNoLeaks(roomId, human, 0, spectator, marks);
  expect(checks).toBeGreaterThan(30);
  expect(phases.has("play")).toBe(true);
  const final = human.view();
  expect(final.phase).toBe("over");

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("skat");
  expect(record.seats).toBe(seats);
  // Most steps are seen one by one (bots wait 25 ms); a few may share one patch.
  expect(checks).toBeGreaterThan(record.actions.length / 2);
  expectReplayEnds(record, final.scores, expect.objectContaining({ scores: final.scores, winners: final.winners }));
  await Promise.all([human, spectator].map((c) => c.leave()));
}

test("3 seats: a human, two bots and a spectator play a whole game; nothing hidden leaks; the record replays", async () => {
  await playWhole(3, { deals: 3 });
}, 60_000);

test("4 seats, the dealer sits out (kontra/re/sup on): nothing hidden leaks; the record replays", async () => {
  await playWhole(4, { deals: 4, kontra: "sup", allPass: "ramsch" });
}, 60_000);
