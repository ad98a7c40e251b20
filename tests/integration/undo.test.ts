/**
 * Undo by consent (docs/protocol.md, "Undo"; issue 15): a player takes back its own last action when the
 * others agree (bots agree), the game is exactly as before that action (the engine replays the record
 * without it), the record drops it, and nobody is shown a card it had not seen before. In moderated games
 * only the moderator takes actions back, with no vote. Refusals are clear.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import { rulesets, type Action, type JsonObject, type Viewer } from "@salon/shared";
import { bootSalon } from "../support/server";
import { TestClient, engineView } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 2 });
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
const serverView = (roomId: string, viewer: Viewer): JsonObject => room(roomId).game.rules.view(room(roomId).game.state, viewer);
const CARD = /^(?:[2-9TJQKA][SHDC]|(?:[1-9]|1[01])[BKM])$/;

/** Every card code anywhere in a view (hands, tables, placed cards…). */
function cardsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (CARD.test(value)) out.add(value);
    else if (value.startsWith("{") || value.startsWith("[")) {
      try {
        cardsIn(JSON.parse(value), out);
      } catch {
        /* not JSON */
      }
    } else for (const part of value.split(/[^0-9A-Z]+/)) if (CARD.test(part)) out.add(part);
  } else if (Array.isArray(value)) value.forEach((x) => cardsIn(x, out));
  else if (value && typeof value === "object") Object.values(value).forEach((x) => cardsIn(x, out));
  return out;
}

/** Records every card a client has seen in its own views, as they arrive. */
function seen(c: TestClient): Set<string> {
  const cards = new Set<string>();
  const note = () => cardsIn(c.view(), cards);
  c.onChange(note);
  note();
  return cards;
}

async function caughtUp(roomId: string, c: TestClient, viewer: Viewer): Promise<void> {
  await c.until(() => isDeepStrictEqual(engineView(c.view()), serverView(roomId, viewer)), 5000, `viewer ${String(viewer)} caught up`);
}

/** One human at seat 0 and bots elsewhere; returns once it is the human's turn. */
async function humanWithBots(ruleset: string, extra: Record<string, unknown> = {}) {
  const rules = rulesets[ruleset];
  const seats = rules.defaultSeats ?? rules.minSeats;
  const human = await TestClient.create(salon.ws_url, { ruleset, name: "Ann", seats, botDelayMs: 150, ...extra });
  const roomId = human.room.roomId;
  for (let s = 1; s < seats; s++) human.send("addBot", { seat: s });
  await human.until(() => human.state.seats.every((x: { kind: string }) => x.kind !== "empty"));
  human.send("start");
  return { human, roomId, rules };
}

const trickAndBoardGames = ["fox", "euchre", "kierki", "skat", "bridge", "krendzu"];

test.each(trickAndBoardGames)(
  "%s: a player with bots takes back its action at once; the game is exactly as before; nothing new is shown",
  async (ruleset) => {
    const { human, roomId, rules } = await humanWithBots(ruleset);
    const cards = seen(human);
    // Play a few of the human's own moves, taking back each one after it was made.
    for (let round = 0; round < 3; round++) {
      await human.until(() => room(roomId).game?.toAct().includes(0) && !room(roomId).undo.pending, 20000, "the human's turn");
      const before = JSON.stringify(room(roomId).game.state);
      const moves = room(roomId).game.moves;
      const legal: Action[] = rules.legalActions(room(roomId).game.state, 0);
      const action = legal[round % legal.length];
      await caughtUp(roomId, human, 0);
      const cardsBefore = new Set(cards);
      human.send("action", action);
      await human.until(() => room(roomId).game.moves > moves, 3000, "the move");
      human.send("undo");
      await human.until(() => room(roomId).game.moves === moves, 3000, "the undo");
      expect(JSON.stringify(room(roomId).game.state)).toBe(before);
      expect(room(roomId).game.history.length).toBe(moves);
      await caughtUp(roomId, human, 0);
      // Nothing the human had not already seen (its move showed it nothing new, and the undo neither).
      const after = cardsIn(human.view());
      for (const card of after) if (!cardsBefore.has(card)) expect(`${card} newly shown`).toBe("nothing new");
      // then really play it, so the game moves on
      human.send("action", action);
      await human.until(() => room(roomId).game.moves > moves, 3000, "the move again");
    }
    expect(human.errors).toEqual([]);
    await human.leave();
  },
  60000,
);

