/**
 * Who may do what now (§5): the full list of legal actions of a seat, the compact strings its view
 * carries for the renderer, and the seats that owe (or may send) an action.
 */
import * as cardsModule from "./cards";
import * as ladderModule from "./ladder";
import type { SkatState } from "./state";
import * as typesModule from "./types";
import type { Declaration, SkatAction, SkatGame } from "./types";
import * as valueModule from "./value";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { followable } = cardsModule;
const { ladderFor } = ladderModule;
const { SKAT_GAMES } = typesModule;
const { nullValue } = valueModule;

/** The kind of play: the declared game, or Ramsch. */
export const playKind = (s: SkatState) => (s.ramsch ? "ramsch" : (s.contract?.game ?? "grand"));

/** A defender may say kontra (§5.5): option on, a declared game, before the first card, once per deal. */
export function mayKontra(s: SkatState, seat: number): boolean {
  return (
    s.phase === "play" && s.kontraOpen && s.kontra === 0 && s.contract !== null && seat !== s.declarer && (seat === s.fh || seat === s.mh || seat === s.rh)
  );
}

/** Seats that may act: the seat on turn first, then defenders who may still say kontra (ruling 14). */
export function toAct(s: SkatState): number[] {
  if (s.turn < 0) return [];
  const out = [s.turn];
  if (s.phase === "play" && s.kontraOpen && s.kontra === 0) for (const d of [s.fh, s.mh, s.rh]) if (d !== s.turn && mayKontra(s, d)) out.push(d);
  return out;
}

/** Every declaration allowed now (§5.4), flags normalised. */
export function declarations(s: SkatState): Declaration[] {
  const hand = s.phase === "skat";
  const out: Declaration[] = [];
  for (const game of SKAT_GAMES) {
    if (game === "null") {
      for (const ouvert of [false, true]) {
        if (nullValue({ hand, ouvert }) >= s.bidValue) out.push({ game, hand, schneider: false, schwarz: false, ouvert });
      }
      continue;
    }
    out.push({ game, hand, schneider: false, schwarz: false, ouvert: false });
    if (hand) {
      out.push({ game, hand, schneider: true, schwarz: false, ouvert: false });
      out.push({ game, hand, schneider: true, schwarz: true, ouvert: false });
      out.push({ game, hand, schneider: true, schwarz: true, ouvert: true });
    }
  }
  return out;
}

/** "clubs+hand+schneider": a declaration as a short string for views. */
export function declarationKey(d: Declaration): string {
  return [d.game, ...(["hand", "schneider", "schwarz", "ouvert"] as const).filter((f) => d[f])].join("+");
}

export function declareAction(d: Declaration): SkatAction {
  return { type: "declare", game: d.game as SkatGame, hand: d.hand, schneider: d.schneider, schwarz: d.schwarz, ouvert: d.ouvert };
}

export function legalActions(s: SkatState, seat: number): SkatAction[] {
  const out: SkatAction[] = [];
  if (mayKontra(s, seat)) out.push({ type: "kontra" });
  if (seat !== s.turn) return out;
  switch (s.phase) {
    case "bidding":
      if (s.stage === 3 || seat === s.bidder) {
        for (const v of ladderFor(s.opts.grandValue)) if (v > s.value) out.push({ type: "bid", value: v });
      } else out.push({ type: "hold" });
      out.push({ type: "pass" });
      break;
    case "skat":
      out.push({ type: "pickUpSkat" });
      for (const d of declarations(s)) out.push(declareAction(d));
      break;
    case "discard": {
      const h = s.hands[seat];
      for (let i = 0; i < h.length; i++) for (let j = i + 1; j < h.length; j++) out.push({ type: "discard", cards: [h[i], h[j]] });
      break;
    }
    case "declare":
      for (const d of declarations(s)) out.push(declareAction(d));
      break;
    case "kontra":
      out.push(s.kontra === 1 ? { type: "re" } : { type: "sup" }, { type: "pass" });
      break;
    case "play":
      for (const c of followable(s.hands[seat], s.trick[0], playKind(s))) out.push({ type: "play", card: c });
      break;
  }
  return out;
}

/** The view's `legal`: card codes to play, else action names ("bid" means the next ladder value). */
export function legalStrings(s: SkatState, seat: number): string[] {
  const out: string[] = [];
  for (const a of legalActions(s, seat)) {
    const key = a.type === "play" ? a.card : a.type;
    if (!out.includes(key)) out.push(key);
  }
  return out;
}
