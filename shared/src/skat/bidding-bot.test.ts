/**
 * The Skat bot's bidding and declaring (issue 13, part 2): it bids only up to what its hand is worth
 * (rules §5.1 bid ladder, §7.2 game values), keeps its jacks when it discards (§5.3), declares a game
 * worth its bid (§7.3 overbid), and doubles only on strength (§5.5).
 */
import { botInput } from "../core/bot";
import { rngFromSeed } from "../core/rng";
import { defaultOptions } from "../core/options";
import { bidLimit, gameValue, suitScore } from "./hand-eval";
import { chooseDiscard, skatBid } from "./bidding-bot";
import { skat } from "./index";

const base = { nextBid: 18, value: 0, bidValue: 0, grandValue: 24, fh: 1, declarer: -1, contract: null };
const strong = ["JC", "JS", "AC", "TC", "KC", "9C", "8C", "AS", "TS", "AH"];
const weak = ["7C", "8S", "9S", "QH", "KH", "7H", "8D", "9D", "TD", "QS"];

describe("Skat bot: bidding (§5.1)", () => {
  it("passes a weak hand at 18", () => {
    expect(skatBid({ ...base, phase: "bidding", legal: ["bid", "pass"], hand: weak }, 2)).toEqual({ type: "pass" });
  });

  it("bids a strong clubs hand, and no further than its game value (with 2, game 3 → 36)", () => {
    expect(bidLimit(strong, 24, false)).toBeGreaterThanOrEqual(36);
    expect(skatBid({ ...base, phase: "bidding", legal: ["bid", "pass"], hand: strong, nextBid: 36, value: 33 }, 2)).toEqual({ type: "bid", value: 36 });
    const limit = bidLimit(strong, 24, false);
    const over = skatBid({ ...base, phase: "bidding", legal: ["bid", "pass"], hand: strong, nextBid: limit + 1, value: limit }, 2);
    expect(over).toEqual({ type: "pass" });
  });

  it("holds as listener while the bid is within its limit", () => {
    expect(skatBid({ ...base, phase: "bidding", legal: ["hold", "pass"], hand: strong, value: 24 }, 1)).toEqual({ type: "hold" });
    expect(skatBid({ ...base, phase: "bidding", legal: ["hold", "pass"], hand: weak, value: 18 }, 1)).toEqual({ type: "pass" });
  });

  it("three normal bots never bid beyond the hands they were dealt (the 204 auction of issue 13)", () => {
    for (let i = 0; i < 40; i++) {
      const made = skat.setup({ seats: 3, options: defaultOptions(skat.options) as never, dealer: 0, rng: rngFromSeed(`bid${i}`) });
      if (!made.ok) throw new Error(made.error);
      let state = made.value;
      let dealt = state.hands.map((h) => h.slice());
      const record = { seats: 3, options: {}, actions: [] as { seat: number; action: never }[] };
      let rng = rngFromSeed(`b${i}`);
      while (state.phase === "bidding") {
        // a passed-out deal is dealt again: compare with the hands of the deal that was bid
        if (state.words.length === 0) dealt = state.hands.map((h) => h.slice());
        const seat = skat.toAct(state)[0] as number;
        let action;
        [action, rng] = skat.bot.decide(botInput(skat as never, skat.bot, state, record as never, seat), "normal", rng);
        if (!action) throw new Error("no bid");
        const res = skat.apply(state, seat, action as never);
        if (!res.ok) throw new Error(res.error);
        state = res.value.state;
        record.actions.push({ seat, action: action as never });
      }
      if (state.declarer >= 0 && state.bidValue > 0) {
        expect(state.bidValue).toBeLessThanOrEqual(bidLimit(dealt[state.declarer], 24, state.declarer === state.fh));
        expect(state.bidValue).toBeLessThanOrEqual(72);
      }
    }
  });
});

describe("Skat bot: skat, discard and declaration (§5.2–5.4)", () => {
  it("keeps its jacks, puts away points it cannot hold, and declares a game worth the bid", () => {
    const twelve = [...strong, "TH", "7D"];
    const { cards, plan } = chooseDiscard(twelve, 36, 24, false);
    expect(cards.some((c) => c[0] === "J")).toBe(false);
    expect(plan.value).toBeGreaterThanOrEqual(36);
    expect(["clubs", "grand"]).toContain(plan.game);
    const ten = twelve.filter((c) => !cards.includes(c));
    const declared = skatBid(
      {
        ...base,
        phase: "declare",
        legal: ["declare"],
        hand: ten,
        discard: cards,
        bidValue: 36,
        declarations: ["clubs", "spades", "hearts", "diamonds", "grand", "null"],
      },
      2,
    );
    expect(declared).toMatchObject({ type: "declare", game: plan.game });
    expect(gameValue(twelve, plan.game, 24, false)).toBeGreaterThanOrEqual(36);
  });

  it("picks up the skat with an ordinary hand, plays hand with a very strong one", () => {
    const ordinary = ["JS", "JD", "AC", "TC", "9C", "8C", "AS", "7S", "KH", "8D"];
    expect(skatBid({ ...base, phase: "skat", legal: ["pickUpSkat", "declare"], hand: ordinary, bidValue: 18 }, 2)).toEqual({ type: "pickUpSkat" });
    const monster = ["JC", "JS", "JH", "JD", "AC", "TC", "KC", "QC", "AS", "AH"];
    expect(suitScore(monster, "clubs")).toBeGreaterThan(9);
    expect(skatBid({ ...base, phase: "skat", legal: ["pickUpSkat", "declare"], hand: monster, bidValue: 18 }, 2)).toMatchObject({
      type: "declare",
      hand: true,
    });
  });
});

describe("Skat bot: kontra and re (§5.5)", () => {
  const contract = { game: "clubs" };
  it("a defender says kontra with trumps and aces, not without", () => {
    const trumpy = ["JC", "JS", "AC", "TC", "9C", "AS", "TS", "AH", "KH", "7D"];
    expect(skatBid({ ...base, phase: "play", legal: ["kontra", "7D"], hand: trumpy, contract, declarer: 0 } as never, 2)).toEqual({ type: "kontra" });
    expect(skatBid({ ...base, phase: "play", legal: ["kontra", "7C"], hand: weak, contract, declarer: 0 } as never, 2)).toBeNull();
  });

  it("the declarer answers re only with a far stronger hand than needed", () => {
    const view = { ...base, phase: "kontra", legal: ["re", "pass"], contract, declarer: 2 } as never;
    expect(skatBid({ ...(view as object), hand: weak } as never, 2)).toEqual({ type: "pass" });
    expect(skatBid({ ...(view as object), hand: ["JC", "JS", "JH", "JD", "AC", "TC", "KC", "QC", "AS", "AH"] } as never, 2)).toEqual({ type: "re" });
  });
});
