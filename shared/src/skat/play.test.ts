/** §5.2–5.6 skat, discard, declaration, following and tricks; §6 orders; §9 rulings 5–8, 12. */
import { skat } from "./index";
import { followable, sortHand, trickWinner } from "./cards";
import { act, bid, cards, declare, discard, fillDeal, pass, pickUp, play, playOut, refuse, run, start } from "./testkit";

// dealer 0, 3 seats: FH 1, MH 2, RH 0. Seat 1 becomes declarer at 18 through stage 3.
const toSkat = (deal = fillDeal(3, 0, {}), opts = {}) =>
  run(start(deal, opts), [
    [2, pass],
    [0, pass],
    [1, bid(18)],
  ]);

test("§6 trump order in a suit game: JC JS JH JD A T K Q 9 8 7; ruling 6 the lowest jack beats the trump ace", () => {
  expect(trickWinner(cards("AH JD TH"), "hearts")).toBe(1);
  expect(trickWinner(cards("JD JC 7H"), "hearts")).toBe(1);
  expect(trickWinner(cards("AS 7H TS"), "hearts")).toBe(1);
  expect(trickWinner(cards("KS AS TS"), "clubs")).toBe(1);
  expect(trickWinner(cards("TS KS AC"), "hearts")).toBe(0);
});

test("§6 grand: only jacks are trumps; a suit card is beaten only by a jack or higher of the led suit", () => {
  expect(trickWinner(cards("AC JD TC"), "grand")).toBe(1);
  expect(trickWinner(cards("7H AC AS"), "grand")).toBe(0);
  expect(trickWinner(cards("TH AH KH"), "grand")).toBe(1);
});

test("§6 null: A K Q J T 9 8 7 in each suit, no trumps; the jack belongs to its suit", () => {
  expect(trickWinner(cards("TC JC 7D"), "null")).toBe(1);
  expect(trickWinner(cards("JD QD JC"), "null")).toBe(1);
  expect(followable(cards("JC 7H"), "AC", "null")).toEqual(["JC"]);
});

test("§9.5 a jack is never part of its printed suit: clubs trump, spades led, JS + 9S must play 9S; JS alone obliges nothing", () => {
  expect(followable(cards("JS 9S AH"), "AS", "clubs")).toEqual(["9S"]);
  expect(followable(cards("JS AH"), "AS", "clubs").sort()).toEqual(["AH", "JS"]);
  // a led jack calls for trumps
  expect(followable(cards("7C AS"), "JH", "clubs")).toEqual(["7C"]);
  expect(followable(cards("7C AS"), "JH", "grand").sort()).toEqual(["7C", "AS"]);
});

test("§5.2 picking up the skat gives the declarer 12 cards; §5.3 he discards any two, jacks included", () => {
  const deal = fillDeal(3, 0, { hands: { 1: "JC JS AC TC KC QC 9C 8C 7C 7S" }, skat: "JH 8S" });
  let s = act(toSkat(deal), 1, pickUp);
  expect(s.phase).toBe("discard");
  expect(s.hands[1]).toHaveLength(12);
  expect(refuse(s, 1, { type: "discard", cards: ["JC"] })).toMatch(/exactly two/);
  expect(refuse(s, 1, discard("JC", "JC"))).toMatch(/different/);
  expect(refuse(s, 1, discard("JC", "AH"))).toMatch(/from your hand/);
  s = act(s, 1, discard("JC", "JS"));
  expect(s.phase).toBe("declare");
  expect(s.hands[1]).toHaveLength(10);
  expect(s.discard).toEqual(["JC", "JS"]);
});

test("§5.4.1 hand must be exactly 'the skat was not picked up'", () => {
  const s = toSkat();
  expect(refuse(s, 1, declare("clubs"))).toMatch(/hand game/);
  const picked = run(s, [
    [1, pickUp],
    [1, discard(s.hands[1][0], s.hands[1][1])],
  ]);
  expect(refuse(picked, 1, declare("clubs", { hand: true }))).toMatch(/cannot be a hand game/);
});

