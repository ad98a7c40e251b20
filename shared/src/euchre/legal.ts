/**
 * Following suit (§5 play, rulings 4-6) and the legal moves of the seat on turn, as actions and as the
 * compact strings of EuchreView.legal (what the renderer turns into buttons and raised cards).
 */
import { effectiveSuit, SUITS } from "./cards";
import type { EuchreState } from "./state";
import type { EuchreAction, EuchreView } from "./types";

/**
 * The cards a seat may play to a trick led with `led`: those of the led card's effective suit if it holds
 * any (a led left bower asks for trump; the left bower never counts for its printed suit), else any card.
 */
export function followable(hand: readonly string[], led: string | undefined, trump: string): readonly string[] {
  if (led === undefined) return hand;
  const suit = effectiveSuit(led, trump);
  const same = hand.filter((c) => effectiveSuit(c, trump) === suit);
  return same.length > 0 ? same : hand;
}

/** What the legal list depends on: all of it is in the seat's own view, so clients recompute it (derive.ts). */
export interface LegalInput {
  phase: string;
  turn: number;
  dealer: number;
  upSuit: string;
  trump: string;
  stickTheDealer: boolean;
  hand: readonly string[];
  led: string | undefined;
}

/** The compact legal strings for `seat` now (empty when it is not on turn). */
export function legalFor(x: LegalInput, seat: number): string[] {
  if (x.turn !== seat) return [];
  switch (x.phase) {
    case "bid1":
      return ["pass", "orderUp", "orderUpAlone"];
    case "bid2": {
      const out = x.stickTheDealer && seat === x.dealer ? [] : ["pass"];
      for (const suit of SUITS) if (suit !== x.upSuit) out.push(`call:${suit}`, `callAlone:${suit}`);
      return out;
    }
    case "defend":
      return ["defendAlone", "pass"];
    case "discard":
      return x.hand.slice();
    case "play":
      return followable(x.hand, x.led, x.trump).slice();
    default:
      return [];
  }
}

export function legalStrings(s: EuchreState, seat: number): string[] {
  if (s.turn !== seat) return [];
  return legalFor(
    {
      phase: s.phase,
      turn: s.turn,
      dealer: s.dealer,
      upSuit: s.upcard[1] ?? "",
      trump: s.trump,
      stickTheDealer: s.options.stickTheDealer,
      hand: s.hands[seat],
      led: s.trick[0]?.card,
    },
    seat,
  );
}

/**
 * The action for one of EuchreView.legal's strings (or a card the player picks) in `phase`: what the
 * renderer sends for a click or a button, and what bots and tests send. Null when it means nothing here.
 */
export function euchreAction(phase: string, choice: string): EuchreAction | null {
  if (choice === "pass") return { type: "pass" };
  if (choice === "orderUp") return { type: "orderUp", alone: false };
  if (choice === "orderUpAlone") return { type: "orderUp", alone: true };
  if (choice === "defendAlone") return { type: "defendAlone" };
  if (choice.startsWith("call:")) return { type: "call", suit: choice.slice(5), alone: false };
  if (choice.startsWith("callAlone:")) return { type: "call", suit: choice.slice(10), alone: true };
  if (phase === "discard") return { type: "discard", cards: [choice] };
  if (phase === "play") return { type: "play", card: choice };
  return null;
}

/** The actions of a view's legal list, in its order (what a bot chooses among). */
export function viewActions(v: EuchreView): EuchreAction[] {
  return (v.legal ?? []).map((x) => euchreAction(v.phase, x)).filter((a): a is EuchreAction => a !== null);
}

const BID1: readonly EuchreAction[] = [{ type: "pass" }, { type: "orderUp", alone: false }, { type: "orderUp", alone: true }];
const DEFEND: readonly EuchreAction[] = [{ type: "defendAlone" }, { type: "pass" }];

/** The same choices as `legalStrings`, built directly as actions (bots and playouts call this on every step). */
export function legalActions(s: EuchreState, seat: number): EuchreAction[] {
  if (s.turn !== seat) return [];
  switch (s.phase) {
    case "bid1":
      return BID1.slice();
    case "defend":
      return DEFEND.slice();
    case "play":
      return followable(s.hands[seat], s.trick[0]?.card, s.trump).map((card) => ({ type: "play", card }));
    case "discard":
      return s.hands[seat].map((card) => ({ type: "discard", cards: [card] }));
    default:
      return legalStrings(s, seat).map((x) => euchreAction(s.phase, x) as EuchreAction);
  }
}
