/** The bridge bot's worlds (worlds.ts): they follow the play, and the auction as far as the bots' system reads it. */
import { botInput } from "../core/bot";
import { rngFromSeed, type Rng } from "../core/rng";
import { readAuction } from "./auction-read";
import { hcp } from "./cards";
import { bridge } from "./index";
import type { BridgeState } from "./state";
import { act, calls, start } from "./testkit";
import { misfit, sampleWorld } from "./worlds";

/**
 * East opens 1NT (16 HCP, 4-3-3-3), South overcalls 2♠ and declares it; West leads the ♥T. The hidden
 * cards (East's and West's) hold 22 HCP, so a random deal gives East about 11 of them.
 */
function afterLead(): BridgeState {
  const hands = [
    "5S 4S 3S JH 5H 4H KD JD 7D 6D KC JC 7C",
    "AS KS QS 2S KH QH 2H QD 3D 2D 4C 3C 2C",
    "JS TS 9S 8S 7S 6S AH 3H AD 5D 4D 6C 5C",
    "TH 9H 8H 7H 6H TD 9D 8D AC QC TC 9C 8C",
  ];
  let s = start({ scoring: "duplicate" }, [{ hands: hands.map((h) => h.split(" ")) }], 0);
  s = calls(s, "p 1NT 2S p p p");
  return act(s, 3, { type: "play", card: "TH" });
}

describe("worlds", () => {
  test("misfit counts HCP outside the shown range and missing suit length", () => {
    const shown = readAuction(["pass", "1NT", "2S", "pass", "pass", "pass"], 0).shown;
    const east = ["AS", "KS", "QS", "2S", "KH", "QH", "2H", "QD", "3D", "2D", "4C", "3C", "2C"];
    expect(hcp(east)).toBe(16);
    expect(misfit(east, shown[1])).toBe(0);
    // 9 HCP: six short of the 1NT opening's 15
    expect(misfit(["AS", "KS", "QS", ...east.slice(3).map((c) => c.replace(/[KQ]/, "9"))], shown[1])).toBe(6);
    // South's 2♠ overcall shows 8-16 HCP and five spades: 7 HCP is one short, two spades three (counted twice)
    expect(misfit(["AS", "KS", "4H", "5H", "6H", "7H", "8H", "9H", "2D", "3D", "4D", "5D", "6D"], shown[2])).toBe(1 + 3 * 2);
  });

  test("the declarer's worlds keep dummy, its hand and the lead, and give East the 1NT opener's 15-17 HCP far more often than chance", () => {
    const s = afterLead();
    expect([s.contract?.declarer, s.turn]).toEqual([2, 0]);
    // declarer (South) plays dummy's card: its view shows South and North
    const input = botInput(bridge, bridge.bot, s, { seats: 4, options: s.options as never, actions: [] }, 2);
    let rng: Rng = rngFromSeed("worlds");
    let fits = 0;
    let east = 0;
    const n = 40;
    for (let k = 0; k < n; k++) {
      let w: BridgeState | null;
      [w, rng] = sampleWorld(input, rng);
      expect(w).not.toBeNull();
      expect(w!.hands[2]).toEqual(s.hands[2]);
      expect(w!.hands[0]).toEqual(s.hands[0]);
      expect(w!.trick).toEqual(["TH"]);
      expect(w!.hands[1].length + w!.hands[3].length).toBe(25);
      const points = hcp(w!.hands[1]);
      east += points;
      if (points >= 15 && points <= 17) fits++;
    }
    // by chance East would get 15-17 of the 22 hidden HCP in 15 % of deals, and 11.5 on average
    expect(fits / n).toBeGreaterThanOrEqual(0.5);
    expect(east / n).toBeGreaterThanOrEqual(14);
  });
});
