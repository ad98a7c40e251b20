/**
 * Whole Werewolf games through the real server and real colyseus.js clients (rules: werewolf.md §5, §8):
 * - auto mode: one human player, bots on the other seats, a spectator;
 * - human mode: a moderator client (created with `moderate: true`) who assigns the roles and drives every
 *   `advance`, acting `for` a seated player who never acts, with a second player, bots and a spectator.
 * At every state change each client's decoded state is checked against the server's truth: no living
 * seat's role, night result, middle card or private line reaches a viewer the rules do not tell it to;
 * spectators hold no secret; the moderator holds everything. Raw bytes are checked at every decision point.
 * The finished game's record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject, Viewer } from "@salon/shared";
import { werewolf, type WerewolfState } from "@salon/shared/werewolf";
import { useSalon } from "../support/server";
import { tableMiaModerates, TestClient, waitFor } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const salon = useSalon();

function room(roomId: string): any {
  return matchMaker.getLocalRoomById(roomId) as any;
}
function truth(roomId: string): WerewolfState {
  return room(roomId).game.state as WerewolfState;
}
function viewerOf(c: TestClient): Viewer {
  return c.you?.role === "spectator" ? "spectator" : c.you?.role === "moderator" ? "moderator" : (c.you?.seat as number);
}

/** Private log texts (not addressed to `viewer`) that it must never hold while the game runs. */
function foreignSecrets(s: WerewolfState, viewer: Viewer): string[] {
  const mine = new Set(s.log.filter((l) => l.to === null || (typeof viewer === "number" && l.to.includes(viewer))).map((l) => l.text));
  return s.log.filter((l) => l.to !== null && !mine.has(l.text)).map((l) => l.text);
}

/** Seat x's role is something `viewer` may know right now (§8). */
function mayKnowRole(s: WerewolfState, viewer: Viewer, x: number): boolean {
  if (viewer === "moderator" || s.phase === "over" || !s.alive[x]) return true;
  if (viewer === "spectator") return false;
  if (viewer === x) return true;
  if (s.roles[viewer] === "werewolf" && s.roles[x] === "werewolf") return true;
  return s.known.some((k) => k.by === viewer && k.seat === x);
}

/** Checks one client's decoded state against the server's truth; returns the problems found. */
function problems(roomId: string, c: TestClient): string[] {
  const s = truth(roomId);
  if (!s || s.phase === "over" || s.phase === "setup") return [];
  const viewer = viewerOf(c);
  const v = c.view() as any;
  if (!v.seats) return [];
  const out: string[] = [];
  for (const seat of v.seats as { seat: number; role: string | null }[]) {
    if (seat.role !== null && !mayKnowRole(s, viewer, seat.seat)) out.push(`${String(viewer)} sees the role of living seat ${seat.seat}`);
    if (viewer === "moderator" && seat.role === null) out.push(`the moderator misses seat ${seat.seat}'s role`);
  }
  const text = c.decodedText();
  for (const secret of foreignSecrets(s, viewer)) if (viewer !== "moderator" && text.includes(secret)) out.push(`${String(viewer)} holds "${secret}"`);
  if (viewer !== "moderator") {
    const me = typeof viewer === "number" ? viewer : -1;
    if (v.center !== null && v.center !== undefined && !(me >= 0 && s.dealt?.roles[me] === "thief")) out.push(`${String(viewer)} sees the middle cards`);
    if (v.victim !== null && v.victim !== undefined && !(me >= 0 && s.roles[me] === "witch")) out.push(`${String(viewer)} sees the victim`);
    if (Array.isArray(v.wolves) && v.wolves.length > 0 && !(me >= 0 && s.roles[me] === "werewolf")) out.push(`${String(viewer)} sees the werewolves' choices`);
    if (v.lovers !== null && v.lovers !== undefined && !(me >= 0 && (s.cupid === me || s.lovers.includes(me)))) out.push(`${String(viewer)} knows the lovers`);
    if (v.script !== undefined) out.push(`${String(viewer)} holds the moderator's script`);
    if (viewer === "spectator" && (v.log as { private?: boolean }[]).some((l) => l.private)) out.push("the spectator holds a private line");
  } else if (s.center.length && !isDeepStrictEqual(v.center, s.center) && isDeepStrictEqual(c.view(), werewolf.view(s, "moderator"))) {
    out.push("the moderator misses the middle cards");
  }
  return out;
}

/** Raw bytes received since `from`: no living seat's item with a role this viewer may not know, no foreign secret. */
function byteProblems(roomId: string, c: TestClient, from: number): string[] {
  const s = truth(roomId);
  if (s.phase === "over" || s.phase === "setup") return [];
  const viewer = viewerOf(c);
  if (viewer === "moderator") return [];
  const buf = c.bytesSince(from);
  const out: string[] = [];
  for (let x = 0; x < s.n; x++) {
    if (mayKnowRole(s, viewer, x)) continue;
    if (buf.includes(Buffer.from(`{"seat":${x},"status":"alive","role":"${s.roles[x]}"`))) out.push(`${String(viewer)} received seat ${x}'s role`);
  }
  for (const secret of foreignSecrets(s, viewer)) if (buf.includes(Buffer.from(secret))) out.push(`${String(viewer)} received "${secret}"`);
  return out;
}

