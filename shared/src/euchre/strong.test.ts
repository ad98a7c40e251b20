/**
 * Level strong's search decisions (bid-search.ts, play-search.ts, reading.ts): bids, going alone and
 * discards valued over sampled worlds (§5 bid1/bid2/defend/discard, §7 scoring), card play valued double
 * dummy (§5 play, §6), worlds that read the others' bids (§8: every bid is public). All from the seat's own
 * BotInput and repeatable from the seed.
 */
import { botInput, type BotInput } from "../core/bot";
import { defaultOptions } from "../core/options";
import { rngFromSeed, type Rng } from "../core/rng";
import type { Action, AnyRuleset } from "../core/ruleset";
import { evaluateBids, heuristicAction, searchBid } from "./bid-search";
import { euchre } from "./index";
import { searchPlay } from "./play-search";
import { bidReader, disagreements } from "./reading";
import type { EuchreState } from "./state";
import { craft, fillDeal, pass, play, run, start, type act } from "./testkit";
import type { EuchreAction } from "./types";
import { sampleWorld } from "./worlds";

const rules = euchre as unknown as AnyRuleset;
type Step = Parameters<typeof act>;

/** The BotInput of the seat on turn after `steps` from `deal` (dealer 3 unless told). */
function inputAfter(deal: ReturnType<typeof fillDeal>, steps: [Step[1], Step[2]][], dealer = 3): { s: EuchreState; input: BotInput } {
  const s = run(start(deal, dealer), steps).state;
  const actions = steps.map(([seat, action]) => ({ seat, action }));
  return { s, input: botInput(rules, euchre.bot, s, { seats: 4, options: {}, actions }, s.turn) };
}

const strong = (input: BotInput, seed = "s"): Action => euchre.bot.decide(input, "strong", rngFromSeed(seed))[0] as Action;

