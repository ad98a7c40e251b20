/**
 * The bridge bot's calls: the simple natural system written down in docs/bridge-bidding.md (five-card
 * majors, 1NT 15-17, 2♣ strong, weak twos, limit raises, Stayman, simple overcalls and takeout doubles),
 * then "placement": from the partner's shown range and lengths (auction-read.ts), bid the contract the
 * partnership can afford, and no higher. Every call comes from the bot's own hand and the public calls.
 */
import { callFromView, callerOf, parseBid } from "./auction";
import { readAuction, type Reading, type Shown } from "./auction-read";
import { facts, honours, isMajor, longest, stopper, supportPoints, SUITS, type HandFacts, type Suit } from "./hand-eval";
import { partnerOf, sideOf } from "./types";

interface Ctx {
  f: HandFacts;
  seat: number;
  legal: Set<string>;
  read: Reading;
  partner: Shown;
  /** The last bid, who made it, and its index; null before the opening. */
  last: { level: number; strain: string; seat: number } | null;
  /** Whether a double is already on the table from our side, in this auction. */
  weDoubled: boolean;
}

const GAME: Record<string, number> = { NT: 3, S: 4, H: 4, D: 5, C: 5 };

/** The lowest legal bid in `strain` up to `max` level, or null. */
function cheapest(c: Ctx, strain: string, max = 7): string | null {
  for (let l = 1; l <= max; l++) if (c.legal.has(`${l}${strain}`)) return `${l}${strain}`;
  return null;
}

function opening(f: HandFacts): string {
  if (f.balanced && f.hcp >= 15 && f.hcp <= 17) return "1NT";
  if (f.balanced && f.hcp >= 20 && f.hcp <= 21) return "2NT";
  if (f.hcp >= 22) return "2C";
  const two = SUITS.map((s) => f.len[s]).sort((a, b) => b - a);
  if (f.hcp >= 12 || (f.hcp >= 11 && f.hcp + two[0] + two[1] >= 20)) {
    if (f.len.S >= 5 && f.len.S >= f.len.H) return "1S";
    if (f.len.H >= 5) return "1H";
    return f.len.D > f.len.C || (f.len.D === 4 && f.len.C === 4) ? "1D" : "1C";
  }
  // weak twos and three-level preempts: a long suit with two top honours, too weak to open
  if (f.hcp >= 5 && f.hcp <= 10) {
    const s = longest(f);
    if (f.len[s] === 6 && s !== "C" && honours(f, s) >= 2) return `2${s}`;
    if (f.len[s] >= 7 && honours(f, s) >= 2) return `3${s}`;
  }
  return "pass";
}

/** Our first call after the opponents opened: 1NT, a simple overcall, a takeout double, or pass. */
function overcall(c: Ctx): string {
  const { f } = c;
  const their = c.last!.strain as Suit | "NT";
  if (their !== "NT" && f.balanced && f.hcp >= 15 && f.hcp <= 18 && stopper(f, their) && c.legal.has("1NT")) return "1NT";
  const s = longest(
    f,
    SUITS.filter((x) => x !== their),
  );
  const bid = f.len[s] >= 5 && f.hcp >= 8 && f.hcp <= 16 ? cheapest(c, s, 2) : null;
  if (bid && (bid[0] === "1" || (f.hcp >= 10 && honours(f, s) >= 2))) return bid;
  const shapely = their !== "NT" && f.len[their] <= 2 && SUITS.every((x) => x === their || f.len[x] >= 3);
  if (c.legal.has("X") && c.last!.level <= 3 && ((f.hcp >= 12 && shapely) || f.hcp >= 17)) return "X";
  return "pass";
}

/** Answering partner's takeout double: bid the longest unbid suit, jumping with 9-11, game with 12+. */
function advanceDouble(c: Ctx): string {
  const their = c.last!.strain;
  const s = longest(
    c.f,
    SUITS.filter((x) => x !== their),
  );
  if (their !== "NT" && c.f.hcp >= 6 && c.f.hcp <= 10 && c.f.balanced && stopper(c.f, their as Suit) && c.legal.has("1NT")) return "1NT";
  const low = cheapest(c, s);
  if (!low) return "pass";
  const level = Number(low[0]) + (c.f.hcp >= 12 && isMajor(s) ? GAME[s] - Number(low[0]) : c.f.hcp >= 9 ? 1 : 0);
  const call = `${Math.min(level, GAME[s])}${s}`;
  return c.legal.has(call) ? call : low;
}

