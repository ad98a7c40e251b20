/**
 * The renderers' layouts (each game's `*Layout.ts`, pure arithmetic): at a phone's and a desktop's canvas,
 * everything they place is on the canvas, the player's own hand is at the bottom below the trick, the
 * other players' badges above it, and nothing of the hand overlaps the player's badge. Sizes are CSS
 * pixels of real screens: an iPhone SE (375 × 667 less the bars), a Pixel 7 in landscape, a laptop.
 */
import type { FanArea } from "../table/hand-fan";
import { bridgeLayout } from "./bridge/layout";
import { euchreLayout } from "./euchre/layout";
import { foxLayout } from "./fox/layout";
import { kierkiLayout, sides } from "./kierki/layout";
import { skatLayout } from "./skat/layout";

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SIZES: [string, number, number][] = [
  ["phone", 375, 560],
  ["phone landscape", 780, 340],
  ["laptop", 1280, 680],
  ["desktop", 1920, 960],
];

/** A card's height for its width (the decks' aspect). */
const CARD_H = 1.4;

function inside(box: Box, w: number, h: number): void {
  expect(box.w).toBeGreaterThan(0);
  expect(box.h).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.w).toBeLessThanOrEqual(w + 0.5);
  expect(box.y + box.h).toBeLessThanOrEqual(h + 0.5);
}

/** The row of cards a fan may fill, raised card included. */
function fanBox(f: FanArea): Box {
  const ch = f.cardWidth * CARD_H;
  return { x: f.cx - f.width / 2, y: f.cy - ch / 2 - (f.raise ?? 0), w: f.width, h: ch + (f.raise ?? 0) };
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The hand: on the canvas, at the bottom, below the trick, clear of the badges. */
function handAtBottom(hand: FanArea, trickCy: number, badges: Box[], w: number, h: number): void {
  const box = fanBox(hand);
  inside(box, w, h);
  expect(hand.cardWidth).toBeGreaterThanOrEqual(40); // a card a finger can hit
  expect(hand.cy).toBeGreaterThan(trickCy);
  expect(box.y + box.h).toBeGreaterThan(h * 0.8);
  for (const b of badges) expect(overlap(box, b)).toBe(false);
}

describe.each(SIZES)("layouts on a %s (%i × %i)", (_name, w, h) => {
  test("Fox: badges, hands, deck and trick on the canvas; my hand at the bottom, the opponent's at the top", () => {
    const l = foxLayout(w, h);
    expect(l.compact).toBe(w < 640);
    inside(l.topBadge, w, h);
    inside(l.bottomBadge, w, h);
    inside(fanBox(l.topHand), w, h);
    handAtBottom(l.bottomHand, l.trick.cy, [l.topBadge, l.bottomBadge], w, h);
    expect(l.topHand.cy).toBeLessThan(l.trick.cy);
    // The trick sits in the middle third, clear of the deck and the decree card at the left.
    expect(l.trick.cx).toBeGreaterThan(w / 3);
    expect(l.trick.cx).toBeLessThan((2 * w) / 3);
    expect(l.trick.cx - l.trick.cardW / 2).toBeGreaterThan(l.decree.x);
    for (const p of [l.deck, l.decree]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(w);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(h);
    }
  });

  test("Euchre: four badges on the canvas and apart; the three other hands off my hand", () => {
    const l = euchreLayout(w, h);
    l.badges.forEach((b) => inside(b, w, h));
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) expect(overlap(l.badges[i], l.badges[j])).toBe(false);
    handAtBottom(l.hand, l.trick.cy, l.badges.slice(1), w, h);
    expect(l.backs[0]).toBeNull();
    for (const back of l.backs.slice(1)) if (back) expect(overlap(fanBox(back), fanBox(l.hand))).toBe(false);
    inside(l.trumpBox, w, h);
  });

  test.each([3, 4])("Kierki with %i seats: a badge per seat, the trick's slots around its centre", (n) => {
    const l = kierkiLayout(w, h, n);
    expect(l.badges.length).toBeGreaterThanOrEqual(n);
    l.badges.slice(0, n).forEach((b) => inside(b, w, h));
    handAtBottom(l.hand, l.trick.cy, l.badges.slice(1, n), w, h);
    // Each seat's card lies towards its side of the table: bottom below the centre, top above, left and right beside.
    const where = sides(n);
    l.trick.slots.slice(0, n).forEach((s, i) => {
      if (where[i] === "bottom") expect(s.y).toBeGreaterThan(l.trick.cy);
      if (where[i] === "top") expect(s.y).toBeLessThan(l.trick.cy);
      if (where[i] === "left") expect(s.x).toBeLessThan(l.trick.cx);
      if (where[i] === "right") expect(s.x).toBeGreaterThan(l.trick.cx);
    });
  });

  test.each([3, 4])("Skat with %i seats: badges on the canvas, my hand at the bottom", (seats) => {
    const l = skatLayout(w, h, seats);
    // A slot no seat uses at this size of table is left empty (zero width); every seat's is drawn.
    const badges = (Object.values(l.badges) as Box[]).filter((b) => b.w > 0);
    expect(badges.length).toBeGreaterThanOrEqual(seats);
    badges.forEach((b) => inside(b, w, h));
    handAtBottom(l.hand, l.trick.cy, [], w, h);
  });

  test("Bridge: four badges, my hand at the bottom, the middle region between the hands", () => {
    const l = bridgeLayout(w, h);
    const badges = Object.values(l.badges) as Box[];
    badges.forEach((b) => inside(b, w, h));
    handAtBottom(l.hand, l.trick.cy, [], w, h);
    inside(l.middle, w, h);
    expect(l.trick.cx).toBeGreaterThan(l.middle.x);
    expect(l.trick.cx).toBeLessThan(l.middle.x + l.middle.w);
  });
});

test("Kierki's seats go round the table from the bottom: 4 seats bottom, left, top, right; 3 leave the top empty", () => {
  expect(sides(4)).toEqual(["bottom", "left", "top", "right"]);
  expect(sides(3)).toEqual(["bottom", "left", "right"]);
});
