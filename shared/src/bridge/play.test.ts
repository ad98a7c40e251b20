/** §5.2 play (dummy played by declarer, Law 44 following, trick winners), §5.4 claims and §8 views. */
import { bridge } from "./index";
import { act, calls, playTricks, roundRobinDeal, start } from "./testkit";
import type { BridgeState } from "./state";

/** N declares 1NT (dealer N: 1NT p p p): E leads, S is dummy. */
function inPlay(): BridgeState {
  return calls(start({}, [roundRobinDeal(), roundRobinDeal(1)], 0), "1NT p p p");
}

describe("§5.2 play", () => {
  test("§5.2 the opening leader is declarer's left; dummy's seat never acts, the declarer plays dummy's cards", () => {
    let s = inPlay();
    expect([s.turn, bridge.toAct(s)]).toEqual([1, [1]]);
    s = act(s, 1, { type: "play", card: "2H" });
    // Dummy (S = 2) is on turn: the declarer (N = 0) acts for it.
    expect([s.turn, bridge.toAct(s)]).toEqual([2, [0]]);
    expect(bridge.legalActions(s, 2)).toEqual([]);
    expect(bridge.apply(s, 2, { type: "play", card: "3H" })).toEqual({ ok: false, error: "Dummy does not play: the declarer plays dummy's cards" });
    expect(bridge.apply(s, 0, { type: "play", card: "5H" }).ok).toBe(false); // N's own card on dummy's turn
    s = act(s, 0, { type: "play", card: "3H" });
    expect(s.turn).toBe(3);
    s = act(s, 3, { type: "play", card: "4H" });
    expect(bridge.apply(s, 0, { type: "play", card: "3C" })).toEqual({
      ok: false,
      error: "You must follow the led suit (H)",
      code: "must_follow",
      params: { suit: "H" },
    });
    expect(bridge.apply(s, 0, { type: "play", card: "7H" })).toEqual({
      ok: false,
      error: "It is your own hand's turn, not dummy's: play a card from your hand",
    });
    s = act(s, 0, { type: "play", card: "5H" });
    expect(s.played[0]).toEqual({ leader: 1, cards: ["2H", "3H", "4H", "5H"], winner: 0 });
    expect(s.won).toEqual([1, 0]);
  });

  test("§5.2 Law 44: a hand holding the led suit must follow; otherwise any card; no duty to trump", () => {
    let s = calls(
      start({}, [
        {
          hands: [
            ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"],
            ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"],
            ["AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D"],
            ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C"],
          ],
        },
      ]),
      "1D p p p",
    );
    // N declares 1D, E leads, S (dummy) holds only diamonds.
    expect(s.contract!.declarer).toBe(0);
    s = act(s, 1, { type: "play", card: "2H" });
    // Dummy S holds no heart: any card, trumps not forced.
    expect(bridge.legalActions(s, 0).filter((a) => a.type === "play")).toHaveLength(13);
    s = act(s, 0, { type: "play", card: "2D" });
    s = act(s, 3, { type: "play", card: "2C" });
    s = act(s, 0, { type: "play", card: "2S" });
    expect(s.played[0].winner).toBe(2); // the lone trump wins
  });

  test("§6 in NT the highest card of the led suit wins; off-suit aces do not", () => {
    let s = inPlay();
    s = playTricks(s, 1);
    const t = s.played[0];
    expect(t.cards.every((c) => c[1] === t.cards[0][1])).toBe(true);
  });

  test("§5.3 after 13 tricks the deal is scored and the next deal starts with the next dealer", () => {
    let s = inPlay();
    s = playTricks(s, 13);
    expect(s.results).toHaveLength(1);
    expect([s.phase, s.dealer, s.dealNo]).toEqual(["auction", 1, 1]);
    const r = s.results[0];
    expect(r.contract).toBe("1NT");
    expect(r.tricks + (13 - r.tricks)).toBe(13);
  });
});