describe("Euchre strong bot: bidding by search (§5, §7)", () => {
  it("bid1: orders up with both bowers and the ace of trump, and goes alone with the king and a side ace as well", () => {
    // Dealer 3, upcard 9H. Seat 1, the dealer's partner, after seat 0 passed. (Seat 0, first to bid, may pass
    // such a hand to trap a dealer who picks up, then call diamonds with the same bowers: the search weighs it.)
    const bowers = fillDeal({ hands: [undefined, "JH JD AH 9S TC"], upcard: "9H" });
    expect(strong(inputAfter(bowers, [[0, pass]]).input)).toEqual({ type: "orderUp", alone: false });
    const lone = fillDeal({ hands: ["JH JD AH KH AS"], upcard: "9H" });
    expect(strong(inputAfter(lone, []).input)).toEqual({ type: "orderUp", alone: true });
    // the dealer picks up into five trumps and goes alone
    const dealer = fillDeal({ hands: [undefined, undefined, undefined, "JH JD AH KH 9S"], upcard: "9H" });
    expect(
      strong(
        inputAfter(dealer, [
          [0, pass],
          [1, pass],
          [2, pass],
        ]).input,
      ),
    ).toEqual({ type: "orderUp", alone: true });
  });

  it("bid1 and bid2: passes a hopeless hand", () => {
    const junk = fillDeal({ hands: ["9S TS QC 9D TD"], upcard: "AH" });
    expect(strong(inputAfter(junk, []).input)).toEqual({ type: "pass" });
    const { input } = inputAfter(junk, [
      [0, pass],
      [1, pass],
      [2, pass],
      [3, pass],
    ]);
    expect(input.view.phase).toBe("bid2");
    expect(strong(input)).toEqual({ type: "pass" });
  });

  it("bid2: calls the suit of its bowers", () => {
    const spades = fillDeal({ hands: ["JS JC AS KS 9H"], upcard: "9D" });
    const { input } = inputAfter(spades, [
      [0, pass],
      [1, pass],
      [2, pass],
      [3, pass],
    ]);
    expect(strong(input)).toMatchObject({ type: "call", suit: "S" });
  });

  it("stuck dealer (§3 stickTheDealer) always names a suit other than the upcard's", () => {
    const junk = fillDeal({ hands: [undefined, undefined, undefined, "9S TS QC 9D TD"], upcard: "AH" });
    const s = run(start(junk, 3, { stickTheDealer: true }), [
      [0, pass],
      [1, pass],
      [2, pass],
      [3, pass],
      [0, pass],
      [1, pass],
      [2, pass],
    ]).state;
    const actions = [0, 1, 2, 3, 0, 1, 2].map((seat) => ({ seat, action: pass }));
    const input = botInput(rules, euchre.bot, s, { seats: 4, options: { stickTheDealer: true }, actions }, 3);
    const a = strong(input) as EuchreAction;
    expect(a.type).toBe("call");
    expect((a as { suit: string }).suit).not.toBe("H");
  });

  it("the dealer discards by search: never a bower or the ace of trump", () => {
    // seat 0 orders the dealer (3) up into spades
    const up = fillDeal({ hands: ["9C TC QC 9D TD", undefined, undefined, "JS JC KS 9H TH"], upcard: "AS" });
    const { input } = inputAfter(up, [[0, { type: "orderUp", alone: false }]]);
    expect(input.view.phase).toBe("discard");
    const a = strong(input) as { type: string; cards: string[] };
    expect(a.type).toBe("discard");
    expect(["JS", "JC", "AS"]).not.toContain(a.cards[0]);
  });

  it("keeps the heuristic's bid among its candidates and values every candidate", () => {
    const deal = fillDeal({ hands: ["JH KH AS AC 9D"], upcard: "9H" });
    const [e] = evaluateBids(rules, inputAfter(deal, []).input, rngFromSeed("e"));
    expect(e).not.toBeNull();
    expect(e!.heuristic).toBeGreaterThanOrEqual(0);
    expect(e!.candidates.map((a) => a.type)).toEqual(expect.arrayContaining(["pass", "orderUp"]));
    for (const m of e!.means) expect(Number.isFinite(m)).toBe(true);
    expect(euchre.legalActions(run(start(deal, 3), []).state, 0)).toContainEqual(e!.candidates[e!.chosen]);
  });

  it("is repeatable from the seed, and leaves the caller's generator state advanced", () => {
    const deal = fillDeal({ hands: ["JH KH AS AC 9D"], upcard: "9H" });
    const { input } = inputAfter(deal, []);
    const [a, r1] = searchBid(rules, input, rngFromSeed("same"));
    const [b, r2] = searchBid(rules, input, rngFromSeed("same"));
    expect(b).toEqual(a);
    expect(r2).toEqual(r1);
    expect(r1).not.toEqual(rngFromSeed("same"));
  });

  it("decides from its BotInput only: hidden cards moved between the other hands change nothing (issue 13)", () => {
    const deal = fillDeal({ hands: ["JH KH AS AC 9D"], upcard: "9H" });
    for (const steps of [
      [],
      [
        [0, pass],
        [1, pass],
        [2, pass],
        [3, pass],
      ],
    ] as [number, EuchreAction][][]) {
      const s = run(start(deal, 3), steps).state;
      const me = s.turn;
      const [a, b] = [(me + 1) % 4, (me + 2) % 4];
      const hands = s.hands.map((h) => h.slice());
      [hands[a][0], hands[b][0]] = [hands[b][0], hands[a][0]];
      const other = craft(s, { hands });
      const record = { seats: 4, options: {}, actions: steps.map(([seat, action]) => ({ seat, action })) };
      const x = botInput(rules, euchre.bot, s, record, me);
      const y = botInput(rules, euchre.bot, other, record, me);
      expect(y).toEqual(x);
      expect(strong(y, "hidden")).toEqual(strong(x, "hidden"));
    }
  });

  it("the heuristic used inside the search is the normal bot's, read from the world's own cards", () => {
    const deal = fillDeal({ hands: ["JH JD AH 9S TC"], upcard: "9H" });
    const s = start(deal, 3);
    const normal = euchre.bot.decide(botInput(rules, euchre.bot, s, { seats: 4, options: {}, actions: [] }, 0), "normal", rngFromSeed("n"))[0];
    expect(heuristicAction(s, 0)).toEqual(normal);
  });
});

