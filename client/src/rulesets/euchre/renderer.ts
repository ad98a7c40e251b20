/**
 * The Euchre table: draws the view it is given — my hand sorted with trumps first (bowers on top) and a
 * "trump" tag on every trump, the other three hands face down, a sitting-out player greyed with a tag,
 * the up-card during bidding, the trick with each card towards its player, the trump box, tricks and
 * score per team — and turns a card tap or a bidding button into the action the phase calls for. It
 * never decides legality: the buttons come from the view's `legal` list and refusals arrive as toasts.
 *
 * data-testids: euchre-order-up, euchre-pass, euchre-call-S/H/D/C, euchre-alone (toggle),
 * euchre-defend-alone (prompt bar); euchre-hand-summary, euchre-hand-close, game-summary, rematch-button
 * (overlay).
 */
import { euchreAction } from "@salon/shared/euchre/legal";
import { effectiveSuit } from "@salon/shared/euchre/cards";
import type { EuchreView } from "@salon/shared/euchre/types";
import { Container, Graphics, Text } from "pixi.js";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import type { CardSprite } from "../../table/card-sprite";
import { glideIn } from "../../table/card-flight";
import { frenchFaces } from "../../table/french-faces";
import { CardTableRenderer } from "../../table/card-table-renderer";
import type { FanCard, HandFan } from "../../table/hand-fan";
import { fonts, theme } from "../../table/theme";
import { seatNames, spotOf, viewerSeats } from "../../table/seat-spots";
import type { TrickCard } from "../../table/trick-area";
import type { RendererHost, TableContext } from "../types";
import { euchreLayout, type EuchreLayout } from "./layout";
import { EuchrePrompt } from "./prompt";
import { EuchreScene } from "./scene";
import { EuchreSummaries } from "./summary";
import { badgeDetail, promptFor, teamName, teamOf, trickCaption, trumpLines, type Seating } from "./texts";
import { readEuchreView } from "./view";

const face = frenchFaces();

export class EuchreRenderer extends CardTableRenderer<EuchreView> {
  private readonly scene = new EuchreScene();
  private readonly prompt: EuchrePrompt;
  protected readonly sheets: EuchreSummaries;
  private layout: EuchreLayout = euchreLayout(800, 600);
  private shownGame = -1;
  private trickShown = new Set<string>();

  constructor(private readonly host: RendererHost) {
    super();
    host.stage.addChild(this.scene);
    this.sheets = new EuchreSummaries(host.overlay, () => host.rematch());
    this.prompt = new EuchrePrompt(host.prompt, (choice) => this.choose(choice));
    this.scene.hand.onCardTap = (code) => this.choose(code);
  }

  update(ctx: TableContext): void {
    this.ctx = ctx;
    const snap = ctx.snapshot;
    const view = readEuchreView(snap);
    const st = this.seating(snap);
    const prev = snap.gameNo === this.shownGame ? this.view : null;
    const before = this.trickShown;
    this.draw(view, snap, st);
    // New trick cards glide in from their player's side.
    if (prev && view) {
      for (const p of view.trick) {
        if (before.has(p.card)) continue;
        const sprite = this.scene.trick.sprite(p.card);
        const b = this.layout.badges[spotOf(p.seat, st.bottom, 4)];
        if (sprite)
          void glideIn(this.host.tweens, sprite, { ...this.scene.toGlobal({ x: b.x + b.w / 2, y: b.y + b.h / 2 }), w: this.layout.trick.cardW * 0.6 });
      }
    }
    if (view?.phase === "over") this.sheets.showGame(view, st, ctx.canStart);
    else {
      this.sheets.hideGame();
      if (view && prev && view.results.length > prev.results.length) this.sheets.showHand(view, st);
      // No view, or a replay stepped back before the hand shown.
      else if (!view || (prev && view.results.length < prev.results.length)) this.sheets.hideHand();
    }
    this.prompt.set(promptFor(view, snap, st, ctx.canStart));
    this.view = view;
    this.shownGame = snap.gameNo;
  }