describe("§5.4 claims", () => {
  test("§5.4 only after the opening lead, by the declarer; defenders accept → declarer's side gets won + N", () => {
    let s = inPlay();
    expect(bridge.legalActions(s, 0)).toEqual([]);
    s = act(s, 1, { type: "play", card: "2H" });
    expect(bridge.apply(s, 1, { type: "claim", tricks: 3 }).ok).toBe(false);
    expect(bridge.legalActions(s, 0).filter((a) => a.type === "claim")).toHaveLength(14);
    s = act(s, 0, { type: "claim", tricks: 9 });
    expect(s.phase).toBe("claim");
    expect(bridge.toAct(s)).toEqual([1, 3]);
    expect(bridge.apply(s, 0, { type: "acceptClaim" })).toEqual({ ok: false, error: "Only the defenders answer a claim" });
    expect(bridge.apply(s, 2, { type: "acceptClaim" }).ok).toBe(false);
    s = act(s, 3, { type: "acceptClaim" });
    expect(bridge.toAct(s)).toEqual([1]);
    s = act(s, 1, { type: "acceptClaim" });
    expect(s.results[0]).toMatchObject({ contract: "1NT", declarer: 0, tricks: 9 });
    expect(s.totals[0]).toBe(40 + 60); // rubber: 40 below, two overtricks 60 above
  });

  test("§5.4 one reject withdraws the claim; play continues where it stood; no new claim before a card", () => {
    let s = inPlay();
    s = act(s, 1, { type: "play", card: "2H" });
    const before = s;
    s = act(s, 0, { type: "claim", tricks: 13 });
    s = act(s, 1, { type: "rejectClaim" });
    expect(s.phase).toBe("play");
    expect([s.turn, s.trick, s.hands]).toEqual([before.turn, before.trick, before.hands]);
    expect(bridge.apply(s, 0, { type: "claim", tricks: 12 })).toEqual({
      ok: false,
      error: "After a rejected claim, play at least one more card before claiming again",
    });
    s = act(s, 0, { type: "play", card: "3H" });
    s = act(s, 3, { type: "play", card: "4H" });
    expect(bridge.apply(s, 0, { type: "claim", tricks: 12 }).ok).toBe(true);
  });

  test("§5.4 claims off: refused", () => {
    let s = calls(start({ claims: false }, [roundRobinDeal()], 0), "1NT p p p");
    s = act(s, 1, { type: "play", card: "2H" });
    expect(bridge.apply(s, 0, { type: "claim", tricks: 7 })).toEqual({ ok: false, error: "Claims are off at this table" });
  });
});

describe("§8 views", () => {
  const cardsOf = (v: object) =>
    new Set(
      JSON.stringify(v)
        .match(/"[2-9TJQKA][SHDC]"/g)
        ?.map((x) => x.slice(1, 3)) ?? [],
    );
  test("§8 before the lead nobody sees dummy; after it everyone does; the dummy player sees his own hand", () => {
    let s = inPlay();
    for (const v of [1, 3, "spectator"] as const) expect(bridge.view(s, v).dummyHand).toBeUndefined();
    expect(bridge.view(s, 2).hand).toEqual(s.hands[2]);
    s = act(s, 1, { type: "play", card: "2H" });
    for (const v of [0, 1, 2, 3, "spectator"] as const) expect(bridge.view(s, v).dummyHand).toEqual(s.hands[2]);
  });
  test("§8 a seat's view holds no other hand's unplayed card except dummy's after the lead", () => {
    let s = inPlay();
    for (let step = 0; step < 30; step++) {
      for (const seat of [0, 1, 2, 3]) {
        const seen = cardsOf(bridge.view(s, seat));
        const allowed = new Set([...s.hands[seat], ...(s.played.length || s.trick.length ? s.hands[2] : [])]);
        for (let o = 0; o < 4; o++) if (o !== seat) for (const c of s.hands[o]) if (!allowed.has(c)) expect([seat, c, seen.has(c)]).toEqual([seat, c, false]);
      }
      const seat = bridge.toAct(s)[0] as number;
      s = act(s, seat, bridge.legalActions(s, seat).find((a) => a.type === "play")!);
    }
    const spec = cardsOf(bridge.view(s, "spectator"));
    for (const o of [0, 1, 3]) for (const c of s.hands[o]) expect(spec.has(c)).toBe(false);
  });
  test("§8 while a claim is pending everyone sees the declarer's cards; after a reject they are hidden again", () => {
    let s = inPlay();
    s = act(s, 1, { type: "play", card: "2H" });
    s = act(s, 0, { type: "claim", tricks: 7 });
    expect(bridge.view(s, "spectator").declarerHand).toEqual(s.hands[0]);
    s = act(s, 3, { type: "rejectClaim" });
    expect(bridge.view(s, "spectator").declarerHand).toBeUndefined();
  });
  test("§8 calls and contracts show suit symbols: no view string outside the own hand reads like a card code", () => {
    let s = calls(start({}, [roundRobinDeal(), roundRobinDeal(1)], 0), "1S 2H 3C X XX 4S p p p");
    const v = bridge.view(s, 1) as { hand: string[]; calls: string[]; contract: string; legal: string[] };
    expect(v.calls).toEqual(["1\u2660", "2\u2665", "3\u2663", "X", "XX", "4\u2660", "pass", "pass", "pass"]);
    expect(v.contract).toBe("4\u2660");
    const { hand, ...rest } = v;
    void hand;
    expect(cardsOf(rest)).toEqual(new Set());
    s = calls(start({}, [roundRobinDeal()], 0), "");
    expect((bridge.view(s, 0).legal as string[]).slice(0, 3)).toEqual(["pass", "1\u2663", "1\u2666"]);
  });
  test("§8 finished deals' hands appear as PBN hand records; the moderator sees every hand", () => {
    let s = calls(start({}, [roundRobinDeal(), roundRobinDeal(1)], 0), "p p p p");
    const r = (bridge.view(s, "spectator").results as { pbn: string }[])[0];
    expect(r.pbn).toMatch(/^N:[AKQJT2-9.]+ /);
    expect((bridge.view(s, "moderator").hands as string[][]).flat()).toHaveLength(52);
  });
});
