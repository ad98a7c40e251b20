/**
 * The words of the Skat table: game names, positions, the bidding as spoken, the value breakdown of a
 * settled game ("with 2, game, hand: 4 × 12 = 48"). Pure functions of the view.
 */
import type { Breakdown, Declaration, SkatRow } from "@salon/shared/skat/types";
import type { SkatView } from "./skatView";

export const GAME_NAME: Record<string, string> = {
  clubs: "Clubs ♣", spades: "Spades ♠", hearts: "Hearts ♥", diamonds: "Diamonds ♦", grand: "Grand", null: "Null",
};

/** "Grand hand schneider announced", "Null ouvert". */
export function contractName(c: Declaration | null): string {
  if (!c) return "";
  const parts = [GAME_NAME[c.game] ?? c.game];
  if (c.hand) parts.push("hand");
  if (c.ouvert) parts.push("ouvert");
  else if (c.schwarz) parts.push("schwarz announced");
  else if (c.schneider) parts.push("schneider announced");
  return parts.join(" ");
}

/** A declaration key from the view ("clubs+hand+schneider") as a Declaration. */
export function parseDeclaration(key: string): Declaration {
  const [game, ...flags] = key.split("+");
  return {
    game: game as Declaration["game"], hand: flags.includes("hand"), schneider: flags.includes("schneider"),
    schwarz: flags.includes("schwarz"), ouvert: flags.includes("ouvert"),
  };
}

export function position(v: SkatView, seat: number): string {
  if (seat === v.fh) return "Forehand";
  if (seat === v.mh) return "Middlehand";
  if (seat === v.rh) return "Rearhand";
  return "Dealer, sits out";
}

/** The factors of a value as the table says them: ["with 2", "game", "hand", ...]. */
export function factorList(b: Breakdown): string[] {
  const out = [`${b.with ? "with" : "without"} ${b.tops}`, "game"];
  if (b.hand) out.push("hand");
  if (b.schneider) out.push("schneider");
  if (b.schneiderAnnounced) out.push("schneider announced");
  if (b.schwarz) out.push("schwarz");
  if (b.schwarzAnnounced) out.push("schwarz announced");
  if (b.ouvert) out.push("ouvert");
  return out;
}

/** "with 2 · game · hand: 4 × 12 = 48" (null: its fixed value); the overbid raise noted. */
export function valueLine(r: SkatRow): string {
  const b = r.breakdown;
  if (!b || !r.contract) return "";
  if (r.contract.game === "null") return `${contractName(r.contract)}: fixed value ${b.value}`;
  const main = `${factorList(b).join(" · ")}: ${b.multiplier} × ${b.base} = ${b.plain}`;
  return b.overbid ? `${main} — overbid (bid ${r.bid}): lost at ${b.value / b.base} × ${b.base} = ${b.value}` : main;
}

/** What was last said in the bidding, e.g. "Ben 20? — Ann yes". */
export function biddingLine(v: SkatView, name: (seat: number) => string): string {
  const said = v.words.slice(-3).map((w) => (w.say === "bid" ? `${name(w.seat)}: ${w.value}` : w.say === "hold" ? `${name(w.seat)}: yes` : `${name(w.seat)}: pass`));
  return said.join(" · ");
}
