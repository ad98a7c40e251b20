/**
 * The Kierki table (3 or 4 seats): draws the view it is given — my hand (playable cards raised, the rest
 * dimmed on my turn), every seat's badge with its name, cards, tricks and points in this deal, the trick
 * in the middle (or the lottery's rows), the deal's name and rule in the bar above, the score sheet — and
 * turns a click on one of my cards into an action. It never decides legality: a click on any card is sent,
 * and the server's refusal (e.g. the ban on leading hearts) is shown as a toast; the prompt says
 * beforehand what may be led.
 *
 * data-testids: kierki-deal (deal name and rule), kierki-prompt (turn text), kierki-trump-S/H/D/C (name
 * trump), pass-button (lottery pass), kierki-sheet-button, kierki-score-sheet, kierki-score-scroll,
 * kierki-score-table, kierki-sheet-close, kierki-deal-banner, game-summary, kierki-ranking, rematch-button.
 */
import { kierkiAction } from "@salon/shared/kierki/legal";
import type { KierkiView } from "@salon/shared/kierki/types";
import type { TableSnapshot } from "../../net/snapshot";
import { cardPlaces, flyGhost, glideIn, type Place } from "../../table/card-flight";
import { frenchFaces } from "../../table/french-faces";
import { CardTableRenderer } from "../../table/card-table-renderer";
import type { FanCard, HandFan } from "../../table/hand-fan";
import { seatNames, spotOf, viewerSeats } from "../../table/seat-spots";
import type { TrickCard } from "../../table/trick-area";
import type { RendererHost, TableContext } from "../types";
import { t } from "../../i18n/i18n";
import { kierkiLayout, type KierkiLayout } from "./layout";
import { KierkiPrompt } from "./prompt";
import { KierkiScene } from "./scene";
import { KierkiSheets } from "./sheet";
import { badgeDetail, dealName, dealRule, promptFor, trickCaption, type Seating } from "./texts";
import { readKierkiView, trickOwners } from "./view";

const face = frenchFaces();

export class KierkiRenderer extends CardTableRenderer<KierkiView> {
  private readonly host: RendererHost;
  private readonly scene = new KierkiScene();
  private readonly prompt: KierkiPrompt;
  protected readonly sheets: KierkiSheets;
  private layout: KierkiLayout = kierkiLayout(800, 600, 4);
  private size = { w: 800, h: 600 };
  /** The seat count the layout was made for. */
  private seatsN = 4;
  private shownGame = -1;
  private lastDelta: number | null = null;
  /** Trick cards on the table and who played them, as last drawn. */
  private trickShown = new Map<string, number>();

  constructor(host: RendererHost) {
    super();
    this.host = host;
    host.stage.addChild(this.scene);
    this.sheets = new KierkiSheets(host.overlay, () => host.rematch());
    this.prompt = new KierkiPrompt(host.prompt, {
      pass: () => host.act({ type: "pass" }),
      trump: (suit) => host.act({ type: "trump", suit }),
      sheet: () => {
        const snap = this.ctx?.snapshot;
        if (snap) this.sheets.toggleSheet(this.view, this.labels(this.seating(snap, this.view)), this.seating(snap, this.view).me);
      },
    });
    this.scene.hand.onCardTap = (code) => this.tap(code);
  }

