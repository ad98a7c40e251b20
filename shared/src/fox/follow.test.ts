/** Following suit and refusals (§5; rulings 3, 6, 7, 8, 11, 12; §10 Monarch example). */
import { fox } from "./index";
import { act, craft, discard, exchange, fillDeal, pass, play, refuse, run, start } from "./testkit";
import type { FoxState } from "./state";

const legalCards = (s: FoxState, seat: number) => fox.legalActions(s, seat).map((a) => (a as { card: string }).card);

/** Seat 0 leads `led`; seat 1 holds `follower` (13 cards written out so voids are exact). */
function afterLead(led: string, follower: string, decree = "5M"): FoxState {
  const s = start(fillDeal({ hands: [led, follower], decree }), 1);
  return act(s, 0, play(led)).state;
}

describe("§5 following", () => {
  test("the leader may play any card", () => {
    const s = start(fillDeal({ decree: "5M" }), 1);
    expect(legalCards(s, 0)).toEqual(s.hands[0]);
  });

  test("a follower holding the led suit must follow it", () => {
    const s = afterLead("4K", "2K 9K 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B");
    expect(legalCards(s, 1)).toEqual(["2K", "9K"]);
    expect(refuse(s, 1, play("3B"))).toBe("You must follow the led suit (K)");
  });

  test("a follower void in the led suit may play anything", () => {
    const s = afterLead("4K", "1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B 1M 2M");
    expect(legalCards(s, 1)).toEqual(s.hands[1]);
  });

  test("ruling 3: trump never forces a play — a leader's Fox changes trump, the follower still follows the led suit", () => {
    let s = start(fillDeal({ hands: ["3K 2M", "5K 7K 6M 8M 1B 2B 3B 5B 6B 7B 8B 9B 10B"], decree: "4B" }), 1);
    s = run(s, [
      [0, play("3K")],
      [0, exchange("2M")],
    ]).state;
    expect(s.decree).toBe("2M");
    expect(legalCards(s, 1)).toEqual(["5K", "7K"]);
    expect(refuse(s, 1, play("6M"))).toBe("You must follow the led suit (K)");
  });

  test("ruling 6: a leader's Woodcutter changes nothing about what the follower must play", () => {
    let s = start(fillDeal({ hands: ["5K", "6K 8K 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B"], decree: "4M" }), 1);
    s = act(s, 0, play("5K")).state;
    s = act(s, 0, discard(s.hands[0][0])).state;
    expect(legalCards(s, 1)).toEqual(["6K", "8K"]);
  });

  test("ruling 7: a led non-trump 9 is followed in its suit; no 9 or trump is required", () => {
    const s = afterLead("9B", "2B 10B 9K 1M 2M 3M 1K 2K 3K 4K 5K 6K 7K", "4M");
    expect(legalCards(s, 1)).toEqual(["2B", "10B"]);
    expect(refuse(s, 1, play("9K"))).toBe("You must follow the led suit (B)");
    expect(refuse(s, 1, play("2M"))).toBe("You must follow the led suit (B)");
  });

  test("ruling 8: trump led and the follower has trump — a non-trump 9 is refused", () => {
    const s = afterLead("6M", "2M 9B 1K 2K 3K 4K 5K 6K 7K 8K 9K 10K 11K", "4M");
    expect(legalCards(s, 1)).toEqual(["2M"]);
    expect(refuse(s, 1, play("9B"))).toBe("You must follow the led suit (M)");
  });
});

