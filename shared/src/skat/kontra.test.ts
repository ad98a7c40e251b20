/** §5.5 kontra / re / sup (house option), §9 rulings 11 and 14. */
import { botInput } from "../core/bot";
import { rngFromSeed } from "../core/rng";
import { skat } from "./index";
import type { SkatState } from "./state";
import { act, bid, declare, fillDeal, pass, play, refuse, run, start } from "./testkit";

// dealer 0: FH 1, MH 2, RH 0; seat 0 (RH) declares a hand grand at 18, so FH 1 leads and 2 is also a defender.
const declared = (kontra: "off" | "re" | "sup") =>
  run(start(fillDeal(3, 0, {}), { kontra }), [
    [2, pass],
    [0, bid(18)],
    [1, pass],
    [0, declare("grand", { hand: true })],
  ]);

test("§5.5 off: kontra is refused", () => {
  expect(refuse(declared("off"), 1, { type: "kontra" })).toMatch(/not played/);
});

test("§9.14 a defender not on turn may say kontra before the first card; the declarer may not", () => {
  const s = declared("re");
  expect(skat.toAct(s).sort()).toEqual([1, 2]);
  expect(skat.legalActions(s, 2)).toEqual([{ type: "kontra" }]);
  expect(refuse(s, 0, { type: "kontra" })).toMatch(/Only a defender/);
  const k = act(s, 2, { type: "kontra" });
  expect(k.phase).toBe("kontra");
  expect(skat.toAct(k)).toEqual([0]);
  expect(refuse(k, 0, { type: "sup" })).toMatch(/re or pass/);
});

test("§5.5 the window closes with the first card and after one kontra", () => {
  const s = declared("re");
  const card = (skat.legalActions(s, 1).find((a) => a.type === "play") as { card: string }).card;
  const after = act(s, 1, play(card));
  expect(refuse(after, 2, { type: "kontra" })).toMatch(/once, before the first card/);
  const answered = run(s, [
    [1, { type: "kontra" }],
    [0, pass],
  ]);
  expect(answered.phase).toBe("play");
  expect(answered.turn).toBe(1);
  expect(answered.kontra).toBe(1);
  expect(refuse(answered, 2, { type: "kontra" })).toMatch(/once/);
});

test("§5.5 re with the re option ends the exchange (factor 4); with sup the kontra sayer may answer (factor 8)", () => {
  const re = run(declared("re"), [
    [2, { type: "kontra" }],
    [0, { type: "re" }],
  ]);
  expect([re.phase, re.kontra, re.turn]).toEqual(["play", 2, 1]);
  let sup = run(declared("sup"), [
    [2, { type: "kontra" }],
    [0, { type: "re" }],
  ]);
  expect([sup.phase, sup.turn]).toEqual(["kontra", 2]);
  expect(refuse(sup, 1, { type: "sup" })).toMatch(/not your turn/);
  sup = act(sup, 2, { type: "sup" });
  expect([sup.phase, sup.kontra, sup.turn]).toEqual(["play", 3, 1]);
});

test("an easy bot never opens a kontra (it would be the only legal action of a defender off turn) but answers one", () => {
  const s = declared("re");
  const rng = rngFromSeed("bot");
  const easy = (state: SkatState, seat: number, r = rng) =>
    skat.bot.decide(botInput(skat, skat.bot, state, { seats: 3, options: {}, actions: [] }, seat), "easy", r)[0];
  expect(easy(s, 2)).toBeNull();
  expect(easy(s, 1)?.type).toBe("play");
  const k = act(s, 2, { type: "kontra" });
  const answers = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((n) => easy(k, 0, rngFromSeed(n))?.type));
  expect(answers).toEqual(new Set(["re", "pass"]));
});
