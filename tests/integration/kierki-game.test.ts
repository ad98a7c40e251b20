/**
 * A whole Kierki game through the real server and real colyseus.js clients: one human seat, three bots,
 * a spectator from the start and one who arrives mid-game. At every state change of every client (each
 * message it decodes) nobody holds a card that sits, unplayed, in another hand: not in its decoded state,
 * not in the raw bytes of that message. The finished game's record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { kierki, kierkiAction, type KierkiState } from "@salon/shared/kierki";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const CARD = /[2-9TJQKA][SHDC]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ defaultBotDelayMs: 0 });
});
afterAll(() => salon.close());

/**
 * The server's hands at every moment of the game so far, keyed by deal and cards left in all hands (hands
 * only shrink within a deal, so that pair names one moment). Built by replaying the room's own record,
 * which is always at or ahead of what any client has decoded.
 */
class Timeline {
  private state: KierkiState | null = null;
  private done = 0;
  private readonly hands = new Map<string, string[][]>();
  constructor(private readonly roomId: string) {}

  private catchUp(): void {
    const room = matchMaker.getLocalRoomById(this.roomId) as any;
    const record = room.game.snapshot();
    if (!this.state) {
      const r = kierki.setup({ seats: record.seats, options: record.options, dealer: record.dealer, deal: record.deal });
      if (!r.ok) throw new Error(r.error);
      this.state = r.value;
      this.note();
    } else {
      // later deals only appear in the record once dealt: refresh the plan
      this.state = { ...this.state, plan: record.deal.map((d: { hands: string[][] }) => ({ hands: d.hands })) };
    }
    for (; this.done < record.actions.length; this.done++) {
      const { seat, action } = record.actions[this.done];
      const r = kierki.apply(this.state!, seat, action);
      if (!r.ok) throw new Error(`record does not replay: ${r.error}`);
      this.state = r.value.state;
      this.note();
    }
  }

  private note(): void {
    const s = this.state!;
    const left = s.hands.reduce((a, h) => a + h.length, 0);
    this.hands.set(
      `${s.dealNo}/${left}`,
      s.hands.map((h) => h.slice()),
    );
  }

  /** Every hand at the moment a client's view shows. */
  at(view: JsonObject): string[][] {
    const key = `${view.dealNo}/${(view.handCounts as number[]).reduce((a, b) => a + b, 0)}`;
    if (!this.hands.has(key)) this.catchUp();
    const hands = this.hands.get(key);
    if (!hands) throw new Error(`no server moment ${key}`);
    return hands;
  }
}

interface Watch {
  checks: number;
  failures: string[];
}

/** Checks `c` after each message it decodes: its state and that message's bytes against the moment it shows. */
function watch(c: TestClient, timeline: Timeline): Watch {
  const w: Watch = { checks: 0, failures: [] };
  (c.room.connection as any).transport.ws.on("message", (data: Buffer) => {
    const view = c.view();
    if (view.dealNo === undefined) return;
    const hands = timeline.at(view);
    const seat = c.you?.role === "player" ? (c.you.seat as number) : null;
    const hidden = new Set(hands.flatMap((h, i) => (i === seat ? [] : h)));
    const inText = [...cardsInText(c.decodedText(), CARD)].filter((x) => hidden.has(x));
    const inBytes = cardsInBytes(Buffer.from(data), hidden);
    if (inText.length || inBytes.length) w.failures.push(`${c.you?.role} ${seat}: text ${inText} bytes ${inBytes} at ${view.dealNo}/${view.trickNo}`);
    if (seat !== null && !isDeepStrictEqual((view.hand as string[]).slice().sort(), hands[seat].slice().sort())) {
      w.failures.push(`seat ${seat}: hand differs from the server's`);
    }
    if (seat === null && view.hand !== undefined) w.failures.push("a spectator received a hand");
    w.checks++;
  });
  return w;
}

test("one human, three bots and spectators play a whole game; no hidden card ever reaches a client; the record replays", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 0, options: {} });
  const roomId = ann.room.roomId;
  const sue = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (const seat of [1, 2, 3]) {
    ann.send("addBot", { seat });
    await ann.until(() => ann.state.seats[seat].kind === "bot");
  }
  const timeline = new Timeline(roomId);
  const watches = [watch(ann, timeline), watch(sue, timeline)];
  ann.send("start");
  await ann.until(() => ann.state.status === "playing" && Array.isArray(ann.view().hand), 5000, "start");

  let moves = 0;
  let refusedLead = false;
  let late: TestClient | null = null;
  for (;;) {
    await ann.until(() => ann.state.status === "over" || ((ann.view().legal as string[]) ?? []).length > 0, 10000, "Ann's turn");
    if (ann.state.status === "over") break;
    const view = ann.view();
    const legal = view.legal as string[];
    const hand = view.hand as string[];
    // §5.1 once, in deal 2, try to lead a heart while holding another suit: the server explains the ban
    const banned = view.kind === "hearts" && (view.trick as string[]).length === 0 ? hand.find((c) => !legal.includes(c)) : undefined;
    if (banned && !refusedLead) {
      const n = ann.errors.length;
      ann.send("action", { type: "play", card: banned });
      const err = await ann.nextError(n);
      expect(err.code).toBe("kierki_heart_lead");
      expect(err.message).toBe("You may not lead a heart in this deal while you hold a card of another suit");
      refusedLead = true;
    }
    const before = JSON.stringify([view.dealNo, view.handCounts, view.phase, view.rows]);
    ann.send("action", kierkiAction(view.phase as string, legal[moves % 2 === 0 ? 0 : legal.length - 1]));
    await ann.until(
      () => JSON.stringify([ann.view().dealNo, ann.view().handCounts, ann.view().phase, ann.view().rows]) !== before || ann.state.status === "over",
      5000,
      "Ann's move",
    );
    moves++;
    if (moves === 20) {
      late = await TestClient.join(salon.ws_url, roomId, { name: "Lou", spectate: true });
      const w = watch(late, timeline);
      watches.push(w);
      // the full state it got on joining is as clean as the patches
      const hands = timeline.at(late.view());
      expect([...cardsInText(late.decodedText(), CARD)].filter((c) => hands.flat().includes(c))).toEqual([]);
      expect(cardsInBytes(late.bytesSince(0), new Set(hands.flat()))).toEqual([]);
    }
    if (moves > 500) throw new Error("game did not end");
  }
  const clients = [ann, sue, late!];
  await Promise.all(clients.map((c) => c.until(() => c.view().phase === "over", 5000, "game over")));
  for (const w of watches) expect(w.failures).toEqual([]);
  expect(watches[0].checks).toBeGreaterThan(100);
  expect(watches[1].checks).toBeGreaterThan(100);
  expect(watches[2].checks).toBeGreaterThan(20);

  // every client ends with exactly the engine's view
  const room = matchMaker.getLocalRoomById(roomId) as any;
  expect(ann.view()).toEqual(room.game.rules.view(room.game.state, 0));
  expect(sue.view()).toEqual(room.game.rules.view(room.game.state, "spectator"));

  const final = ann.view();
  expect((final.results as unknown[]).length).toBe(6);
  expect((final.winners as number[]).length).toBeGreaterThan(0);
  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("kierki");
  expect(record.seed).toBeUndefined();
  expect(record.deal).toHaveLength(6);
  expectReplayEnds(record, final.scores, { scores: final.scores, winners: final.winners });
  await Promise.all(clients.map((c) => c.leave()));
});
