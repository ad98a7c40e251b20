/** The Skat table's display objects, layered bottom to top, and how they are placed for a layout. */
import { Container } from "pixi.js";
import { Felt } from "../../table/felt";
import { HandFan } from "../../table/hand-fan";
import { ScorePanel } from "../../table/score-panel";
import { SeatBadge } from "../../table/seat-badge";
import { TrickArea } from "../../table/trick-area";
import type { SkatLayout, Slot } from "./layout";

export class SkatScene extends Container {
  readonly felt = new Felt();
  readonly score = new ScorePanel();
  readonly trick = new TrickArea();
  readonly ouvert = new HandFan();
  readonly hand = new HandFan();
  readonly badges: Record<Slot, SeatBadge> = { bottom: new SeatBadge(), left: new SeatBadge(), top: new SeatBadge(), right: new SeatBadge() };

  constructor() {
    super();
    this.ouvert.eventMode = "none";
    this.addChild(this.felt, this.score, this.ouvert, ...Object.values(this.badges), this.trick, this.hand);
  }

  place(L: SkatLayout, w: number, h: number): void {
    this.felt.resize(w, h);
    for (const slot of Object.keys(this.badges) as Slot[]) {
      const b = L.badges[slot];
      this.badges[slot].position.set(b.x, b.y);
      this.badges[slot].layout(Math.max(60, b.w), b.h);
    }
    this.hand.layout(L.hand);
    this.ouvert.layout(L.ouvert);
    this.trick.setCardWidth(L.trick.cardW);
    this.score.visible = L.score !== null;
    if (L.score) {
      this.score.layout(L.score.w, false);
      this.score.position.set(L.score.x, L.score.y);
    }
  }
}
