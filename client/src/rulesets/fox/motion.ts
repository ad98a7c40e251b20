/**
 * Card movement on the Fox table, worked out by comparing what was shown before an update with what is
 * shown after it: cards fly from a hand to the trick, a finished trick to its winner's pile, the
 * decree card and a Fox's exchange between hand and decree slot, a Woodcutter's draw from the deck and
 * its discard back under it, and a new round's deal. Real hand cards never move (clicks stay exact);
 * arrivals there are covered by a flying copy until it lands.
 */
import type { FoxView } from "@salon/shared/fox/types";
import { cardPlaces, flyGhost, glideIn, type Place } from "../../table/card-flight";
import type { Tweener } from "../../table/tween";
import { foxFace } from "./cards";
import type { FoxScene } from "./scene";

/** What the table showed just before an update. */
export interface Shown {
  places: Map<string, Place>;
  trick: Map<string, number>;
  decree: string | null;
  bottomHand: Place;
  topHand: Place;
  deck: Place;
}

export function captureShown(scene: FoxScene, trickOwners: Map<string, number>): Shown {
  const places = cardPlaces(scene.bottomHand, scene.topHand, scene.trick);
  const decree = scene.decree.code;
  if (decree) places.set(decree, scene.decree.place());
  return {
    places,
    trick: new Map(trickOwners),
    decree,
    bottomHand: scene.bottomHand.centerPlace(),
    topHand: scene.topHand.centerPlace(),
    deck: scene.deck.place(),
  };
}

export interface Change {
  prev: FoxView;
  next: FoxView;
  shown: Shown;
  /** Seat drawn at the bottom (me, or seat 0 when watching). */
  bottom: number;
  /** Trick cards that were not on the table before, with who played them. */
  addedTrick: { code: string; seat: number }[];
  /** Codes now shown in the trick area. */
  trickNow: Set<string>;
  /** Face-up hand codes before and after, per position (empty when face down). */
  bottomBefore: string[];
  bottomAfter: string[];
  decreeChanged: boolean;
}

export class FoxMotion {
  private readonly scene: FoxScene;
  private readonly tweens: Tweener;

  constructor(scene: FoxScene, tweens: Tweener) {
    this.scene = scene;
    this.tweens = tweens;
  }

  /** Plays the movements for one update. Returns the card the bottom seat just drew, if any. */
  play(c: Change): string | null {
    const { scene, tweens } = this;
    const { prev, next, shown, bottom } = c;
    const top = 1 - bottom;
    const handPlace = (seat: number) => (seat === bottom ? shown.bottomHand : shown.topHand);
    let drawn: string | null = null;

    // Cards arriving in the trick come from the hand that played them.
    c.addedTrick.forEach(({ code, seat }, i) => {
      const sprite = scene.trick.sprite(code);
      if (sprite) void glideIn(tweens, sprite, shown.places.get(code) ?? handPlace(seat), undefined, i * 120);
    });

    // Cards leaving the trick go to the winner's pile.
    const winner = prev.lastWinner >= 0 ? prev.lastWinner : next.lastWinner;
    let k = 0;
    for (const [code, seat] of shown.trick) {
      if (c.trickNow.has(code)) continue;
      const from = shown.places.get(code);
      if (!from) continue;
      const pileOwner = winner >= 0 ? winner : seat;
      const pile = pileOwner === bottom ? scene.bottomBadge.pilePlace() : scene.topBadge.pilePlace();
      void flyGhost(tweens, scene.flights, foxFace(code), from, pile, { fade: true, delay: k++ * 70, ms: 460 });
    }

    // A Fox exchange: the new decree card comes from the exchanger's hand; the old one goes into it.
    const exchanger = prev.phase === "exchange" ? prev.turn : -1;
    if (c.decreeChanged) {
      const sprite = scene.decree.sprite();
      const from = shown.places.get(next.decree) ?? (exchanger >= 0 ? handPlace(exchanger) : shown.deck);
      if (sprite) void glideIn(tweens, sprite, from);
      const oldPlace = prev.decree ? shown.places.get(prev.decree) : undefined;
      if (exchanger === top && oldPlace && !c.bottomAfter.includes(prev.decree)) {
        void flyGhost(tweens, scene.flights, foxFace(prev.decree), oldPlace, scene.topHand.centerPlace(), { ms: 460 });
      }
    }

    // Face-up hand at the bottom: arrivals (a draw, the old decree) and departures (a discard).
    const before = new Set(c.bottomBefore);
    const after = new Set(c.bottomAfter);
    for (const code of c.bottomAfter) {
      if (before.has(code) || c.bottomBefore.length === 0) continue;
      const sprite = scene.bottomHand.sprite(code);
      const target = scene.bottomHand.placeOf(code);
      if (!sprite || !target) continue;
      const from = shown.places.get(code) ?? shown.deck;
      if (!shown.places.has(code)) drawn = code;
      sprite.alpha = 0;
      void flyGhost(tweens, scene.flights, foxFace(code), from, target, { onArrive: () => (sprite.alpha = 1) });
    }
    for (const code of c.bottomBefore) {
      if (after.has(code) || c.trickNow.has(code) || next.decree === code) continue;
      const from = shown.places.get(code);
      if (from) void flyGhost(tweens, scene.flights, foxFace(code), from, scene.deck.place(), { fade: true });
    }

    // Face-down hands: a Woodcutter's draw and discard, seen from the other side.
    for (const seat of [bottom, top]) {
      if (seat === bottom && c.bottomAfter.length > 0) continue;
      const hand = seat === bottom ? scene.bottomHand : scene.topHand;
      const startedDiscard = next.phase === "discard" && next.turn === seat && !(prev.phase === "discard" && prev.turn === seat);
      const finishedDiscard = prev.phase === "discard" && prev.turn === seat && !(next.phase === "discard" && next.turn === seat);
      if (startedDiscard) void flyGhost(tweens, scene.flights, null, shown.deck, hand.centerPlace());
      if (finishedDiscard) void flyGhost(tweens, scene.flights, null, handPlace(seat), scene.deck.place());
    }
    return drawn;
  }

  /** A fresh deal: every card flies from the deck to its place, alternating between the hands. */
  deal(deckPlace: Place): void {
    const { scene, tweens } = this;
    const hands = [scene.bottomHand, scene.topHand];
    const lists = hands.map((h) => h.codes());
    const n = Math.max(lists[0].length, lists[1].length);
    let order = 0;
    for (let i = 0; i < n; i++) {
      hands.forEach((hand, h) => {
        const code = lists[h][i];
        if (!code) return;
        const sprite = hand.sprite(code);
        const target = hand.placeOf(code);
        if (!sprite || !target) return;
        sprite.alpha = 0;
        void flyGhost(tweens, scene.flights, null, deckPlace, target, { ms: 300, delay: order++ * 38, onArrive: () => (sprite.alpha = 1) });
      });
    }
    const decree = scene.decree.sprite();
    if (decree) void glideIn(tweens, decree, deckPlace, 360, order * 38);
  }
}