  resize(width: number, height: number): void {
    this.layout = euchreLayout(width, height);
    this.host.tweens.finishAll();
    this.scene.place(this.layout, width, height);
    if (this.ctx) this.draw(this.view, this.ctx.snapshot, this.seating(this.ctx.snapshot));
  }

  protected get handFan(): HandFan {
    return this.scene.hand;
  }

  destroy(): void {
    this.prompt.destroy();
    this.sheets.destroy();
    this.scene.destroy({ children: true });
  }

  private seating(snap: TableSnapshot): Seating {
    return { ...viewerSeats(snap, 4), names: seatNames(snap, 4) };
  }

  private draw(view: EuchreView | null, snap: TableSnapshot, st: Seating): void {
    const { scene, layout: L } = this;
    const trump = view?.trump ?? "";

    // Seats: badges with team stripes, face-down hands, "sits out" tags.
    for (let seat = 0; seat < 4; seat++) {
      const spot = spotOf(seat, st.bottom, 4); // 0 bottom, 1 left, 2 top (partner), 3 right
      const s = snap.seats[seat];
      const out = !!view && view.out.includes(seat);
      const badge = scene.badges[spot];
      badge.set({
        name: seat === st.me ? t("euchre.nameYou", { name: st.names[seat] }) : !s || s.kind === "empty" ? t("seats.emptySeat") : st.names[seat],
        detail: badgeDetail(view, s, seat, st),
        kind: s?.kind ?? "empty",
        connected: s?.connected ?? false,
        active: !!view && view.phase !== "over" && view.turn === seat,
        pile: null,
        deadline: s?.deadline ?? 0,
      });
      badge.alpha = out ? 0.5 : 1;
      // Stripe colours are relative: my team always blue, the other orange (absolute A/B for watchers).
      scene.setTeam(spot, teamOf(seat) === teamOf(st.bottom) ? 0 : 1);
      scene.outTags[spot].visible = out;
      if (spot !== 0) {
        const n = view && !out ? view.handCounts[seat] : 0;
        const cards: FanCard[] =
          view?.hands && !out
            ? view.hands[seat].map((code) => ({ code, face: face(code) }))
            : Array.from({ length: n }, (_, i) => ({ code: `back-${seat}-${i}`, face: null }));
        scene.backs[spot].setCards(cards);
      }
    }

    // My hand (or, for the moderator, seat 0's): trumps first, legal cards raised, a trump tag on each trump.
    const legal = new Set(view?.legal ?? []);
    const cardChoice = [...legal].some((x) => /^[9TJQKA][SHDC]$/.test(x));
    const codes = view?.hand ?? view?.hands?.[st.bottom] ?? [];
    const mine = !!view?.hand;
    const out = !!view && view.out.includes(st.bottom);
    scene.hand.setInteractive(mine && st.me !== null && view?.phase !== "over");
    // A spectator sees the bottom seat's cards face down, as every other seat's (issue 27, item 9).
    const bottomBacks: FanCard[] =
      !view || codes.length > 0 || out
        ? []
        : Array.from({ length: view.handCounts[st.bottom] ?? 0 }, (_, i) => ({ code: `back-${st.bottom}-${i}`, face: null }));
    scene.hand.setCards(
      codes.length > 0
        ? codes.map((code) => ({ code, face: face(code), raised: legal.has(code), dimmed: (cardChoice && !legal.has(code)) || out }))
        : bottomBacks,
    );
    for (const code of codes) {
      const sprite = scene.hand.sprite(code);
      if (sprite) markTrump(sprite, trump !== "" && effectiveSuit(code, trump) === trump);
    }
    if (!view && codes.length === 0) scene.hand.setCards([]);

    // The up-card, face up while it is up (bid1) or out of play beside a sitting-out dealer.
    const upShown =
      !!view && view.upcard !== "" && (view.phase === "bid1" || (view.upcardState === "dead" && view.trick.length === 0 && view.lastTrick.length === 0));
    scene.upcard.visible = upShown;
    if (view)
      scene.upcard.set(
        upShown ? view.upcard : null,
        upShown ? face(view.upcard) : null,
        t(view.upcardState === "dead" ? "euchre.upcardDead" : "euchre.upcard"),
      );

    // Trick: the one in progress, or the last one with its winner until the next card is led.
    const T = L.trick;
    const showingLast = !!view && view.trick.length === 0 && view.lastTrick.length > 0;
    const played = view ? (showingLast ? view.lastTrick : view.trick) : [];
    const offsets = [
      [0, T.dy],
      [-T.dx, 0],
      [0, -T.dy],
      [T.dx, 0],
    ];
    const cards: TrickCard[] = played.map(({ seat, card }) => {
      const [ox, oy] = offsets[spotOf(seat, st.bottom, 4)];
      return { code: card, face: face(card), x: T.cx + ox, y: T.cy + oy, highlight: showingLast && seat === view?.lastWinner };
    });
    scene.trick.setCards(cards);
    const caption = upShown ? "" : trickCaption(view, snap, st, showingLast);
    scene.trick.setCaption(caption, T.cx, view ? T.captionY : T.cy - 20, T.captionW);
    this.trickShown = new Set(view ? view.trick.map((p) => p.card) : []);

    // Trump box and score per team (my team first).
    const [suit, name, line] = trumpLines(view, st);
    scene.trumpBox.visible = !!view;
    scene.trumpBox.set(suit, name, line);
    scene.score.visible = !!view;
    if (view) {
      const first = teamOf(st.bottom);
      const rows = [first, (1 - first) as 0 | 1].map((team) => ({
        label: t("euchre.teamRow", { team: teamName(team, st), a: st.names[team], b: st.names[team + 2] }),
        cells: [String(view.tricks[team]), String(view.scores[team])],
        active: view.turn >= 0 && teamOf(view.turn) === team && view.phase !== "over",
      }));
      scene.score.set({ title: t("euchre.scoreTitle", { n: view.handNo + 1, target: view.target }), columns: [t("play.tricks"), t("euchre.score")], rows });
    }
    scene.placeScore();
  }

