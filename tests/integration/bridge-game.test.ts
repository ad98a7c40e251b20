/**
 * Whole bridge games through the real server and real colyseus.js clients: a human seat (North) with
 * three bots, and a spectator. At every state change, no client holds another hand's unplayed card,
 * in decoded state or in the raw bytes of the current deal, except dummy's from the opening lead and
 * the declarer's while a claim is pending. The finished game's record replays to the same outcome and
 * exports as PBN that parses back; a PBN import sets up a table that deals its boards in order.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import type { JsonObject } from "@salon/shared";
import { fromPbnCall, parsePbn, pbnBoards } from "@salon/shared/bridge/pbn";
import { BRIDGE_DECK, parsePbnDeal } from "@salon/shared/bridge/cards";
import { callFromView } from "@salon/shared/bridge/auction";
import { useSalon } from "../support/server";
import { cardsInBytes, cardsInText, TestClient, engineView, waitFor } from "../support/clients";
import { expectReplayEnds, fetchRecord } from "../support/records";

const CARD = /[2-9TJQKA][SHDC]/;

const salon = useSalon();

function room(roomId: string): any {
  return matchMaker.getLocalRoomById(roomId) as any;
}
/** The deals the server's game has used so far, by deal number. */
function dealsUsed(roomId: string): string[][][] {
  const g = room(roomId).game;
  return (g.rules.deals(g.state) as { hands: string[][] }[]).map((d) => d.hands);
}

/**
 * Watches one client: on every state change, checks its decoded state and the raw bytes it received
 * during the current deal against what its viewer may know (§8). Returns the number of checks made.
 */
function watch(c: TestClient, roomId: string, seat: number | null, failures: string[]): () => number {
  let checks = 0;
  let dealNo = -1;
  let dealMark = 0;
  let lastLen = 0;
  let claimSeen = false;
  let prevView: JsonObject = {};
  let transition: Buffer[] = [];
  let shownBefore = new Set<string>();
  const onChange = () => {
    if (!room(roomId)?.game) return;
    const v = c.view();
    if (typeof v.dealNo !== "number" || v.phase === "over" || c.state.status !== "playing") {
      lastLen = c.bytes.length;
      return;
    }
    if (v.dealNo !== dealNo) {
      dealNo = v.dealNo;
      // The patch that starts a deal is checked on its own: removing the last trick from a list may
      // re-send the cards that were on the table just before (public then), nothing else of the old deal.
      transition = c.bytes.slice(lastLen);
      shownBefore = new Set(cardsInText(JSON.stringify(prevView), CARD));
      dealMark = c.bytes.length;
      claimSeen = false;
    }
    lastLen = c.bytes.length;
    const hands = dealsUsed(roomId)[dealNo];
    if (!hands) return;
    const played = new Set<string>([...((v.played as { cards: string[] }[]) ?? []).flatMap((t) => t.cards), ...((v.trick as string[]) ?? [])]);
    if (v.phase === "claim") claimSeen = true;
    const allowedNow = new Set<string>(played);
    if (seat !== null) for (const x of hands[seat]) allowedNow.add(x);
    const dummy = v.dummy as number;
    // Dummy is faced once the opening lead is made (a card shows on the table), not because the view says so.
    if (played.size > 0) for (const x of hands[dummy]) allowedNow.add(x);
    const allowedEver = new Set(allowedNow);
    if (claimSeen) for (const x of hands[v.declarer as number]) allowedEver.add(x);
    if (v.phase === "claim") for (const x of hands[v.declarer as number]) allowedNow.add(x);
    const hiddenNow = BRIDGE_DECK.filter((x) => !allowedNow.has(x));
    const hiddenEver = BRIDGE_DECK.filter((x) => !allowedEver.has(x));
    const seen = cardsInText(c.decodedText(), CARD);
    const leakedText = hiddenNow.filter((x) => seen.has(x));
    const leakedBytes = [
      ...cardsInBytes(c.bytesSince(dealMark), hiddenEver),
      ...cardsInBytes(
        Buffer.concat(transition),
        hiddenEver.filter((x) => !shownBefore.has(x)),
      ),
    ];
    if (leakedText.length || leakedBytes.length) {
      failures.push(`viewer ${seat ?? "spectator"} deal ${dealNo} phase ${v.phase}: text ${leakedText.join(" ")} bytes ${leakedBytes.join(" ")}`);
    }
    if (seat !== null && !isDeepStrictEqual((v.hand as string[]).slice().sort(), room(roomId).game.state.hands[seat].slice().sort())) {
      // The server may be ahead of this client; only a hand that is not a subset of the dealt one is wrong.
      if ((v.hand as string[]).some((x) => !hands[seat].includes(x))) failures.push(`seat ${seat} holds a card it was not dealt`);
    }
    checks++;
    prevView = v;
  };
  c.onChange(onChange);
  return () => checks;
}

