/**
 * What a newcomer needs at a table (issue 27): the host fills every empty seat with bots in one message
 * (`fillBots`), refused with a code to anyone else, during a game and at a full table; "Take back" is offered
 * (`takeBack: true` in its own view) only to a player who has something of its own to take back, and a
 * take-back that can no longer be made is answered with a refusal, never dropped; bridge's creator may sit
 * South (seat 2, contract "Seats") by asking for it in the create options.
 */
import { matchMaker } from "@colyseus/core";
import { rulesets, type Action } from "@salon/shared";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 2 });
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
const kinds = (c: TestClient) => (c.state.seats as { kind: string; level: string }[]).map((s) => `${s.kind}:${s.level}`);
/** Who the client's own view says may take back: itself (its seat, or "moderator") or nobody. */
const takeBack = (c: TestClient): unknown[] => (c.mayTakeBack() ? [c.you?.role === "moderator" ? "moderator" : c.you?.seat] : []);

test("fillBots: the host puts a bot of one level in every empty seat; others, a running game and a full table are refused", async () => {
  const host = await TestClient.create(salon.ws_url, { ruleset: "ktulu", name: "Ann", seats: 7, moderate: true });
  const roomId = host.room.roomId;
  await host.until(() => host.you?.role === "moderator");
  const guest = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  await guest.until(() => guest.you?.seat === 0);
  // Only the host fills (Ben is seated, and may add bots one by one, but is not the host).
  guest.send("fillBots", { level: "easy" });
  expect(await guest.nextError(0)).toMatchObject({ code: "not_allowed", params: { reason: "host_only" } });
  host.send("fillBots", { level: "strong" });
  await host.until(() => host.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
  expect(kinds(host)).toEqual(["human:", ...Array(6).fill("bot:strong")]);
  // Nothing is left to fill.
  host.send("fillBots", {});
  expect(await host.nextError(0)).toMatchObject({ code: "not_allowed", params: { reason: "table_full" } });
  // A bad level is a bad message.
  host.send("fillBots", { level: "grandmaster" });
  expect(await host.nextError(1)).toMatchObject({ code: "bad_message" });
  await guest.leave();
  await host.leave();
});

test("fillBots during a game is refused; with no level the bots play at normal", async () => {
  const host = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  await host.until(() => host.you?.seat === 0);
  host.send("fillBots");
  await host.until(() => host.state.seats[1].kind === "bot");
  expect(kinds(host)).toEqual(["human:", "bot:normal"]);
  host.send("start");
  await host.until(() => host.state.status === "playing");
  host.send("fillBots");
  expect(await host.nextError(0)).toMatchObject({ code: "not_allowed", params: { reason: "game_running" } });
  await host.leave();
});

test("Take back is offered only while there is something of one's own to take back; a late request is refused, not dropped", async () => {
  // Euchre with three bots: Ann (seat 0) plays a card; while its trick is open she may take it back; once
  // the trick is complete and others have played on, she may not, and asking anyway is answered.
  const rules = rulesets.euchre;
  const host = await TestClient.create(salon.ws_url, { ruleset: "euchre", name: "Ann", botDelayMs: 0 });
  const roomId = host.room.roomId;
  await host.until(() => host.you?.seat === 0);
  host.send("fillBots");
  await host.until(() => host.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
  host.send("start");
  await host.until(() => host.state.status === "playing");
  expect(takeBack(host)).toEqual([]);
  let sawOpen = false;
  let sawClosed = false;
  for (let i = 0; i < 400 && !(sawOpen && sawClosed) && host.state.status === "playing"; i++) {
    await host.until(() => host.state.status !== "playing" || (room(roomId).game.toAct().includes(0) && !room(roomId).undo.pending), 20000, "Ann's turn");
    if (host.state.status !== "playing") break;
    const game = room(roomId).game;
    const legal: Action[] = rules.legalActions(game.state, 0);
    const moves = game.moves;
    const trickBefore = rules.trick!.id(game.state);
    host.send("action", legal[0]);
    await host.until(() => room(roomId).game.moves > moves, 3000, "Ann's move");
    const trickAfter = rules.trick!.id(room(roomId).game.state);
    // Her action is the last one, or its trick is still open: she may take it back, and the state says so.
    const history = room(roomId).game.history as { seat: number }[];
    const lastIsHers = history[history.length - 1].seat === 0;
    const stillOpen = trickBefore !== null && trickBefore === trickAfter && trickAfter === rules.trick!.id(room(roomId).game.state);
    if (lastIsHers || stillOpen) {
      await host.until(() => takeBack(host).includes(0) || room(roomId).game.moves > moves + 1, 3000, "takeBack names Ann");
      if (takeBack(host).includes(0) && trickBefore !== null) sawOpen = true;
    }
    // Her card completed a trick and someone else is to lead: once they have, her card is out of reach. The
    // bots may play the whole next round before this loop looks (under load they often do), so Ann being to
    // act again is no reason to skip the check; only her own lead (she won the trick) is.
    if (trickBefore !== null && trickAfter !== trickBefore) {
      await host.until(
        () => host.state.status !== "playing" || room(roomId).game.moves > moves + 1 || room(roomId).game.toAct().includes(0),
        10000,
        "the next trick begun, or Ann to lead it",
      );
      if (host.state.status !== "playing") break;
      if (room(roomId).game.moves === moves + 1) continue;
      await host.until(() => !takeBack(host).includes(0), 3000, "takeBack without Ann");
      const now = room(roomId).game;
      if (rules.trick!.id(now.state) !== trickBefore && now.history[now.history.length - 1].seat !== 0) {
        const errors = host.errors.length;
        const at = now.moves;
        host.send("undo");
        const err = await host.nextError(errors);
        expect(err.code).toBe("undo_too_late");
        expect(room(roomId).game.moves).toBeGreaterThanOrEqual(at);
        sawClosed = true;
      }
    }
  }
  expect(sawOpen).toBe(true);
  expect(sawClosed).toBe(true);
  await host.leave();
}, 120_000);

test("a moderated game offers Take back to the moderator only, once something happened", async () => {
  const host = await TestClient.create(salon.ws_url, { ruleset: "werewolf", name: "Mo", seats: 6, moderate: true });
  await host.until(() => host.you?.role === "moderator");
  host.send("fillBots");
  await host.until(() => host.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
  host.send("start");
  await host.until(() => host.state.status === "playing");
  const game = room(host.room.roomId).game;
  // The night's first step may be a bot's (the moderator waits for it): wait until something happened or
  // the moderator has a step to close.
  const modLegal = (): Action[] => rulesets.werewolf.legalActions(game.state, "moderator");
  await host.until(() => game.moves > 0 || modLegal().length > 0, 10_000, "the moderator or a bot acts");
  if (game.moves === 0) {
    expect(takeBack(host)).toEqual([]);
    host.send("action", modLegal()[0]);
  }
  await host.until(() => takeBack(host).length > 0, 3000, "takeBack names the moderator");
  expect(takeBack(host)).toEqual(["moderator"]);
  await host.leave();
});

test("bridge: the creator asks for South (seat 2) in the create options and sits there", async () => {
  const host = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", seat: 2 });
  await host.until(() => host.you?.seat === 2);
  expect(host.state.seats[2].kind).toBe("human");
  expect(host.state.seats[0].kind).toBe("empty");
  await host.leave();
});
