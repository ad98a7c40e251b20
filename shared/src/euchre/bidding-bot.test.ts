/**
 * The Euchre bot's bidding (issue 13, part 2; rules §5 bid1/bid2/defend/discard, §7 scoring): it orders up,
 * calls, goes alone and defends alone by the tricks its hand should take, and the dealer discards the card
 * that costs least.
 */
import { botsPlay } from "../core/bot-play";
import { defaultOptions } from "../core/options";
import { rngFromSeed } from "../core/rng";
import { bestDiscard, euchreBid, tricksWith } from "./bidding-bot";
import { effectiveSuit } from "./cards";
import { euchre } from "./index";
import type { EuchreView } from "./types";

const view = (over: Partial<EuchreView>): EuchreView =>
  ({ phase: "bid1", dealer: 3, upcard: "9H", upSuit: "H", trump: "", legal: [], hand: [], ...over }) as EuchreView;

describe("Euchre bot: bidding (§5)", () => {
  it("counts bowers above everything and knows the left bower is trump", () => {
    expect(tricksWith(["JH", "JD", "AH", "KH", "AS"], "H")).toBeGreaterThan(4);
    expect(tricksWith(["9S", "TS", "QC", "9D", "TD"], "H")).toBeLessThan(0.5);
  });

  it("bid1: orders up with two bowers and the ace, passes with nothing", () => {
    const strong = ["JH", "JD", "AH", "9S", "TC"];
    expect(euchreBid(view({ hand: strong, legal: ["pass", "orderUp", "orderUpAlone"] }), 0)).toEqual({ type: "orderUp", alone: false });
    expect(euchreBid(view({ hand: ["9S", "TS", "QC", "9D", "TD"], legal: ["pass", "orderUp", "orderUpAlone"] }), 0)).toEqual({ type: "pass" });
  });

  it("goes alone with a hand that should take every trick", () => {
    const lone = ["JH", "JD", "AH", "KH", "AS"];
    expect(euchreBid(view({ hand: lone, legal: ["pass", "orderUp", "orderUpAlone"] }), 0)).toEqual({ type: "orderUp", alone: true });
  });

  it("bid2: calls its best suit other than the upcard's, and a stuck dealer always calls (§3 stickTheDealer)", () => {
    const spades = ["JS", "JC", "AS", "KS", "9H"];
    expect(euchreBid(view({ phase: "bid2", upcard: "", hand: spades, legal: ["pass", "call:S", "callAlone:S"] }), 0)).toMatchObject({
      type: "call",
      suit: "S",
    });
    const junk = ["9S", "TS", "QC", "9D", "TD"];
    expect(euchreBid(view({ phase: "bid2", upcard: "", hand: junk, legal: ["pass", "call:S"] }), 0)).toEqual({ type: "pass" });
    const stuck = euchreBid(view({ phase: "bid2", upcard: "", hand: junk, legal: ["call:S", "call:D", "call:C"] }), 3);
    expect(stuck).toMatchObject({ type: "call" });
    expect((stuck as { suit: string }).suit).not.toBe("H");
  });

  it("the dealer discards to make a void rather than throw a trump or an ace", () => {
    expect(bestDiscard(["JH", "AH", "9H", "AS", "9C", "KD"], "H")).toMatch(/9C|KD/);
    expect(euchreBid(view({ phase: "discard", trump: "H", hand: ["JH", "AH", "9H", "AS", "AC", "9D"] }), 3)).toEqual({ type: "discard", cards: ["9D"] });
  });

  it("defends alone only with trump tricks of its own", () => {
    expect(euchreBid(view({ phase: "defend", trump: "S", hand: ["JS", "JC", "AS", "AH", "9D"] }), 1)).toEqual({ type: "defendAlone" });
    expect(euchreBid(view({ phase: "defend", trump: "S", hand: ["9S", "AH", "KH", "9D", "TD"] }), 1)).toEqual({ type: "pass" });
  });

  it("at a table of normal bots, the maker nearly always holds two trumps or more (no blind calls)", () => {
    let made = 0; // makers holding two trumps or more
    let hands = 0;
    for (let i = 0; i < 60; i++) {
      const options = defaultOptions(euchre.options) as never;
      const res = euchre.setup({ seats: 4, options, dealer: 0, rng: rngFromSeed(`eb${i}`) });
      if (!res.ok) throw new Error(res.error);
      // bids by the bot, card play at random: what matters here is whether makers hold the cards they bid on
      const state = botsPlay(euchre, res.value, { seats: 4, options }, rngFromSeed(`r${i}`), (x) => x.phase !== "play" && x.results.length === 0);
      if (state.maker < 0) continue;
      hands++;
      const trumps = state.hands[state.maker].filter((c) => effectiveSuit(c, state.trump) === state.trump).length;
      if (trumps >= 2) made++;
    }
    expect(hands).toBeGreaterThan(40);
    expect(made / hands).toBeGreaterThan(0.85);
  });
});
