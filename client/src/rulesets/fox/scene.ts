/**
 * The Fox table's display objects, layered bottom to top, and how they are placed for a layout.
 * The renderer fills them from the view; the motion module animates between two fillings.
 */
import { Container } from "pixi.js";
import { CaptionedCard } from "../../table/captioned-card";
import { DeckPile } from "../../table/deck-pile";
import { Felt } from "../../table/felt";
import { HandFan } from "../../table/hand-fan";
import { ScorePanel } from "../../table/score-panel";
import { SeatBadge } from "../../table/seat-badge";
import { TrickArea } from "../../table/trick-area";
import type { FoxLayout } from "./layout";

export class FoxScene extends Container {
  readonly felt = new Felt();
  readonly deck = new DeckPile();
  readonly decree = new CaptionedCard();
  readonly score = new ScorePanel();
  readonly trick = new TrickArea();
  readonly topHand = new HandFan();
  readonly bottomHand = new HandFan();
  readonly topBadge = new SeatBadge();
  readonly bottomBadge = new SeatBadge();
  /** Cards in flight (won tricks, draws, discards) pass over everything. */
  readonly flights = new Container();

  constructor() {
    super();
    this.flights.eventMode = "none";
    this.topHand.eventMode = "none";
    this.addChild(this.felt, this.deck, this.decree, this.score, this.topHand, this.topBadge, this.bottomBadge, this.trick, this.bottomHand, this.flights);
  }

  place(L: FoxLayout, w: number, h: number): void {
    this.felt.resize(w, h);
    this.topBadge.position.set(L.topBadge.x, L.topBadge.y);
    this.topBadge.layout(L.topBadge.w, L.topBadge.h);
    this.bottomBadge.position.set(L.bottomBadge.x, L.bottomBadge.y);
    this.bottomBadge.layout(L.bottomBadge.w, L.bottomBadge.h);
    this.topHand.layout(L.topHand);
    this.bottomHand.layout(L.bottomHand);
    this.deck.position.set(L.deck.x, L.deck.y);
    this.deck.layout(L.pileCard, L.compact);
    this.decree.position.set(L.decree.x, L.decree.y);
    this.decree.layout(L.pileCard, L.compact);
    this.trick.setCardWidth(L.trick.cardW);
    this.placeScore(L);
  }

  /** The score panel's height depends on its rows; re-centre it after filling. */
  placeScore(L: FoxLayout): void {
    this.score.layout(L.score.w, L.compact);
    const y = L.score.centerY !== null ? L.score.centerY - this.score.panelHeight / 2 : L.score.y;
    this.score.position.set(L.score.x, Math.round(y));
  }
}