test("two people: the other player accepts or declines; refusals are clear", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  const roomId = a.room.roomId;
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const s = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  a.send("start");
  const mover = async () => {
    await a.until(() => (room(roomId).game?.toAct().length ?? 0) > 0);
    return room(roomId).game.toAct()[0] === 0 ? { me: a, other: b, seat: 0 } : { me: b, other: a, seat: 1 };
  };
  let { me, other, seat } = await mover();
  const moves = room(roomId).game.moves;
  const before = JSON.stringify(room(roomId).game.state);
  me.send("action", room(roomId).game.rules.legalActions(room(roomId).game.state, seat)[0]);
  await me.until(() => room(roomId).game.moves === moves + 1);
  // a spectator may not ask; the other player has nothing of its own to take back yet
  s.send("undo");
  expect((await s.nextError(0)).code).toBe("not_allowed");
  other.send("undo");
  expect((await other.nextError(0)).code).toBe("undo_nothing");
  // the request is public; play waits; a second request is refused
  me.send("undo");
  await other.until(() => other.state.undo !== "" && JSON.parse(other.state.undo).by === seat);
  await s.until(() => s.state.undo !== "");
  me.send("undo");
  expect((await me.nextError(0)).code).toBe("undo_pending");
  other.send("action", { type: "play", card: "1B" });
  expect((await other.nextError(1)).code).toBe("undo_pending");
  // declined: nothing changes
  other.send("undoReply", { accept: false });
  await me.until(() => me.state.undo === "");
  expect(me.messages.some((m) => m.type === "undo" && (m.payload as any).granted === false && (m.payload as any).declinedBy === 1 - seat)).toBe(true);
  expect(room(roomId).game.moves).toBe(moves + 1);
  // asked again and accepted: the game is as before the move
  me.send("undo");
  await other.until(() => other.state.undo !== "");
  other.send("undoReply", { accept: true });
  await me.until(() => room(roomId).game.moves === moves);
  expect(JSON.stringify(room(roomId).game.state)).toBe(before);
  // once the other player has acted, it is too late (a Fox trick closes with its second card)
  ({ me, other, seat } = await mover());
  const mine = room(roomId).game.moves;
  me.send("action", room(roomId).game.rules.legalActions(room(roomId).game.state, seat)[0]);
  await me.until(() => room(roomId).game.moves > mine);
  const trickOfMine = room(roomId).game.rules.trick.id(room(roomId).game.state);
  for (;;) {
    const g = room(roomId).game;
    // the other player has acted since, and the trick my card went to is closed
    if (g.history.slice(mine + 1).some((x: { seat: number }) => x.seat === 1 - seat) && g.rules.trick.id(g.state) !== trickOfMine) break;
    const actor = g.toAct()[0] as number;
    const c = actor === seat ? me : other;
    const n = g.moves;
    c.send("action", g.rules.legalActions(g.state, actor)[0]);
    await c.until(() => room(roomId).game.moves > n);
  }
  await me.until(() => room(roomId).game.toAct().length > 0);
  const n = me.errors.length;
  me.send("undo");
  expect((await me.nextError(n)).code).toBe("undo_too_late");
  await Promise.all([a, b, s].map((c) => c.leave()));
});

test("kierki: a card is taken back while its trick is still open, with the cards played after it", async () => {
  const { human, roomId, rules } = await humanWithBots("kierki", { botDelayMs: 400 });
  // Play along until it is the human's turn to lead a trick.
  for (;;) {
    await human.until(() => room(roomId).game?.toAct().includes(0), 30000, "the human's turn");
    if (room(roomId).game.state.trick.length === 0 && room(roomId).game.state.phase === "play") break;
    const moves = room(roomId).game.moves;
    human.send("action", rules.legalActions(room(roomId).game.state, 0)[0]);
    await human.until(() => room(roomId).game.moves > moves);
  }
  const moves = room(roomId).game.moves;
  const before = JSON.stringify(room(roomId).game.state);
  human.send("action", rules.legalActions(room(roomId).game.state, 0)[0]);
  // let a bot or two follow, but not the whole trick
  await human.until(() => room(roomId).game.moves >= moves + 2, 3000);
  expect(room(roomId).game.state.trick.length).toBeLessThan(4);
  human.send("undo");
  await human.until(() => room(roomId).game.moves === moves, 3000);
  expect(JSON.stringify(room(roomId).game.state)).toBe(before);
  await human.leave();
});