  private choose(choice: string): void {
    const view = this.view;
    if (!view) return;
    const action = euchreAction(view.phase, choice);
    if (action) this.host.act(action);
  }
}

/** Adds (or removes) the small gold "TRUMP" tag along a hand card's left margin, under its corner index. */
function markTrump(sprite: CardSprite, on: boolean): void {
  const old = sprite.getChildByLabel("euchre-trump");
  const w = sprite.cardWidth;
  if (old && (!on || old.width === 0 || (old as Container & { forWidth?: number }).forWidth !== w)) old.destroy({ children: true });
  if (!on || (old && !old.destroyed)) return;
  const h = sprite.cardHeight;
  const tag = new Container() as Container & { forWidth?: number };
  tag.label = "euchre-trump";
  tag.forWidth = w;
  tag.eventMode = "none";
  const tw = Math.max(9, Math.round(w * 0.17));
  const th = Math.round(h * 0.4);
  const g = new Graphics().roundRect(0, 0, tw, th, tw / 2).fill(theme.goldDeep);
  const label = new Text({
    text: t("euchre.trumpTag"),
    style: { fontFamily: fonts.ui, fontSize: Math.max(7, Math.round(tw * 0.62)), fontWeight: "800", fill: 0xffffff, letterSpacing: 0.5 },
  });
  label.anchor.set(0.5);
  label.rotation = Math.PI / 2;
  label.position.set(tw / 2, th / 2);
  tag.addChild(g, label);
  tag.position.set(Math.round(w * 0.08), Math.round(h * 0.5));
  sprite.addChild(tag);
}
