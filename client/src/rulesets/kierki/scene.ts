/**
 * The Kierki table's display objects, layered bottom to top: felt, seat badges, the trick (or the
 * lottery rows), my hand, and a layer for cards in flight.
 */
import { Container } from "pixi.js";
import { Felt } from "../../table/felt";
import { HandFan } from "../../table/hand-fan";
import { SeatBadge } from "../../table/seat-badge";
import { TrickArea } from "../../table/trick-area";
import type { KierkiLayout } from "./layout";

export class KierkiScene extends Container {
  readonly felt = new Felt();
  /** One badge per relative position (0 = bottom), for up to 4 seats. */
  readonly badges = [new SeatBadge(), new SeatBadge(), new SeatBadge(), new SeatBadge()];
  readonly trick = new TrickArea();
  readonly hand = new HandFan();
  readonly flights = new Container();

  constructor() {
    super();
    this.flights.eventMode = "none";
    this.addChild(this.felt, ...this.badges, this.trick, this.hand, this.flights);
  }

  place(L: KierkiLayout, w: number, h: number, n: number): void {
    this.felt.resize(w, h);
    this.badges.forEach((b, i) => {
      const box = L.badges[i];
      b.visible = i < n && !!box;
      if (!box) return;
      b.position.set(box.x, box.y);
      b.layout(box.w, box.h);
    });
    this.hand.layout(L.hand);
    this.trick.setCardWidth(L.trick.cardW);
  }
}
