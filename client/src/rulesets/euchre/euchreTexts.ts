/**
 * The words of the Euchre table: seat names with teams ("Us"/"Them" for a player, "Team A"/"Team B"
 * for a watcher), the line under each badge (dealer, bid, maker, sits out), the trump box lines, the
 * caption under the trick and the prompt above the canvas. Pure functions of the view.
 */
import type { EuchreBid, EuchreView } from "@salon/shared/euchre/types";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { cardLabel, SUIT_CHAR, SUIT_NAME, type FrenchSuit } from "../../table/frenchFaces";

export interface Seating {
  /** My seat, or null when watching or moderating. */
  me: number | null;
  /** The seat drawn at the bottom (me, or seat 0). */
  bottom: number;
  names: string[];
}

export const teamOf = (seat: number): 0 | 1 => (seat % 2 === 0 ? 0 : 1);

/** "Us"/"Them" relative to the viewer's team, or "Team A"/"Team B" for a watcher. */
export function teamName(team: 0 | 1, st: Seating): string {
  if (st.me === null) return team === 0 ? "Team A" : "Team B";
  return team === teamOf(st.me) ? "Us" : "Them";
}

export const suitWord = (s: string): string => SUIT_NAME[s as FrenchSuit] ?? s;
export const suitChar = (s: string): string => SUIT_CHAR[s as FrenchSuit] ?? s;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function who(seat: number, st: Seating): string {
  return seat === st.me ? "You" : st.names[seat] ?? `Seat ${seat + 1}`;
}

/** A bid in words, e.g. "Ordered up alone", "Called hearts", "Passed". */
export function bidWords(b: EuchreBid, dealer: number): string {
  const alone = b.alone ? " alone" : "";
  if (b.type === "pass") return "Passed";
  if (b.type === "orderUp") return b.seat === dealer ? `Picked up${alone}` : `Ordered up${alone}`;
  if (b.type === "call") return `Called ${suitWord(b.suit ?? "")}${alone}`;
  return "Defends alone";
}

/** The line under a seat's name: team, dealer, the hand's role or last bid, sits out, cards, bot/away. */
export function badgeDetail(view: EuchreView | null, s: SeatInfo | undefined, seat: number, st: Seating): string {
  const parts: string[] = [teamName(teamOf(seat), st)];
  if (!view) {
    if (!s || s.kind === "empty") parts.push("Seat free");
    else if (s.kind === "bot") parts.push("Bot");
    return parts.join(" · ");
  }
  if (view.dealer === seat && view.phase !== "over") parts.push("Dealer");
  if (view.out.includes(seat)) parts.push("Sits out");
  else if (view.maker === seat) parts.push(view.alone ? "Maker, alone" : "Maker");
  else if (view.defender === seat) parts.push("Defends alone");
  else if (view.phase === "bid1" || view.phase === "bid2" || view.phase === "defend") {
    const last = [...view.bids].reverse().find((b) => b.seat === seat);
    if (last) parts.push(bidWords(last, view.dealer));
  }
  // Whose turn it is shows as the badge's gold frame and in the prompt; keep the line short for phones.
  if (parts.length === 1 && s?.kind === "bot") parts.push("Bot");
  else if (s && s.kind === "human" && !s.connected) parts.push("Away");
  return parts.join(" · ");
}

/** The trump box: [suit, name, line]. */
export function trumpLines(view: EuchreView | null, st: Seating): [string, string, string] {
  if (!view || view.phase === "deal") return ["", "Trump", "Waiting for the deal"];
  if (view.trump) {
    const maker = view.maker >= 0 ? `${who(view.maker, st)} (${teamName(teamOf(view.maker), st)})` : "";
    const line = `by ${maker}${view.alone ? ", alone" : ""}`;
    return [view.trump, `${cap(suitWord(view.trump))} ${suitChar(view.trump)}`, line];
  }
  if (view.phase === "bid1") return ["", "Not named", "Bidding, round 1"];
  return ["", "Not named", `Round 2: not ${suitWord(view.upSuit)}`];
}

/** Under the trick: who won the last one, or what the table waits for. */
export function trickCaption(view: EuchreView | null, snap: TableSnapshot, st: Seating, showingLast: boolean): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return free === 1 ? "Waiting for one more player" : `Waiting for ${free} players`;
    return snap.status === "waiting" ? "Everyone is seated — ready to start" : "";
  }
  if (view.phase === "bid1") return view.upcardState === "up" ? "Up-card" : "";
  if (view.phase === "bid2") return `Up-card turned down (${suitWord(view.upSuit)})`;
  if (showingLast && view.lastWinner >= 0) return `${who(view.lastWinner, st)} won the trick`;
  if (view.upcardState === "dead" && view.phase === "play" && view.trick.length === 0) return "";
  return "";
}

export interface PromptState {
  lead?: string;
  text: string;
  mine: boolean;
  /** The legal choices to offer as buttons (EuchreView.legal strings other than cards). */
  choices: string[];
  dealer: boolean;
}

/** The bar above the canvas: whose turn it is and what is asked of them. */
export function promptFor(view: EuchreView | null, snap: TableSnapshot, st: Seating, canStart: boolean): PromptState {
  const idle = { mine: false, choices: [], dealer: false };
  if (!view) {
    const full = snap.seats.length > 0 && snap.seats.every((s) => s.kind !== "empty");
    if (snap.status === "waiting") {
      if (!full) return { ...idle, text: "Four players: invite friends or fill seats with bots." };
      return { ...idle, text: canStart ? "Everyone is seated: press Start game." : "Waiting for a player to start the game." };
    }
    return { ...idle, text: "" };
  }
  if (view.phase === "over") {
    const won = view.winners.length > 0 ? teamOf(view.winners[0]) : 0;
    const text = st.me === null ? `${teamName(won, st)} won the game.` : teamOf(st.me) === won ? "We won the game!" : "They won the game.";
    return { ...idle, lead: "Game over.", text };
  }
  if (view.turn < 0) return { ...idle, text: "Waiting for the next deal…" };
  const legal = view.legal ?? [];
  const mine = view.turn === st.me && legal.length > 0;
  const name = who(view.turn, st);
  const choices = legal.filter((x) => !/^[9TJQKA][SHDC]$/.test(x));
  const dealer = view.dealer === st.me;
  if (mine) {
    switch (view.phase) {
      case "bid1":
        return { lead: "Your turn.", text: dealer ? `Pick up the ${cardLabel(view.upcard)} (trump ${suitWord(view.upSuit)}) or pass.` : `Order the dealer to pick up the ${cardLabel(view.upcard)} (trump ${suitWord(view.upSuit)}) or pass.`, mine, choices, dealer };
      case "bid2":
        return { lead: "Your turn.", text: choices.includes("pass") ? "Name trump, or pass." : "Stick the dealer: you must name trump.", mine, choices, dealer };
      case "discard":
        return { lead: "Your turn.", text: "You picked up: tap a card to discard it face down.", mine, choices, dealer };
      case "defend":
        return { lead: "Your turn.", text: `${who(view.maker, st)} goes alone: defend alone, or pass.`, mine, choices, dealer };
      default:
        return { lead: "Your turn.", text: view.trick.length === 0 ? "Lead any card." : "Play a highlighted card.", mine, choices, dealer };
    }
  }
  const doing: Record<string, string> = { bid1: "to bid", bid2: "to name trump", discard: "to discard", defend: "to decide on defending alone", play: "to play" };
  return { ...idle, text: st.me === null ? `${name} ${doing[view.phase] ?? "to act"}.` : `Waiting for ${name} ${doing[view.phase] ?? ""}…` };
}
