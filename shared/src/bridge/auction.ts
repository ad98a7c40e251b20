/**
 * The auction (§5.1): which calls are legal, when it ends, and the contract and declarer it produces.
 * Calls are kept as strings in order from the dealer: "pass", "X", "XX", or a bid "<level><strain>".
 */
import { STRAINS, sideOf, type Contract, type Strain } from "./types";

const BID = /^([1-7])(C|D|H|S|NT)$/;

export function parseBid(call: string): { level: number; strain: Strain } | null {
  const m = BID.exec(call);
  return m ? { level: Number(m[1]), strain: m[2] as Strain } : null;
}

/** Bid rank for sufficiency: 1C = 0 … 7NT = 34. */
export const bidRank = (b: { level: number; strain: Strain }): number => (b.level - 1) * 5 + STRAINS.indexOf(b.strain);

/** The seat that made call `i` of an auction begun by `dealer`. */
export const callerOf = (dealer: number, i: number): number => (dealer + i) % 4;

/** Index of the last call other than pass, or -1. */
function lastNonPass(calls: readonly string[]): number {
  for (let i = calls.length - 1; i >= 0; i--) if (calls[i] !== "pass") return i;
  return -1;
}

function lastBidIndex(calls: readonly string[]): number {
  for (let i = calls.length - 1; i >= 0; i--) if (parseBid(calls[i])) return i;
  return -1;
}

/** The auction is over: four passes, or three passes after a bid (and any double/redouble). */
export function auctionOver(calls: readonly string[]): boolean {
  const n = calls.length;
  if (n < 4) return false;
  if (lastBidIndex(calls) < 0) return n >= 4;
  return calls[n - 1] === "pass" && calls[n - 2] === "pass" && calls[n - 3] === "pass";
}

/** Why `call` is not legal as the next call (made by the seat on turn), or null when it is. */
export function callRefusal(calls: readonly string[], dealer: number, call: string): string | null {
  if (auctionOver(calls)) return "The auction is over";
  const seat = callerOf(dealer, calls.length);
  if (call === "pass") return null;
  const last = lastNonPass(calls);
  if (call === "X") {
    if (last < 0 || !parseBid(calls[last])) return "You can only double a bid (the last call other than pass)";
    if (sideOf(callerOf(dealer, last)) === sideOf(seat)) return "You cannot double your own side's bid";
    return null;
  }
  if (call === "XX") {
    if (last < 0 || calls[last] !== "X") return "You can only redouble a double (the last call other than pass)";
    if (sideOf(callerOf(dealer, last)) === sideOf(seat)) return "You cannot redouble your own side's double";
    return null;
  }
  const bid = parseBid(call);
  if (!bid) return `Not a call: ${JSON.stringify(call)}`;
  const lb = lastBidIndex(calls);
  if (lb >= 0) {
    const prev = parseBid(calls[lb])!;
    if (bidRank(bid) <= bidRank(prev)) return `Insufficient bid: ${call} does not outrank ${calls[lb]}`;
  }
  return null;
}

/** Every legal next call, in box order: pass, X, XX, then bids upward. */
export function legalCalls(calls: readonly string[], dealer: number): string[] {
  if (auctionOver(calls)) return [];
  const out = ["pass", "X", "XX"].filter((c) => callRefusal(calls, dealer, c) === null);
  const lb = lastBidIndex(calls);
  const from = lb >= 0 ? bidRank(parseBid(calls[lb])!) + 1 : 0;
  for (let r = from; r < 35; r++) out.push(`${Math.floor(r / 5) + 1}${STRAINS[r % 5]}`);
  return out;
}

/** The contract of a finished auction; null when passed out. */
export function contractOf(calls: readonly string[], dealer: number): Contract | null {
  const lb = lastBidIndex(calls);
  if (lb < 0) return null;
  const bid = parseBid(calls[lb])!;
  const side = sideOf(callerOf(dealer, lb));
  let doubled: 0 | 1 | 2 = 0;
  for (let i = lb + 1; i < calls.length; i++) {
    if (calls[i] === "X") doubled = 1;
    else if (calls[i] === "XX") doubled = 2;
  }
  // Declarer: the first of the side to name the final strain, at any level (§5.1, ruling 4).
  let declarer = callerOf(dealer, lb);
  for (let i = 0; i <= lb; i++) {
    const b = parseBid(calls[i]);
    if (b && b.strain === bid.strain && sideOf(callerOf(dealer, i)) === side) {
      declarer = callerOf(dealer, i);
      break;
    }
  }
  return { level: bid.level, strain: bid.strain, doubled, declarer };
}

export function contractText(c: Contract | null): string {
  if (!c) return "";
  return `${c.level}${c.strain}${c.doubled === 2 ? "XX" : c.doubled === 1 ? "X" : ""}`;
}

/**
 * Calls and contracts as views show them: the strain as a suit symbol ("4♠X", "3NT", "pass"). Card codes
 * and bids would otherwise share spellings ("4S"), and views must never look like they hold a card.
 */
const SYMBOL: Record<string, string> = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
export function callToView(call: string): string {
  return call.replace(/^([1-7])([CDHS])/, (_, l: string, s: string) => l + SYMBOL[s]);
}
/** The action spelling of a call shown in a view ("4♠" → "4S"). */
export function callFromView(shown: string): string {
  const back: Record<string, string> = { "\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S" };
  return shown.replace(/^([1-7])([\u2663\u2666\u2665\u2660])/, (_, l: string, s: string) => l + back[s]);
}