/** Runs the decoded-state check on every state change of every client; collects what it finds. */
function watch(roomId: string, clients: TestClient[]): { found: string[]; checks: number } {
  const log = { found: [] as string[], checks: 0 };
  for (const c of clients) {
    c.onChange(() => {
      try {
        log.checks++;
        for (const p of problems(roomId, c)) if (!log.found.includes(p)) log.found.push(p);
      } catch (e) {
        log.found.push(`check failed: ${String(e)}`);
      }
    });
  }
  return log;
}

/** Waits until every client's rebuilt view equals what the engine says that viewer may see. */
async function settled(roomId: string, clients: TestClient[]): Promise<void> {
  await Promise.all(
    clients.map((c) => {
      const expected = () => werewolf.view(truth(roomId), viewerOf(c));
      return c
        .until(() => isDeepStrictEqual(c.view(), expected()), 5000, `view of ${String(viewerOf(c))}`)
        .catch(() => {
          throw new Error(`viewer ${String(viewerOf(c))} never caught up: ${firstDifference(c.view(), expected())}`);
        });
    }),
  );
}

/** Where two JSON values first differ (for a readable failure). */
function firstDifference(a: unknown, b: unknown, path = "view"): string {
  if (isDeepStrictEqual(a, b)) return "(equal now)";
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path}: got ${JSON.stringify(a)} (${typeof a}), want ${JSON.stringify(b)} (${typeof b})`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as any)[k];
    const y = (b as any)[k];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}.${k}`);
  }
  return `${path}: differs in prototype or length`;
}

test("auto mode: one human player, six bots and a spectator play a whole game; nothing leaks; the record replays", async () => {
  const a = await TestClient.create(salon.ws_url, {
    ruleset: "werewolf",
    name: "Ann",
    seats: 7,
    botDelayMs: 1,
    options: { roles: ["seer", "witch", "hunter", "cupid", "littleGirl"], werewolves: 2 },
  });
  const roomId = a.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (let seat = 1; seat < 7; seat++) a.send("addBot", { seat });
  await a.until(() => (a.state.seats as any[]).filter((s: any) => s.kind === "bot").length === 6);
  const clients = [a, spectator];
  const watched = watch(roomId, clients);
  a.send("start");
  await a.until(() => a.state.status === "playing", 5000, "start");
  let marks = [0, 0];
  let decisions = 0;
  for (;;) {
    await waitFor(
      () => {
        const s = truth(roomId);
        const who = werewolf.toAct(s);
        return s.phase === "over" || (who.includes(0) && (s.step === "werewolves" || who.every((x) => x === 0)));
      },
      10000,
      "the human's turn",
    );
    const s = truth(roomId);
    if (s.phase === "over") break;
    if (s.step !== "werewolves") {
      await settled(roomId, clients);
      expect(problems(roomId, a)).toEqual([]);
      expect(problems(roomId, spectator)).toEqual([]);
    }
    expect([...byteProblems(roomId, a, marks[0]), ...byteProblems(roomId, spectator, marks[1])]).toEqual([]);
    marks = [a.bytes.length, spectator.bytes.length];
    // The human plays the first legal action, or agrees with a fellow werewolf's choice.
    const legal = werewolf.legalActions(s, 0);
    const mate = s.step === "werewolves" ? s.roles.findIndex((r, p) => r === "werewolf" && p !== 0 && s.alive[p] && s.wolfChoice[p] >= 0) : -1;
    const agree = mate >= 0 ? legal.find((x: any) => x.target === s.wolfChoice[mate] || (x.power === "catch" && s.wolfChoice[mate] === -2)) : undefined;
    const action = agree ?? legal[decisions % legal.length];
    const errors = a.errors.length;
    const before = a.bytes.length;
    a.send("action", action);
    await waitFor(() => a.errors.length > errors || truth(roomId) !== s, 5000, "the human's action");
    // A werewolf whose choice was overtaken by the bots may be refused nothing: only a real refusal fails.
    expect(a.errors.slice(errors).filter((e) => e.code !== "not_your_turn")).toEqual([]);
    void before;
    decisions++;
    if (decisions > 300) throw new Error("game did not end");
  }
  await Promise.all(clients.map((c) => c.until(() => c.state.status === "over", 5000, "over")));
  await settled(roomId, clients);
  expect(watched.found).toEqual([]);
  expect(watched.checks).toBeGreaterThan(0);
  // §8 when the game is over everything is public: the spectator sees every role
  const end = spectator.view() as any;
  expect(end.seats.map((x: any) => x.role)).toEqual(truth(roomId).roles);
  expect(["villagers", "werewolves", "lovers", null]).toContain(end.winner);

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("werewolf");
  expect(record.seed).toBeUndefined();
  expectReplayEnds(record, werewolf.scores(truth(roomId)), werewolf.outcome(truth(roomId)));
  await Promise.all(clients.map((c) => c.leave()));
});

