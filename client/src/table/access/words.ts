/** Small pieces every adapter uses: seat names, suit and call words, score lines, card buttons. */
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import type { GameAction } from "../../rulesets/types";
import type { AccessCard, AccessChoice, AccessModel } from "./model";

/** The viewer's seat, or -1 (a spectator, the moderator). */
export function mySeat(snap: TableSnapshot): number {
  const you = snap.you;
  return you?.role === "player" && typeof you.seat === "number" ? you.seat : -1;
}

/** A seat as the text table names it: "you" for one's own, else the player's name. */
export function seatName(snap: TableSnapshot, seat: number): string {
  if (seat === mySeat(snap)) return t("access.you");
  return snap.seats[seat]?.name || t("aids.seat", { n: seat + 1 });
}

/** A suit's word ("spades"); Fox's suits by the game's own names. */
export function suitName(letter: string): string {
  if (["S", "H", "D", "C"].includes(letter)) return t(`access.name${letter}`);
  if (["B", "K", "M"].includes(letter)) return t(`fox.suit${letter}`);
  return letter;
}

/** "Scores: you 12, Ann 8." from one number per seat (or per team, with `names`). */
export function scoreLine(key: "scores" | "tricks", values: readonly number[], names: (i: number) => string): string {
  if (values.length === 0) return "";
  return t(`access.${key}Line`, { list: values.map((v, i) => `${names(i)} ${v}`).join(", ") });
}

/** The two partnerships of a four-seat game (seats 0/2 and 1/3), "your side" first named for the viewer. */
export function sideName(snap: TableSnapshot, side: number): string {
  const me = mySeat(snap);
  if (me < 0) return t("access.side", { a: seatName(snap, side), b: seatName(snap, side + 2) });
  return side === me % 2 ? t("access.us") : t("access.them");
}

/** A rules package's reason against a card (shared/src/<game>/reason.ts): a code and the suits it names. */
export interface CardReason {
  code: string;
  suit?: string;
  trump?: string;
}

/** A card's reason in words ("You must follow suit: spades."). */
function reasonText(r: CardReason): string {
  return t(`access.why_${r.code}`, { suit: r.suit ? suitName(r.suit) : "", trump: r.trump ? suitName(r.trump) : "" });
}

/**
 * The hand's buttons: each card presses `press(code)` when `legal` holds it and the seat has a card move;
 * the others say why not, the rules' own reason (`why`) when the game gives one.
 */
export function handCards(
  hand: readonly string[],
  legal: ReadonlySet<string>,
  mine: boolean,
  cardMove: boolean,
  press: (code: string) => GameAction | "pick" | null,
  why?: (code: string) => CardReason | null,
): AccessCard[] {
  return hand.map((code) => {
    const ok = legal.has(code) && cardMove;
    const rule = ok || !mine || !cardMove ? null : (why?.(code) ?? null);
    const reason = ok ? "" : !mine ? t("access.notYourTurn") : !cardMove ? t("access.noCardMove") : rule ? reasonText(rule) : t("access.notLegal");
    return { code, press: ok ? press(code) : null, reason };
  });
}

/**
 * The player's part of the model in a game whose view lists the legal choices as strings and whose rules
 * package turns a card's code into the move of the phase (`action`: Euchre, Kierki, The Fox): the hand, whose
 * cards are pressed one at a time in the `cardPhases`, and whether the player has something to decide now.
 */
export function phasePlayer(
  snap: TableSnapshot,
  v: { hand?: readonly string[]; phase: string; legal?: readonly string[] },
  cardPhases: readonly string[],
  action: (phase: string, code: string) => GameAction | null,
  why: (code: string) => CardReason | null,
): Pick<AccessModel, "hand" | "pickCount" | "mine"> {
  const { legal, mine } = legalNow(snap, v.legal);
  const hand = handCards(v.hand ?? [], legal, mine, cardPhases.includes(v.phase), (code) => action(v.phase, code), why);
  return { hand, pickCount: 0, mine };
}

/** The view's legal list as a set, and whether the player has something to decide now. */
export function legalNow(snap: TableSnapshot, list: readonly string[] | null | undefined): { legal: Set<string>; mine: boolean } {
  const legal = new Set(list ?? []);
  return { legal, mine: snap.status === "playing" && legal.size > 0 };
}

/** What a game played without tricks and bids (Krendzu, Ktulu, Werewolf) leaves empty in its model. */
export function noTricks(): Pick<AccessModel, "trickGame" | "trick" | "lastTrick" | "lastWinner" | "calls" | "tricks"> {
  return { trickGame: false, trick: [], lastTrick: [], lastWinner: -1, calls: [], tricks: "" };
}

export const choice = (key: string, label: string, action: GameAction): AccessChoice => ({ key, label, action });

/** A choice that sends nothing yet: it keeps `stage` as a step of the move ("" drops the steps). */
export const stageChoice = (key: string, label: string, stage: string): AccessChoice => ({ key, label, action: null, stage });
