/** Powers acting on play (Fox, Woodcutter) and at resolution (Treasure, Swan): §5, §6, rulings 1-5, 13-16. */
import { rngFromSeed } from "../core/rng";
import { sortCards } from "./deck";
import { fox } from "./index";
import type { FoxState } from "./state";
import { act, craft, discard, exchange, fillDeal, pass, play, refuse, run, start } from "./testkit";

const types = (events: { type: string }[]) => events.map((e) => e.type);

/** A trick-13 position: one card each, 12 tricks already taken; seat 0 leads. */
function lastTrick(card0: string, card1: string, decree = "4B"): FoxState {
  const base = start(fillDeal({ decree }), 1);
  return craft(base, { hands: [[card0], [card1]], tricks: [6, 6], rng: rngFromSeed("next") });
}

describe("§5 Fox (3)", () => {
  const s0 = start(fillDeal({ hands: ["3K 8B 2M", "6K"], decree: "4B" }), 1);
  const s = act(s0, 0, play("3K")).state;

  test("playing a 3 opens the exchange phase for the same seat: every hand card, or pass", () => {
    expect([fox.phase(s), fox.toAct(s)]).toEqual(["exchange", [0]]);
    expect(fox.legalActions(s, 0)).toEqual([...s.hands[0].map((card) => ({ type: "exchange", card })), { type: "pass" }]);
    expect(fox.legalActions(s, 1)).toEqual([]);
    expect(refuse(s, 1, play("6K"))).toBe("It is not your turn");
    expect(refuse(s, 0, play("8B"))).toBe("First exchange a card for the decree card, or pass");
    expect(refuse(s, 0, discard("8B"))).toBe("You can only discard right after playing a 5");
    expect(refuse(s, 0, exchange("6K"))).toBe("That card is not in your hand");
  });

  test("exchange puts the card face up as the decree and takes the old decree into the hand", () => {
    const r = act(s, 0, exchange("2M"));
    expect(r.state.decree).toBe("2M");
    expect(r.state.hands[0]).toContain("4B");
    expect(r.state.hands[0]).not.toContain("2M");
    expect(r.state.hands[0]).toHaveLength(12);
    expect(r.state.hands[0]).toEqual(sortCards(r.state.hands[0]));
    expect(r.events).toEqual([{ type: "exchange", seat: 0, card: "2M", took: "4B" }]);
    expect([fox.phase(r.state), fox.toAct(r.state)]).toEqual(["play", [1]]);
  });

  test("ruling 1: the exchange is optional — pass changes nothing but the turn", () => {
    const r = act(s, 0, pass);
    expect(r.state.decree).toBe("4B");
    expect(r.state.hands).toEqual(s.hands);
    expect(r.events).toEqual([{ type: "pass", seat: 0 }]);
    expect(fox.toAct(r.state)).toEqual([1]);
  });

  test("ruling 1: a card of the trump suit may be swapped in, leaving trump unchanged", () => {
    const r = act(s, 0, exchange("8B"));
    expect(r.state.decree).toBe("8B");
    expect(r.state.hands[0]).toContain("4B");
  });

  test("§10 example 3: trump B, 6K led, 3K followed exchanging 2M for 4B — M is trump, 6K wins, seat 1 holds 4B", () => {
    let t = start(fillDeal({ hands: ["6K", "3K 2M"], decree: "4B" }), 1);
    // prettier-ignore
    t = run(t, [[0, play("6K")], [1, play("3K")], [1, exchange("2M")]]).state;
    expect(t.decree).toBe("2M");
    expect(t.lastWinner).toBe(0);
    expect(t.hands[1]).toContain("4B");
  });

  test("ruling 2: a follower's Fox changes trump for the trick in progress and the rest of the round", () => {
    const deal = fillDeal({ hands: ["8K", "3M 5M 1M 1B 2B 3B 5B 6B 7B 8B 9B 10B 11B"], decree: "4B" });
    let t = start(deal, 1);
    // prettier-ignore
    t = run(t, [[0, play("8K")], [1, play("3M")]]).state;
    const passed = act(t, 1, pass).state;
    expect(passed.lastWinner).toBe(0); // 3M is no trump while B is trump
    const swapped = act(t, 1, exchange("5M")).state;
    expect(swapped.lastWinner).toBe(1); // the exchange made M trump before resolution
    expect(swapped.decree).toBe("5M");
    const next = act(swapped, 1, play("1B")).state;
    expect(next.decree).toBe("5M");
  });

  test("ruling 4: a 3 led as the last card of the round has no exchange", () => {
    const t = act(lastTrick("3K", "6K"), 0, play("3K")).state;
    expect([fox.phase(t), fox.toAct(t)]).toEqual(["play", [1]]);
    const r = act(t, 1, play("6K"));
    expect(types(r.events)).toEqual(["play", "trick", "round", "deal"]);
  });

  test("ruling 4: a 3 followed as the last card of the round has no exchange; the trick resolves", () => {
    const t = act(lastTrick("6K", "3K"), 0, play("6K")).state;
    const r = act(t, 1, play("3K"));
    expect(types(r.events)).toEqual(["play", "trick", "round", "deal"]);
    expect(fox.handsDone(r.state)).toBe(1);
  });
});