test("human mode: the moderator assigns roles and drives every advance, acting for a silent player; nothing leaks; the record replays", async () => {
  const mod = await tableMiaModerates(salon.ws_url, "werewolf", 7, { roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"] });
  const roomId = mod.room.roomId;
  expect(mod.you).toEqual({ seat: null, role: "moderator", host: true });
  const a = await TestClient.join(salon.ws_url, roomId, { name: "Ann" });
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  expect([a.you?.seat, b.you?.seat]).toEqual([0, 1]);
  for (let seat = 2; seat < 7; seat++) mod.send("addBot", { seat });
  await mod.until(() => (mod.state.seats as any[]).filter((s: any) => s.kind === "bot").length === 5);
  const clients = [mod, a, b, spectator];
  const watched = watch(roomId, clients);
  mod.send("start");
  await mod.until(() => mod.state.status === "playing" && mod.view().phase === "setup", 5000, "setup");
  // Nobody but the moderator may deal; a player may not act for another seat.
  const errs = a.errors.length;
  a.send("action", { type: "advance" });
  await a.nextError(errs);
  mod.send("action", {
    type: "assignRoles",
    roles: ["seer", "witch", "werewolf", "thief", "cupid", "villager", "hunter"],
    center: ["werewolf", "littleGirl"],
  });
  await mod.until(() => mod.view().phase === "night", 5000, "night 1");
  // The thief (a quick bot) may already have swapped with the middle: the moderator's view follows the truth.
  await mod.until(() => isDeepStrictEqual((mod.view() as any).center, truth(roomId).center), 5000, "the middle cards");

  let marks = clients.map(() => 0);
  let steps = 0;
  let triedForeign = false;
  for (;;) {
    // Let the bots and the players give what they owe (bots move by themselves).
    await waitFor(
      () => {
        const s = truth(roomId);
        return s.phase === "over" || werewolf.toAct(s).every((x) => x === "moderator" || x === 0 || x === 1);
      },
      10000,
      "bots to decide",
    ).catch((e) => {
      const t = truth(roomId);
      throw new Error(
        `${String(e)} at ${t.phase} ${t.step}, toAct ${JSON.stringify(werewolf.toAct(t))}, owed ${JSON.stringify(t.owed)}, wolves ${JSON.stringify(t.wolfChoice)}, roles ${JSON.stringify(t.roles)}, alive ${JSON.stringify(t.alive)}`,
      );
    });
    let s = truth(roomId);
    if (s.phase === "over") break;
    await settled(roomId, clients);
    for (const c of clients) expect(problems(roomId, c)).toEqual([]);
    expect(clients.flatMap((c, i) => byteProblems(roomId, c, marks[i]))).toEqual([]);
    marks = clients.map((c) => c.bytes.length);
    expect(isDeepStrictEqual(mod.view(), werewolf.view(s, "moderator"))).toBe(true);
    const who = werewolf.toAct(s);
    let sender: TestClient;
    let action: unknown;
    if (who.includes(0)) {
      if (!triedForeign && who.includes(1)) {
        // §5 "Nobody else may act for another seat"
        triedForeign = true;
        const n = a.errors.length;
        a.send("action", { ...werewolf.legalActions(s, 1)[0], for: 1 });
        expect((await a.nextError(n)).message).toMatch(/another seat/);
      }
      sender = a;
      action = werewolf.legalActions(s, 0)[steps % werewolf.legalActions(s, 0).length];
    } else if (who.includes(1)) {
      sender = mod;
      const forB = werewolf.legalActions(s, "moderator").filter((x: any) => x.for === 1);
      action = forB[steps % forB.length];
    } else {
      sender = mod;
      action = { type: "advance" };
    }
    const errors = sender.errors.length;
    sender.send("action", action);
    await waitFor(() => sender.errors.length > errors || truth(roomId) !== s, 5000, `action ${JSON.stringify(action)}`);
    expect(sender.errors.slice(errors)).toEqual([]);
    s = truth(roomId);
    if (++steps > 600) throw new Error("game did not end");
  }
  await Promise.all(clients.map((c) => c.until(() => c.state.status === "over", 5000, "over")));
  await settled(roomId, clients);
  expect(watched.found).toEqual([]);
  expect(watched.checks).toBeGreaterThan(20);
  expect(steps).toBeGreaterThan(5);

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.deal).toEqual([]);
  expect(record.actions[0]).toEqual({ seat: "moderator", action: expect.objectContaining({ type: "assignRoles" }) });
  expect(record.actions.some((x: any) => x.seat === "moderator" && x.action.for === 1)).toBe(true);
  expectReplayEnds(record, werewolf.scores(truth(roomId)), werewolf.outcome(truth(roomId)));
  await Promise.all(clients.map((c) => c.leave()));
});

test("human mode cannot start without a moderator at the table", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "werewolf", name: "Ann", seats: 5, options: { moderator: "human" } });
  for (let seat = 1; seat < 5; seat++) a.send("addBot", { seat });
  await a.until(() => (a.state.seats as any[]).filter((s: any) => s.kind === "bot").length === 4);
  const n = a.errors.length;
  a.send("start");
  expect((await a.nextError(n)).code).toBe("not_ready");
  await a.leave();
});

void ({} as JsonObject);
