/**
 * Playing Krendzu through `apply` (§4–§7): the page's worked examples, own goals, the skip rules, the
 * turn cycles with empty hands, refusals that change nothing.
 */
import { krendzu } from "./index";
import { place, refuse, run, skip, start, two } from "./testkit";
import { valuesText } from "./combos";

describe("§10 worked examples", () => {
  test("§10 2 players: four hearts in a row score for the attacker", () => {
    const s = start(["9H 6H JH 6S", "7H KS 6C"], { attackerCards: 4, defenderCards: 3 });
    const { state } = run(s, [
      [1, place("7H", 0, 0)],
      [0, place("9H", 1, 0)],
      [1, place("KS", 0, 1)],
      [0, place("6H", 2, 0)],
      [1, skip],
      [0, place("JH", 3, 0)],
    ]);
    expect(krendzu.scores(state)).toEqual([1, 0]);
    expect(state.combos[0]).toMatchObject({ cards: ["7H", "9H", "6H", "JH"], suit: true, progression: false, scorers: [0] });
  });

  test("§10 / ruling 6: the attacker's TD fills a hole between 6D 8D and QD JD: +2", () => {
    const s = start(["8D 9S QD JD TD", "6D 7S 6S 7C"], { attackerCards: 5, defenderCards: 4 });
    const { state, events } = run(s, [
      [1, place("6D", 0, 0)],
      [0, place("8D", 1, 0)],
      [1, place("7S", 1, -1)],
      [0, place("9S", 2, -1)],
      [1, place("6S", 3, -1)],
      [0, place("QD", 3, 0)],
      [1, place("7C", 4, -1)],
      [0, place("JD", 4, 0)],
      // seat 1 is out of cards and skipped: seat 0 places again (§5).
      [0, place("TD", 2, 0)],
    ]);
    expect(krendzu.scores(state)).toEqual([2, 0]);
    expect(events.filter((e) => e.type === "combo")).toHaveLength(2);
    expect(state.tourResults[0].points).toBe(2);
  });

  test("§10 / §6: KS 6H 7H 8H 9H in a row is +1, suit and progression counted once", () => {
    const s = start(["6H 7H 8H 9H", "KS TS 6C"], { attackerCards: 4, defenderCards: 3 });
    const { state } = run(s, [
      [1, place("KS", 0, 0)],
      [0, place("6H", 1, 0)],
      [1, place("TS", 1, 1)],
      [0, place("7H", 2, 0)],
      [1, skip],
      [0, place("8H", 3, 0)],
      [1, skip],
      [0, place("9H", 4, 0)],
    ]);
    expect(krendzu.scores(state)).toEqual([1, 0]);
    expect(state.combos).toHaveLength(1);
    expect(state.combos[0]).toMatchObject({ suit: true, progression: true, values: [6, 7, 8, 9] });
    // ruling 11: every attacker is out, so the defender may not skip and must place its last card.
    expect(refuse(state, 1, skip)).toBe("Every attacker is out of cards: place one or two cards");
    expect(krendzu.legalActions(state, 1).some((a) => a.type === "skip")).toBe(false);
  });

  test("§10 placeMany: the second card may touch only the first; a second card touching nothing refuses both", () => {
    const s = start(["8C 6H", "7H 9D 6S 6C"], { attackerCards: 2, defenderCards: 4 });
    const { state } = run(s, [
      [1, place("7H", 0, 0)],
      [0, place("8C", 1, 0)],
    ]);
    expect(refuse(state, 1, two("9D", 2, 0, "6S", 5, 5))).toBe("Cell (5,5) touches no card by an edge");
    const after = run(state, [[1, two("9D", 2, 0, "6S", 3, 0)]]).state;
    expect(after.board.map((p) => `${p.card}@${p.x},${p.y}`)).toEqual(["7H@0,0", "8C@1,0", "9D@2,0", "6S@3,0"]);
    expect(after.turn).toBe(0);
  });

  test("§10 two tours of 2/3 cards: an own goal in each; outcome { scores: [1,2], winners: [1] }", () => {
    const s = start(
      [
        ["8S 9S", "7S 6H TS"],
        ["6D 9D TD", "7D 8D"],
      ],
      { attackerCards: 2, defenderCards: 3 },
    );
    const tour0 = run(s, [
      [1, place("7S", 0, 0)],
      [0, place("8S", 1, 0)],
      [1, place("6H", 0, 1)],
      [0, place("9S", 2, 0)],
      [1, place("TS", 3, 0)],
    ]);
    expect(krendzu.scores(tour0.state)).toEqual([1, 0]);
    expect(tour0.events.find((e) => e.type === "combo")).toMatchObject({ seat: 1, ownGoal: true, scorers: [0] });
    // Tour 1: dealer 1, seat 1 attacks, seat 0 opens.
    expect([tour0.state.tour, tour0.state.dealer, tour0.state.sides, tour0.state.turn]).toEqual([1, 1, ["defend", "attack"], 0]);
    const tour1 = run(tour0.state, [
      [0, place("6D", 0, 0)],
      [1, place("7D", 1, 0)],
      [0, skip],
      [1, place("8D", 2, 0)],
      [0, two("9D", 3, 0, "TD", 4, 0)],
    ]);
    expect(krendzu.outcome(tour1.state)).toEqual({ scores: [1, 2], winners: [1] });
    expect(krendzu.phase(tour1.state)).toBe("over");
    expect(tour1.state.tourResults.map((t) => [t.attackers, t.points])).toEqual([
      [[0], 1],
      [[1], 2],
    ]);
  });

  test("§10 4 players: 7S 7H 7D 7C scores nothing; the column 7C 9H AD QS scores for 0 and 2", () => {
    const s = start(["7C QS", "7S 9H", "7H AD", "7D 6C"], { attackerCards: 2, defenderCards: 2 });
    expect(s.cycle).toEqual([1, 2, 3, 0]);
    const row = run(s, [
      [1, place("7S", 0, 0)],
      [2, place("7H", 1, 0)],
      [3, place("7D", 2, 0)],
      [0, place("7C", 3, 0)],
    ]);
    expect(krendzu.scores(row.state)).toEqual([0, 0, 0, 0]);
    const col = run(row.state, [
      [1, place("9H", 3, 1)],
      [2, place("AD", 3, 2)],
      [3, skip],
      [0, place("QS", 3, 3)],
    ]);
    expect(krendzu.scores(col.state)).toEqual([1, 0, 1, 0]);
    expect(valuesText(col.state.combos[0].cards, col.state.combos[0].values!)).toBe("7, 9, A=11, Q=13");
  });
});

