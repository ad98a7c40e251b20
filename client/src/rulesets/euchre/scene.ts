/**
 * The Euchre table's display objects, layered bottom to top, and how they are placed for a layout:
 * four seat badges (with a team-coloured stripe and a "sits out" tag), the other players' face-down
 * hands, the trump box, the score panel, the up-card, the trick and my hand.
 */
import { Container, Graphics, Text } from "pixi.js";
import { t } from "../../i18n/i18n";
import { CaptionedCard } from "../../table/captioned-card";
import { Felt } from "../../table/felt";
import { HandFan } from "../../table/hand-fan";
import { ScorePanel } from "../../table/score-panel";
import { SeatBadge } from "../../table/seat-badge";
import { TrickArea } from "../../table/trick-area";
import { fonts, theme } from "../../table/theme";
import type { EuchreLayout } from "./layout";
import { EuchreTrumpBox } from "./trump-box";
import { fontPx } from "../../table/text-scale";

/** Team colours: the bottom seat's team (Us, or Team A for a watcher) blue, the other orange. */
export const TEAM_COLOUR = [0x6fb1ff, 0xf0925a] as const;

export class EuchreScene extends Container {
  readonly felt = new Felt();
  readonly trumpBox = new EuchreTrumpBox();
  readonly score = new ScorePanel();
  readonly upcard = new CaptionedCard();
  readonly trick = new TrickArea();
  readonly badges = [new SeatBadge(), new SeatBadge(), new SeatBadge(), new SeatBadge()];
  readonly stripes = [new Graphics(), new Graphics(), new Graphics(), new Graphics()];
  readonly outTags = [0, 1, 2, 3].map(
    () =>
      new Text({ text: t("euchre.sitsOutTag"), style: { fontFamily: fonts.ui, fontSize: fontPx(11), fontWeight: "800", fill: theme.gold, letterSpacing: 1 } }),
  );
  /** Face-down hands by screen spot (0 unused: my hand is `hand`). */
  readonly backs = [new HandFan(), new HandFan(), new HandFan(), new HandFan()];
  readonly hand = new HandFan();
  readonly flights = new Container();
  private L: EuchreLayout | null = null;

  constructor() {
    super();
    this.flights.eventMode = "none";
    for (const b of this.backs) b.eventMode = "none";
    for (const tag of this.outTags) {
      tag.anchor.set(0.5, 0);
      tag.visible = false;
    }
    this.addChild(
      this.felt,
      this.trumpBox,
      this.score,
      ...this.backs,
      ...this.badges,
      ...this.stripes,
      ...this.outTags,
      this.upcard,
      this.trick,
      this.hand,
      this.flights,
    );
  }

  place(L: EuchreLayout, w: number, h: number): void {
    this.L = L;
    this.felt.resize(w, h);
    L.badges.forEach((b, i) => {
      this.badges[i].position.set(b.x, b.y);
      this.badges[i].layout(b.w, b.h);
      this.outTags[i].position.set(b.x + b.w / 2, b.y + b.h + 4);
    });
    L.backs.forEach((area, i) => area && this.backs[i].layout(area));
    this.hand.layout(L.hand);
    this.trumpBox.position.set(L.trumpBox.x, L.trumpBox.y);
    this.trumpBox.layout(L.trumpBox.w, L.trumpBox.h, L.compact);
    this.upcard.position.set(L.trick.cx, L.trick.cy - 8);
    this.upcard.layout(L.trick.cardW, L.compact);
    this.trick.setCardWidth(L.trick.cardW);
    this.placeScore();
  }

  placeScore(): void {
    if (!this.L) return;
    this.score.layout(this.L.score.w, this.L.compact);
    this.score.position.set(this.L.score.x, this.L.score.y);
  }

  /** The team stripe at the left edge of the badge at `spot`. */
  setTeam(spot: number, team: 0 | 1): void {
    const b = this.L?.badges[spot];
    const g = this.stripes[spot];
    g.clear();
    if (!b) return;
    g.roundRect(b.x + 2, b.y + 5, 4, b.h - 10, 2).fill(TEAM_COLOUR[team]);
  }
}
