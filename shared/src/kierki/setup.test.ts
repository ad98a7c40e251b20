/** Players, deck, options, the deal sequence, dealer rotation and who acts first (§2, §3, §4). */
import { kierki } from "./index";
import { deckFor } from "./deck";
import { DEFAULT_OPTIONS } from "./setup";
import { act, fillDeal, play, randomGame, seeded, start } from "./testkit";
import { rngFromSeed } from "../core/rng";
import { parseOptions } from "../core/options";

describe("§2 players and deck", () => {
  test("§2 4 players: 52 cards, 13 each", () => {
    const s = seeded("a");
    expect(s.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(s.hands.flat()).size).toBe(52);
  });

  test("§2 3 players: the 2C is removed, 51 cards, 17 each", () => {
    const s = seeded("b", {}, 3);
    expect(s.hands.map((h) => h.length)).toEqual([17, 17, 17]);
    expect(s.hands.flat()).not.toContain("2C");
    expect(deckFor(3)).toHaveLength(51);
  });

  test("§2 seats: only 3 or 4", () => {
    for (const seats of [2, 5]) {
      const r = kierki.setup({ seats, options: DEFAULT_OPTIONS, dealer: 0, rng: rngFromSeed(1) });
      expect(r.ok).toBe(false);
    }
    expect([kierki.minSeats, kierki.maxSeats]).toEqual([3, 4]);
  });
});

describe("§3 options", () => {
  test("§3 defaults: last trick, no robber, no positive deals, 1 lottery, no K♥ discard, endEarly on", () => {
    const parsed = parseOptions(kierki.options, {});
    expect(parsed).toEqual({
      ok: true,
      value: { sixthDeal: "last", robber: false, positive: "none", lotteryDeals: 1, kingOfHeartsDiscard: false, endEarly: true },
    });
  });

  test("§3 lotteryDeals is 1 or the number of players", () => {
    expect(kierki.setup({ seats: 3, options: { ...DEFAULT_OPTIONS, lotteryDeals: 4 }, dealer: 0, rng: rngFromSeed(1) }).ok).toBe(false);
    expect(kierki.setup({ seats: 3, options: { ...DEFAULT_OPTIONS, lotteryDeals: 3 }, dealer: 0, rng: rngFromSeed(1) }).ok).toBe(true);
    expect(kierki.setup({ seats: 4, options: { ...DEFAULT_OPTIONS, lotteryDeals: 2 }, dealer: 0, rng: rngFromSeed(1) }).ok).toBe(false);
  });
});

describe("§4 deals, dealer, lead", () => {
  test("§4 the basic game is the six negative deals in order", () => {
    expect(seeded("c").sequence).toEqual(["tricks", "hearts", "queens", "kingsJacks", "kingHearts", "last"]);
  });

  test("§4 then the robber, n trump deals, then lotteryDeals lotteries", () => {
    expect(seeded("d", { robber: true, positive: "both", lotteryDeals: 3 }, 3).sequence).toEqual([
      "tricks",
      "hearts",
      "queens",
      "kingsJacks",
      "kingHearts",
      "last",
      "robber",
      "trumps",
      "trumps",
      "trumps",
      "lottery",
      "lottery",
      "lottery",
    ]);
    expect(seeded("e", { positive: "trumps" }).sequence.slice(6)).toEqual(["trumps", "trumps", "trumps", "trumps"]);
    expect(seeded("f", { positive: "lottery" }).sequence.slice(6)).toEqual(["lottery"]);
  });

  test("§4 deal k is dealt by (dealer + k) % n and dealer+1 acts first", () => {
    const dealers: number[] = [];
    const leaders: number[] = [];
    randomGame(seeded("g", { robber: true }, 4, 2), "g", undefined, (s) => {
      if (s.phase !== "over" && s.trickNo === 0 && s.trick.length === 0 && dealers.length === s.dealNo) {
        dealers.push(s.dealer);
        leaders.push(s.turn);
      }
    });
    expect(dealers).toEqual([2, 3, 0, 1, 2, 3, 0]);
    expect(leaders).toEqual([3, 0, 1, 2, 3, 0, 1]);
  });

  test("§4 a deal must cover the deck exactly once, 13 (or 17) per hand", () => {
    const good = fillDeal([]);
    expect(kierki.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, deal: good }).ok).toBe(true);
    const dup = { hands: good.hands.map((h, i) => (i === 0 ? [...h.slice(1), good.hands[1][0]] : h)) };
    const r = kierki.setup({ seats: 4, options: DEFAULT_OPTIONS, dealer: 0, deal: dup });
    expect(r.ok === false && /appears twice/.test(r.error)).toBe(true);
    const with2C = fillDeal([], 4);
    expect(kierki.setup({ seats: 3, options: DEFAULT_OPTIONS, dealer: 0, deal: { hands: with2C.hands.slice(0, 3) } }).ok).toBe(false);
    expect(kierki.setup({ seats: 3, options: DEFAULT_OPTIONS, dealer: 0, deal: fillDeal([], 3) }).ok).toBe(true);
  });

  test("§4 when no deal is left for the next deal, the state waits in phase deal with no legal actions", () => {
    // Deal 1 alone, played out with the first legal card each time.
    let s = start(fillDeal([]), {}, 0);
    while (s.phase === "play") s = act(s, s.turn, kierki.legalActions(s, s.turn)[0]).state;
    expect(s.phase).toBe("deal");
    expect(s.dealNo).toBe(1);
    expect(kierki.toAct(s)).toEqual([]);
    for (const seat of [0, 1, 2, 3]) expect(kierki.legalActions(s, seat)).toEqual([]);
    expect(kierki.apply(s, 1, play("2S")).ok).toBe(false);
    expect(kierki.handsDone(s)).toBe(1);
  });
});
