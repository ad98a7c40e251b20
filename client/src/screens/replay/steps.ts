/**
 * What the replay viewer says about its steps: the action just made, told in the third person by the
 * player's name in the reader's language (catalogue section `steps`, i18n/games/steps.ts; the moderated
 * games' actions by their own labels), and where each deal ended.
 */
import { t } from "../../i18n/i18n";
import { cardText as cardWords, SUIT_SIGN, suitText as suitWords } from "../../i18n/suit-words";
import type { Action, AnyRuleset } from "@salon/shared/core/ruleset";
import type { Actor } from "@salon/shared/core/seats";
import { gameName } from "../../rulesets/skat/texts";

export interface DealEnd {
  /** The step at which the deal was over. */
  index: number;
  /** The running scores then. */
  scores: number[];
}

/** Each deal's last step (where `handsDone` grew) and the running scores there, plus the game's end. */
export function dealEnds(rules: AnyRuleset, states: unknown[]): DealEnd[] {
  const ends: DealEnd[] = [];
  for (let i = 1; i < states.length; i++) {
    if (rules.handsDone(states[i]) > rules.handsDone(states[i - 1])) ends.push({ index: i, scores: rules.scores(states[i]) });
  }
  const last = states.length - 1;
  if (last > 0 && ends[ends.length - 1]?.index !== last && rules.outcome(states[last])) ends.push({ index: last, scores: rules.scores(states[last]) });
  return ends;
}

const SUIT = SUIT_SIGN;
/** "10♥" for "TH", a Fox card by name ("7 of Bells" for "7B"); other codes as they are. */
export const cardText = (c: unknown): string => {
  const s = String(c);
  return /^[2-9TJQKA][SHDC]$/.test(s) || /^(1[01]|[1-9])[BKM]$/.test(s) ? cardWords(s, t) : s;
};
const cardList = (cards: unknown): string => (Array.isArray(cards) ? cards.map(cardText).join(" ") : "");
const suitText = (s: unknown): string => suitWords(String(s), t);

/**
 * The caption of one recorded action: "Ann bids 3♦.", "Ben accepts the claim.", for every card game's
 * actions; a moderated game's action by the game's own label (`label`, from its client) after the name.
 */
export function describeAction(
  ruleset: string,
  actor: Actor,
  action: Action,
  names: string[],
  label?: (a: Action, names: (seat: number) => string) => string | null,
): string {
  const a = action as { type: string; [key: string]: unknown };
  // the moderator acting for a seat (a moderated game) is told as that seat's action
  const seat = typeof a.for === "number" ? a.for : actor;
  const who = seat === "moderator" ? t("replay.moderator") : (names[seat] ?? t("aids.seat", { n: seat + 1 }));
  const say = (key: string, vars: Record<string, unknown> = {}) => t(`steps.${key}`, { who, ...vars });
  switch (a.type) {
    case "play":
      return say("play", { card: cardText(a.card) });
    case "call":
      if (typeof a.call !== "string") return say(a.alone ? "callSuitAlone" : "callSuit", { suit: suitText(a.suit) });
      if (a.call === "pass") return say("pass");
      if (a.call === "X") return say("double");
      if (a.call === "XX") return say("redouble");
      return say("bid", { call: a.call.replace(/^([1-7])([SHDC])$/, (_m, l: string, s: string) => l + SUIT[s]) });
    case "claim":
    case "concede":
      return say(a.type, { tricks: Number(a.tricks) });
    case "acceptClaim":
    case "rejectClaim":
    case "acceptConcession":
    case "rejectConcession":
    case "defendAlone":
    case "hold":
    case "kontra":
    case "re":
    case "sup":
    case "skip":
      return say(a.type);
    case "pass":
      return say("pass");
    case "orderUp":
      return say(a.alone ? "orderUpAlone" : "orderUp");
    case "discard":
      return say(ruleset === "skat" ? "putAway" : "discard", { cards: cardList(a.cards) });
    case "exchange":
      return say("exchange", { card: cardText(a.card) });
    case "trump":
      return say("trump", { suit: suitText(a.suit) });
    case "place":
      return say("place", { card: cardText(a.card), x: a.x, y: a.y });
    case "placeMany":
      return say("placeMany", {
        cards: (Array.isArray(a.cards) ? a.cards : [])
          .map((c) => `${cardText((c as { card: unknown }).card)} (${(c as { x: unknown }).x}, ${(c as { y: unknown }).y})`)
          .join(", "),
      });
    case "bid":
      return say("bidValue", { value: a.value });
    case "pickUpSkat":
      return say("pickUp");
    case "declare":
      return say("declare", { game: gameName(String(a.game)) });
  }
  const named = label?.(action, (seat) => (names[seat] ? `${names[seat]} (${seat + 1})` : t("aids.seat", { n: seat + 1 })));
  return named ? say("deduction", { action: named }) : say("other");
}