describe("rulings", () => {
  test("ruling 7: a defender's card completing a combination scores for the attacker, also inside a placeMany", () => {
    const s = start(["8S 9S 6C", "7S TS 6H"], { attackerCards: 3, defenderCards: 3 });
    const { state, events } = run(s, [
      [1, place("7S", 0, 0)],
      [0, place("8S", 1, 0)],
      [1, skip],
      [0, place("9S", 2, 0)],
      [1, two("6H", 0, 1, "TS", 3, 0)],
    ]);
    expect(krendzu.scores(state)).toEqual([1, 0]);
    expect(events.filter((e) => e.type === "combo")).toEqual([expect.objectContaining({ seat: 1, ownGoal: true, cards: ["7S", "8S", "9S", "TS"] })]);
  });

  test("ruling 8: a combination formed by the tour's last card counts", () => {
    const s = start(["8S 9S TS", "7S"], { attackerCards: 3, defenderCards: 1, tours: 2 });
    const { state } = run(s, [
      [1, place("7S", 0, 0)],
      [0, place("8S", 1, 0)],
      [0, place("9S", 2, 0)],
      [0, place("TS", 3, 0)],
    ]);
    expect(krendzu.scores(state)).toEqual([1, 0]);
    // The deal list ran out without a seed: the match waits for the next deal (§4).
    expect([krendzu.phase(state), krendzu.toAct(state), krendzu.outcome(state), krendzu.handsDone(state)]).toEqual(["deal", [], null, 1]);
    expect(refuse(state, 1, skip)).toBe("Nobody can act: the next tour has not been dealt");
  });

  test("ruling 9: a defender may skip on its very first reply while an attacker holds cards", () => {
    const s = start(["8S 9S", "7S TS 6H"], { attackerCards: 2, defenderCards: 3 });
    const { state } = run(s, [
      [1, place("7S", 0, 0)],
      [0, place("8S", 1, 0)],
      [1, skip],
    ]);
    expect(state.turn).toBe(0);
    expect(state.lastAction).toEqual({ seat: 1, type: "skip", cells: [] });
  });

  test("ruling 10: 3 players loneAttacks, a defender who is out is skipped, so the lone attacker places twice", () => {
    // Dealer 0 attacks alone; cycle 1, 0, 2, 0.
    const s = start(["6S 8S TS QS AS 7H 9H", "6H 8D", "6D TD"], { attackerCards: 7, defenderCards: 2 });
    expect([s.sides, s.cycle]).toEqual([
      ["attack", "defend", "defend"],
      [1, 0, 2, 0],
    ]);
    const turns: number[] = [];
    let st = s;
    for (let step = 0; krendzu.toAct(st).length > 0; step++) {
      const seat = st.turn;
      turns.push(seat);
      // Seat 2 skips its first turn, so seat 1 runs out first; everyone else places its first card.
      const action = step === 2 ? skip : krendzu.legalActions(st, seat).find((a) => a.type === "place")!;
      st = run(st, [[seat, action]]).state;
    }
    expect(turns).toEqual([1, 0, 2, 0, 1, 0, 2, 0, 0, 2, 0, 0]);
  });

  test("ruling 10 (loneDefends): 3 players, an attacker who is out is skipped and the lone defender moves twice", () => {
    const s = start(["6H 7H 8H 9H", "6S", "6D"], { threeMode: "loneDefends", attackerCards: 1, defenderCards: 4 });
    expect([s.sides, s.cycle, s.turn]).toEqual([["defend", "attack", "attack"], [0, 1, 0, 2], 0]);
    const seq: number[] = [];
    let st = s;
    const moves = [place("6H", 0, 0), place("6S", 1, 0), place("7H", 0, 1), place("6D", -1, 0), place("8H", 0, 2), place("9H", 0, 3)];
    for (const m of moves) {
      seq.push(st.turn);
      st = run(st, [[st.turn, m]]).state;
    }
    expect(seq).toEqual([0, 1, 0, 2, 0, 0]);
    // Column 6H 7H 8H 9H: own goal of the lone defender scores for both attackers.
    expect(krendzu.scores(st)).toEqual([0, 1, 1]);
  });

  test("§7 3 players: the lone role moves one seat clockwise per tour", () => {
    const s = krendzu.setup({ seats: 3, options: { tours: 0, threeMode: "loneAttacks", attackerCards: 0, defenderCards: 0 }, dealer: 2, rng: [1, 2, 3, 4] });
    if (!s.ok) throw new Error(s.error);
    expect([s.value.tours, s.value.attackerCards, s.value.defenderCards]).toEqual([6, 12, 7]);
    expect(s.value.sides).toEqual(["defend", "defend", "attack"]);
    expect(s.value.cycle).toEqual([0, 2, 1, 2]);
    expect(s.value.hands.map((h) => h.length)).toEqual([7, 7, 12]);
  });
});