describe("Euchre strong bot: reading the bidding (§8)", () => {
  /** A bid2 position reached by normal bots bidding, and the seat on turn's input. */
  function bid2Input(seed: string): BotInput | null {
    const options = defaultOptions(euchre.options) as Record<string, unknown>;
    const made = euchre.setup({ seats: 4, options: options as never, dealer: 0, rng: rngFromSeed(seed) });
    if (!made.ok) throw new Error(made.error);
    let s = made.value;
    const actions: { seat: number; action: Action }[] = [];
    let rng: Rng = rngFromSeed(`${seed}:bots`);
    while (s.phase === "bid1") {
      const seat = s.turn;
      let a: Action | null;
      [a, rng] = euchre.bot.decide(botInput(rules, euchre.bot, s, { seats: 4, options, actions }, seat), "normal", rng);
      s = run(s, [[seat, a as EuchreAction]]).state;
      actions.push({ seat, action: a as Action });
    }
    if (s.phase !== "bid2") return null;
    return botInput(rules, euchre.bot, s, { seats: 4, options, actions }, s.turn);
  }

  it("worlds show the seat exactly its own view, and mostly explain the passes the others made", () => {
    let plain = 0;
    let read = 0;
    let positions = 0;
    for (let g = 0; g < 200 && positions < 6; g++) {
      const input = bid2Input(`read${g}`);
      if (!input) continue;
      positions++;
      const bids = (input.view as unknown as { bids: EuchreState["bids"] }).bids;
      const sample = bidReader(input);
      let r1: Rng = rngFromSeed("a");
      let r2: Rng = rngFromSeed("b");
      for (let k = 0; k < 50; k++) {
        let w: EuchreState | null;
        [w, r1] = sample(input, r1);
        expect(w).not.toBeNull();
        const norm = (v: Record<string, unknown>) => ({ ...v, hand: (v.hand as string[]).slice().sort(), legal: (v.legal as string[]).slice().sort() });
        expect(norm(euchre.view(w!, input.seat) as never)).toEqual(norm(input.view as never));
        let u: EuchreState | null;
        [u, r2] = sampleWorld(input, r2);
        read += disagreements(w!, input.seat, bids, new Map());
        plain += disagreements(u!, input.seat, bids, new Map());
      }
    }
    expect(positions).toBeGreaterThanOrEqual(5);
    // a random deal leaves about one pass in four unexplained; a read one far fewer
    expect(plain).toBeGreaterThan(100);
    expect(read).toBeLessThan(plain / 2);
  });

  it("counts the bids a world does not explain", () => {
    // Seat 0 passed holding both bowers and the ace of the upcard's suit: the heuristic would have ordered up.
    const deal = fillDeal({ hands: ["JH JD AH 9S TC"], upcard: "9H" });
    const s = run(start(deal, 3), [[0, pass]]).state;
    expect(disagreements(s, 1, s.bids, new Map())).toBe(1);
    expect(disagreements(s, 0, s.bids, new Map())).toBe(0);
  });
});

describe("Euchre strong bot: card play valued double dummy (§5 play, §6)", () => {
  it("plays a legal card, repeatably from the seed, in positions of random games", () => {
    for (let g = 0; g < 3; g++) {
      const options = defaultOptions(euchre.options) as Record<string, unknown>;
      const made = euchre.setup({ seats: 4, options: options as never, dealer: g % 4, rng: rngFromSeed(`p${g}`) });
      if (!made.ok) throw new Error(made.error);
      let s = made.value;
      const actions: { seat: number; action: Action }[] = [];
      let rng: Rng = rngFromSeed(`p${g}:bots`);
      while (s.results.length === 0) {
        const seat = s.turn;
        const input = botInput(rules, euchre.bot, s, { seats: 4, options, actions }, seat);
        let a: Action | null;
        [a, rng] = euchre.bot.decide(input, "strong", rng);
        if (s.phase === "play") {
          expect(euchre.legalActions(s, seat)).toContainEqual(a);
          if (s.trick.length === 1) expect(searchPlay(rules, input, rngFromSeed("x"))).toEqual(searchPlay(rules, input, rngFromSeed("x")));
        }
        s = run(s, [[seat, a as EuchreAction]]).state;
        actions.push({ seat, action: a as Action });
      }
    }
  });

  it("draws trump before cashing its side ace, and so marches (§7: 2 points)", () => {
    // Seat 1 is void in spades and holds a trump: leading AS first would be ruffed.
    const deal = fillDeal({ hands: ["JH JD AH KH AS", "QH AC KC QC JC", "TH AD KD QD TD", "9H KS QS JS TS"], upcard: "9S" });
    const bids: [number, EuchreAction][] = [
      [0, pass],
      [1, pass],
      [2, pass],
      [3, pass],
      [0, { type: "call", suit: "H", alone: false }],
    ];
    let s = run(start(deal, 3), bids).state;
    const actions: { seat: number; action: Action }[] = bids.map(([seat, action]) => ({ seat, action }));
    let rng: Rng = rngFromSeed("march");
    while (s.results.length === 0) {
      const seat = s.turn;
      let a: Action | null;
      [a, rng] = euchre.bot.decide(botInput(rules, euchre.bot, s, { seats: 4, options: {}, actions }, seat), "strong", rng);
      if (seat === 0 && s.tricks[0] === 0 && s.trick.length === 0) expect(a).not.toEqual({ type: "play", card: "AS" });
      s = run(s, [[seat, a as EuchreAction]]).state;
      actions.push({ seat, action: a as Action });
    }
    expect(s.results[0].tricks).toEqual([5, 0]);
    expect(s.results[0].points).toEqual([2, 0]);
  });
});

