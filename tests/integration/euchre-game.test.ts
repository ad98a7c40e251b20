/**
 * A whole Euchre game through the real server and real colyseus.js clients: one human seat, three server
 * bots and a spectator. At every state change each client receives, its decoded state and the raw bytes
 * of that patch hold no card it may not know (other hands — a sitting-out partner's included — the kitty,
 * the dealer's discard, a turned-down upcard); the upcard is public while it is up. The finished game's
 * record replays to the same outcome.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import { rulesets } from "@salon/shared";
import { euchreAction, type EuchreState } from "@salon/shared/euchre";
import { bootSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const EUCHRE_CARD = /[9TJQKA][SHDC]/;

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ defaultBotDelayMs: 0 });
});
afterAll(() => salon.close());

type Viewer = number | "spectator";

/** The cards `viewer` may not know in the engine state `s` (§8). */
function hiddenFor(s: EuchreState, viewer: Viewer): Set<string> {
  const out = new Set<string>(s.kitty);
  s.hands.forEach((h, seat) => seat !== viewer && h.forEach((c) => out.add(c)));
  if (s.discarded && viewer !== s.dealer) out.add(s.discarded);
  if (s.upcardState === "down") out.add(s.upcard);
  return out;
}

interface Check {
  mark: number;
  hidden: Set<string>;
}

/**
 * Watches one client: at each state change, finds the server state its view was projected from (the
 * latest one in `history` whose view for this viewer equals the client's), checks the decoded state
 * against what is hidden there, and notes where this patch's bytes start for the raw-byte check.
 */
function watch(c: TestClient, viewer: Viewer, history: EuchreState[], rules: any, problems: string[], checks: Check[], upcardsSeen: Set<string>): void {
  c.onChange(() => {
    const v = c.view();
    if (v.phase === undefined) return;
    let s: EuchreState | undefined;
    for (let i = history.length - 1; i >= 0 && !s; i--) if (isDeepStrictEqual(rules.view(history[i], viewer), v)) s = history[i];
    if (!s) {
      problems.push(`viewer ${viewer} holds a view the engine never produced: ${JSON.stringify(v)}`);
      return;
    }
    const hidden = hiddenFor(s, viewer);
    const leaked = [...cardsInText(c.decodedText(), EUCHRE_CARD)].filter((x) => hidden.has(x));
    if (leaked.length) problems.push(`viewer ${viewer} decoded hidden ${leaked} in ${s.phase}`);
    if (typeof viewer === "number" && !isDeepStrictEqual((v.hand as string[]).slice().sort(), s.hands[viewer].slice().sort())) {
      problems.push(`seat ${viewer} does not hold exactly its hand`);
    }
    if (viewer === "spectator" && v.hand !== undefined) problems.push("the spectator holds a hand");
    // §8: the up-card is public while it is up.
    if (s.upcardState === "up") {
      if (v.upcard !== s.upcard) problems.push(`viewer ${viewer} does not see the up-card while it is up`);
      else upcardsSeen.add(`${s.handNo}:${s.upcard}`);
    }
    // This patch's bytes arrive just after this handler (the client records them after decoding).
    checks.push({ mark: c.bytes.length, hidden });
  });
}

test("one human, three bots and a spectator play a whole game; nothing hidden leaks at any state change; the record replays", async () => {
  const human = await TestClient.create(salon.ws_url, { ruleset: "euchre", name: "Ann", options: { targetScore: 5 }, botDelayMs: 5 });
  const roomId = human.room.roomId;
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  expect(human.you).toEqual({ seat: 0, role: "player", host: true });
  expect(spectator.you).toEqual({ seat: null, role: "spectator" });

  // The server's truth: every state the room projects, in order (states are immutable, so keep them all).
  const room = matchMaker.getLocalRoomById(roomId) as any;
  const history: EuchreState[] = [];
  const afterMove = room.afterMove.bind(room);
  room.afterMove = () => {
    if (room.game) history.push(room.game.state);
    afterMove();
  };
  const problems: string[] = [];
  const checks = new Map<TestClient, Check[]>([
    [human, []],
    [spectator, []],
  ]);
  const rules = rulesets.euchre;
  const upcardsSeen = new Set<string>();
  watch(human, 0, history, rules, problems, checks.get(human)!, new Set());
  watch(spectator, "spectator", history, rules, problems, checks.get(spectator)!, upcardsSeen);

  for (const seat of [1, 2, 3]) human.send("addBot", { seat });
  await human.until(() => human.state.seats.every((s: any) => s.kind !== "empty"), 5000, "bots seated");
  human.send("start");
  await human.until(() => human.state.status === "playing", 5000, "game start");

  let moves = 0;
  let humanBids = 0;
  while (human.state.status === "playing") {
    await human.until(() => human.state.status !== "playing" || ((human.view().legal as string[]) ?? []).length > 0, 10000, "the human's turn or the end");
    if (human.state.status !== "playing") break;
    const view = human.view();
    const legal = view.legal as string[];
    // Vary the human's choices: pass mostly, sometimes order up or call (alone now and then), any card.
    let choice = legal[0];
    if (view.phase === "bid1" || view.phase === "bid2" || view.phase === "defend") {
      humanBids++;
      choice = humanBids % 3 === 0 ? legal[Math.min(legal.length - 1, 1 + (humanBids % 2))] : legal.includes("pass") ? "pass" : legal[0];
    } else choice = legal[moves % legal.length];
    const errors = human.errors.length;
    const before = history.length;
    const shown = JSON.stringify(view);
    human.send("action", euchreAction(view.phase as string, choice));
    await human.until(() => history.length > before || human.errors.length > errors, 5000, "the server took the move");
    // Legal moves are rebuilt from the client's own view: wait until the move has reached it.
    await human.until(() => JSON.stringify(human.view()) !== shown || human.errors.length > errors, 5000, "the move reached the client");
    expect(human.errors.slice(errors)).toEqual([]);
    moves++;
    if (moves > 500) throw new Error("game did not end");
  }
  await Promise.all([human, spectator].map((c) => c.until(() => c.state.status === "over", 5000, "game over")));
  const last = history[history.length - 1];
  await Promise.all(
    [human, spectator].map((c, i) => c.until(() => isDeepStrictEqual(c.view(), rules.view(last, i === 0 ? 0 : "spectator")), 5000, "final view")),
  );

  expect(problems).toEqual([]);
  // The spectator saw the up-card of (nearly) every hand while it was up.
  expect(upcardsSeen.size).toBeGreaterThan(0);
  // Raw bytes: each patch's bytes (from its mark to the next one) name no card hidden in its state.
  for (const [c, list] of checks) {
    expect(list.length).toBeGreaterThan(20);
    list.forEach((k, i) => {
      const end = i + 1 < list.length ? list[i + 1].mark : c.bytes.length;
      const bytes = Buffer.concat(c.bytes.slice(k.mark, end));
      expect(cardsInBytes(bytes, k.hidden)).toEqual([]);
    });
  }
  // The game really went through several hands and both kinds of state the page hides.
  expect(last.results.length).toBeGreaterThan(1);
  const finalView = human.view();
  expect(finalView.phase).toBe("over");

  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("euchre");
  expect(record.seed).toBeUndefined();
  expect(record.deal).toHaveLength(last.results.length);
  expectReplayEnds(record, finalView.scores, expect.objectContaining({ scores: finalView.scores, winners: finalView.winners }));
  await Promise.all([human, spectator].map((c) => c.leave()));
});
