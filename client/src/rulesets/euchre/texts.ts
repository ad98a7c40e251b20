/**
 * The words of the Euchre table: seat names with teams ("Us"/"Them" for a player, "Team A"/"Team B"
 * for a watcher), the line under each badge (dealer, bid, maker, sits out), the trump box lines, the
 * caption under the trick and the prompt above the canvas. Pure functions of the view.
 */
import type { EuchreBid, EuchreView } from "@salon/shared/euchre/types";
import { t } from "../../i18n/i18n";
import type { SeatInfo, TableSnapshot } from "../../net/snapshot";
import { beforeStartText } from "../../table/prompt-text";
import { cardLabel, SUIT_CHAR, type FrenchSuit } from "../../table/french-faces";

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
  if (st.me === null) return t(team === 0 ? "euchre.teamA" : "euchre.teamB");
  return t(team === teamOf(st.me) ? "euchre.us" : "euchre.them");
}

/** The suit's name in the chosen language, as written mid-sentence ("hearts"). */
export const suitWord = (s: string): string => (s in SUIT_CHAR ? t(`euchre.suit${s}`) : s);
export const suitChar = (s: string): string => SUIT_CHAR[s as FrenchSuit] ?? s;
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function who(seat: number, st: Seating): string {
  return seat === st.me ? t("seats.you") : (st.names[seat] ?? t("aids.seat", { n: seat + 1 }));
}

/** A bid in words, e.g. "Ordered up alone", "Called hearts", "Passed". */
export function bidWords(b: EuchreBid, dealer: number): string {
  const alone = b.alone ? "Alone" : "";
  if (b.type === "pass") return t("euchre.passed");
  if (b.type === "orderUp") return t(b.seat === dealer ? `euchre.pickedUp${alone}` : `euchre.orderedUp${alone}`);
  if (b.type === "call") return t(`euchre.called${alone}`, { suit: suitWord(b.suit ?? "") });
  return t("euchre.defendsAlone");
}

/** The line under a seat's name: team, dealer, the hand's role or last bid, sits out, cards, bot/away. */
export function badgeDetail(view: EuchreView | null, s: SeatInfo | undefined, seat: number, st: Seating): string {
  const parts: string[] = [teamName(teamOf(seat), st)];
  if (!view) {
    if (!s || s.kind === "empty") parts.push(t("play.seatFree"));
    else if (s.kind === "bot") parts.push(t("seats.bot"));
    return parts.join(" · ");
  }
  if (view.dealer === seat && view.phase !== "over") parts.push(t("euchre.dealer"));
  if (view.out.includes(seat)) parts.push(t("euchre.sitsOut"));
  else if (view.maker === seat) parts.push(t(view.alone ? "euchre.makerAlone" : "euchre.maker"));
  else if (view.defender === seat) parts.push(t("euchre.defendsAlone"));
  else if (view.phase === "bid1" || view.phase === "bid2" || view.phase === "defend") {
    const last = [...view.bids].reverse().find((b) => b.seat === seat);
    if (last) parts.push(bidWords(last, view.dealer));
  }
  // Whose turn it is shows as the badge's gold frame and in the prompt; keep the line short for phones.
  if (parts.length === 1 && s?.kind === "bot") parts.push(t("seats.bot"));
  else if (s && s.kind === "human" && !s.connected) parts.push(t("seats.away"));
  return parts.join(" · ");
}

/** The trump box: [suit, name, line]. */
export function trumpLines(view: EuchreView | null, st: Seating): [string, string, string] {
  if (!view || view.phase === "deal") return ["", t("euchre.trump"), t("euchre.waitingDeal")];
  if (view.trump) {
    const line =
      view.maker >= 0 ? t(view.alone ? "euchre.byMakerAlone" : "euchre.byMaker", { name: who(view.maker, st), team: teamName(teamOf(view.maker), st) }) : "";
    return [view.trump, `${cap(suitWord(view.trump))} ${suitChar(view.trump)}`, line];
  }
  if (view.phase === "bid1") return ["", t("euchre.notNamed"), t("euchre.bidding1")];
  return ["", t("euchre.notNamed"), t("euchre.bidding2", { suit: suitWord(view.upSuit) })];
}

/** Under the trick: who won the last one, or what the table waits for. */
export function trickCaption(view: EuchreView | null, snap: TableSnapshot, st: Seating, showingLast: boolean): string {
  if (!view) {
    const free = snap.seats.filter((s) => s.kind === "empty").length;
    if (snap.status === "waiting" && free > 0) return t("play.waitingMore", { count: free });
    return snap.status === "waiting" ? t("play.readyToStart") : "";
  }
  if (view.phase === "bid1") return view.upcardState === "up" ? t("euchre.upcard") : "";
  if (view.phase === "bid2") return t("euchre.upcardDown", { suit: suitWord(view.upSuit) });
  if (showingLast && view.lastWinner >= 0)
    return view.lastWinner === st.me ? t("euchre.youTookTrick") : t("play.tookTrick", { name: who(view.lastWinner, st) });
  if (view.upcardState === "dead" && view.phase === "play" && view.trick.length === 0) return "";
  return "";
}

/** The key suffix of what a phase asks of the seat on turn ("euchre.watchBid1", "euchre.waitBid1", ...). */
const PHASE_KEY: Record<string, string | undefined> = { bid1: "Bid1", bid2: "Bid2", discard: "Discard", defend: "Defend", play: "Play" };

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
  if (!view) return { ...idle, text: beforeStartText(snap, canStart, t("euchre.fourPlayers")) };
  if (view.phase === "over") {
    const won = view.winners.length > 0 ? teamOf(view.winners[0]) : 0;
    const text = st.me === null ? t("euchre.teamWonGame", { team: teamName(won, st) }) : t(teamOf(st.me) === won ? "euchre.weWonGame" : "euchre.theyWonGame");
    return { ...idle, lead: t("play.gameOver"), text };
  }
  if (view.turn < 0) return { ...idle, text: t("play.waitingDeal") };
  const legal = view.legal ?? [];
  const mine = view.turn === st.me && legal.length > 0;
  const name = who(view.turn, st);
  const choices = legal.filter((x) => !/^[9TJQKA][SHDC]$/.test(x));
  const dealer = view.dealer === st.me;
  if (mine) {
    const lead = t("play.yourTurn");
    switch (view.phase) {
      case "bid1":
        return {
          lead,
          text: t(dealer ? "euchre.bid1Dealer" : "euchre.bid1", { card: cardLabel(view.upcard), suit: suitWord(view.upSuit) }),
          mine,
          choices,
          dealer,
        };
      case "bid2":
        return { lead, text: t(choices.includes("pass") ? "euchre.bid2" : "euchre.bid2Stuck"), mine, choices, dealer };
      case "discard":
        return { lead, text: t("euchre.discard"), mine, choices, dealer };
      case "defend":
        return { lead, text: t("euchre.defend", { name: who(view.maker, st) }), mine, choices, dealer };
      default:
        return { lead, text: t(view.trick.length === 0 ? "play.leadAny" : "play.playHighlighted"), mine, choices, dealer };
    }
  }
  const doing = PHASE_KEY[view.phase];
  if (st.me === null) return { ...idle, text: t(`euchre.watch${doing ?? "Act"}`, { name }) };
  return { ...idle, text: t(doing ? `euchre.wait${doing}` : "play.waitingFor", { name }) };
}
