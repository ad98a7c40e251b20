/** The double-dummy solver (dd-solve.ts): endgames checked by hand, and a brute-force minimax on small positions. */
import { frenchDeck } from "../core/cards";
import { randInt, rngFromSeed, shuffle, type Rng } from "../core/rng";
import { trickWinner } from "./apply";
import { bounds, loses, sureTrumps } from "./dd-quick";
import { DDSolver, ddTricks, type DDPosition } from "./dd-solve";

/** Hands from "N:AS QS E:5S 6S S:3S 2S W:KS 4S" style text. */
function hands(text: string): string[][] {
  const out: string[][] = [[], [], [], []];
  for (const part of text.split(/\s+(?=[NESW]:)/)) {
    const [seat, cards] = part.split(":");
    out["NESW".indexOf(seat)] = cards.trim().split(/\s+/).filter(Boolean);
  }
  return out;
}

/** Plain minimax over every legal card: tricks NS take of the remaining ones. */
function bruteForce(p: DDPosition): number {
  const trump = p.strain === "NT" ? "" : p.strain;
  const h = p.hands.map((x) => x.slice());
  const go = (leader: number, trick: string[]): number => {
    if (trick.length === 4) {
      const w = (leader + trickWinner(trick, trump)) % 4;
      if (h.every((x) => x.length === 0)) return w % 2 === 0 ? 1 : 0;
      return (w % 2 === 0 ? 1 : 0) + go(w, []);
    }
    const seat = (leader + trick.length) % 4;
    const led = trick.length > 0 ? trick[0][1] : "";
    const follow = h[seat].filter((c) => c[1] === led);
    const legal = follow.length > 0 ? follow : h[seat].slice();
    let best = seat % 2 === 0 ? -1 : 99;
    for (const c of legal) {
      h[seat] = h[seat].filter((x) => x !== c);
      const v = go(leader, [...trick, c]);
      h[seat].push(c);
      best = seat % 2 === 0 ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return go(p.leader, p.trick.slice());
}

describe("double-dummy solver", () => {
  test("a finesse: South leads towards North's AQ; it wins when the king is on the left (West), not on the right", () => {
    const onside = { hands: hands("N:AS QS E:6S 5S S:3S 2S W:KS 4S"), strain: "NT", leader: 2, trick: [] };
    const offside = { hands: hands("N:AS QS E:KS 6S S:3S 2S W:5S 4S"), strain: "NT", leader: 2, trick: [] };
    expect(ddTricks(onside, 0)).toBe(2);
    expect(ddTricks(offside, 0)).toBe(1);
    // North on lead cannot finesse: the king makes either way
    expect(ddTricks({ ...onside, leader: 0 }, 0)).toBe(1);
    expect(ddTricks(onside, 1)).toBe(0);
  });

  test("a simple squeeze: the club ace squeezes West, who guards both majors ahead of North; East cannot be squeezed", () => {
    // West must let go the ♠A (North's ♠K then wins) or a heart (North's ♥2 then wins): NS take all three.
    const west = { hands: hands("N:KS AH 2H E:3D 4D 5D S:2D 3H AC W:AS KH QH"), strain: "NT", leader: 2, trick: [] };
    expect(ddTricks(west, 0)).toBe(3);
    expect(bruteForce(west)).toBe(3);
    // The same guards behind North: North must discard first, and East keeps what North keeps.
    const east = { hands: hands("N:KS AH 2H E:AS KH QH S:2D 3H AC W:3D 4D 5D"), strain: "NT", leader: 2, trick: [] };
    expect(ddTricks(east, 0)).toBe(2);
    expect(bruteForce(east)).toBe(2);
  });

  test("trumps: a ruff beats an ace; a trick in progress is finished from where it stands", () => {
    const p = { hands: hands("N:AH 2S E:KS 3S S:4S 5S W:QS 6S"), strain: "H", leader: 1, trick: [] };
    // East leads: North must follow to the first spade, but ruffs the second with the ♥A.
    expect(ddTricks(p, 0)).toBe(1);
    // At notrump the ♥A is only a discard: EW take both spade tricks.
    expect(ddTricks({ ...p, strain: "NT" }, 0)).toBe(0);
    // West already led the ♠Q (West led this trick): North ruffs it, then leads the ♠2.
    const inTrick = { hands: hands("N:AH 2S E:KS 3S S:4S 5S W:6S"), strain: "H", leader: 3, trick: ["QS"] };
    expect(ddTricks(inTrick, 0)).toBe(1);
    expect(ddTricks(inTrick, 1)).toBe(1);
  });

  /** The quick bounds of `p` for `side` needing `need` tricks: 1 proved, -1 refuted, 0 left to search; and the cards relied on. */
  function quick(p: DDPosition, side: number, need: number): { answer: number; rel: number[] } {
    const s = new DDSolver().load(p);
    const at = { h: s.h, trump: s.trump, left: s.tricksLeft, side, leader: p.leader, rel: new Int32Array(4), qrel: new Int32Array(4) };
    const answer = bounds(at, need);
    return { answer, rel: Array.from(at.rel) };
  }

  test("sure trump tricks: a hand's trumps win unless a higher opposing trump is left to beat each one", () => {
    // East's ♥KQJ against North's ♥A: the ace beats one of them at most, so EW take two tricks whatever is played.
    const p = { hands: hands("N:AH 2C 3C 4C E:KH QH JH 5C S:2D 3D 4D 5D W:2S 3S 4S 5S"), strain: "H", leader: 0, trick: [] };
    const s = new DDSolver().load(p);
    expect(sureTrumps(s.h, s.trump)).toBe((1 << 0) | (12 << 8) | (2 << 4) | (9 << 12)); // NS: the ace; EW: two, down to the jack
    // must cut: EW need two, NS cannot take three (of four); both rest on the hearts from the jack up
    expect(quick(p, 1, 2)).toEqual({ answer: 1, rel: [0, (1 << 12) | (1 << 11) | (1 << 10) | (1 << 9), 0, 0] });
    expect(quick(p, 0, 3)).toEqual({ answer: -1, rel: [0, (1 << 12) | (1 << 11) | (1 << 10) | (1 << 9), 0, 0] });
    // must not cut: three tricks for EW are not sure, though East holds three trumps; the solver then decides
    expect(quick(p, 1, 3).answer).not.toBe(1);
    expect(ddTricks(p, 1)).toBe(4 - bruteForce(p));
  });

  test("sure trump tricks: partners' trumps are not added together, and an opponent's trumps each beat one card at most", () => {
    // East ♥K and West ♥Q over North's ♥2: North leads the two and both must follow, so EW are sure of one trump trick only.
    const split = { hands: hands("N:2H AC KC E:KH 2D 3D S:AD KD QD W:QH 2S 3S"), strain: "H", leader: 0, trick: [] };
    expect(bruteForce(split)).toBe(2);
    expect(quick(split, 1, 1).answer).toBe(1);
    expect(quick(split, 1, 2).answer).not.toBe(1);
    expect(ddTricks(split, 1)).toBe(1);
    // North ♥AK over East's ♥QJ: both of East's can be beaten, so nothing is sure for EW from trumps
    const under = { hands: hands("N:AH KH 2C E:QH JH 3C S:2D 3D 4D W:2S 3S 4S"), strain: "H", leader: 1, trick: [] };
    const s = new DDSolver().load(under);
    expect((sureTrumps(s.h, s.trump) >> 4) & 15).toBe(0);
    expect(ddTricks(under, 1)).toBe(3 - bruteForce(under));
  });

  test("quick tricks rest on the fewest suits that give them", () => {
    // North on lead cashes ♠AK and ♥A: two tricks need only the spades, three need the hearts too
    const p = { hands: hands("N:AS KS AH E:2S 3S 2H S:4S 5S 3H W:6S 7S 4H"), strain: "NT", leader: 0, trick: [] };
    expect(quick(p, 0, 2)).toEqual({ answer: 1, rel: [(1 << 12) | (1 << 11), 0, 0, 0] });
    expect(quick(p, 0, 3)).toEqual({ answer: 1, rel: [(1 << 12) | (1 << 11), 1 << 12, 0, 0] });
    // EW cannot take two of three: NS cash two at once
    expect(quick(p, 1, 2)).toEqual({ answer: -1, rel: [(1 << 12) | (1 << 11), 0, 0, 0] });
  });

  test("quick tricks: the leader's small cards run once the opponents and partner, following under his top cards, are out", () => {
    // North cashes ♠AK: East's two spades, West's one and South's one are gone, and the ♠3 and ♠2 win too
    const p = { hands: hands("N:AS KS 3S 2S E:5S 6S 2C 3C S:4S 2D 3D 4D W:7S 4C 5C 6C"), strain: "NT", leader: 0, trick: [] };
    expect(bruteForce(p)).toBe(4);
    // must cut: it rests on the holders of the ♠AK (and suit lengths)
    expect(quick(p, 0, 4)).toEqual({ answer: 1, rel: [(1 << 12) | (1 << 11), 0, 0, 0] });
    // must not cut: South's third spade wins the third round and South must then lead to East's diamonds
    const blocked = { hands: hands("N:AS KS 3S 2S E:AD KD QD JD S:6S 5S 4S 2D W:8S 7S 2C 3C"), strain: "NT", leader: 0, trick: [] };
    expect(bruteForce(blocked)).toBe(3);
    expect(quick(blocked, 0, 4).answer).not.toBe(1);
    expect(ddTricks(blocked, 0)).toBe(3);
  });

  test("a side whose leader holds no top card in any of his suits loses the trick it leads to, unless partner can ruff", () => {
    // NT, North leads a spade or a heart: East's ♠A or West's ♥A wins it, so NS cannot take both tricks and EW take one
    const nt = { hands: hands("N:2S 2H E:AS 3D S:3S AD W:AH 5D"), strain: "NT", leader: 0, trick: [] };
    expect(bruteForce(nt)).toBe(1);
    // must cut: it rests on the holders of the top spade and the top heart (and suit lengths)
    expect(quick(nt, 0, 2)).toEqual({ answer: -1, rel: [1 << 12, 1 << 12, 0, 0] });
    expect(quick(nt, 1, 1)).toEqual({ answer: 1, rel: [1 << 12, 1 << 12, 0, 0] });
    expect(ddTricks(nt, 0)).toBe(1);
    // must not cut: in diamonds South, void in spades and hearts, ruffs East's ace, and NS take both tricks
    const ruff = { hands: hands("N:2S 2H E:AS 3C S:4D 5D W:AH 4C"), strain: "D", leader: 0, trick: [] };
    expect(bruteForce(ruff)).toBe(2);
    expect(loses(new DDSolver().load(ruff))).toBe(-1);
    expect(quick(ruff, 0, 2).answer).not.toBe(-1);
    expect(ddTricks(ruff, 0)).toBe(2);
    // must not cut: North holds the top club, the trick may be his
    const top = { hands: hands("N:2S AC E:AS 3C S:3S 4C W:KS 5C"), strain: "NT", leader: 0, trick: [] };
    expect(loses(new DDSolver().load(top))).toBe(-1);
    expect(ddTricks(top, 0)).toBe(bruteForce(top));
  });

  test("tricks and canTake agree, for both sides", () => {
    const p = { hands: hands("N:AS KH 2D E:QS QH 3D S:JS 2H AD W:2S 3H KD"), strain: "S", leader: 3, trick: [] };
    const s = new DDSolver().load(p);
    const ns = s.tricks(0);
    expect(s.tricks(1)).toBe(3 - ns);
    for (let t = 0; t <= 3; t++) expect(s.canTake(0, t)).toBe(ns >= t);
    expect(ns).toBe(bruteForce(p));
  });

  test("matches a brute-force minimax on random positions of 1 to 4 cards a hand, tricks in progress included", () => {
    let rng: Rng = rngFromSeed("dd-solve-brute");
    const strains = ["S", "H", "D", "C", "NT"];
    let checked = 0;
    for (let k = 0; k < 300; k++) {
      let n: number, strain: number, leader: number, played: number;
      [n, rng] = randInt(rng, 4);
      [strain, rng] = randInt(rng, 5);
      [leader, rng] = randInt(rng, 4);
      [played, rng] = randInt(rng, 4);
      n += 1;
      let deck: string[];
      [deck, rng] = shuffle(rng, frenchDeck());
      // deal n cards a hand, then let the first `played` hands of the trick play a legal card
      const h = [0, 1, 2, 3].map((i) => deck.slice(i * n, i * n + n));
      const trick: string[] = [];
      for (let i = 0; i < played; i++) {
        const seat = (leader + i) % 4;
        const follow = i > 0 ? h[seat].filter((c) => c[1] === trick[0][1]) : [];
        const legal = follow.length > 0 ? follow : h[seat];
        let j: number;
        [j, rng] = randInt(rng, legal.length);
        const c = legal[j];
        h[seat] = h[seat].filter((x) => x !== c);
        trick.push(c);
      }
      const p = { hands: h, strain: strains[strain], leader, trick };
      const want = bruteForce(p);
      expect([k, ddTricks(p, 0)]).toEqual([k, want]);
      expect([k, ddTricks(p, 1)]).toEqual([k, n - want]);
      checked++;
    }
    expect(checked).toBe(300);
  });

  test("the table is only a cache: solving again after clearing it gives the same answers", () => {
    const p = { hands: hands("N:AS KS 2H 3D E:QS 3H 4H 4D S:JS TS AH 5D W:9S 8S KH AD"), strain: "NT", leader: 1, trick: [] };
    const s = new DDSolver().load(p);
    const first = s.tricks(0);
    const nodes = s.nodes;
    s.clear();
    s.load(p);
    expect(s.tricks(0)).toBe(first);
    expect(s.nodes).toBe(nodes);
    expect(first).toBe(bruteForce(p));
  });

  test("a node limit cuts a search short with an estimate; the next search starts from the loaded position again", () => {
    let rng: Rng = rngFromSeed("dd-solve-limit");
    let deck: string[];
    [deck, rng] = shuffle(rng, frenchDeck());
    const p = { hands: [0, 1, 2, 3].map((i) => deck.slice(i * 7, i * 7 + 7)), strain: "NT", leader: 0, trick: [] };
    const s = new DDSolver().load(p);
    s.clear();
    const exact = s.tricks(0);
    expect(s.aborted).toBe(false);
    s.clear();
    s.load(p);
    const rough = s.tricks(0, -1, 10);
    expect(s.aborted).toBe(true);
    expect(rough).toBeGreaterThanOrEqual(0);
    expect(rough).toBeLessThanOrEqual(7);
    expect(s.reaches(0, exact, 5)).toBeNull();
    expect(s.reaches(0, exact)).toBe(true);
    expect(s.reaches(0, exact + 1)).toBe(false);
    expect(s.tricks(0)).toBe(exact);
    expect(s.aborted).toBe(false);
  });
});