test("§8 a human North, three bots and a spectator play whole duplicate boards; nothing hidden leaks; record and PBN", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", botDelayMs: 4, options: { scoring: "duplicate", boards: 4 } });
  const roomId = a.room.roomId;
  expect(a.you).toEqual({ seat: 0, role: "player", host: true });
  const spectator = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  const failures: string[] = [];
  const checksA = watch(a, roomId, 0, failures);
  const checksS = watch(spectator, roomId, null, failures);
  for (const seat of [1, 2, 3]) a.send("addBot", { seat });
  await a.until(() => a.state.seats.every((s: any) => s.kind !== "empty"));
  a.send("start");
  await a.until(() => a.state.status === "playing");

  let moves = 0;
  let asDeclarer = 0;
  let dummyCards = 0;
  let claims = 0;
  while (a.state.status === "playing") {
    // Ann's turn on the server, and her client caught up with it.
    await waitFor(
      () => {
        if (a.state.status !== "playing") return true;
        const g = room(roomId).game;
        return g.toAct().includes(0) && isDeepStrictEqual(engineView(a.view()), g.rules.view(g.state, 0));
      },
      8000,
      "Ann's turn",
    );
    if (a.state.status !== "playing") break;
    const v = a.view();
    const legal = v.legal as string[];
    const before = room(roomId).game.moves;
    const errors = a.errors.length;
    if (v.phase === "auction") {
      const mine = (v.calls as string[]).filter((_, i) => ((v.dealer as number) + i) % 4 === 0).length;
      // As dealer open 7NT (Ann declares, South is dummy); otherwise the lowest bid first, then pass.
      const bid = v.dealer === 0 ? "7NT" : legal.find((x) => /^[1-7]/.test(x));
      a.send("action", { type: "call", call: callFromView(mine === 0 && bid ? bid : "pass") });
    } else if (v.phase === "claim") {
      a.send("action", { type: moves % 2 ? "acceptClaim" : "rejectClaim" });
    } else {
      if (v.declarer === 0) asDeclarer++;
      const fromDummy = v.turn === v.dummy;
      if (fromDummy) {
        dummyCards++;
        expect(v.dummyHand).toEqual(room(roomId).game.state.hands[v.dummy as number]);
      }
      const left = 13 - (v.played as unknown[]).length;
      if (legal.includes("claim") && left === 3 && claims === 0) {
        claims++;
        a.send("action", { type: "claim", tricks: 3 });
      } else {
        const card = legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x))!;
        a.send("action", { type: "play", card });
      }
    }
    await waitFor(() => room(roomId).game.moves > before || a.errors.length > errors, 8000, "an answer");
    // A claim is answered by both defenders at once: a bot's reject may overtake Ann's answer.
    if (v.phase !== "claim") expect(a.errors.slice(errors)).toEqual([]);
    if (++moves > 500) throw new Error("the game did not end");
  }
  await Promise.all([a, spectator].map((c) => c.until(() => c.state.status === "over")));
  expect(failures).toEqual([]);
  expect(checksA()).toBeGreaterThan(50);
  expect(checksS()).toBeGreaterThan(50);
  expect(asDeclarer).toBeGreaterThan(0);
  expect(dummyCards).toBeGreaterThan(0);
  const finalView = a.view();
  expect(finalView.phase).toBe("over");
  // Dummy's seat never acted: every record entry in play came from the hand's owner or from declarer for dummy.
  const record = await fetchRecord(salon.http_url, roomId);
  expect(record.ruleset).toBe("bridge");
  expectReplayEnds(record, finalView.scores, expect.objectContaining({ scores: finalView.scores }));

  const pbn = await fetch(`${salon.http_url}/api/records/${roomId}?format=pbn`);
  expect(pbn.status).toBe(200);
  expect(pbn.headers.get("content-type")).toMatch(/application\/x-pbn/);
  const text = await pbn.text();
  const games = parsePbn(text);
  const results = finalView.results as JsonObject[];
  expect(games.map((g) => g.tags.Board)).toEqual(results.map((r) => String(r.board)));
  expect(games.map((g) => g.tags.Contract)).toEqual(results.map((r) => callFromView(r.contract as string) || "Pass"));
  expect(games.map((g) => g.tags.North)).toEqual(results.map(() => "Ann"));
  const used = dealsUsed(roomId);
  games.forEach((g, i) => {
    expect(parsePbnDeal(g.tags.Deal)!.map((h) => h.sort())).toEqual(used[i].map((h) => h.slice().sort()));
    // Calls, and the note references of alerted calls ("2C =1=", §5.5).
    expect(g.sections.Auction.every((t) => fromPbnCall(t) !== null || /^=\d+=$/.test(t))).toBe(true);
  });
  expect((await fetch(`${salon.http_url}/api/records/${roomId}?format=xml`)).status).toBe(400);
  console.log(`bridge integration: ${moves} human moves, ${asDeclarer} as declarer, ${dummyCards} dummy cards, ${checksA()} + ${checksS()} leak checks`);

  // A club replays these boards: a new table created from the PBN deals them in order, dealer as in the file.
  const b = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Bea", botDelayMs: 10_000, pbn: text, options: { scoring: "duplicate" } });
  for (const seat of [1, 2, 3]) b.send("addBot", { seat });
  await b.until(() => b.state.seats.every((s: any) => s.kind !== "empty"));
  b.send("start");
  await b.until(() => b.state.status === "playing" && Array.isArray(b.view().hand));
  const boards = pbnBoards(text);
  if ("error" in boards) throw new Error(boards.error);
  expect(JSON.parse(b.state.options)).toMatchObject({ boards: boards.boards.length, firstBoard: boards.boards[0].board });
  expect(b.view().dealer).toBe(boards.boards[0].dealer);
  expect((b.view().hand as string[]).slice().sort()).toEqual(boards.boards[0].hands[0].slice().sort());
  expect(dealsUsed(b.room.roomId)[0].map((h) => h.slice().sort())).toEqual(boards.boards[0].hands.map((h) => h.slice().sort()));
  await Promise.all([a, spectator, b].map((c) => c.leave()));
}, 60_000);

test("GET /api/rulesets lists bridge's file formats", async () => {
  const list = (await (await fetch(`${salon.http_url}/api/rulesets`)).json()) as { id: string; imports: string[]; exports: string[] }[];
  expect(list.find((r) => r.id === "bridge")).toMatchObject({ imports: ["pbn", "lin"], exports: ["pbn", "lin"] });
  expect(list.find((r) => r.id === "fox")).toMatchObject({ imports: [], exports: [] });
});

test("a refused PBN import says why", async () => {
  await expect(TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Cy", pbn: '[Event "nothing"]' })).rejects.toThrow(/no deal found/);
  await expect(TestClient.create(salon.ws_url, { ruleset: "fox", name: "Cy", pbn: "x" })).rejects.toThrow(/cannot import/);
});
