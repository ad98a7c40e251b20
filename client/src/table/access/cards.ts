/**
 * Card names for people and card codes as people type them. Codes are the shared ones (rank then suit:
 * "TS", "QH", Fox's "11M"); names are in the page's language ("Ace of spades", "11 of Moons"); typed codes
 * may put the suit first and write the ten as 10 ("SA", "10H", "h10").
 */
import { t } from "../../i18n/i18n";

const FRENCH = /^([2-9TJQKA])([SHDC])$/;
const FOX = /^(1[01]|[1-9])([BKM])$/;

/** A card's name in the page's language; the code itself when it is no card we know. */
export function cardName(code: string): string {
  if (code === "JK") return t("access.joker");
  let m = FRENCH.exec(code);
  if (m) return t("access.card", { rank: /[JQKA]/.test(m[1]) ? t(`access.rank${m[1]}`) : m[1] === "T" ? "10" : m[1], suit: t(`access.suit${m[2]}`) });
  m = FOX.exec(code);
  if (m) return t("access.card", { rank: m[1], suit: t(`fox.suit${m[2]}`) });
  return code;
}

/** Names of several cards, "Ace of spades, 10 of hearts"; `none` when there are none. */
export function cardList(codes: readonly string[], none = t("access.none")): string {
  return codes.length ? codes.map(cardName).join(", ") : none;
}

/**
 * The codes a typed text may stand for: rank then suit ("TH", "11M") or suit then rank ("HT", "SA"), the ten
 * as 10 or T, any case. Empty when it has no card's shape.
 */
export function typedCodes(text: string): string[] {
  const s = text.replace(/\s+/g, "").toUpperCase();
  if (s === "JK") return [s];
  const rankFirst = /^(10|11|[1-9TJQKA])([SHDCBKM])$/.exec(s);
  const suitFirst = /^([SHDCBKM])(10|11|[1-9TJQKA])$/.exec(s);
  const out: string[] = [];
  const splits: [string, string][] = [];
  if (rankFirst) splits.push([rankFirst[1], rankFirst[2]]);
  if (suitFirst) splits.push([suitFirst[2], suitFirst[1]]);
  for (const [rank, suit] of splits) {
    for (const r of rank === "10" || rank === "T" ? ["T", "10"] : [rank]) out.push(r + suit);
  }
  return out;
}
