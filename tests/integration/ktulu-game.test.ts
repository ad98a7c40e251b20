/**
 * Whole Ktulu games through the real server and real colyseus.js clients, in both moderator modes: one human
 * player, bots, a spectator (and, in human mode, a moderator client driving `advance`). Every state change each
 * client decodes must be exactly some reached state's view for that viewer, and that view may hold no character,
 * statuette holder or night result the rules (§8) do not give that viewer — nor may the raw bytes; the moderator
 * holds everything; the finished game's record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import { replay, rulesets, type DeductionView, type JsonObject } from "@salon/shared";
import type { KtuluState } from "@salon/shared/ktulu";
import { Game } from "../../server/src/game";
import { bootSalon } from "../support/server";
import { cardsInBytes, tableMiaModerates, TestClient } from "../support/clients";

// Every state each Game instance reaches, so a client's view can be matched against the state it shows (the
// test reads the game's private engine state: the room itself only ever asks the game for views).
const history = new WeakMap<Game, unknown[]>();
const origAct = Game.prototype.act;
Game.prototype.act = function (this: Game, seat, raw) {
  const h = history.get(this) ?? [this["state"]];
  history.set(this, h);
  const r = origAct.call(this, seat, raw);
  if (r.ok) h.push(this["state"]);
  return r;
};

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const roomOf = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
const FACTION: Record<string, string> = {};
for (const [r, info] of Object.entries((require("@salon/shared/ktulu/catalog") as typeof import("../../shared/src/ktulu/catalog")).ktuluCatalog.roles))
  FACTION[r] = info.faction;

type Viewer = number | "spectator" | "moderator";
interface Watch {
  game?: Game;
  client: TestClient;
  viewer: Viewer;
  at: number; // index in the history of the last matched state
  mark: number; // bytes checked so far
  changes: number;
}

/** The §8 rules for one viewer of one state (independent of the engine's view code). */
function leaks(s: KtuluState, viewer: Viewer, v: DeductionView): string[] {
  const out: string[] = [];
  const over = s.phase === "over";
  const hidden = (i: number) => s.phase === "night" && (s.diedTonight.includes(i) || s.escapedTonight.includes(i));
  const pub = (i: number) => s.revealed.includes(i) && !hidden(i);
  const me = typeof viewer === "number" ? viewer : null;
  const mine =
    me === null
      ? ""
      : s.log
          .filter((l) => l.to?.includes(me))
          .map((l) => l.text)
          .join("\n");
  const mate = (i: number) => me !== null && FACTION[s.roles[me]] !== "town" && FACTION[s.roles[me]] === FACTION[s.roles[i]];
  if (viewer === "moderator") {
    if (s.roles.length && !v.seats.every((x, i) => x.role === s.roles[i])) out.push("the moderator misses a character");
    if (!v.script) out.push("the moderator has no script");
    return out;
  }
  if (v.script) out.push("a script reached a non-moderator");
  v.seats.forEach((x, i) => {
    if (x.role !== null && !over && i !== me && !pub(i) && !mate(i) && !new RegExp(`seat ${i + 1}\\b`, "i").test(mine)) out.push(`role of seat ${i} leaked`);
    if (x.marks.includes("statuette") && !over) {
      const ok = me !== null && (s.planted ? s.planted.by === me : me === i || mate(i));
      if (!ok || s.holder !== i) out.push(`the holder leaked (${i})`);
    }
    if (x.notes) out.push("moderator notes leaked");
  });
  const privateLines = v.log.filter((l) => l.private).length;
  const allowed = me === null ? 0 : s.log.filter((l) => l.to?.includes(me)).length;
  if (privateLines !== allowed) out.push(`private lines: ${privateLines} vs ${allowed}`);
  if (s.phase === "night" && v.step !== "night" && (me === null || !s.cur?.actors.includes(me))) out.push("a night step leaked");
  return out;
}

