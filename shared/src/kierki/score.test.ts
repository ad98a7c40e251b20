/** Penalties per trick (§5.2), the robber, deal 6's variants, endEarly (§9.6), totals and the end (§7). */
import { kierki } from "./index";
import { trickPenalty, sixthDealTricks } from "./score";
import { DEFAULT_OPTIONS } from "./setup";
import { craft, fillDeal, playCards, start } from "./testkit";
import type { DealKind, KierkiOptions } from "./types";
import type { KierkiState } from "./state";

/** The deal just finished (crafted positions skip the earlier deals, so it is the only result). */
const done = (s: KierkiState) => s.results[s.results.length - 1];
const O = (o: Partial<KierkiOptions> = {}): KierkiOptions => ({ ...DEFAULT_OPTIONS, ...o });
const pen = (kind: DealKind, cards: string, number = 1, n = 4, o: Partial<KierkiOptions> = {}) => trickPenalty(kind, cards.split(" "), number, n, O(o));

describe("§5.2 penalties per trick", () => {
  test("§5.2 deal 1: 20 per trick (15 with 3 players)", () => {
    expect(pen("tricks", "2S 3S 4S 5S")).toBe(20);
    expect(pen("tricks", "2S 3S 4S", 1, 3)).toBe(15);
  });
  test("§5.2 deal 2: 20 per heart, 3 players too", () => {
    expect(pen("hearts", "2H AH 4S QH")).toBe(60);
    expect(pen("hearts", "2H AH 4S", 1, 3)).toBe(40);
    expect(pen("hearts", "2S 3S 4S 5S")).toBe(0);
  });
  test("§5.2 deal 3: 60 per queen", () => {
    expect(pen("queens", "QS QH 4S 5S")).toBe(120);
    expect(pen("queens", "QC 2D 3D", 5, 3)).toBe(60);
  });
  test("§5.2 deal 4: 30 per king or jack", () => {
    expect(pen("kingsJacks", "KS JH QS 5S")).toBe(60);
    expect(pen("kingsJacks", "JC 2D KD", 1, 3)).toBe(60);
  });
  test("§5.2 deal 5: 150 for KH (140 with 3 players)", () => {
    expect(pen("kingHearts", "2H KH 3H 4H")).toBe(150);
    expect(pen("kingHearts", "2H KH 3H", 1, 3)).toBe(140);
    expect(pen("kingHearts", "2H AH 3H 4H")).toBe(0);
  });
  test("§5.2 deal 6 'last': the 13th trick 150; with 3 players the 17th trick 140 (§9.7)", () => {
    expect(pen("last", "2S 3S 4S 5S", 13)).toBe(150);
    expect(pen("last", "2S 3S 4S 5S", 12)).toBe(0);
    expect(pen("last", "2S 3S 4S", 17, 3)).toBe(140);
    expect(pen("last", "2S 3S 4S", 13, 3)).toBe(0);
  });
  test("§5.2 deal 6 variants name two tricks at 75 each (70 with 3 players)", () => {
    expect(sixthDealTricks("lastTwo", 4)).toEqual({ tricks: [12, 13], each: 75 });
    expect(sixthDealTricks("lastTwo", 3)).toEqual({ tricks: [16, 17], each: 70 });
    expect(sixthDealTricks("seventhAndLast", 4)).toEqual({ tricks: [7, 13], each: 75 });
    expect(sixthDealTricks("seventhAndLast", 3)).toEqual({ tricks: [7, 17], each: 70 });
    expect(sixthDealTricks("thirdAndSeventh", 4)).toEqual({ tricks: [3, 7], each: 75 });
    expect(sixthDealTricks("thirdAndEighth", 3)).toEqual({ tricks: [3, 8], each: 70 });
    expect(pen("last", "2S 3S 4S 5S", 8, 4, { sixthDeal: "thirdAndEighth" })).toBe(75);
    expect(pen("last", "2S 3S 4S 5S", 7, 4, { sixthDeal: "thirdAndEighth" })).toBe(0);
  });
  test("§5.2 robber: every row at once (KH 20+30+150, QH 20+60, JH 20+30) plus the trick and deal-6 penalties", () => {
    expect(pen("robber", "KH 2S 3S 4S", 1)).toBe(20 + 20 + 30 + 150);
    expect(pen("robber", "QH 2S 3S 4S", 1)).toBe(20 + 20 + 60);
    expect(pen("robber", "JH 2S 3S 4S", 1)).toBe(20 + 20 + 30);
    expect(pen("robber", "2S 3S 4S 5S", 3, 4, { sixthDeal: "thirdAndSeventh" })).toBe(20 + 75);
    expect(pen("robber", "KH 2S 3S", 17, 3)).toBe(15 + 20 + 30 + 140 + 140);
  });
  test("§10 worked example: the robber trick QH KH 2C KC, 13th trick, 'last', costs 480", () => {
    expect(pen("robber", "QH KH 2C KC", 13)).toBe(480);
  });
});

