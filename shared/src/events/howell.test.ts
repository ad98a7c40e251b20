/**
 * The Howell movement (docs/events.md, "Movements"): every pair meets every other pair once over 2T − 1 rounds,
 * every table of a round plays that round's board set, each pair plays each set once and sits North-South
 * T − 1 or T times.
 */
import { howell, howellMaxRounds, maxRounds, movement, MAX_TABLES, MIN_TABLES } from "./movement";

const sizes = Array.from({ length: MAX_TABLES - MIN_TABLES + 1 }, (_, i) => MIN_TABLES + i);

test.each(sizes)("%i tables: every pair meets every other exactly once, one seat a round", (tables) => {
  const m = howell(tables);
  if (!m.ok) throw new Error(m.error);
  expect(m.value.rounds).toBe(2 * tables - 1);
  expect(m.value.sets).toBe(2 * tables - 1);
  const met = new Map<string, number>();
  for (const round of m.value.seatings) {
    expect(round.map((s) => s.table)).toEqual(Array.from({ length: tables }, (_, i) => i + 1));
    // every pair sits once a round
    expect(round.flatMap((s) => [s.ns, s.ew]).sort((a, b) => a - b)).toEqual(Array.from({ length: 2 * tables }, (_, i) => i + 1));
    for (const s of round) {
      const key = [s.ns, s.ew].sort((a, b) => a - b).join("-");
      met.set(key, (met.get(key) ?? 0) + 1);
    }
  }
  expect(met.size).toBe((2 * tables * (2 * tables - 1)) / 2);
  expect([...met.values()].every((n) => n === 1)).toBe(true);
});

test.each(sizes)("%i tables: a round's tables share its set; each pair plays each set once and sits each way T − 1 or T times", (tables) => {
  const m = howell(tables);
  if (!m.ok) throw new Error(m.error);
  for (const [r, round] of m.value.seatings.entries()) for (const s of round) expect(s.set).toBe(r + 1);
  for (let pair = 1; pair <= 2 * tables; pair++) {
    const mine = m.value.seatings.flat().filter((s) => s.ns === pair || s.ew === pair);
    expect(mine.map((s) => s.set)).toEqual(Array.from({ length: 2 * tables - 1 }, (_, i) => i + 1));
    const ns = mine.filter((s) => s.ns === pair).length;
    expect([tables - 1, tables]).toContain(ns);
  }
});

test("fewer rounds are a prefix of the full movement; sizes and rounds out of range are refused by code", () => {
  const full = howell(4);
  const short = howell(4, 3);
  if (!full.ok || !short.ok) throw new Error("no movement");
  expect(short.value.seatings).toEqual(full.value.seatings.slice(0, 3));
  expect(short.value.sets).toBe(3);
  expect(howell(2)).toMatchObject({ ok: false, code: "movement_size" });
  expect(howell(9)).toMatchObject({ ok: false, code: "movement_size" });
  expect(howell(3, 6)).toMatchObject({ ok: false, code: "movement_rounds", params: { max: 5 } });
  expect(howell(3, 0)).toMatchObject({ ok: false, code: "movement_rounds" });
  expect(howellMaxRounds(8)).toBe(15);
});

test("the movement of a format: Mitchell keeps its own numbering and one set a table", () => {
  const m = movement("mitchell", 3);
  const h = movement("howell", 3);
  if (!m.ok || !h.ok) throw new Error("no movement");
  expect(m.value.kind).toBe("mitchell");
  expect(m.value.sets).toBe(3);
  expect(h.value.kind).toBe("howell");
  expect(maxRounds("mitchell", 4)).toBe(3);
  expect(maxRounds("howell", 4)).toBe(7);
});