function watch(roomId: string, client: TestClient, viewer: Viewer, problems: string[]): Watch {
  const w: Watch = { client, viewer, at: 0, mark: 0, changes: 0 };
  const check = () => {
    const room = roomOf(roomId);
    const game = room?.game as Game | undefined;
    if (!game || client.state.status === "waiting") return;
    // A new game at the same table: the first patch can still carry the finished game's public end view
    // (§8: after the game every character is public), so its bytes are not held against the new deal.
    const fresh = w.game !== game;
    if (fresh) ((w.game = game), (w.at = 0), (w.changes = 0));
    const h = history.get(game) ?? [game["state"]];
    const v = client.view();
    if (!("phase" in v)) return;
    let k = w.at;
    while (k < h.length && !isDeepStrictEqual(v, game.rules.view(h[k], viewer))) k++;
    if (k === h.length) {
      // the newest state may not be in the history yet when no action happened (start): compare with it
      if (!isDeepStrictEqual(v, game.view(viewer))) problems.push(`${viewer}: a decoded view matches no reached state`);
      return;
    }
    w.at = k;
    w.changes++;
    const s = h[k] as KtuluState;
    for (const p of leaks(s, viewer, v as unknown as DeductionView)) problems.push(`${viewer}: ${p}`);
    // Raw bytes since the last check: no character id that this viewer knows no seat of.
    const known = new Set((v as unknown as DeductionView).seats.map((x) => x.role).filter((r): r is string => r !== null));
    const secret = [...new Set(s.roles)].filter((r) => !known.has(r));
    const buf = client.bytesSince(w.mark);
    w.mark = client.bytes.length;
    const found = fresh ? [] : cardsInBytes(buf, secret);
    if (found.length) {
      problems.push(`${viewer}: raw bytes hold ${found.join(", ")}`);
    }
  };
  client.onChange(() => {
    try {
      check();
    } catch (e) {
      problems.push(`${viewer}: check failed: ${(e as Error).message}`);
    }
  });
  return w;
}

async function waitFor(pred: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

/** Sends `pick(legal)` for a client whose view is current and who has something to do; returns whether it sent. */
function maybeAct(roomId: string, c: TestClient, viewer: Viewer, pick: (legal: JsonObject[], v: JsonObject) => JsonObject | null): boolean {
  const game = roomOf(roomId)?.game as Game;
  const v = c.view();
  if (!game || !isDeepStrictEqual(v, game.view(viewer))) return false;
  const legal = (v.legal as JsonObject[]) ?? [];
  if (legal.length === 0) return false;
  const a = pick(legal, v);
  if (!a) return false;
  c.send("action", a);
  return true;
}

async function finish(roomId: string, clients: TestClient[], watches: Watch[], problems: string[], drive: () => boolean, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (clients[0].state.status === "playing") {
    if (Date.now() > end) throw new Error(`the game did not end in time (${roomOf(roomId)?.game.state.phase} ${roomOf(roomId)?.game.state.round})`);
    const before = roomOf(roomId).game.moves;
    if (drive()) await waitFor(() => roomOf(roomId).game.moves !== before || clients[0].state.status !== "playing", 500);
    else await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(clients.map((c) => c.until(() => c.state.status === "over", 5000)));
  await waitFor(() => watches.every((w) => isDeepStrictEqual(w.client.view(), roomOf(roomId).game.rules.view(roomOf(roomId).game.state, w.viewer))), 5000);
  expect(problems.slice(0, 10)).toEqual([]);
  for (const w of watches) expect(w.changes).toBeGreaterThan(0);
}

async function checkRecord(roomId: string): Promise<any> {
  const game = roomOf(roomId).game as Game;
  const res = await fetch(`${salon.http_url}/api/records/${roomId}`);
  expect(res.status).toBe(200);
  const record = (await res.json()) as any;
  expect(record.ruleset).toBe("ktulu");
  expect(record.seed).toBeUndefined();
  const r = replay(rulesets, record);
  expect(r.report).toEqual({ ok: true, phase: "over", over: true, scores: game.rules.scores(game["state"]), outcome: game.outcome() });
  return record;
}

test("auto mode: one human, six bots and a spectator play a whole game; nothing secret leaks; the record replays", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "ktulu", name: "Ann", seats: 7, botDelayMs: 1, options: { discussionSeconds: 1 } });
  const roomId = ann.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (let seat = 1; seat < 7; seat++) ann.send("addBot", { seat });
  await ann.until(() => ann.state.seats.every((s: any) => s.kind !== "empty"));
  const problems: string[] = [];
  const watches = [watch(roomId, ann, 0, problems), watch(roomId, spectator, "spectator", problems)];
  let deadlineSeen = false;
  ann.room.onStateChange(() => (deadlineSeen ||= ann.state.deadline > 0));
  // Random bots can end a game at night 0 (a jailed band leader): play again until one lasts a while.
  for (let g = 0; g < 8; g++) {
    const gameNo = ann.state.gameNo;
    ann.send("start");
    await ann.until(() => ann.state.gameNo === gameNo + 1, 5000, "start");
    let turn = 0;
    await finish(
      roomId,
      [ann, spectator],
      watches,
      problems,
      () =>
        maybeAct(roomId, ann, 0, (legal) => {
          // On day 1 Ann never says she is ready, so the automatic moderator's time-out ends the discussion.
          if (legal.some((a) => a.type === "ready")) return roomOf(roomId).game.state.round === 1 ? null : { type: "ready" };
          return legal[turn++ % legal.length];
        }),
      90000,
    );
    expect(ann.state.deadline).toBe(0);
    const record = await checkRecord(roomId);
    // Ann never said ready on day 1: if its search opened with her alive, only the time-out ended the discussion.
    const reached = (history.get(roomOf(roomId).game) as KtuluState[]).find((x) => x.phase === "day" && x.round === 1 && x.cur?.id === "search");
    if (reached && reached.status[0] === "alive") {
      expect(record.actions).toContainEqual({ seat: "moderator", action: { type: "advance" } });
      expect(deadlineSeen).toBe(true);
    }
    if (record.actions.length >= 30) break;
  }
  expect(roomOf(roomId).game.moves).toBeGreaterThanOrEqual(30);
  await Promise.all([ann, spectator].map((c) => c.leave()));
});