/** A position in deal `kind` with 4 one-card hands: the deal's last trick (4 players, dealer 3). */
function lastTrickOf(kind: DealKind, hands: string[], opts: Partial<KierkiOptions> = {}, fields: Partial<KierkiState> = {}): KierkiState {
  const base = start(fillDeal([]), { robber: true, ...opts }, 3);
  const dealNo = base.sequence.indexOf(kind);
  const leader = (3 + dealNo + 1) % 4;
  return craft(base, { dealNo, hands: hands.map((c) => [c]), turn: leader, leader, dealer: (3 + dealNo) % 4, trickNo: 12, rng: null, ...fields });
}

describe("§5.2 scoring in play, §7 totals", () => {
  test("§10 worked example: in deal 2 a trick 7D 2H AD KH is won by AD, and that seat loses 40", () => {
    // deal 2 (index 1): dealer 0, seat 1 leads
    const s = lastTrickOf("hearts", ["KH", "7D", "2H", "AD"], {}, { scores: [-100, -20, -40, -100] });
    // seat 1 leads 7D, seat 2 sheds 2H, seat 3 plays AD, seat 0 sheds KH
    const t = playCards(s, "7D 2H AD KH").state;
    expect(done(t)).toEqual({ kind: "hearts", points: [0, 0, 0, -40] });
    expect(t.scores).toEqual([-100, -20, -40, -140]);
  });

  test("§10 worked example: the robber trick QH KH 2C KC as the 13th trick costs its winner 480", () => {
    // deal 7 (index 6): dealer (3 + 6) % 4 = 1, seat 2 leads; seat 2 holds only hearts, so it may lead QH
    const s = lastTrickOf("robber", ["2C", "KC", "QH", "KH"]);
    const t = playCards(s, "QH KH 2C KC").state;
    expect(t.lastWinner).toBe(3);
    expect(done(t).points).toEqual([0, 0, 0, -480]);
  });

  test("§7 the game ends after the last deal; the winners are every seat with the highest total, ties share", () => {
    // deal 6 (index 5), default sequence: dealer (3 + 5) % 4 = 0, seat 1 leads the 13th trick
    const base = start(fillDeal([]), {}, 3);
    const s = craft(base, { dealNo: 5, dealer: 0, leader: 1, turn: 1, trickNo: 12, hands: [["2S"], ["3S"], ["4S"], ["5S"]], scores: [-300, -200, -500, -200] });
    const t = playCards(s, "3S 4S 5S 2S").state;
    expect(t.phase).toBe("over");
    expect(t.scores).toEqual([-300, -200, -500, -350]);
    expect(kierki.outcome(t)).toEqual({ scores: [-300, -200, -500, -350], winners: [1] });
    const tie = playCards(craft(s, { scores: [-200, -200, -500, -50] }), "3S 4S 5S 2S").state;
    expect(kierki.outcome(tie)!.winners).toEqual([0, 1, 3]);
    // §8 the final trick stays shown at the game's end
    expect(tie.lastTrick).toEqual(["3S", "4S", "5S", "2S"]);
    expect(kierki.toAct(tie)).toEqual([]);
    expect(kierki.apply(tie, 1, { type: "play", card: "3S" })).toEqual({ ok: false, error: "The game is over", code: "game_over" });
  });

  test("§9.12 scores are never positive without positive deals", () => {
    const s = start(fillDeal([]), {}, 3);
    expect(kierki.outcome(s)).toBeNull();
    expect(kierki.scores(s)).toEqual([0, 0, 0, 0]);
  });
});

/** 8-card hands at trick 6 of deal `kind` (leader holds spades, the others hearts, diamonds, clubs in turn). */
function midDeal(kind: DealKind, hands: string[][], opts: Partial<KierkiOptions> = {}, fields: Partial<KierkiState> = {}): KierkiState {
  const base = start(fillDeal([]), { robber: true, ...opts }, 3);
  const dealNo = base.sequence.indexOf(kind);
  const leader = (3 + dealNo + 1) % 4;
  return craft(base, { dealNo, hands, turn: leader, leader, dealer: (3 + dealNo) % 4, trickNo: 5, rng: null, ...fields });
}

