/**
 * The Fox in the Forest table: draws the view it is given — my hand (legal cards raised, the rest
 * dimmed), the opponent's card backs, deck, decree card, trick, scores — and turns a click on one of my
 * cards into the action the phase calls for. It never decides legality: a click on a card that is not
 * in `legal` is sent too, and the server's refusal is shown as a toast.
 */
import { foxAction } from "@salon/shared/fox/legal";
import type { FoxView } from "@salon/shared/fox/types";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import { CardTableRenderer } from "../../table/card-table-renderer";
import type { FanCard, HandFan } from "../../table/hand-fan";
import { seatNames, viewerSeats } from "../../table/seat-spots";
import type { TrickCard } from "../../table/trick-area";
import type { RendererHost, TableContext } from "../types";
import { foxFace, parseCard, SUITS } from "./cards";
import { foxLayout, type FoxLayout } from "./layout";
import { FoxLegend } from "./legend";
import { captureShown, FoxMotion } from "./motion";
import { FoxPrompt } from "./prompt";
import { FoxScene } from "./scene";
import { FoxSummaries } from "./summary";
import { badgeDetail, promptFor, trickCaption, type Seating } from "./texts";
import { readFoxView, trickOwners } from "./view";

export class FoxRenderer extends CardTableRenderer<FoxView> {
  private readonly host: RendererHost;
  private readonly scene = new FoxScene();
  private readonly motion: FoxMotion;
  private readonly prompt: FoxPrompt;
  private readonly legend: FoxLegend;
  protected readonly sheets: FoxSummaries;
  private layout: FoxLayout = foxLayout(800, 600);
  private shownGame = -1;
  private shownBottom = -1;
  private lastStatus = "";
  private drawn: string | null = null;
  private trickShown = new Map<string, number>();

  constructor(host: RendererHost) {
    super();
    this.host = host;
    host.stage.addChild(this.scene);
    this.motion = new FoxMotion(this.scene, host.tweens);
    this.legend = new FoxLegend(host.overlay);
    this.sheets = new FoxSummaries(host.overlay, () => host.rematch());
    this.prompt = new FoxPrompt(host.prompt, {
      pass: () => host.act({ type: "pass" }),
      help: () => this.legend.toggle(this.view?.target ?? Number(this.ctx?.snapshot.options.targetScore ?? 21)),
    });
    this.scene.bottomHand.onCardTap = (code) => this.tap(code);
  }

  update(ctx: TableContext): void {
    this.ctx = ctx;
    const snap = ctx.snapshot;
    const view = readFoxView(snap);
    const seating = this.seating(snap);
    const sameTable = snap.gameNo === this.shownGame && seating.bottom === this.shownBottom;
    const prev = sameTable ? this.view : null;
    const shown = captureShown(this.scene, this.trickShown);
    const bottomBefore = this.faceUpCodes(this.scene.bottomHand.codes());

    const trickNow = this.draw(view, snap, seating);
    const decreeChanged = this.scene.decree.code !== shown.decree;

    if (view && prev && prev.round !== view.round) {
      this.drawn = null;
      this.motion.deal(shown.deck);
    } else if (view && prev) {
      const addedTrick = [...trickNow].filter(([code]) => !shown.trick.has(code)).map(([code, seat]) => ({ code, seat }));
      const drawn = this.motion.play({
        prev,
        next: view,
        shown,
        bottom: seating.bottom,
        addedTrick,
        trickNow: new Set(trickNow.keys()),
        bottomBefore,
        bottomAfter: this.faceUpCodes(this.scene.bottomHand.codes()),
        decreeChanged: decreeChanged && !!shown.decree,
      });
      if (drawn) this.drawn = drawn;
    } else if (view && !prev && this.lastStatus && this.lastStatus !== "playing") {
      this.motion.deal(this.scene.deck.place());
    }
    if (!view || view.phase !== "discard") this.drawn = null;

    this.updateSummaries(view, prev, seating, ctx.canStart);
    this.prompt.set(promptFor(view, snap, seating, ctx.canStart, this.drawn));
    this.view = view;
    this.shownGame = snap.gameNo;
    this.shownBottom = seating.bottom;
    this.lastStatus = snap.status;
  }

  resize(width: number, height: number): void {
    this.layout = foxLayout(width, height);
    this.host.tweens.finishAll();
    this.scene.place(this.layout, width, height);
    if (this.ctx) this.draw(this.view, this.ctx.snapshot, this.seating(this.ctx.snapshot));
  }

  protected get handFan(): HandFan {
    return this.scene.bottomHand;
  }

  destroy(): void {
    this.prompt.destroy();
    this.legend.close();
    this.sheets.destroy();
    this.scene.destroy({ children: true });
  }

  private seating(snap: TableSnapshot): Seating {
    const { me, bottom } = viewerSeats(snap, 2);
    const [a, b] = seatNames(snap, 2);
    return { me, bottom, top: 1 - bottom, names: [a, b] };
  }

  private faceUpCodes(codes: string[]): string[] {
    return codes.filter((code) => parseCard(code) !== null);
  }