describe("Euchre strong bot: worlds once the upcard lies face down (§5 discard, §8)", () => {
  // Dealer 3 is ordered up into spades by seat 0, picks up AS and discards TH; seat 0 leads 9S, the dealer wins with AS.
  const deal = fillDeal({ hands: ["9S TC QC 9D TD", "AH KH QH AD KD", "9C TS QS KS 9H", "JS JC KC JH TH"], upcard: "AS" });
  const bids: [number, EuchreAction][] = [
    [0, { type: "orderUp", alone: false }],
    [3, { type: "discard", cards: ["TH"] }],
  ];
  const trick: [number, EuchreAction][] = [
    [0, play("9S")],
    [1, play("AH")],
    [2, play("TS")],
    [3, play("AS")],
  ];
  const inputOf = (steps: [number, EuchreAction][], seat: number): BotInput => {
    const s = run(start(deal, 3), steps).state;
    return botInput(rules, euchre.bot, s, { seats: 4, options: {}, actions: steps.map(([p, action]) => ({ seat: p, action })) }, seat);
  };
  const norm = (v: Record<string, unknown>) => ({ ...v, hand: (v.hand as string[]).slice().sort(), legal: ((v.legal ?? []) as string[]).slice().sort() });
  const worlds = (input: BotInput, n: number): EuchreState[] => {
    const sample = bidReader(input);
    let rng: Rng = rngFromSeed("up");
    const out: EuchreState[] = [];
    for (let k = 0; k < n; k++) {
      let w: EuchreState | null;
      [w, rng] = sample(input, rng);
      expect(w).not.toBeNull();
      expect(norm(euchre.view(w!, input.seat) as never)).toEqual(norm(input.view as never));
      out.push(w!);
    }
    return out;
  };

  it("the dealer who picked up gets worlds, and so discards and plays by search", () => {
    const discard = inputOf(bids.slice(0, 1), 3);
    expect(discard.view.phase).toBe("discard");
    // the upcard is one of the dealer's own spades: he knows he holds it
    for (const w of worlds(discard, 30)) expect(["JS", "AS"]).toContain(w.upcard);
    const [e] = evaluateBids(rules, discard, rngFromSeed("d"));
    expect(e!.candidates.length).toBe(6);
    for (const m of e!.means) expect(Number.isFinite(m)).toBe(true);
    const lead = inputAfter(deal, [...bids, ...trick]).input;
    expect(lead.seat).toBe(3);
    for (const w of worlds(lead, 30)) expect(w.hands[3].length + w.tricks[0] + w.tricks[1]).toBe(5);
    expect(searchPlay(rules, lead, rngFromSeed("p"))[0]).not.toBeNull();
  });

  it("for the others the upcard may be a card of its suit the dealer has played since", () => {
    const input = inputOf([...bids, ...trick], 1);
    let played = 0;
    for (const w of worlds(input, 200)) {
      expect(w.upcard[1]).toBe("S");
      // the dealer holds the upcard unless it is the spade he played
      if (w.upcard === "AS") played++;
      else expect(w.hands[3]).toContain(w.upcard);
      expect(w.hands[3].length).toBe(4);
    }
    expect(played).toBeGreaterThan(0);
  });
});