  update(ctx: TableContext): void {
    this.ctx = ctx;
    const snap = ctx.snapshot;
    const view = readKierkiView(snap);
    const st = this.seating(snap, view);
    const prev = snap.gameNo === this.shownGame ? this.view : null;

    if (view && prev && view.dealNo === prev.dealNo && view.trickNo === prev.trickNo + 1 && view.lastWinner >= 0) {
      this.lastDelta = view.points[view.lastWinner] - prev.points[view.lastWinner];
    } else if (!view || !prev || view.dealNo !== prev.dealNo) {
      this.lastDelta = null;
    }

    if (this.layoutSeats() !== st.n) this.relayout(st.n);
    const handPlaces = cardPlaces(this.scene.hand);
    const trickPlaces = cardPlaces(this.scene.trick);
    const trickBefore = new Map(this.trickShown);
    this.draw(view, snap, st);
    if (view && prev) this.animate(prev, view, st, handPlaces, trickPlaces, trickBefore);

    // Deal name and rule in the bar; the announcement when a deal starts; the sheet after each deal.
    const deal =
      view && view.phase !== "over"
        ? {
            title: t("kierki.dealTitle", { n: view.dealNo + 1, total: view.sequence.length, name: dealName(view.kind, view) }),
            rule: dealRule(view.kind, view),
          }
        : null;
    this.prompt.set(promptFor(view, snap, st, ctx.canStart), deal);
    const names = this.labels(st);
    if (view?.phase === "over") {
      this.sheets.showGame(view, names, st.me, ctx.canStart);
    } else {
      this.sheets.hideGame();
      if (view && (!prev || prev.dealNo !== view.dealNo) && view.phase !== "deal") this.sheets.announceDeal(view);
      if (view && prev && view.results.length > prev.results.length) {
        const k = view.results.length;
        this.sheets.showSheet(view, names, st.me, false, t("kierki.dealScored", { n: k, name: dealName(view.results[k - 1].kind, view) }));
      } else if (view && prev && view.results.length < prev.results.length) {
        // A replay stepped back before the deal shown: its sheet no longer belongs to the table.
        this.sheets.hideSheet();
      } else if (view) {
        this.sheets.refreshSheet(view, names, st.me);
      } else {
        this.sheets.hideSheet();
      }
    }
    this.view = view;
    this.shownGame = snap.gameNo;
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.host.tweens.finishAll();
    this.relayout(this.layoutSeats());
    if (this.ctx) this.draw(this.view, this.ctx.snapshot, this.seating(this.ctx.snapshot, this.view));
  }

  protected get handFan(): HandFan {
    return this.scene.hand;
  }

  destroy(): void {
    this.prompt.destroy();
    this.sheets.destroy();
    this.scene.destroy({ children: true });
  }

  private layoutSeats(): number {
    return this.seatsN;
  }

  private relayout(n: number): void {
    this.seatsN = n;
    this.layout = kierkiLayout(this.size.w, this.size.h, n);
    this.scene.place(this.layout, this.size.w, this.size.h, n);
  }

  private seating(snap: TableSnapshot, view: KierkiView | null): Seating {
    const n = view?.seats ?? (snap.seats.length || 4);
    return { ...viewerSeats(snap, n), n, names: seatNames(snap, n) };
  }

  /** Column heads and summary names: "You" for my seat. */
  private labels(st: Seating): string[] {
    return st.names.map((name, i) => (i === st.me ? t("seats.you") : name));
  }

