/**
 * What the text table needs of a game: its adapter reads the player's own view (through the game's view
 * reader) into this model — the hand and what pressing each card does, the other choices, and the table in
 * words — and the access layer (layer.ts) shows it as buttons and text, and tells what changed
 * between two models as news. An adapter never adds anything the view does not hold.
 */
import type { TableSnapshot } from "../../net/snapshot";
import type { GameAction } from "../../rulesets/types";

export interface AccessCard {
  code: string;
  /** What pressing it does now: an action to send, "pick" (choose it for a move the choices finish), or null. */
  press: GameAction | "pick" | null;
  /** Why it cannot be pressed now (shown and read as its description); "" when it can. */
  reason: string;
}

export interface AccessChoice {
  /** Stable within a decision (keeps focus on it across updates). */
  key: string;
  label: string;
  /** What pressing it sends; null for a step (`stage`). */
  action: GameAction | null;
  /**
   * A step of a move the choices finish, sent nowhere: pressing it keeps `stage` for the adapter's next
   * model (Krendzu's two-card move: "two", then the first card's cell); "" drops the steps kept so far.
   */
  stage?: string;
}

/** One card on the table with who played it. */
export interface PlayedCard {
  seat: number;
  card: string;
}

export interface AccessModel {
  /** The cards the player may use now, in the game's order (bridge's declarer: dummy's cards when dummy plays). */
  hand: AccessCard[];
  /** How many cards a "pick" move takes (1: Krendzu's card before its cell; 2: Skat's discard). */
  pickCount: number;
  /** The other choices of this decision; with picked cards, the ones that finish the move. */
  choices: AccessChoice[];
  /** Seats whose move it is (the player's own included). */
  turn: number[];
  /** Whether the player has something to decide now. */
  mine: boolean;
  /** Whether the game is played in tricks (the summary then always says the trick, empty or not). */
  trickGame: boolean;
  /** The trick in play order, the last complete one and who won it (-1: none). */
  trick: PlayedCard[];
  lastTrick: PlayedCard[];
  lastWinner: number;
  /** Bids and calls of this deal, oldest first, each in words ("North: 1 spade"). */
  calls: string[];
  /** Standing facts in words, keyed ("trump", "contract", "phase"...): each change is news. */
  facts: Record<string, string>;
  /** Events the view itself lists, oldest first (the moderated games' log). */
  log: string[];
  /** Tricks won and scores, in words. */
  tricks: string;
  scores: string;
  /** Identifies the deal: trick news never crosses a new deal. */
  deal: string;
}

export interface AccessAdapter {
  /**
   * The model of the player's view; `picked` are the cards chosen so far for a "pick" move, `staged` the
   * steps of a move chosen so far (AccessChoice.stage).
   */
  model(snap: TableSnapshot, picked: readonly string[], staged: readonly string[]): AccessModel | null;
}
