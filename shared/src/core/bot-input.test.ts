/**
 * Issue 13, part 1: a bot is given only its own view and the actions it saw, never the state. Proof: for
 * every ruleset with a bot, two states that differ only in cards hidden from the bot's seat (two hidden
 * hands swap a card, or a hidden hand and the deck or skat) give the bot identical input, and so the same
 * decision at every level.
 */
import { botInput, BOT_LEVELS } from "./bot";
import { playRandomly } from "./random-play";
import { rngFromSeed, type Rng } from "./rng";
import type { Action, AnyRuleset } from "./ruleset";
import { getRuleset } from "../registry";

type Hands = { hands: string[][] };

/** Swaps the first card of hidden places `a` and `b` of a state (places: hands by seat, or a named list). */
function swapped<S extends Hands>(s: S, a: number | keyof S, b: number | keyof S): S {
  const lists: Record<string, string[]> = {};
  const get = (p: number | keyof S) => (typeof p === "number" ? s.hands[p] : (s[p] as unknown as string[]));
  const x = get(a)[0];
  const y = get(b)[0];
  const out = { ...s, hands: s.hands.map((h) => h.slice()) } as S;
  const put = (p: number | keyof S, from: string, to: string) => {
    const list = get(p).map((c) => (c === from ? to : c));
    if (typeof p === "number") out.hands[p] = list;
    else (out as Record<string, unknown>)[p as string] = lists[p as string] = list;
  };
  put(a, x, y);
  put(b, y, x);
  return out;
}

/** Random legal play from a seeded game until `stop` says the position is interesting. */
function position(rules: AnyRuleset, seats: number, seed: string, stop: (s: unknown, n: number) => boolean) {
  const made = rules.setup({ seats, options: {}, dealer: 0, rng: rngFromSeed(seed) });
  if (!made.ok) throw new Error(made.error);
  return playRandomly(rules, made.value, seed, stop);
}

const cases: { id: string; seats: number; stop: (s: any, n: number) => boolean; perturb: (s: any, me: number) => any }[] = [
  { id: "fox", seats: 2, stop: (s, n) => n >= 9 && s.phase === "play", perturb: (s, me) => swapped(s, 1 - me, "deck") },
  { id: "euchre", seats: 4, stop: (s) => s.phase === "play" && s.trick.length === 1, perturb: (s, me) => swapped(s, (me + 1) % 4, (me + 2) % 4) },
  { id: "kierki", seats: 4, stop: (_s, n) => n >= 14, perturb: (s, me) => swapped(s, (me + 1) % 4, (me + 3) % 4) },
  {
    id: "skat",
    seats: 3,
    stop: (s) => s.phase === "play" && s.trick.length === 1 && !s.contract?.ouvert,
    perturb: (s, me) =>
      s.declarer === me ? swapped(s, (me + 1) % 3, (me + 2) % 3) : swapped(s, (me + 1) % 3 === s.declarer ? (me + 2) % 3 : (me + 1) % 3, "skat"),
  },
  {
    id: "bridge",
    seats: 4,
    stop: (s) => s.phase === "play" && s.trick.length === 2,
    perturb: (s, me) => swapped(s, ...([0, 1, 2, 3].filter((p) => p !== me && p !== (s.contract.declarer + 2) % 4).slice(0, 2) as [number, number])),
  },
];

describe.each(cases)("$id: the bot's input is its view and what it saw", ({ id, seats, stop, perturb }) => {
  test("states differing only in cards hidden from the seat give identical input and identical decisions", () => {
    const rules = getRuleset(id)!;
    const bot = rules.bot!;
    for (let g = 0; g < 3; g++) {
      const { s, actions } = position(rules, seats, `${id}-proof-${g}`, stop);
      const me = rules.toAct(s)[0] as number;
      const other = perturb(s, me);
      expect(other).not.toEqual(s);
      const record = { seats, options: {}, actions };
      const a = botInput(rules, bot, s, record, me);
      const b = botInput(rules, bot, other, record, me);
      expect(b).toEqual(a);
      for (const level of BOT_LEVELS) {
        const [x] = bot.decide(a, level, rngFromSeed(`d${g}`));
        const [y] = bot.decide(b, level, rngFromSeed(`d${g}`));
        expect(y).toEqual(x);
        expect(rules.legalActions(s, me)).toContainEqual(x as Action);
      }
    }
  });
});

const samplers: Record<string, (input: import("./bot").BotInput, rng: Rng) => [unknown, Rng]> = {
  fox: require("../fox/worlds").sampleWorld,
  euchre: require("../euchre/worlds").sampleWorld,
  kierki: require("../kierki/worlds").sampleWorld,
  skat: require("../skat/worlds").sampleWorld,
  bridge: require("../bridge/worlds").sampleWorld,
};

describe.each(cases)("$id: the search's worlds", ({ id, seats, stop }) => {
  test("every sampled world shows the seat exactly its own view, and play goes on in it", () => {
    const rules = getRuleset(id)!;
    for (let g = 0; g < 4; g++) {
      const { s, actions } = position(rules, seats, `${id}-world-${g}`, stop);
      const me = rules.toAct(s)[0] as number;
      const input = botInput(rules, rules.bot!, s, { seats, options: {}, actions }, me);
      let rng = rngFromSeed(`w${g}`);
      for (let k = 0; k < 5; k++) {
        let world: unknown;
        [world, rng] = samplers[id](input, rng);
        expect(world).not.toBeNull();
        // Hands are compared as sets: a world may hold the seat's cards in display order.
        const norm = (v: any) => ({ ...v, hand: v.hand?.slice().sort(), legal: v.legal?.slice().sort() });
        expect(norm(rules.view(world, me))).toEqual(norm(input.view));
      }
    }
  });
});