describe("§5 refusals change nothing", () => {
  const s = start(["8S 9S 6C", "7S TS 6H"], { attackerCards: 3, defenderCards: 3 });
  const opened = run(s, [[1, place("7S", 0, 0)]]).state;

  test("§5 not your turn; a card not in hand; the opening card elsewhere than (0,0)", () => {
    expect(refuse(s, 0, place("8S", 0, 0))).toBe("It is not your turn");
    expect(refuse(s, 1, place("8S", 0, 0))).toBe("That card is not in your hand");
    expect(refuse(s, 1, place("7S", 1, 0))).toBe("The opening card goes to (0,0)");
  });

  test("§5 placeMany and skip are refused on the opening move and to an attacker", () => {
    expect(refuse(s, 1, skip)).toBe("The opening move is one card at (0,0)");
    expect(refuse(s, 1, two("7S", 0, 0, "TS", 1, 0))).toBe("The opening move is one card at (0,0)");
    expect(refuse(opened, 0, skip)).toBe("An attacker must place a card every turn");
    expect(refuse(opened, 0, two("8S", 1, 0, "9S", 2, 0))).toBe("An attacker places exactly one card a turn");
  });

  test("§5 placeMany needs exactly two different cards; occupied and corner cells are refused", () => {
    const d = run(opened, [[0, place("8S", 1, 0)]]).state;
    expect(refuse(d, 1, { type: "placeMany", cards: [{ card: "TS", x: 2, y: 0 }] })).toMatch(/exactly two cards/);
    expect(refuse(d, 1, two("TS", 2, 0, "TS", 3, 0))).toBe("The two cards must be different cards");
    expect(refuse(d, 1, place("TS", 1, 0))).toBe("Cell (1,0) is taken");
    expect(refuse(d, 1, place("TS", 2, 1))).toBe("Cell (2,1) touches no card by an edge");
    expect(refuse(d, 1, two("6H", 0, 1, "8S", 0, 2))).toBe("That card is not in your hand");
  });

  test("§5 nothing is accepted after the match is over", () => {
    const one = start(
      [
        ["8S", "7S"],
        ["8H", "7H"],
      ],
      { attackerCards: 1, defenderCards: 1 },
    );
    const end = run(one, [
      [1, place("7S", 0, 0)],
      [0, place("8S", 1, 0)],
      [0, place("8H", 0, 0)],
      [1, place("7H", 1, 0)],
    ]).state;
    expect(krendzu.outcome(end)).toEqual({ scores: [0, 0], winners: [0, 1] });
    expect(refuse(end, 0, skip)).toBe("The match is over");
  });
});