describe("§5 Monarch (11 led)", () => {
  test("§10 example: seat 1 leads 11K, seat 0 holds 1K 4K 8K — legal 1K and 8K, 4K refused", () => {
    let s = start(fillDeal({ hands: ["1K 4K 8K 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B", "11K"], decree: "5M" }), 0);
    s = act(s, 1, play("11K")).state;
    expect(legalCards(s, 0)).toEqual(["1K", "8K"]);
    expect(refuse(s, 0, play("4K"))).toBe("When an 11 is led you must play the 1 or your highest K card");
    expect(refuse(s, 0, play("1B"))).toBe("When an 11 is led you must play the 1 or your highest K card");
    expect(act(s, 0, play("1K")).state.trick).toEqual([]);
  });

  test("without the 1: only the highest card of the suit", () => {
    const s = afterLead("11B", "2B 6B 9B 1K 2K 3K 4K 5K 6K 7K 8K 9K 10K");
    expect(legalCards(s, 1)).toEqual(["9B"]);
  });

  test("the 1 as the only card of the suit is the only choice", () => {
    const s = afterLead("11B", "1B 1K 2K 3K 4K 5K 6K 7K 8K 9K 10K 11K 1M");
    expect(legalCards(s, 1)).toEqual(["1B"]);
  });

  test("void in the Monarch's suit: anything", () => {
    const s = afterLead("11B", "1K 2K 3K 4K 5K 6K 7K 8K 9K 10K 11K 1M 2M");
    expect(legalCards(s, 1)).toHaveLength(13);
  });

  test("ruling 12: a led trump 11 forces the follower the same way", () => {
    const s = afterLead("11M", "1M 2M 6M 9M 1K 2K 3K 4K 5K 6K 7K 8K 9K", "5M");
    expect(legalCards(s, 1)).toEqual(["1M", "9M"]);
    expect(refuse(s, 1, play("6M"))).toBe("When an 11 is led you must play the 1 or your highest M card");
  });

  test("ruling 11: an 11 played second is an ordinary card", () => {
    const s = afterLead("4K", "1K 6K 11K 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B");
    expect(legalCards(s, 1)).toEqual(["1K", "6K", "11K"]);
    const t = act(s, 1, play("11K")).state;
    expect([t.lastWinner, t.leader, t.phase]).toEqual([1, 1, "play"]);
    // The next trick led by seat 1 is not constrained by the 11 it played second.
    const u = act(t, 1, play("1B")).state;
    expect(legalCards(u, 0).length).toBeGreaterThan(0);
  });
});

describe("§5 refusals", () => {
  const s = start(fillDeal({ hands: ["3K 5K", ""], decree: "5M" }), 1);

  test("acting out of turn", () => {
    expect(refuse(s, 1, play(s.hands[1][0]))).toBe("It is not your turn");
  });

  test("a card not in hand (the reason names no card)", () => {
    const r = refuse(s, 0, play(s.hands[1][0]));
    expect(r).toBe("That card is not in your hand");
    expect(refuse(s, 0, play("12B"))).toBe("That card is not in your hand");
  });

  test("exchange, pass or discard during play", () => {
    expect(refuse(s, 0, exchange("3K"))).toMatch(/right after playing a 3/);
    expect(refuse(s, 0, pass)).toMatch(/right after playing a 3/);
    expect(refuse(s, 0, discard("3K"))).toMatch(/right after playing a 5/);
  });

  test("no such seat, unknown action, malformed action", () => {
    expect(refuse(s, 2, play("3K"))).toBe("There is no seat 2");
    expect(refuse(s, 0, { type: "bid" } as never)).toMatch(/Unknown action/);
    expect(refuse(s, 0, { type: "play" } as never)).toBe("That card is not in your hand");
  });

  test("any action after the game is over", () => {
    const over = craft(s, { phase: "over", turn: -1, winners: [0] });
    expect(refuse(over, 0, play("3K"))).toBe("The game is over");
    expect(refuse(over, 1, pass)).toBe("The game is over");
  });

  test("the action schema accepts the four shapes and Fox card codes only", () => {
    const ok = (x: unknown) => fox.actionSchema.safeParse(x).success;
    expect(ok({ type: "play", card: "11M" })).toBe(true);
    expect(ok({ type: "exchange", card: "1B" })).toBe(true);
    expect(ok({ type: "pass" })).toBe(true);
    expect(ok({ type: "discard", cards: ["4K"] })).toBe(true);
    expect(ok({ type: "discard", cards: [] })).toBe(true);
    expect(ok({ type: "play", card: "12B" })).toBe(false);
    expect(ok({ type: "play", card: "0K" })).toBe(false);
    expect(ok({ type: "play", card: "TS" })).toBe(false);
    expect(ok({ type: "discard", cards: "4K" })).toBe(false);
    expect(ok({ type: "bid" })).toBe(false);
  });
});
