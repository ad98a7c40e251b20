/**
 * Alerts and explanations (Law 40; docs/rules/bridge.md §5.5), as online bridge self-alerts: the bidder
 * alerts its own call and may explain it; the opponents and spectators see the alert and the explanation at
 * once, the bidder's partner sees nothing of its side's alerts until the deal is over. An opponent may ask
 * about any call of the other side: the bidder's explanation (given with the call, or later) goes to the
 * askers only. Finished deals keep every alert and explanation in their result, open to all.
 */
import type { Action, JsonObject } from "../core/ruleset";
import type { Actor, Viewer } from "../core/seats";
import { callerOf, parseBid } from "./auction";
import { readAuction } from "./auction-read";
import type { BridgeState } from "./state";
import { EXPLAIN_MAX, partnerOf, sideOf, type CallNote, type ExplainCode, type ResultNote } from "./types";

/**
 * An explanation as people will see it: Unicode NFC, control characters and line breaks as spaces, invisible
 * format characters (bidi embeddings, overrides and isolates, zero-width characters) dropped, spaces
 * collapsed and trimmed. "" when nothing visible is left.
 */
export function cleanExplanation(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]/gu, " ")
    .replace(/\p{Cf}/gu, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Why an explanation text cannot be used, or null (it must have something visible and fit EXPLAIN_MAX). */
export function explanationRefusal(text: string): string | null {
  const clean = cleanExplanation(text);
  if (!clean) return "An explanation needs some visible text";
  if ([...clean].length > EXPLAIN_MAX) return `An explanation is at most ${EXPLAIN_MAX} characters`;
  return null;
}

/** The note a call is made with: null when it is neither alerted nor explained. */
export function noteOfCall(a: { alert?: boolean; explain?: string; code?: ExplainCode }): CallNote | null {
  const text = a.explain === undefined ? "" : cleanExplanation(a.explain);
  if (!a.alert && !text && !a.code) return null;
  return { alert: !!a.alert, ...(text ? { text } : {}), ...(a.code ? { code: a.code } : {}), asked: [] };
}

/** The deal is being bid or played: its auction's notes are live (hidden from the bidder's partner). */
const dealLive = (s: BridgeState) => s.phase === "auction" || s.phase === "play" || s.phase === "claim";

/** Why `seat` may not ask about call `i` now, or null. */
export function askRefusal(s: BridgeState, seat: number, i: number): string | null {
  if (!dealLive(s)) return "There is no auction to ask about now";
  if (!Number.isInteger(i) || i < 0 || i >= s.calls.length) return "No such call in this auction";
  if (sideOf(callerOf(s.dealer, i)) === sideOf(seat)) return "You may ask only about the opponents' calls";
  if (s.notes[i]?.asked.includes(seat)) return "You have already asked about this call";
  return null;
}

/** Why `seat` may not explain call `i` now, or null. */
export function explainRefusal(s: BridgeState, seat: number, i: number, a: { explain?: string; code?: ExplainCode }): string | null {
  if (!dealLive(s)) return "There is no auction to explain now";
  if (!Number.isInteger(i) || i < 0 || i >= s.calls.length) return "No such call in this auction";
  if (callerOf(s.dealer, i) !== seat) return "You may explain only your own calls";
  if (a.code === undefined) return explanationRefusal(a.explain ?? "");
  return a.explain === undefined ? null : explanationRefusal(a.explain);
}

/** The notes with entry `i` replaced (the array grows with nulls to reach it). */
export function withNote(notes: readonly (CallNote | null)[], i: number, note: CallNote | null): (CallNote | null)[] {
  const out = notes.slice();
  while (out.length <= i) out.push(null);
  out[i] = note;
  return out;
}

/**
 * The current auction's notes as `viewer` may see them, one entry a call (null: nothing to show):
 * - the bidder: everything about its own call, with the seats that asked;
 * - the bidder's partner: nothing, not even the alert, while the deal is live (Law 40B: no unauthorised
 *   information from partner's explanations);
 * - an opponent: the alert, the explanation when the call is alerted or this opponent asked, and whether it
 *   asked;
 * - spectators and the moderator: everything;
 * - everybody, everything once the deal is over (the game's last auction stays on the table).
 */
export function notesView(s: BridgeState, viewer: Viewer): (JsonObject | null)[] {
  const out: (JsonObject | null)[] = [];
  for (let i = 0; i < s.calls.length; i++) {
    const n = s.notes[i];
    if (!n) {
      out.push(null);
      continue;
    }
    const bidder = callerOf(s.dealer, i);
    const full = typeof viewer !== "number" || viewer === bidder || !dealLive(s);
    if (full) {
      out.push(shown(n, true, n.asked.length ? { asked: n.asked.slice() } : {}));
      continue;
    }
    if (viewer === partnerOf(bidder)) {
      out.push(null);
      continue;
    }
    const asked = n.asked.includes(viewer);
    out.push(n.alert || asked ? shown(n, n.alert || asked, asked ? { asked: true } : {}) : null);
  }
  // Trailing nulls say nothing: drop them, so a view with no note at all is [].
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}

function shown(n: CallNote, withText: boolean, extra: JsonObject): JsonObject {
  const o: JsonObject = {};
  if (n.alert) o.alert = true;
  if (withText && n.text !== undefined) o.text = n.text;
  if (withText && n.code !== undefined) o.code = n.code;
  return { ...o, ...extra };
}

/** A finished deal's notes for its result: every alert and explanation, the askers left out. */
export function resultNotes(s: BridgeState): ResultNote[] {
  const out: ResultNote[] = [];
  s.notes.forEach((n, call) => {
    if (n && (n.alert || n.text !== undefined || n.code !== undefined)) {
      out.push({ call, alert: n.alert, ...(n.text !== undefined ? { text: n.text } : {}), ...(n.code !== undefined ? { code: n.code } : {}) });
    }
  });
  return out;
}

/**
 * What `viewer` learned of `action` by `actor` (the bots' `see`): a call whole from the viewer itself, its
 * alert and (alerted) explanation from an opponent, the bare call from the partner; questions and later
 * explanations reach the bots of nobody else (bots never ask).
 */
export function seeBridgeAction(action: Action, actor: Actor, viewer: number): Action | null {
  if (actor === viewer) return action;
  if (action.type === "ask" || action.type === "explain") return null;
  if (action.type !== "call") return action;
  const bare: Action = { type: "call", call: action.call };
  if (typeof actor !== "number" || sideOf(actor) === sideOf(viewer) || !action.alert) return bare;
  const out: Action = { ...bare, alert: true };
  if (action.explain !== undefined) out.explain = action.explain;
  if (action.code !== undefined) out.code = action.code;
  return out;
}

/**
 * How a bot of docs/bridge-bidding.md describes its own `call` made as `seat` after the public `calls`:
 * the system's artificial calls are alerted with their code (2♣ strong, 2♦ waiting, Stayman 2♣ and the
 * opener's 2♦ denial); every other call is explained as natural, unalerted, so a question gets its answer
 * at once.
 */
export function botExplanation(calls: readonly string[], dealer: number, seat: number, call: string): { alert?: true; code: ExplainCode } {
  const read = readAuction(calls, dealer);
  const mine = read.bySeat[seat].filter((c) => c !== "pass");
  const partner = partnerOf(seat);
  let lastBid = -1;
  calls.forEach((c, i) => {
    if (parseBid(c)) lastBid = i;
  });
  const partnerAsked = lastBid >= 0 && calls[lastBid] === "2C" && callerOf(dealer, lastBid) === partner;
  if (read.opener < 0 && call === "2C") return { alert: true, code: "strong2C" };
  if (read.opening === "2C" && read.opener === partner && mine.length === 0 && call === "2D") return { alert: true, code: "waiting2D" };
  if (read.opening === "1NT" && read.opener === partner && mine.length === 0 && call === "2C") return { alert: true, code: "stayman" };
  if (read.opening === "1NT" && read.opener === seat && mine.length === 1 && partnerAsked && read.bySeat[partner].filter((c) => c !== "pass").length === 1) {
    if (call === "2D") return { alert: true, code: "staymanNoMajor" };
    if (call === "2H") return { code: "staymanHearts" };
    if (call === "2S") return { code: "staymanSpades" };
  }
  return { code: "natural" };
}