test("§5.4.2–3 announcements only in hand games and never in null; suit/grand ouvert needs hand", () => {
  const s = toSkat();
  expect(refuse(s, 1, declare("null", { hand: true, schneider: true }))).toMatch(/Null has no/);
  const picked = run(s, [
    [1, pickUp],
    [1, discard(s.hands[1][0], s.hands[1][1])],
  ]);
  expect(refuse(picked, 1, declare("hearts", { schneider: true }))).toMatch(/only be announced in a hand game/);
  expect(refuse(picked, 1, declare("grand", { ouvert: true }))).toMatch(/must be hand games/);
  // ruling 12: null ouvert after a pick-up is allowed
  expect(act(picked, 1, declare("null", { ouvert: true })).contract).toEqual({ game: "null", hand: false, schneider: false, schwarz: false, ouvert: true });
});

test("§5.4 implications: schwarz implies schneider; suit/grand ouvert implies both", () => {
  expect(act(toSkat(), 1, declare("hearts", { hand: true, schwarz: true })).contract).toMatchObject({ schneider: true, schwarz: true, ouvert: false });
  expect(act(toSkat(), 1, declare("grand", { hand: true, ouvert: true })).contract).toMatchObject({ schneider: true, schwarz: true, ouvert: true });
});

test("§5.4.4 a null worth less than the bid is refused; suit games are never refused for value", () => {
  let s = run(start(fillDeal(3, 0, {})), [
    [2, pass],
    [0, pass],
    [1, bid(36)],
  ]);
  expect(refuse(s, 1, declare("null", { hand: true }))).toMatch(/worth 35/);
  expect(act(s, 1, declare("null", { hand: true, ouvert: true })).contract?.game).toBe("null");
  expect(act(s, 1, declare("diamonds", { hand: true })).phase).toBe("play");
  const legal = skat.legalActions(s, 1).filter((a) => a.type === "declare" && a.game === "null");
  expect(legal).toEqual([{ type: "declare", game: "null", hand: true, schneider: false, schwarz: false, ouvert: true }]);
  s = run(s, [
    [1, pickUp],
    [1, discard(s.skat[0], s.skat[1])],
  ]);
  expect(skat.legalActions(s, 1).filter((a) => a.type === "declare" && a.game === "null")).toHaveLength(1);
});

test("§5.6 FH leads, turn passes clockwise, the winner leads next; a card not held or not following is refused", () => {
  const deal = fillDeal(3, 0, {
    hands: { 1: "AS 7S JC JS JH JD AC TC KC QC", 2: "8S 9S 7H 8H 9H TH KH QH AH 7C", 0: "TS KS QS 8D 9D TD QD KD AD 7D" },
    skat: "8C 9C",
  });
  let s = act(toSkat(deal), 1, declare("clubs", { hand: true }));
  expect(s.turn).toBe(1);
  expect(refuse(s, 1, play("AH"))).toBe("That card is not in your hand");
  s = act(s, 1, play("AS"));
  expect(s.turn).toBe(2);
  expect(refuse(s, 2, play("7H"))).toMatch(/follow suit \(spades\)/);
  s = run(s, [
    [2, play("8S")],
    [0, play("TS")],
  ]);
  expect(s.lastWinner).toBe(1);
  expect(s.tricks).toEqual([0, 1, 0]);
  expect(s.turn).toBe(1);
  s = act(s, 1, play("JC"));
  expect(refuse(s, 2, play("QH"))).toBe("You must follow with a trump");
});

test("§5.6 four seats: the dealer is skipped in the turn order", () => {
  const s = run(start(fillDeal(4, 0, {}), {}, 4, 0), [
    [2, pass],
    [3, pass],
    [1, bid(18)],
    [1, declare("grand", { hand: true })],
  ]);
  const after = act(s, 1, play((skat.legalActions(s, 1)[0] as { card: string }).card));
  expect(after.turn).toBe(2);
  const t = act(after, 2, play((skat.legalActions(after, 2)[0] as any).card));
  expect(t.turn).toBe(3);
});

test("§5.6(a) null ends at once when the declarer wins a trick; the next deal starts", () => {
  const deal = fillDeal(3, 0, {
    hands: { 1: "AC 7S 8S 9S TS JS QS KS AS 7H", 2: "7C 8H 9H TH JH QH KH AH 8D 9D", 0: "8C TD JD QD KD AD 7D 9C TC JC" },
    skat: "QC KC",
  });
  let s = act(toSkat(deal, { deals: 3 }), 1, declare("null", { hand: true }));
  s = run(s, [
    [1, play("AC")],
    [2, play("7C")],
    [0, play("8C")],
  ]);
  expect(s.rows).toHaveLength(1);
  expect(s.rows[0]).toMatchObject({ won: false, entry: -70, breakdown: { value: 35 } });
  expect(s.scores).toEqual([40, -120, 40]);
  expect(s.phase).toBe("deal");
});

