/**
 * The words of the Skat table: game names, positions, the bidding as spoken, the value breakdown of a
 * settled game ("with 2, game, hand: 4 × 12 = 48"). Pure functions of the view.
 */
import type { Breakdown, Declaration, SkatRow } from "@salon/shared/skat/types";
import { t } from "../../i18n/i18n";
import type { SkatView } from "./view";

const GAME_KEY: Record<string, string> = {
  clubs: "gameClubs",
  spades: "gameSpades",
  hearts: "gameHearts",
  diamonds: "gameDiamonds",
  grand: "gameGrand",
  null: "gameNull",
};

/** A game's name in the reader's language ("Kreuz ♣", "Grand"). */
export const gameName = (game: string): string => (GAME_KEY[game] ? t(`skat.${GAME_KEY[game]}`) : game);

/** "Grand hand schneider announced", "Null ouvert". */
export function contractName(c: Declaration | null): string {
  if (!c) return "";
  const parts = [gameName(c.game)];
  if (c.hand) parts.push(t("skat.hand"));
  if (c.ouvert) parts.push(t("skat.ouvert"));
  else if (c.schwarz) parts.push(t("skat.schwarzAnnounced"));
  else if (c.schneider) parts.push(t("skat.schneiderAnnounced"));
  return parts.join(" ");
}

/** A declaration key from the view ("clubs+hand+schneider") as a Declaration. */
export function parseDeclaration(key: string): Declaration {
  const [game, ...flags] = key.split("+");
  return {
    game: game as Declaration["game"],
    hand: flags.includes("hand"),
    schneider: flags.includes("schneider"),
    schwarz: flags.includes("schwarz"),
    ouvert: flags.includes("ouvert"),
  };
}

export function position(v: SkatView, seat: number): string {
  if (seat === v.fh) return t("skat.forehand");
  if (seat === v.mh) return t("skat.middlehand");
  if (seat === v.rh) return t("skat.rearhand");
  return t("skat.dealerOut");
}

/** The factors of a value as the table says them: ["with 2", "game", "hand", ...]. */
export function factorList(b: Breakdown): string[] {
  const out = [t(b.with ? "skat.with" : "skat.without", { n: b.tops }), t("skat.game")];
  if (b.hand) out.push(t("skat.hand"));
  if (b.schneider) out.push(t("skat.schneider"));
  if (b.schneiderAnnounced) out.push(t("skat.schneiderAnnounced"));
  if (b.schwarz) out.push(t("skat.schwarz"));
  if (b.schwarzAnnounced) out.push(t("skat.schwarzAnnounced"));
  if (b.ouvert) out.push(t("skat.ouvert"));
  return out;
}

/** "with 2 · game · hand: 4 × 12 = 48" (null: its fixed value); the overbid raise noted. */
export function valueLine(r: SkatRow): string {
  const b = r.breakdown;
  if (!b || !r.contract) return "";
  if (r.contract.game === "null") return t("skat.nullValue", { game: contractName(r.contract), value: b.value });
  const main = `${factorList(b).join(" · ")}: ${b.multiplier} × ${b.base} = ${b.plain}`;
  return b.overbid ? t("skat.overbid", { main, bid: r.bid, times: b.value / b.base, base: b.base, value: b.value }) : main;
}

/** What was last said in the bidding, e.g. "Ben 20? — Ann yes". */
export function biddingLine(v: SkatView, name: (seat: number) => string): string {
  const key = { bid: "skat.bidSaid", hold: "skat.holdSaid" } as Record<string, string>;
  const said = v.words.slice(-3).map((w) => t(key[w.say] ?? "skat.passSaid", { name: name(w.seat), value: w.value }));
  return said.join(" · ");
}