  /** Fills every widget from the view; returns the trick cards shown, with who played them. */
  private draw(view: FoxView | null, snap: TableSnapshot, st: Seating): Map<string, number> {
    const { scene, layout: L } = this;
    const active = (seat: number) => !!view && view.phase !== "over" && view.turn === seat;

    for (const seat of [st.bottom, st.top]) {
      const s = snap.seats[seat];
      const kind = s?.kind ?? "empty";
      const badge = seat === st.bottom ? scene.bottomBadge : scene.topBadge;
      badge.set({
        name: seat === st.me ? t("fox.nameYou", { name: st.names[seat] }) : kind === "empty" ? t("seats.emptySeat") : st.names[seat],
        detail: badgeDetail(view, s, seat, st),
        kind,
        connected: s?.connected ?? false,
        active: active(seat),
        pile: view ? view.tricks[seat] : null,
        deadline: s?.deadline ?? 0,
      });
    }

    // Hands.
    const legal = new Set(view?.legal ?? []);
    const myTurn = legal.size > 0;
    let bottomCards: FanCard[] = [];
    if (view?.hand) {
      bottomCards = view.hand.map((code) => ({ code, face: foxFace(code), raised: legal.has(code), dimmed: myTurn && !legal.has(code) }));
    } else if (view?.hands) {
      bottomCards = view.hands[st.bottom].map((code) => ({ code, face: foxFace(code) }));
    } else if (view) {
      bottomCards = backs(st.bottom, view.handCounts[st.bottom]);
    }
    const topCards: FanCard[] = view?.hands
      ? view.hands[st.top].map((code) => ({ code, face: foxFace(code) }))
      : view
        ? backs(st.top, view.handCounts[st.top])
        : [];
    scene.bottomHand.setInteractive(!!view?.hand && st.me !== null && view.phase !== "over");
    scene.bottomHand.setCards(bottomCards);
    scene.topHand.setCards(topCards);

    // Deck and decree.
    scene.deck.visible = !!view;
    scene.decree.visible = !!view && !!view.decree;
    if (view) {
      scene.deck.set(view.deckCount, t("fox.deckCount", { n: view.deckCount }));
      const suit = SUITS[view.decree.slice(-1)];
      const caption = suit ? t(L.compact ? "fox.trumpCompact" : "fox.trumpSuit", { suit: suit.name }) : t("fox.decree");
      scene.decree.set(view.decree || null, view.decree ? foxFace(view.decree) : null, caption, suit?.light);
    }

    // Trick: the one in progress, or the last one with its winner until the next card is led.
    const T = L.trick;
    const showingLast = !!view && view.trick.length === 0 && view.lastTrick.length > 0;
    const owners = view ? (showingLast ? trickOwners(view.lastTrick, view.lastLeader) : trickOwners(view.trick, view.leader)) : [];
    const cards: TrickCard[] = owners.map(({ code, seat }) => ({
      code,
      face: foxFace(code),
      x: seat === st.bottom ? T.cx - T.dx : T.cx + T.dx,
      y: seat === st.bottom ? T.cy + T.dy : T.cy - T.dy,
      highlight: showingLast && seat === view?.lastWinner,
    }));
    scene.trick.setCards(cards);
    scene.trick.setCaption(trickCaption(view, snap, st, showingLast), T.cx, view ? T.captionY : T.cy - 20, T.captionW);
    this.trickShown = new Map(owners.map((o) => [o.code, o.seat]));

    // Scores.
    scene.score.visible = !!view;
    if (view) {
      const label = (seat: number) => (seat === st.me ? t("seats.you") : st.names[seat]);
      const treasure = view.treasure[0] + view.treasure[1] > 0;
      scene.score.set({
        title: t("fox.scoreTitle", { n: view.round + 1, target: view.target }),
        columns: [t("play.tricks"), t("fox.score")],
        rows: [st.bottom, st.top].map((seat) => ({ label: label(seat), cells: [String(view.tricks[seat]), String(view.scores[seat])], active: active(seat) })),
        footer: treasure
          ? t("fox.treasureFooter", { nameA: label(st.bottom), a: view.treasure[st.bottom], nameB: label(st.top), b: view.treasure[st.top] })
          : undefined,
      });
    }
    scene.placeScore(L);
    return this.trickShown;
  }

  private updateSummaries(view: FoxView | null, prev: FoxView | null, st: Seating, canStart: boolean): void {
    const names: [string, string] = [0, 1].map((i) => (i === st.me ? t("seats.you") : st.names[i])) as [string, string];
    if (view?.phase === "over") {
      this.sheets.showGame(view, names, st.me, canStart);
      return;
    }
    this.sheets.hideGame();
    if (!view) {
      this.sheets.hideRound();
      return;
    }
    if (prev && view.rounds.length > prev.rounds.length) this.sheets.showRound(view, names);
    else if (!prev || view.rounds.length < prev.rounds.length) this.sheets.hideRound();
  }

  private tap(code: string): void {
    const view = this.view;
    if (!view || !view.hand) return;
    const action = foxAction(view.phase, code);
    if (action) this.host.act(action);
  }
}

function backs(seat: number, count: number): FanCard[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => ({ code: `back-${seat}-${i}`, face: null }));
}
