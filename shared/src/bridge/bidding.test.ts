/**
 * The bridge bidder (issue 13, part 2): the natural system of docs/bridge-bidding.md, call by call, and
 * whole auctions among four bots that stay sane (rules §5.1 auction; the system itself is ours).
 */
import { botsPlay } from "../core/bot-play";
import { defaultOptions } from "../core/options";
import { rngFromSeed } from "../core/rng";
import { callerOf, contractOf, legalCalls } from "./auction";
import { chooseCall } from "./bidding";
import { hcp } from "./cards";
import { bridge } from "./index";
import { sideOf } from "./types";

/** "AKQ.JT9.876.5432" → card codes. */
const hand = (pbn: string) => pbn.split(".").flatMap((ranks, i) => [...ranks].map((r) => r + "SHDC"[i]));
const call = (pbn: string, calls: string[] = [], dealer = 0) => {
  const seat = callerOf(dealer, calls.length);
  return chooseCall({ hand: hand(pbn), calls, dealer, legal: legalCalls(calls, dealer) }, seat);
};

describe("openings", () => {
  it("1NT shows 15-17 balanced; 2NT 20-21; 2♣ 22+", () => {
    expect(call("KQ4.AJ3.K976.Q52")).toBe("1NT");
    expect(call("AK4.AJ3.KQ76.KJ2")).toBe("2NT");
    expect(call("AKQ4.AKJ3.KQ7.A2")).toBe("2C");
  });
  it("five-card majors, the better minor otherwise", () => {
    expect(call("AQ954.K3.K82.J72")).toBe("1S");
    expect(call("Q3.AK954.K82.J72")).toBe("1H");
    expect(call("AQ54.K3.K982.J72")).toBe("1D");
    expect(call("AQ54.K93.K82.J72")).toBe("1C");
  });
  it("weak two with a six-card suit and two honours; pass without values", () => {
    expect(call("KQT954.83.982.72")).toBe("2S");
    expect(call("J9854.83.9862.72")).toBe("pass");
  });
});

describe("responses", () => {
  it("raises partner's major by support points: 2 (6-9), 3 (10-12), 4 (13+)", () => {
    expect(call("K83.J54.9862.Q72", ["1S", "pass"])).toBe("2S");
    expect(call("K83.A54.K862.972", ["1S", "pass"])).toBe("3S");
    expect(call("K83.A54.AK62.972", ["1S", "pass"])).toBe("4S");
  });
  it("a new major at the one level; 1NT without fit", () => {
    expect(call("K83.AJ54.9862.72", ["1C", "pass"])).toBe("1H");
    expect(call("K83.Q5.98652.K72", ["1H", "pass"])).toBe("1NT");
  });
  it("Stayman over 1NT with a four-card major and 8+; the opener answers; game is found", () => {
    expect(call("K832.AJ54.962.72", ["1NT", "pass"])).toBe("2C");
    expect(call("KQ4.AJ32.K97.Q52", ["1NT", "pass", "2C", "pass"])).toBe("2H");
    expect(call("K832.AJ54.962.72", ["1NT", "pass", "2C", "pass", "2H", "pass"])).toMatch(/^[34]H$/);
    expect(call("K832.AJ54.962.K2", ["1NT", "pass", "2C", "pass", "2H", "pass"])).toBe("4H");
  });
});

describe("competition", () => {
  it("overcalls a five-card suit, doubles for takeout with shortness, passes otherwise", () => {
    expect(call("AQJ54.K3.982.J72", ["1H"])).toBe("1S");
    expect(call("AQ54.3.KJ82.Q872", ["1H"])).toBe("X");
    expect(call("Q54.K73.982.J872", ["1H"])).toBe("pass");
  });
  it("answers partner's takeout double in its longest unbid suit", () => {
    expect(call("9854.73.Q982.872", ["1H", "X", "pass"])).toMatch(/^[12][SD]$/);
  });
});

describe("whole auctions among four bots", () => {
  it("end legally; slams only with the values; the declaring side mostly holds the balance of points", () => {
    let deals = 0;
    let strong = 0;
    for (let i = 0; i < 120; i++) {
      const options = defaultOptions(bridge.options) as never;
      const made = bridge.setup({ seats: 4, options, dealer: i % 4, rng: rngFromSeed(`auction${i}`) });
      if (!made.ok) throw new Error(made.error);
      const s = botsPlay(bridge, made.value, { seats: 4, options }, rngFromSeed("bid"), (x) => x.phase === "auction");
      const c = contractOf(s.calls, s.dealer);
      if (!c) continue;
      deals++;
      const side = sideOf(c.declarer);
      const points = hcp(s.hands[side]) + hcp(s.hands[side + 2]);
      if (points >= 18) strong++;
      // slams are bid on 33 total points (HCP with length and shortness), so never on thin high cards
      if (c.level >= 6 && points < 25) console.log(s.calls.join(" "), s.hands.map((h) => h.join(",")).join(" / "), points);
      if (c.level >= 6) expect(points).toBeGreaterThanOrEqual(25);
    }
    expect(deals).toBeGreaterThan(100);
    expect(strong / deals).toBeGreaterThan(0.85);
  });
});
