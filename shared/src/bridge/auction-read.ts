/**
 * Reading an auction by our natural system (docs/bridge-bidding.md): for every seat, the range of HCP and
 * the suit lengths its calls have shown so far. The bidder reads its partner's hand from this, so it needs
 * no access to any hidden card: calls are public.
 */
import { callerOf, parseBid } from "./auction";
import { isMajor, SUITS, type Suit } from "./hand-eval";
import { partnerOf, sideOf } from "./types";

export interface Shown {
  min: number;
  max: number;
  len: Record<Suit, number>;
  balanced: boolean;
  /** Calls other than pass this seat has made. */
  calls: number;
}

export interface Reading {
  shown: Shown[];
  /** The seat that made the first bid, or -1. */
  opener: number;
  /** The opening bid ("1S"), or "". */
  opening: string;
  /** Calls by seat, in order (action spelling). */
  bySeat: string[][];
}

const fresh = (): Shown => ({ min: 0, max: 37, len: { S: 0, H: 0, D: 0, C: 0 }, balanced: false, calls: 0 });

function set(s: Shown, min: number, max: number, suit?: string, len = 0, balanced = false) {
  s.min = Math.max(s.min, min);
  s.max = Math.max(s.min, Math.min(s.max, max));
  if (suit && suit !== "NT") s.len[suit as Suit] = Math.max(s.len[suit as Suit], len);
  if (balanced) s.balanced = true;
}

/** What an opening shows (§ Openings). */
function opening(s: Shown, level: number, strain: string) {
  if (strain === "NT") return level === 1 ? set(s, 15, 17, undefined, 0, true) : set(s, 20, 21, undefined, 0, true);
  if (level === 1) return set(s, 11, 21, strain, isMajor(strain) ? 5 : strain === "D" ? 4 : 3);
  if (level === 2 && strain === "C") return set(s, 22, 37);
  return set(s, 5, 10, strain, level === 2 ? 6 : 7);
}

/** What a first response to partner's opening shows (§ Responses). */
function response(s: Shown, open: { level: number; strain: string }, level: number, strain: string) {
  if (open.strain === "NT" && open.level === 1) {
    if (strain === "C" && level === 2) return set(s, 8, 37);
    if (strain === "NT") return level === 2 ? set(s, 8, 9, undefined, 0, true) : level === 3 ? set(s, 10, 15) : set(s, 18, 37);
    if (level === 2) return set(s, 0, 7, strain, 5);
    return set(s, 10, 15, strain, level === 3 ? 5 : 6);
  }
  if (open.strain === "NT") return strain === "NT" ? set(s, 4, 10) : set(s, 4, 37, strain, 6);
  if (open.level === 2 && open.strain === "C") return level === 2 && strain === "D" ? undefined : set(s, 8, 37, strain, 5);
  if (open.level >= 2) return set(s, 16, 37);
  if (strain === open.strain) {
    const support = isMajor(strain) ? 3 : 4;
    return level === 2 ? set(s, 6, 9, strain, support) : level === 3 ? set(s, 10, 12, strain, support) : set(s, 13, 18, strain, support);
  }
  if (strain === "NT") return level === 1 ? set(s, 6, 10) : level === 2 ? set(s, 11, 12, undefined, 0, true) : set(s, 13, 15, undefined, 0, true);
  return level === 1 ? set(s, 6, 37, strain, 4) : set(s, 11, 37, strain, strain === "H" ? 5 : 4);
}

export function readAuction(calls: readonly string[], dealer: number): Reading {
  const shown = [fresh(), fresh(), fresh(), fresh()];
  const bySeat: string[][] = [[], [], [], []];
  let opener = -1;
  let open = { level: 0, strain: "" };
  calls.forEach((call, i) => {
    const seat = callerOf(dealer, i);
    const me = shown[seat];
    bySeat[seat].push(call);
    if (call === "pass") {
      // a pass before anyone opened denies an opening; a responder's pass denies 6 points
      if (opener < 0) set(me, 0, 11);
      else if (seat === partnerOf(opener) && me.calls === 0 && bySeat[seat].length === 1) set(me, 0, 5);
      return;
    }
    if (call === "XX") return;
    if (call === "X") {
      if (me.calls++ === 0 && opener >= 0 && sideOf(seat) !== sideOf(opener)) set(me, 12, 37);
      return;
    }
    const bid = parseBid(call);
    if (!bid) return;
    const { level, strain } = bid;
    const first = me.calls++ === 0;
    if (opener < 0) {
      opener = seat;
      open = { level, strain };
      opening(me, level, strain);
    } else if (first && seat === partnerOf(opener) && calls[i - 1] === "pass") {
      response(me, open, level, strain);
    } else if (first && seat === partnerOf(opener)) {
      // a free bid over the opponents' interference: values, and length in a new suit
      set(me, 6, 37, strain, shown[opener].len[strain as Suit] > 0 ? 3 : 5);
    } else if (first && bySeat[partnerOf(seat)].at(-1) === "X") {
      // answering partner's takeout double: a suit shows length only, 1NT 6-10 with a stopper
      if (strain === "NT") set(me, 6, 10, undefined, 0, true);
      else set(me, 0, level >= 4 ? 37 : 11, strain, 4);
    } else if (first && sideOf(seat) !== sideOf(opener)) {
      if (strain === "NT") set(me, 15, 18, undefined, 0, true);
      else set(me, 8, 16, strain, 5);
    } else if (strain === "NT") {
      // the opener's notrump rebid narrows his range: 12-14 at the cheapest level, 18-19 jumping
      const partnerLevel = parseBid(bySeat[partnerOf(seat)].filter((c) => parseBid(c)).at(-1) ?? "")?.level ?? 1;
      if (seat === opener && me.calls === 2) set(me, level > partnerLevel ? 18 : 12, level > partnerLevel ? 19 : 14, undefined, 0, true);
      else me.balanced = true;
    } else if (seat === opener && open.strain === "NT" && level === 2 && bySeat[partnerOf(seat)].at(-1) === "2C") {
      // Stayman answers: 2D denies a major, 2H/2S show four
      if (strain !== "D") set(me, 0, 37, strain, 4);
    } else {
      const partner = shown[partnerOf(seat)];
      const supports = partner.len[strain as Suit] > 0;
      const again = me.len[strain as Suit] > 0;
      set(me, 0, 37, strain, supports ? Math.max(3, 8 - partner.len[strain as Suit]) : again ? me.len[strain as Suit] + 1 : 4);
    }
  });
  // Lengths never exceed 13; the opening seat's 2♣ never shows clubs.
  for (const s of shown) for (const suit of SUITS) s.len[suit] = Math.min(13, s.len[suit]);
  return { shown, opener, opening: opener >= 0 ? `${open.level}${open.strain}` : "", bySeat };
}