/** The first response to partner's opening (docs § Responses). */
function respond(c: Ctx, open: string): string {
  const { f } = c;
  const o = parseBid(open)!;
  if (open === "1NT") {
    const major = f.len.S >= 5 || f.len.H >= 5 ? (f.len.S >= f.len.H ? "S" : "H") : null;
    if (major && f.hcp <= 7) return `2${major}`;
    if (major && f.hcp >= 10) return f.len[major] >= 6 ? `4${major}` : `3${major}`;
    if (!major && f.hcp >= 8 && (f.len.S === 4 || f.len.H === 4)) return "2C";
    if (f.hcp <= 7) return f.len.D >= 5 ? "2D" : "pass";
    return f.hcp <= 9 ? "2NT" : f.hcp <= 17 ? "3NT" : "6NT";
  }
  if (open === "2NT") return f.hcp >= 12 ? "6NT" : f.hcp < 4 ? "pass" : f.len.S >= 6 ? "4S" : f.len.H >= 6 ? "4H" : "3NT";
  if (open === "2C") return "2D";
  if (o.level >= 2) return f.hcp >= 16 ? (isMajor(o.strain) && f.len[o.strain as Suit] >= 2 ? `4${o.strain}` : "3NT") : "pass";
  const x = o.strain as Suit;
  const sp = supportPoints(f, x);
  if (f.hcp < 6 && sp < 7) return "pass";
  if (isMajor(x) && f.len[x] >= 3) return sp >= 13 ? `4${x}` : sp >= 10 ? `3${x}` : `2${x}`;
  if (x !== "S" && f.len.H >= 4 && f.len.H >= f.len.S && x !== "H") return "1H";
  if (x !== "S" && f.len.S >= 4) return "1S";
  if (x === "C" && f.len.D >= 4 && f.hcp < 11) return "1D";
  if (!isMajor(x) && f.len[x] >= (x === "C" ? 5 : 4) && f.hcp <= 12) return f.hcp >= 10 ? `3${x}` : `2${x}`;
  if (f.hcp >= 11) {
    const lower = SUITS.filter((s) => s !== x && SUITS.indexOf(s) > SUITS.indexOf(x) && f.len[s] >= (s === "H" ? 5 : 4));
    if (lower.length > 0 && !(f.balanced && f.hcp <= 15)) return `2${longest(f, lower)}`;
  }
  return f.hcp <= 10 ? "1NT" : f.hcp <= 12 ? "2NT" : "3NT";
}

/** The opener's second call when partner answered a one-level suit opening with a new suit or 1NT. */
function rebid(c: Ctx, own: Suit, answer: { level: number; strain: string }): string | null {
  const { f } = c;
  const theirs = answer.strain as Suit;
  if (answer.strain !== "NT" && f.len[theirs] >= 4) return null; // a fit: placement raises
  if (answer.level === 1 && answer.strain !== "NT") {
    const oneLevel = SUITS.filter((s) => s !== own && s !== theirs && f.len[s] >= 4 && c.legal.has(`1${s}`));
    if (oneLevel.length > 0) return `1${longest(f, oneLevel)}`;
    if (f.balanced) return f.hcp <= 14 ? "1NT" : f.hcp >= 18 ? "2NT" : null;
  }
  if (answer.strain === "NT" && f.balanced) return f.hcp >= 18 ? "3NT" : "pass";
  if (f.len[own] >= 6) return `${f.total >= 17 ? 3 : 2}${own}`;
  const second = SUITS.filter((s) => s !== own && s !== theirs && f.len[s] >= 4 && SUITS.indexOf(s) > SUITS.indexOf(own));
  if (second.length > 0) return cheapest(c, longest(f, second), 2);
  return answer.strain === "NT" ? "pass" : null;
}

/** Bid the contract the partnership can afford, from the partner's shown range and lengths. */
function place(c: Ctx): string {
  const { f, partner } = c;
  const ours = (seat: number) => sideOf(seat) === sideOf(c.seat);
  const mid = estimate(partner);
  if (partner.calls === 0) {
    // partner silent: the opener may repeat a six-card suit at the two level, else only a penalty double
    const own = longest(f);
    if (c.read.opener === c.seat && f.len[own] >= 6 && c.last && !ours(c.last.seat)) return cheapest(c, own, 2) ?? penalty(c, f.hcp + mid);
    return penalty(c, f.hcp + mid);
  }
  const fits = SUITS.filter((s) => f.len[s] + partner.len[s] >= 8 && partner.len[s] > 0);
  const fit = fits.find(isMajor) ?? fits.find((s) => f.len[s] + partner.len[s] >= 9 && !(f.balanced || partner.balanced)) ?? null;
  const strain = fit ?? (f.len[longest(f)] >= 6 && !partner.balanced ? longest(f) : "NT");
  // a misfit (our own long suit, no fit) is valued on high cards only
  const mine = fit && partner.len[fit] >= 5 && f.len[fit] >= 3 ? supportPoints(f, fit) : fit ? f.total : f.hcp;
  const combined = mine + mid;
  const game = GAME[strain];
  let level =
    combined >= 37
      ? 7
      : combined >= 33
        ? 6
        : combined >= (game === 5 ? 28 : 25)
          ? game
          : combined >= 23
            ? game - 1
            : fit
              ? Math.min(3, f.len[fit] + partner.len[fit] - 6)
              : 1;
  if (game === 5 && level < 5 && combined >= 25) return placeAt(c, "NT", 3);
  if (c.last && ours(c.last.seat) && c.last.level >= level && (c.last.strain === strain || level < game)) return "pass";
  return placeAt(c, strain, Math.max(level, 1));
}