describe("§5.2 endEarly and §9.6", () => {
  const hands = (leader: number, lead: string[], h: string[], d: string[], c: string[]) => {
    const out: string[][] = [[], [], [], []];
    [lead, h, d, c].forEach((cards, i) => (out[(leader + i) % 4] = cards));
    return out;
  };
  const ends = (s: KierkiState, cards: string) => playCards(s, cards).state;

  test("§5.2 deal 2 ends after the trick that takes the 13th heart; with endEarly off it goes on", () => {
    // deal 2: dealer 0, seat 1 leads
    const h = hands(1, ["2S", "3S"], ["AH", "4H"], ["2D", "3D"], ["2C", "3C"]);
    const s = midDeal("hearts", h, {}, { taken: { hearts: 11, queens: 0, kingsJacks: 0, kh: false } });
    const t = ends(s, "2S AH 2D 2C");
    expect(t.dealNo).toBe(1);
    expect(t.phase).toBe("play");
    const u = ends(t, "3S 4H 3D 3C");
    expect([u.dealNo, u.phase, u.results.length]).toEqual([2, "deal", 1]);
    expect(done(u).points[1]).toBe(-40);
    // §8 the cards thrown in are gone from every view; the last trick leaves the table
    expect(kierki.view(u, 0).lastTrick).toEqual([]);
    const off = ends(midDeal("hearts", h, { endEarly: false }, { taken: { hearts: 12, queens: 0, kingsJacks: 0, kh: false } }), "2S AH 2D 2C");
    expect([off.dealNo, off.phase]).toEqual([1, "play"]);
  });

  test("§5.2 deal 3 ends once all 4 queens are taken", () => {
    const h = hands(2, ["QS", "3S"], ["QH", "4H"], ["QD", "3D"], ["QC", "3C"]);
    const t = ends(midDeal("queens", h), "QS QH QD QC");
    expect([t.dealNo, done(t).points]).toEqual([3, [0, 0, -240, 0]]);
  });

  test("§5.2 deal 4 ends once all 4 kings and 4 jacks are taken", () => {
    const h = hands(3, ["KS", "JS"], ["KH", "JH"], ["KD", "JD"], ["KC", "JC"]);
    const s = midDeal("kingsJacks", h);
    const t = ends(s, "KS KH KD KC");
    expect(t.dealNo).toBe(3);
    const u = ends(t, "JS JH JD JC");
    expect([u.dealNo, done(u).points]).toEqual([4, [0, 0, 0, -240]]);
  });

  test("§5.2 deal 5 ends once KH is taken", () => {
    const h = hands(0, ["2S", "3S"], ["KH", "4H"], ["2D", "3D"], ["2C", "3C"]);
    const t = ends(midDeal("kingHearts", h), "2S KH 2D 2C");
    expect([t.dealNo, done(t).points]).toEqual([5, [-150, 0, 0, 0]]);
  });

  test("§5.2 deal 6 ends after its highest penalised trick (trick 7 under thirdAndSeventh)", () => {
    const h = hands(1, ["2S", "3S"], ["2H", "4H"], ["2D", "3D"], ["2C", "3C"]);
    const s = midDeal("last", h, { sixthDeal: "thirdAndSeventh" }, { trickNo: 5 });
    const t = ends(s, "2S 2H 2D 2C");
    expect(t.dealNo).toBe(5);
    const u = ends(t, "3S 4H 3D 3C");
    expect([u.dealNo, done(u).points]).toEqual([6, [0, -75, 0, 0]]);
  });

  test("§5.2 deals 1 and 7 always run to the last trick", () => {
    const h1 = hands(0, ["2S", "3S"], ["2H", "4H"], ["2D", "3D"], ["2C", "3C"]);
    const t = ends(midDeal("tricks", h1), "2S 2H 2D 2C");
    expect([t.dealNo, t.trickNo]).toEqual([0, 6]);
    const h7 = hands(2, ["2S", "3S"], ["2H", "4H"], ["2D", "3D"], ["2C", "3C"]);
    const taken = { hearts: 12, queens: 4, kingsJacks: 8, kh: true };
    const r = ends(midDeal("robber", h7, {}, { taken }), "2S 2H 2D 2C");
    expect([r.dealNo, r.trickNo]).toEqual([6, 6]);
  });

  test("§9.6 the next action in a record already belongs to the next deal", () => {
    const h = hands(2, ["QS", "3S"], ["QH", "4H"], ["QD", "3D"], ["QC", "3C"]);
    const next = fillDeal([]);
    const s = craft(midDeal("queens", h), { plan: [next, next, next, next] });
    const t = ends(s, "QS QH QD QC");
    expect([t.dealNo, t.phase, t.turn, t.hands[0]]).toEqual([3, "play", 3, next.hands[0]]);
  });
});
