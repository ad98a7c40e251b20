/** §8 information: each viewer sees exactly what the page allows. */
import { skat } from "./index";
import { cardCodesIn, hiddenFrom } from "./hidden-cards";
import { act, bid, declare, discard, fillDeal, pass, pickUp, run, start } from "./testkit";
import type { SkatState } from "./state";

const deal = fillDeal(3, 0, {});

function checkAll(s: SkatState): void {
  for (const viewer of [0, 1, 2, "spectator"] as const) {
    const seen = cardCodesIn(skat.view(s, viewer));
    expect(hiddenFrom(s, viewer).filter((c) => seen.has(c))).toEqual([]);
  }
}

test("§8 a seat sees its own hand only; the spectator no hand; the moderator everything", () => {
  const s = start(deal);
  checkAll(s);
  expect((skat.view(s, 1).hand as string[]).slice().sort()).toEqual(deal.hands[1].slice().sort());
  expect(skat.view(s, "spectator").hand).toBeUndefined();
  expect(skat.view(s, "moderator").skat).toEqual(deal.skat);
});

test("§8 the skat is shown to the declarer only after he picks it up; the discards to him only", () => {
  let s = run(start(deal), [
    [2, pass],
    [0, bid(18)],
    [1, pass],
  ]);
  expect(skat.view(s, 0).skat).toEqual([]);
  s = act(s, 0, pickUp);
  expect(skat.view(s, 0).skat).toEqual(deal.skat);
  checkAll(s);
  s = act(s, 0, discard(s.skat[0], deal.hands[0][0]));
  expect(skat.view(s, 0).discard).toEqual([s.skat[0], deal.hands[0][0]]);
  checkAll(s);
  s = act(s, 0, declare("grand"));
  checkAll(s);
  expect(skat.view(s, 1).discard).toEqual([]);
});

test("§8 a hand game's skat stays hidden from everybody, the declarer included", () => {
  const s = run(start(deal), [
    [2, pass],
    [0, bid(18)],
    [1, pass],
    [0, declare("hearts", { hand: true })],
  ]);
  for (const v of [0, 1, 2, "spectator"] as const) {
    const seen = cardCodesIn(skat.view(s, v));
    expect(deal.skat.filter((c) => seen.has(c))).toEqual([]);
  }
});

test("§8 an ouvert declarer's hand is exposed to everyone", () => {
  const s = run(start(deal), [
    [2, pass],
    [0, bid(18)],
    [1, pass],
    [0, declare("grand", { hand: true, ouvert: true })],
  ]);
  for (const v of [1, 2, "spectator"] as const) expect((skat.view(s, v).ouvertHand as string[]).slice().sort()).toEqual(deal.hands[0].slice().sort());
  checkAll(s);
});

test("§8 a view's legal list and declarations follow the phase (only hand options before a pick-up)", () => {
  const s = run(start(deal), [
    [2, pass],
    [0, bid(18)],
    [1, pass],
  ]);
  const v = skat.view(s, 0);
  expect(v.legal).toContain("pickUpSkat");
  expect(v.declarations as string[]).toContain("clubs+hand+schneider");
  expect((v.declarations as string[]).every((d) => d.includes("hand"))).toBe(true);
  const p = run(s, [
    [0, pickUp],
    [0, discard(deal.hands[0][0], deal.hands[0][1])],
  ]);
  expect((skat.view(p, 0).declarations as string[]).some((d) => d.includes("hand") || d.includes("schneider"))).toBe(false);
  expect(skat.view(p, 1).declarations).toEqual([]);
});

test("§8 the sitting-out dealer (4 seats) sees public information only", () => {
  const s4 = start(fillDeal(4, 0, {}), {}, 4, 0);
  const v = skat.view(s4, 0);
  expect(v.hand).toEqual([]);
  expect(v.legal).toEqual([]);
  const seen = cardCodesIn(v);
  expect(
    s4.hands
      .flat()
      .concat(s4.skat)
      .filter((c) => seen.has(c)),
  ).toEqual([]);
});