describe("§3/§4 setup", () => {
  const opts = { attackerCards: 2, defenderCards: 3 };
  test("§4 a wrong hand size or a duplicate card is refused at setup", () => {
    const bad = (hands: string[][], o: object = opts) => krendzu.setup({ seats: 2, options: o as never, dealer: 0, deal: { hands } });
    expect(
      bad([
        ["8S", "9S", "TS"],
        ["7S", "6H", "6C"],
      ]),
    ).toEqual({ ok: false, error: "deal: hands[0] must hold 2 cards, not 3" });
    expect(
      bad([
        ["8S", "9S"],
        ["7S", "8S", "6C"],
      ]),
    ).toEqual({ ok: false, error: "deal: card 8S appears twice" });
    expect(
      bad([
        ["8S", "9S"],
        ["7S", "5S", "6C"],
      ]),
    ).toEqual({ ok: false, error: 'deal: unknown card "5S"' });
  });

  test("§3 tours must be even and at least 2; all dealt cards together at most 36", () => {
    const set = (seats: number, o: object) => krendzu.setup({ seats, options: o as never, dealer: 0, rng: [1, 2, 3, 4] });
    expect(set(2, { tours: 3 })).toEqual({ ok: false, error: "tours must be an even number, at least 2" });
    expect(set(2, { attackerCards: 18, defenderCards: 19 })).toEqual({ ok: false, error: "37 cards would be dealt, but the deck has 36" });
    expect(set(4, { attackerCards: 9, defenderCards: 9 }).ok).toBe(true);
    expect(set(4, { attackerCards: 9, defenderCards: 10 }).ok).toBe(false);
    expect(set(5, {})).toEqual({ ok: false, error: "Krendzu is for 2, 3 or 4 seats, not 5" });
  });

  test("§3 presets: 12/13 for two, 7/8 for four, 7/15 for three with a lone defender", () => {
    const sizes = (seats: number, o: object) => {
      const r = krendzu.setup({ seats, options: o as never, dealer: 0, rng: [5, 6, 7, 8] });
      if (!r.ok) throw new Error(r.error);
      return [r.value.tours, r.value.hands.map((h) => h.length)];
    };
    expect(sizes(2, {})).toEqual([2, [12, 13]]);
    expect(sizes(4, {})).toEqual([2, [7, 8, 7, 8]]);
    expect(sizes(3, { threeMode: "loneDefends" })).toEqual([6, [15, 7, 7]]);
    expect(sizes(2, { attackerCards: 14, defenderCards: 16, tours: 4 })).toEqual([4, [14, 16]]);
  });
});