  private badgePlace(rel: number): Place {
    const b = this.layout.badges[rel];
    const p = this.scene.toGlobal({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    return { x: p.x, y: p.y, w: this.layout.trick.cardW * 0.5 };
  }

  /** Fills every widget from the view. */
  private draw(view: KierkiView | null, snap: TableSnapshot, st: Seating): void {
    const { scene, layout: L } = this;
    for (let seat = 0; seat < st.n; seat++) {
      const s = snap.seats[seat];
      const kind = s?.kind ?? "empty";
      const rel = spotOf(seat, st.bottom, st.n);
      scene.badges[rel].set({
        name: seat === st.me ? t("kierki.nameYou", { name: st.names[seat] }) : kind === "empty" ? t("seats.emptySeat") : st.names[seat],
        detail: badgeDetail(view, s, seat, st),
        kind,
        connected: s?.connected ?? false,
        active: !!view && view.phase !== "over" && view.turn === seat,
        pile: view && view.phase !== "lottery" ? view.tricks[seat] : null,
        deadline: s?.deadline ?? 0,
      });
    }

    // My hand (or, watching, the bottom seat's backs; the moderator sees it face up).
    const legal = new Set(view?.legal ?? []);
    const cardTurn = !!view && (view.phase === "play" || view.phase === "lottery") && legal.size > 0 && !legal.has("pass");
    let cards: FanCard[] = [];
    if (view?.hand) cards = view.hand.map((code) => ({ code, face: face(code), raised: cardTurn && legal.has(code), dimmed: cardTurn && !legal.has(code) }));
    else if (view?.hands) cards = (view.hands[st.bottom] ?? []).map((code) => ({ code, face: face(code) }));
    else if (view) cards = Array.from({ length: view.handCounts[st.bottom] ?? 0 }, (_, i) => ({ code: `back-${i}`, face: null }));
    scene.hand.setInteractive(!!view?.hand && st.me !== null && view.phase !== "over");
    scene.hand.setCards(cards);

    // The trick (the one in progress, or the last one with its winner), or the lottery's rows.
    const T = L.trick;
    let shown: TrickCard[] = [];
    this.trickShown = new Map();
    if (view && view.phase === "lottery") {
      const R = L.rows;
      scene.trick.setCardWidth(R.cardW);
      const suits = ["S", "H", "D", "C"];
      const lastCard = view.lastMove?.card;
      for (const row of view.rows) {
        const x = R.xs[suits.indexOf(row.suit)];
        if (row.low === row.high) shown.push({ code: row.low, face: face(row.low), x, y: (R.highY + R.lowY) / 2, highlight: row.low === lastCard });
        else {
          shown.push({ code: row.high, face: face(row.high), x, y: R.highY, highlight: row.high === lastCard });
          shown.push({ code: row.low, face: face(row.low), x, y: R.lowY, highlight: row.low === lastCard });
        }
      }
      if (view.lastMove?.card) this.trickShown.set(view.lastMove.card, view.lastMove.seat);
    } else if (view) {
      scene.trick.setCardWidth(T.cardW);
      const showingLast = view.trick.length === 0 && view.lastTrick.length > 0;
      const owners = showingLast ? trickOwners(view.lastTrick, view.lastLeader, st.n) : trickOwners(view.trick, view.leader, st.n);
      shown = owners.map(({ code, seat }) => {
        const slot = T.slots[spotOf(seat, st.bottom, st.n)];
        return { code, face: face(code), x: slot.x, y: slot.y, highlight: showingLast && seat === view.lastWinner };
      });
      for (const o of owners) this.trickShown.set(o.code, o.seat);
    }
    scene.trick.setCards(shown);
    const captionY = view?.phase === "lottery" ? L.rows.lowY + L.rows.cardW * 0.7 + 6 : view ? T.captionY : T.cy - 20;
    scene.trick.setCaption(trickCaption(view, snap, st, this.lastDelta), T.cx, captionY, T.captionW);
  }

  /** Cards entering the trick glide from the hand or badge of who played them; a taken trick flies to its winner. */
  private animate(
    prev: KierkiView,
    view: KierkiView,
    st: Seating,
    handPlaces: Map<string, Place>,
    trickPlaces: Map<string, Place>,
    before: Map<string, number>,
  ): void {
    const { scene, host } = this;
    for (const [code, seat] of this.trickShown) {
      if (before.has(code)) continue;
      const sprite = scene.trick.sprite(code);
      if (!sprite) continue;
      const from = handPlaces.get(code) ?? this.badgePlace(spotOf(seat, st.bottom, st.n));
      void glideIn(host.tweens, sprite, from);
    }
    if (prev.phase === "lottery") return;
    const winner = prev.trick.length === 0 ? prev.lastWinner : view.dealNo === prev.dealNo ? view.lastWinner : -1;
    if (winner < 0) return;
    const to = this.badgePlace(spotOf(winner, st.bottom, st.n));
    for (const [code] of before) {
      if (this.trickShown.has(code)) continue;
      const from = trickPlaces.get(code);
      if (from) void flyGhost(host.tweens, scene.flights, face(code), from, to, { fade: true });
    }
  }

  private tap(code: string): void {
    const view = this.view;
    if (!view || !view.hand) return;
    // While trump is being named a card click is sent as a play too: the server says what to do first.
    const action = view.phase === "trump" ? { type: "play", card: code } : kierkiAction(view.phase, code);
    if (action) this.host.act(action);
  }
}