describe("§5 Woodcutter (5)", () => {
  const s0 = start(fillDeal({ hands: ["5K 9B", ""], deck: "1M 2M 3M 6M 7M 8M", decree: "4M" }), 1);
  const r = act(s0, 0, play("5K"));
  const s = r.state;

  test("draws the top card at once, then the same seat must discard", () => {
    expect(r.events).toEqual([
      { type: "play", seat: 0, card: "5K" },
      { type: "draw", seat: 0, card: "1M" },
    ]);
    expect(s.hands[0]).toContain("1M");
    expect(s.hands[0]).toHaveLength(13);
    expect(s.deck).toEqual(["2M", "3M", "6M", "7M", "8M"]);
    expect([fox.phase(s), fox.toAct(s)]).toEqual(["discard", [0]]);
    expect(fox.legalActions(s, 0)).toEqual(s.hands[0].map((c) => ({ type: "discard", cards: [c] })));
  });

  test("ruling 5: the discard may be the card just drawn; it goes to the bottom and the deck holds 6 again", () => {
    const t = act(s, 0, discard("1M"));
    expect(t.state.deck).toEqual(["2M", "3M", "6M", "7M", "8M", "1M"]);
    expect(t.state.hands[0]).not.toContain("1M");
    expect(t.events).toEqual([{ type: "discard", seat: 0, card: "1M" }]);
    expect([fox.phase(t.state), fox.toAct(t.state)]).toEqual(["play", [1]]);
  });

  test("any held card may be discarded", () => {
    const t = act(s, 0, discard("9B")).state;
    expect(t.deck).toEqual(["2M", "3M", "6M", "7M", "8M", "9B"]);
    expect(t.hands[0]).toContain("1M");
    expect(t.hands[0]).toHaveLength(12);
  });

  test("§5 refusals: a discard that is not exactly one held card", () => {
    expect(refuse(s, 0, discard())).toBe("Discard exactly one card from your hand");
    expect(refuse(s, 0, discard("9B", "1M"))).toBe("Discard exactly one card from your hand");
    expect(refuse(s, 0, { type: "discard", cards: "9B" } as never)).toBe("Discard exactly one card from your hand");
    expect(refuse(s, 0, discard("2M"))).toBe("That card is not in your hand");
    expect(refuse(s, 0, play("9B"))).toBe("First discard one card from your hand");
    expect(refuse(s, 0, pass)).toBe("You can only exchange or pass right after playing a 3");
    expect(refuse(s, 1, discard(s.hands[1][0]))).toBe("It is not your turn");
  });

  test("ruling 5: a 5 led on trick 13 draws the only card left, which must be discarded; the deck stays 6", () => {
    const start13 = lastTrick("5K", "6K");
    const deck = start13.deck;
    const t = act(start13, 0, play("5K")).state;
    expect(t.hands[0]).toEqual([deck[0]]);
    expect(fox.legalActions(t, 0)).toEqual([{ type: "discard", cards: [deck[0]] }]);
    const u = act(t, 0, discard(deck[0])).state;
    expect(u.deck).toEqual([...deck.slice(1), deck[0]]);
    expect(u.hands[0]).toEqual([]);
    expect(fox.view(u, "spectator").deckCount).toBe(6);
    expect(fox.handsDone(act(u, 1, play("6K")).state)).toBe(1);
  });

  test("ruling 5: a 5 followed on trick 13 draws, discards that card, then the trick resolves", () => {
    const t = act(lastTrick("6K", "5K"), 0, play("6K")).state;
    const drawn = t.deck[0];
    const u = act(t, 1, play("5K")).state;
    expect([fox.phase(u), u.hands[1]]).toEqual(["discard", [drawn]]);
    const r = act(u, 1, discard(drawn));
    expect(types(r.events)).toEqual(["discard", "trick", "round", "deal"]);
    expect(r.events[1]).toMatchObject({ winner: 0, cards: ["6K", "5K"] });
  });
});

