/**
 * §5.4 claims at any time and defenders' concessions (Law 68: "any statement to the effect that a contestant
 * will win a specific number of tricks is a claim of those tricks; a statement that he will lose a specific
 * number is a concession"; Law 68B2: a defender's concession is void if his partner objects at once).
 */
import { mustRefuse } from "../core/testkit";
import { bridge } from "./index";
import { act, calls, roundRobinDeal, start } from "./testkit";
import type { BridgeState } from "./state";

/** 1NT by North (declarer 0), East to lead. */
const inPlay = (): BridgeState => calls(start({}, [roundRobinDeal()], 0), "1NT p p p");

describe("Law 68 / §5.4 the declarer claims at any time once the lead is faced", () => {
  test("with a defender on play, mid-trick", () => {
    let s = act(inPlay(), 1, { type: "play", card: "2H" }); // East leads
    s = act(s, 0, { type: "play", card: (bridge.legalActions(s, 0).find((a) => a.type === "play") as { card: string }).card }); // dummy (South) follows, by declarer
    expect(bridge.toAct(s)).toEqual([3]); // West is on play
    expect(bridge.legalActions(s, 0).filter((a) => a.type === "claim")).toHaveLength(14);
    expect(bridge.legalActions(s, 0).some((a) => a.type === "play")).toBe(false);
    s = act(s, 0, { type: "claim", tricks: 10 });
    expect([s.phase, s.claim]).toEqual(["claim", { tricks: 10, accepted: [], by: 0 }]);
    expect(bridge.view(s, "spectator").declarerHand).toEqual(s.hands[0]);
  });
  test("never before the opening lead, never by dummy or a defender, never twice in a row after a rejection", () => {
    let s = inPlay();
    expect(mustRefuse(bridge, s, 0, { type: "claim", tricks: 7 })).toBe("Claims are possible once the opening lead has been made");
    s = act(s, 1, { type: "play", card: "2H" });
    expect(mustRefuse(bridge, s, 2, { type: "claim", tricks: 7 })).toBe("Only the declarer may claim");
    expect(mustRefuse(bridge, s, 1, { type: "claim", tricks: 7 })).toBe("Only the declarer may claim");
    s = act(s, 0, { type: "claim", tricks: 13 });
    s = act(s, 3, { type: "rejectClaim" });
    expect(mustRefuse(bridge, s, 0, { type: "claim", tricks: 12 })).toBe("After a rejected claim, play at least one more card before claiming again");
  });
});

describe("§5.4 concessions by a defender (Law 68B)", () => {
  const led = () => act(inPlay(), 1, { type: "play", card: "2H" });
  test("the declarer accepts: play ends, the declaring side has its tricks plus those conceded", () => {
    let s = led();
    expect(bridge.legalActions(s, 3).filter((a) => a.type === "concede")).toHaveLength(14);
    s = act(s, 3, { type: "concede", tricks: 8 });
    expect([s.phase, s.claim, bridge.toAct(s)]).toEqual(["claim", { tricks: 8, accepted: [], by: 3 }, [0]]);
    // a concession shows nobody's cards
    for (const v of [1, 2, 3, "spectator"] as const) expect(bridge.view(s, v).declarerHand).toBeUndefined();
    expect(bridge.legalActions(s, 0)).toEqual([{ type: "acceptConcession" }, { type: "rejectConcession" }]);
    expect(bridge.legalActions(s, 1)).toEqual([{ type: "rejectConcession" }]);
    expect(bridge.legalActions(s, 2)).toEqual([]);
    expect(mustRefuse(bridge, s, 1, { type: "acceptConcession" })).toBe("Only the declarer accepts a concession");
    s = act(s, 0, { type: "acceptConcession" });
    expect(s.results[0]).toMatchObject({ contract: "1NT", declarer: 0, tricks: 8 });
  });
  test("the declarer rejects, or the conceder's partner objects (Law 68B2): play goes on where it stood", () => {
    for (const objector of [0, 1]) {
      let s = led();
      const before = s;
      s = act(s, 3, { type: "concede", tricks: 13 });
      s = act(s, objector, { type: "rejectConcession" });
      expect([s.phase, s.turn, s.trick, s.hands]).toEqual(["play", before.turn, before.trick, before.hands]);
      // nothing more is claimed or conceded until another card is played
      expect(mustRefuse(bridge, s, 1, { type: "concede", tricks: 13 })).toBe("After a rejected claim or concession, play at least one more card first");
      expect(mustRefuse(bridge, s, 0, { type: "claim", tricks: 13 })).toBe("After a rejected claim, play at least one more card before claiming again");
    }
  });
  test("refused before the lead, by the declarer's side, while something is pending, or when claims are off", () => {
    expect(mustRefuse(bridge, inPlay(), 1, { type: "concede", tricks: 3 })).toBe("Concessions are possible once the opening lead has been made");
    let s = led();
    expect(mustRefuse(bridge, s, 0, { type: "concede", tricks: 3 })).toBe("Only a defender may concede tricks");
    expect(mustRefuse(bridge, s, 2, { type: "concede", tricks: 3 })).toBe("Only a defender may concede tricks");
    expect(mustRefuse(bridge, s, 1, { type: "concede", tricks: 14 })).toBe("Concede between 0 and 13 of the remaining tricks");
    s = act(s, 0, { type: "claim", tricks: 9 });
    expect(mustRefuse(bridge, s, 1, { type: "concede", tricks: 3 })).toBe("A claim or concession is already pending");
    let off = calls(start({ claims: false }, [roundRobinDeal()], 0), "1NT p p p");
    off = act(off, 1, { type: "play", card: "2H" });
    expect(mustRefuse(bridge, off, 1, { type: "concede", tricks: 3 })).toBe("Claims and concessions are off at this table");
  });
});
