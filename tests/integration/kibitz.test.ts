/**
 * Kibitzers (docs/protocol.md, "Kibitzers"; issue 15): at a table that shows spectators every hand, they see
 * the game as it stood at least `kibitzDelay` tricks ago — or, with "deal", only deals that are over — and
 * nothing newer; players never receive it; whoever watched that way cannot take a seat until the game ends.
 * Tables can also have no spectators.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import { replay, stripDerived, type AnyRuleset, type JsonObject } from "@salon/shared";
import { bootSalon } from "../support/server";
import { cardsInBytes, TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 2 });
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;

/** The picture of the game after each accepted action, and the tricks completed by then (an independent count). */
function history(roomId: string): { views: JsonObject[]; done: number[] } {
  const game = room(roomId).game;
  const rules: AnyRuleset = game.rules;
  const views: JsonObject[] = [];
  const done: number[] = [0];
  let prev: number | null = null;
  for (let i = 0; i <= game.history.length; i++) {
    const rec = {
      ruleset: rules.id,
      options: game.start.options,
      seats: game.start.seats,
      dealer: game.start.dealer,
      seed: game.start.seed,
      actions: game.history.slice(0, i),
    };
    const state = replay({ [rules.id]: rules }, rec).state;
    views.push(stripDerived(rules, rules.view(state, "moderator")));
    const id = rules.trick!.id(state);
    if (i > 0) done.push(done[i - 1] + (prev !== null && id !== prev ? 1 : 0));
    prev = id;
  }
  return { views, done };
}

async function kibitzTable(ruleset: string, seats: number, kibitzDelay: number | "deal") {
  const ann = await TestClient.create(salon.ws_url, { ruleset, name: "Ann", seats, botDelayMs: 5, table: { kibitz: "hands", kibitzDelay } });
  const roomId = ann.room.roomId;
  for (let s = 1; s < seats; s++) ann.send("addBot", { seat: s });
  await ann.until(() => ann.state.seats.every((x: { kind: string }) => x.kind !== "empty"));
  const kib = await TestClient.join(salon.ws_url, roomId, { name: "Kim", spectate: true });
  return { ann, kib, roomId };
}

/** Plays the human's turns at random until `moves` actions were made; checks the kibitzer at every change. */
async function playAndCheck(roomId: string, ann: TestClient, kib: TestClient, moves: number, check: () => void): Promise<void> {
  let failure: unknown = null;
  const probe = () => {
    try {
      check();
    } catch (e) {
      failure ??= e;
    }
  };
  const unbind = [kib.onChange(probe), ann.onChange(probe)];
  while ((room(roomId).game?.moves ?? 0) < moves && room(roomId).state.status === "playing") {
    await ann.until(() => room(roomId).game.toAct().includes(0) || room(roomId).game.moves >= moves || room(roomId).state.status !== "playing", 10000);
    const g = room(roomId).game;
    if (g.toAct().includes(0) && g.moves < moves) {
      const n = g.moves;
      // Cards and calls only: claims and concessions would end deals early, and tricks are what this test counts.
      const all = g.rules.legalActions(g.state, 0);
      const plain = all.filter((a: { type: string }) => a.type !== "claim" && a.type !== "concede");
      const legal = plain.length ? plain : all;
      ann.send("action", legal[n % legal.length]);
      await ann.until(() => room(roomId).game.moves > n);
    }
    if (failure) throw failure;
  }
  for (const off of unbind) off();
  if (failure) throw failure;
}

test("kierki, 2 tricks behind: the kibitzer sees every hand exactly as it was at least two tricks ago; players never get it", async () => {
  const { ann, kib, roomId } = await kibitzTable("kierki", 4, 2);
  ann.send("start");
  await kib.until(() => room(roomId).state.status === "playing");
  let seenHands = 0;
  await playAndCheck(roomId, ann, kib, 44, () => {
    const shown = kib.received.delayed ? kib.received.view : {};
    const h = history(roomId);
    const live = h.done[h.done.length - 1];
    if (Object.keys(shown).length === 0) {
      // nothing shown yet: only while fewer than two tricks were played, as far as the kibitzer's own state
      // says (the server may be a trick ahead of what has reached this client; it sends one view or the other)
      const seen = Number(kib.view()?.trickNo ?? 0);
      if (seen >= 2) expect(`no kibitzers' picture after ${seen} tricks`).toBe("shown");
      return;
    }
    const at = h.views.findIndex((v) => isDeepStrictEqual(v, shown));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(live - h.done[at]).toBeGreaterThanOrEqual(2);
    seenHands++;
    // the player is never sent the kibitzers' picture
    expect(ann.received.delayed).toBe(false);
  });
  expect(seenHands).toBeGreaterThan(10);
  // raw bytes (still in the first deal): the player never received a card another hand holds
  const s = room(roomId).game.rules.view(room(roomId).game.state, "moderator");
  const others = new Set<string>((s.hands as string[][]).slice(1).flat());
  expect(cardsInBytes(ann.bytesSince(0), others).filter((c) => !(s.hand as string[] | undefined)?.includes(c))).toEqual([]);
  // a kibitzer who saw the hands may not sit down during this game
  ann.send("removeBot", { seat: 1 });
  await kib.until(() => kib.state.seats[1].kind === "empty");
  kib.send("sit", { seat: 1 });
  expect((await kib.nextError(0)).code).toBe("not_allowed");
  await Promise.all([ann, kib].map((c) => c.leave()));
}, 90000);

test("bridge, delay of a whole deal: a board's hands reach the kibitzer only once that board is over", async () => {
  const { ann, kib, roomId } = await kibitzTable("bridge", 4, "deal");
  ann.send("start");
  await kib.until(() => room(roomId).state.status === "playing");
  let shownBoards = 0;
  await playAndCheck(roomId, ann, kib, 260, () => {
    const shown = kib.received.delayed ? kib.received.view : {};
    if (Object.keys(shown).length === 0) return;
    const live = room(roomId).game.state;
    // a board shown with its hands is an earlier board than the one being played
    if (live.phase !== "over") expect(shown.dealNo as number).toBeLessThan(live.dealNo);
    shownBoards = Math.max(shownBoards, (shown.dealNo as number) + 1);
  });
  expect(room(roomId).game.state.dealNo).toBeGreaterThan(0);
  expect(shownBoards).toBeGreaterThan(0);
  await Promise.all([ann, kib].map((c) => c.leave()));
}, 120000);

test("a table without spectators refuses watchers and standing up", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table: { kibitz: "none" } });
  const roomId = ann.room.roomId;
  await expect(TestClient.join(salon.ws_url, roomId, { name: "Kim", spectate: true })).rejects.toThrow(/no spectators/);
  const ben = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  await expect(TestClient.join(salon.ws_url, roomId, { name: "Cat" })).rejects.toThrow(/no spectators/);
  ben.send("stand");
  expect((await ben.nextError(0)).code).toBe("not_allowed");
  await Promise.all([ann, ben].map((c) => c.leave()));
});