test("human mode: a moderator client drives advance, ties and poison; one human, bots, a spectator; nothing leaks; the record replays", async () => {
  const mod = await tableMiaModerates(salon.ws_url, "ktulu", 7);
  const roomId = mod.room.roomId;
  expect(mod.you).toEqual({ seat: null, role: "moderator", host: true });
  const ann = await TestClient.join(salon.ws_url, roomId, { name: "Ann", seat: 0 });
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (let seat = 1; seat < 7; seat++) mod.send("addBot", { seat });
  await mod.until(() => mod.state.seats.every((s: any) => s.kind !== "empty"));
  const problems: string[] = [];
  const watches = [watch(roomId, ann, 0, problems), watch(roomId, spectator, "spectator", problems), watch(roomId, mod, "moderator", problems)];
  let turn = 0;
  const modPick = (legal: JsonObject[], v: JsonObject) => {
    const by = (t: string) => legal.find((a) => a.type === t);
    // The moderator mostly lets the human answer first, then closes the step.
    if (((ann.view().legal as unknown[] | undefined) ?? []).length > 0 && v.phase !== "setup" && turn++ % 4 !== 0) return null;
    return by("strikePoison") ?? by("resolveTie") ?? by("advance") ?? null;
  };
  for (let g = 0; g < 8; g++) {
    const gameNo = mod.state.gameNo;
    mod.send("start");
    await mod.until(() => mod.state.gameNo === gameNo + 1, 5000, "start");
    await finish(
      roomId,
      [mod, ann, spectator],
      watches,
      problems,
      () => maybeAct(roomId, ann, 0, (legal) => legal[turn++ % legal.length]) || maybeAct(roomId, mod, "moderator", modPick),
      90000,
    );
    const record = await checkRecord(roomId);
    expect(record.deal[0].setup).toBe(true);
    expect(record.actions[0]).toEqual({ seat: "moderator", action: { type: "advance" } });
    if (record.actions.length >= 30) break;
  }
  expect(roomOf(roomId).game.moves).toBeGreaterThanOrEqual(30);
  await Promise.all([mod, ann, spectator].map((c) => c.leave()));
});