function placeAt(c: Ctx, strain: string, level: number): string {
  if (c.legal.has(`${level}${strain}`)) return `${level}${strain}`;
  return penalty(c, c.f.hcp + estimate(c.partner));
}

/** Partner's likely HCP: the middle of a limited range, a little above the minimum of an open one. */
function estimate(p: Shown): number {
  if (p.max >= 37) return p.calls === 0 ? 6 : p.min + 3;
  return (p.min + p.max) / 2;
}

/** Double the opponents' contract when our points say it should go down by two; otherwise pass. */
function penalty(c: Ctx, combined: number): string {
  const l = c.last;
  if (!l || sideOf(l.seat) === sideOf(c.seat) || c.weDoubled || !c.legal.has("X") || l.level < 2) return "pass";
  const trumps = l.strain === "NT" ? 4 : c.f.len[l.strain as Suit];
  // what the opponents have shown caps what we can hold
  const theirs = c.read.shown[l.seat].min + c.read.shown[partnerOf(l.seat)].min;
  combined = Math.min(combined, 40 - theirs);
  return 13 - combined / 3 <= 6 + l.level - 2 && trumps >= 3 ? "X" : "pass";
}

export function chooseCall(view: { hand?: string[]; calls?: string[]; legal?: string[]; dealer?: number }, seat: number): string {
  const calls = (view.calls ?? []).map(callFromView);
  const dealer = view.dealer ?? 0;
  const legal = new Set((view.legal ?? []).map(callFromView));
  const read = readAuction(calls, dealer);
  let last: Ctx["last"] = null;
  let weDoubled = false;
  calls.forEach((call, i) => {
    const b = parseBid(call);
    if (b) [last, weDoubled] = [{ ...b, seat: callerOf(dealer, i) }, false];
    else if (call === "X" && sideOf(callerOf(dealer, i)) === sideOf(seat)) weDoubled = true;
  });
  const c: Ctx = { f: facts(view.hand ?? []), seat, legal, read, partner: read.shown[partnerOf(seat)], last, weDoubled };
  const call = decide(c);
  return legal.has(call) ? call : "pass";
}

function decide(c: Ctx): string {
  const { read, seat } = c;
  const mine = read.bySeat[seat].filter((x) => x !== "pass");
  const partnerCalls = read.bySeat[partnerOf(seat)];
  if (read.opener < 0) return opening(c.f);
  const weOpened = sideOf(read.opener) === sideOf(seat);
  if (!weOpened && mine.length === 0 && partnerCalls.every((x) => x === "pass")) return overcall(c);
  if (!weOpened && mine.length === 0 && partnerCalls.at(-1) === "X" && c.last && sideOf(c.last.seat) !== sideOf(seat)) {
    return read.bySeat[(seat + 3) % 4].at(-1) === "pass" ? advanceDouble(c) : "pass";
  }
  if (weOpened && read.opener === partnerOf(seat) && mine.length === 0) {
    const r = respond(c, read.opening);
    if (c.legal.has(r) || r === "pass") return r;
    return place(c);
  }
  if (read.opener === seat && mine.length === 1 && parseBid(read.opening)!.level === 1 && read.opening !== "1NT") {
    const answer = partnerCalls
      .map(parseBid)
      .filter((b) => b !== null)
      .at(-1);
    if (answer && answer.strain !== read.opening[1]) {
      const r = rebid(c, read.opening[1] as Suit, answer);
      if (r && (c.legal.has(r) || r === "pass")) return r;
    }
  }
  // Stayman: the 1NT opener names a four-card major, or 2♦ without one
  if (read.opening === "1NT" && read.opener === seat && mine.length === 1 && partnerCalls.at(-1) === "2C" && c.last?.seat === partnerOf(seat)) {
    return c.f.len.H >= 4 ? "2H" : c.f.len.S >= 4 ? "2S" : "2D";
  }
  // the 2♣ opener shows his hand after the waiting 2♦
  if (read.opening === "2C" && read.opener === seat && mine.length === 1) return c.f.balanced ? "2NT" : (cheapest(c, longest(c.f)) ?? "pass");
  return place(c);
}