describe("ruling 16: a 3 and a 5 in one trick act in the order played", () => {
  test("5 led then 3 followed", () => {
    let s = start(fillDeal({ hands: ["5K", "3K"], decree: "4M" }), 1);
    const a = run(s, [[0, play("5K")]]);
    s = a.state;
    const drawn = a.events[1].card as string;
    // prettier-ignore
    const b = run(s, [[0, discard(drawn)], [1, play("3K")]]);
    expect(fox.phase(b.state)).toBe("exchange");
    const c = act(b.state, 1, exchange(b.state.hands[1][0]));
    expect(types([...a.events, ...b.events, ...c.events])).toEqual(["play", "draw", "discard", "play", "exchange", "trick"]);
  });

  test("3 led then 5 followed", () => {
    const s = start(fillDeal({ hands: ["3K", "5K"], decree: "4M" }), 1);
    // prettier-ignore
    const a = run(s, [[0, play("3K")], [0, pass], [1, play("5K")]]);
    expect(fox.phase(a.state)).toBe("discard");
    const b = act(a.state, 1, discard(a.state.hands[1][0]));
    expect(types([...a.events, ...b.events])).toEqual(["play", "pass", "play", "draw", "discard", "trick"]);
  });
});

describe("§6.4 Treasure (7)", () => {
  test("the winner scores 1 at once for a 7 in the trick, even when the 7 is the loser's", () => {
    const s = start(fillDeal({ hands: ["7K", "8K"], decree: "4M" }), 1);
    // prettier-ignore
    const t = run(s, [[0, play("7K")], [1, play("8K")]]).state;
    expect(t.lastWinner).toBe(1);
    expect(fox.scores(t)).toEqual([0, 1]);
    expect(fox.view(t, "spectator").treasure).toEqual([0, 1]);
  });

  test("ruling 15: two 7s in one trick score 2 for the winner", () => {
    const s = start(fillDeal({ hands: ["7K", "7M 1M 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B"], decree: "4M" }), 1);
    // prettier-ignore
    const r = run(s, [[0, play("7K")], [1, play("7M")]]);
    expect(r.state.lastWinner).toBe(1);
    expect(fox.scores(r.state)).toEqual([0, 2]);
    expect(r.events.find((e) => e.type === "trick")).toMatchObject({ winner: 1, treasure: 2 });
  });
});

describe("§6.6 Swan (1)", () => {
  test("§10 example: seat 0 plays 1M and loses to 6M — seat 0 leads the next trick anyway", () => {
    const s = start(fillDeal({ hands: ["1M", "6M"], decree: "4B" }), 1);
    // prettier-ignore
    const t = run(s, [[0, play("1M")], [1, play("6M")]]).state;
    expect([t.lastWinner, t.leader, fox.toAct(t)]).toEqual([1, 0, [0]]);
  });

  test("a follower's losing 1 makes the follower lead", () => {
    const s = start(fillDeal({ hands: ["6B", "1B"], decree: "4M" }), 1);
    // prettier-ignore
    const t = run(s, [[0, play("6B")], [1, play("1B")]]).state;
    expect([t.lastWinner, t.leader]).toEqual([0, 1]);
  });

  test("ruling 13: a 1 that wins its trick has no effect — the winner leads", () => {
    const s = start(fillDeal({ hands: ["1M", "2B 1B 3B 4B 5B 6B 7B 8B 9B 10B 11B 1K 2K"], decree: "4M" }), 1);
    // prettier-ignore
    const t = run(s, [[0, play("1M")], [1, play("2B")]]).state;
    expect([t.lastWinner, t.leader]).toEqual([0, 0]);
  });

  test("ruling 14: both cards 1s — the loser leads", () => {
    const s = start(fillDeal({ hands: ["1B", "1K 1M 2K 3K 4K 5K 6K 7K 8K 9K 10K 11K 2M"], decree: "4M" }), 1);
    // prettier-ignore
    const a = run(s, [[0, play("1B")], [1, play("1K")]]).state;
    expect([a.lastWinner, a.leader]).toEqual([0, 1]);
    // prettier-ignore
    const b = run(s, [[0, play("1B")], [1, play("1M")]]).state;
    expect([b.lastWinner, b.leader]).toEqual([1, 0]);
  });
});
