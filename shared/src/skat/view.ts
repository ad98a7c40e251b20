/**
 * `view` (§8): the public table for everyone; a seat adds its own hand and legal moves, the declarer the
 * skat he picked up and his discards; everyone sees an ouvert declarer's hand; the moderator sees all.
 * Past deals appear only as numbers (the score sheet): their card codes now lie in new hands. Parts of the
 * state a move left alone come out as the same frozen copy as before (core/frozen.ts): the score sheet,
 * copied through JSON and summed on every view, was most of a view's cost late in a list.
 */
import { frozenParts } from "../core/frozen";
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { sortHand } from "./cards";
import { nextBid } from "./ladder";
import { declarationKey, declarations, legalStrings, playKind, toAct } from "./legal";
import { standing } from "./score";
import type { SkatState } from "./state";
import type { SkatRow, SkatStanding, SkatView } from "./types";

const list = frozenParts(<T>(a: readonly T[]) => a.slice());
const words = frozenParts((w: SkatState["words"]) => w.map((x) => ({ ...x })));
const handCounts = frozenParts((hands: SkatState["hands"]) => hands.map((h) => h.length));
const rows = frozenParts((r: SkatState["rows"]) => r.map((x) => JSON.parse(JSON.stringify(x)) as SkatRow));
/** The standing per score sheet: it sums the sheet's rows for `seats` players (checked, not assumed, per sheet). */
const standings = new WeakMap<SkatState["rows"], readonly Readonly<SkatStanding>[]>();
function standingOf(s: SkatState): readonly Readonly<SkatStanding>[] {
  const known = standings.get(s.rows);
  if (known && known.length === s.seats) return known;
  const made = Object.freeze(standing(s).map((x) => Object.freeze(x)));
  standings.set(s.rows, made);
  return made;
}

export function view(s: SkatState, viewer: Viewer): JsonObject {
  const kind = s.contract || s.ramsch ? playKind(s) : null;
  const v: SkatView = {
    phase: s.phase,
    seats: s.seats,
    scoring: s.opts.scoring,
    kontraRule: s.opts.kontra,
    allPass: s.opts.allPass,
    grandValue: s.opts.grandValue,
    dealsTotal: s.opts.scoring === "beer" ? 0 : s.opts.deals,
    beerLimit: s.opts.beerLimit,
    dealNo: s.dealNo,
    dealer: s.dealer,
    fh: s.fh,
    mh: s.mh,
    rh: s.rh,
    turn: s.turn,
    toAct: toAct(s),
    stage: s.stage,
    bidder: s.bidder,
    listener: s.listener,
    value: s.value,
    nextBid: nextBid(s.opts.grandValue, s.value),
    words: words(s.words),
    declarer: s.declarer,
    bidValue: s.bidValue,
    pickedUp: s.pickedUp,
    contract: s.contract ? { ...s.contract } : null,
    ramsch: s.ramsch,
    kontra: s.kontra,
    kontraBy: s.kontraBy,
    kontraOpen: s.kontraOpen,
    leader: s.leader,
    trick: list(s.trick),
    lastTrick: list(s.lastTrick),
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    tricks: list(s.tricks),
    handCounts: handCounts(s.hands),
    ouvertHand: s.contract?.ouvert && s.phase !== "deal" && s.phase !== "over" ? sortHand(s.hands[s.declarer], kind) : [],
    scores: list(s.scores),
    rows: rows(s.rows),
    // Frozen and shared between views (core/frozen.ts): views are read-only for everyone who gets one.
    standing: standingOf(s) as SkatStanding[],
    winners: list(s.winners),
    losers: list(s.losers),
  };
  if (typeof viewer === "number" && viewer >= 0 && viewer < s.seats) {
    v.hand = sortHand(s.hands[viewer], kind);
    v.legal = legalStrings(s, viewer);
    const mine = viewer === s.declarer && s.phase !== "over" && s.phase !== "deal";
    v.skat = mine && s.pickedUp ? s.skat.slice() : [];
    v.discard = mine ? s.discard.slice() : [];
    v.declarations = viewer === s.turn && (s.phase === "skat" || s.phase === "declare") ? declarations(s).map(declarationKey) : [];
  } else if (viewer === "moderator") {
    v.hands = s.hands.map((h) => sortHand(h, kind));
    v.skat = s.skat.slice();
    v.discard = s.discard.slice();
  }
  return v as unknown as JsonObject;
}