test("an undo-free table refuses undo", async () => {
  const { human, roomId, rules } = await humanWithBots("euchre", { table: { undo: false } });
  await human.until(() => room(roomId).game?.toAct().includes(0), 20000);
  human.send("action", rules.legalActions(room(roomId).game.state, 0)[0]);
  human.send("undo");
  expect((await human.nextError(0)).code).toBe("undo_off");
  await human.leave();
});

/** A moderator step that moves the night on (never one that ends the game by decree). */
function modAction(rules: { legalActions(s: unknown, a: "moderator"): Action[] }, state: unknown): Action {
  const legal = rules.legalActions(state, "moderator").filter((a) => a.type !== "declareWinner");
  return legal.find((a) => a.type === "advance") ?? legal[0];
}

test.each(["ktulu", "werewolf"])(
  "%s: only the moderator takes back, at once, any last action",
  async (ruleset) => {
    const seats = ruleset === "ktulu" ? 7 : 8;
    const mod = await TestClient.create(salon.ws_url, { ruleset, name: "Mia", seats, botDelayMs: 1000, moderate: true, options: { moderator: "human" } });
    const roomId = mod.room.roomId;
    const ann = await TestClient.join(salon.ws_url, roomId, { name: "Ann" });
    for (let s = 1; s < seats; s++) mod.send("addBot", { seat: s });
    await mod.until(() => mod.state.seats.every((x: { kind: string }) => x.kind !== "empty"));
    mod.send("start");
    await mod.until(() => room(roomId).game?.toAct().includes("moderator"), 15000);
    const rules = room(roomId).game.rules;
    let undone = 0;
    // Three rounds of act-then-undo (a random night may end the game sooner: at least one round is needed).
    for (let i = 0; i < 8 && undone < 3; i++) {
      if (room(roomId).state.status !== "playing") {
        // A random night ended the game before its third round: the moderator deals again.
        mod.send("start");
        await mod.until(() => room(roomId).state.status === "playing", 5000);
      }
      // Bots think for a second: the moderator's action and its undo happen well before any of them moves.
      // Ann (a person) answers her own prompts so that the night goes on.
      for (let wait = 0; !room(roomId).game.toAct().includes("moderator") && wait < 300; wait++) {
        const g = room(roomId).game;
        if (g.toAct().includes(0)) {
          const n = g.moves;
          ann.send("action", g.rules.legalActions(g.state, 0)[0]);
          await ann.until(() => room(roomId).game.moves > n, 5000);
        } else await new Promise((r) => setTimeout(r, 100));
      }
      if (room(roomId).state.status !== "playing") continue;
      expect(room(roomId).game.toAct()).toContain("moderator");
      const moves = room(roomId).game.moves;
      const before = JSON.stringify(room(roomId).game.state);
      mod.send("action", modAction(rules, room(roomId).game.state));
      await mod.until(() => room(roomId).game.moves === moves + 1);
      // An action that ended the game cannot be taken back (the game is over); try the next round.
      if (room(roomId).state.status !== "playing") continue;
      mod.send("undo");
      await mod.until(() => room(roomId).game.moves === moves);
      expect(JSON.stringify(room(roomId).game.state)).toBe(before);
      await caughtUp(roomId, ann, 0);
      undone++;
      mod.send("action", modAction(rules, room(roomId).game.state));
      await mod.until(() => room(roomId).game.moves === moves + 1 || room(roomId).state.status !== "playing");
    }
    expect(undone).toBeGreaterThan(0);
    ann.send("undo");
    expect((await ann.nextError(0)).code).toBe("not_allowed");
    expect(mod.errors).toEqual([]);
    await Promise.all([mod, ann].map((c) => c.leave()));
  },
  90000,
);