test("§5.6(b) announced schwarz ends at once when a defender wins a trick", () => {
  const deal = fillDeal(3, 0, {
    hands: { 1: "7C 7S 8S 9S TS JS QS KS AS 7H", 2: "AC 8H 9H TH JH QH KH AH 8D 9D", 0: "8C TD JD QD KD AD 7D 9C TC JC" },
    skat: "QC KC",
  });
  let s = act(toSkat(deal), 1, declare("spades", { hand: true, schwarz: true }));
  s = run(s, [
    [1, play("7C")],
    [2, play("AC")],
    [0, play("8C")],
  ]);
  expect(s.rows).toHaveLength(1);
  expect(s.rows[0].won).toBe(false);
  expect(s.rows[0].breakdown).toMatchObject({ schneiderAnnounced: true, schwarzAnnounced: true });
});

test("§7.1 a hand game's untouched skat counts for the declarer; §9.8 discarded cards count too", () => {
  const deal = fillDeal(3, 0, {});
  let s = act(toSkat(deal, { deals: 1 }), 1, declare("grand", { hand: true }));
  s = playOut(s, (x) => x.phase === "over");
  const r = s.rows[0];
  const skatPts = deal.skat.reduce((n, c) => n + ({ A: 11, T: 10, K: 4, Q: 3, J: 2 }[c[0]] ?? 0), 0);
  expect(r.points[0] + r.points[1]).toBe(120);
  expect(r.points[0]).toBeGreaterThanOrEqual(skatPts);
});

test("§5.7 Ramsch: all ten tricks, the skat to the last trick, the most points pay (doubled with a Jungfrau)", () => {
  let s = run(start(fillDeal(3, 0, {}), { allPass: "ramsch", deals: 1 }), [
    [2, pass],
    [0, pass],
    [1, pass],
  ]);
  s = playOut(s, (x) => x.phase === "over");
  const r = s.rows[0];
  expect(r.kind).toBe("ramsch");
  expect(r.points.reduce((a, b) => a + b, 0)).toBe(120);
  expect(r.tricks.reduce((a, b) => a + b, 0)).toBe(10);
  const hi = Math.max(...r.points);
  const factor = r.tricks.some((t) => t === 0) ? 2 : 1;
  expect(r.jungfrau).toBe(factor === 2);
  if (!r.durchmarsch) expect(r.delta).toEqual(r.points.map((p) => (p === hi ? -p * factor : 0)));
  expect(r.bonus).toEqual([0, 0, 0]);
});

test("§5.7 Ramsch Durchmarsch: one seat taking all ten tricks scores +120", () => {
  // seat 1 (FH) holds every jack and the top of each suit it leads; the others never take a trick.
  const deal = fillDeal(3, 0, {
    hands: { 1: "JC JS JH JD AC TC KC AS TS KS", 2: "7C 8C 9C QC 7S 8S 9S QS 7H 8H", 0: "9H TH 7D 8D 9D TD QD KD AD AH" },
    skat: "KH QH",
  });
  let s = run(start(deal, { allPass: "ramsch", deals: 1 }), [
    [2, pass],
    [0, pass],
    [1, pass],
  ]);
  s = playOut(s, (x) => x.phase === "over");
  expect(s.rows[0]).toMatchObject({ durchmarsch: true, delta: [0, 120, 0] });
});

test("§6 hands are shown with the announced game's trumps first; in null the jacks sit in their suit", () => {
  expect(sortHand(cards("7H JD AC JC AH TH"), "hearts")).toEqual(cards("JC JD AH TH 7H AC"));
  expect(sortHand(cards("7H JD AC JC AD TH"), "null")).toEqual(cards("AC JC TH 7H AD JD"));
  expect(sortHand(cards("7H JD AC JC AH TH"), "grand")).toEqual(cards("JC JD AC AH TH 7H"));
});
