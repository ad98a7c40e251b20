/**
 * The Krendzu table: the open board (pan, zoom, grows with the cards), my hand at the bottom, and a DOM
 * panel with every seat's side and hand count, the score by tour and this tour's combinations.
 *
 * Placing: click a card of your hand, then one of the highlighted cells. A defender (after the opening
 * card) then either clicks a second card and a cell — the cells the first card opened are tinted blue,
 * the rest of the board's free edges stay gold — or presses "Done after one"; "Place none" skips, "Undo"
 * takes the unsent first card back. The server judges every move; a refusal is shown as a toast.
 *
 * DOM test ids: krendzu-prompt, krendzu-skip ("Place none"), krendzu-done-one ("Done after one"),
 * krendzu-undo, krendzu-fit, krendzu-seats, krendzu-seat-<i>, krendzu-count-<i>, krendzu-score,
 * krendzu-tours (the score-by-tour table), krendzu-combos, krendzu-combo (one per combination, its text
 * the values that made it, e.g. "A=5, 6, 7, 8"), game-summary.
 *
 * Test hook: `cardCenter(code)` answers for a card of my hand, and also for `"cell:x,y"` (the canvas
 * centre of board cell (x, y), null when it is outside the visible board) and `"board:QH"` (the centre of
 * that card on the board). `window.__salon.cardCenter("cell:1,0")` therefore gives page coordinates to
 * click a cell, with no change to the shared test hooks.
 */
import { Container } from "pixi.js";
import { frontier } from "@salon/shared/krendzu/board";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import { CARD_RATIO } from "../../table/card-back";
import { Felt } from "../../table/felt";
import { frenchFaces } from "../../table/french-faces";
import { HandFan, type FanCard } from "../../table/hand-fan";
import { seatNames, viewerSeats } from "../../table/seat-spots";
import { el, replaceChildren } from "../../ui/dom";
import { toast } from "../../ui/toasts";
import type { RendererHost, TableContext, TableRenderer } from "../types";
import { KrendzuBoard, type BoardCard } from "./board";
import { KrendzuPanel } from "./panel";
import { KrendzuPrompt, type KrendzuPromptState } from "./prompt";
import { comboText, joinNames, readKrendzuView, seatLabel, type ReadView } from "./view";

interface Pending {
  card: string;
  x: number;
  y: number;
}

const faces = frenchFaces();

export class KrendzuRenderer implements TableRenderer {
  private readonly scene = new Container();
  private readonly felt = new Felt();
  private readonly board = new KrendzuBoard(faces);
  private readonly hand = new HandFan();
  private readonly panel: KrendzuPanel;
  private readonly prompt: KrendzuPrompt;
  private readonly summary = el("div", { class: "sheet krendzu-summary", testid: "game-summary", hidden: true });
  private ctx: TableContext | null = null;
  private view: ReadView | null = null;
  private selected: string | null = null;
  private pending: Pending | null = null;
  /** What the selection belongs to: a new position clears it. */
  private selectionKey = "";
  private size = { w: 800, h: 600 };
  private panelHeight = -1;
  private shownGame = -1;
  /** Spectators have no hand: the board then takes the whole height. */
  private hasHand = false;

  constructor(private readonly host: RendererHost) {
    this.scene.addChild(this.felt, this.board, this.hand);
    host.stage.addChild(this.scene);
    this.panel = new KrendzuPanel(host.overlay, () => this.board.fit());
    host.overlay.appendChild(this.summary);
    this.prompt = new KrendzuPrompt(host.prompt, {
      skip: () => this.send({ type: "skip" }),
      doneOne: () => this.pending && this.send({ type: "place", ...this.pending }),
      undo: () => {
        this.pending = null;
        this.redraw();
      },
    });
    this.hand.onCardTap = (code) => this.tapCard(code);
    this.board.onCellTap = (x, y) => this.tapCell(x, y);
  }

  update(ctx: TableContext): void {
    this.ctx = ctx;
    const prev = this.view;
    this.view = readKrendzuView(ctx.snapshot);
    const v = this.view;
    if (prev && v && ctx.snapshot.gameNo === this.shownGame && v.tour > prev.tour) this.tourOver(prev, v, ctx.snapshot);
    this.shownGame = ctx.snapshot.gameNo;
    const key = JSON.stringify([ctx.snapshot.gameNo, v?.tour, v?.board.length, v?.turn, v?.lastAction]);
    if (key !== this.selectionKey) {
      this.selectionKey = key;
      this.selected = null;
      this.pending = null;
    }
    this.redraw();
  }

  resize(width: number, height: number): void {
    this.size = { w: width, h: height };
    this.felt.resize(width, height);
    this.host.tweens.finishAll();
    this.layout();
    this.redraw();
  }

  cardCenter(code: string): { x: number; y: number } | null {
    const cell = /^cell:(-?\d+),(-?\d+)$/.exec(code);
    if (cell) return this.board.cellCenter(Number(cell[1]), Number(cell[2]));
    if (code.startsWith("board:")) {
      const p = this.view?.placed.find((c) => c.card === code.slice(6));
      return p ? this.board.cellCenter(p.x, p.y) : null;
    }
    if (!this.view?.hand?.includes(code) || this.pending?.card === code) return null;
    return this.hand.visibleCenter(code);
  }

  showsRematch(): boolean {
    return false;
  }

  destroy(): void {
    this.prompt.destroy();
    this.panel.destroy();
    this.summary.remove();
    this.scene.destroy({ children: true });
  }

  // --- drawing --------------------------------------------------------------------------------------

  private compact(): boolean {
    return this.size.w < 700;
  }

  private layout(): void {
    const { w, h } = this.size;
    const compact = this.compact();
    const cardW = compact ? Math.min(52, Math.max(40, Math.round(w / 8))) : 68;
    const cardH = Math.round(cardW * CARD_RATIO);
    const handCy = h - cardH / 2 - 8;
    this.hand.layout({ cx: w / 2, cy: handCy, width: Math.min(w - 16, 900), cardWidth: cardW, maxStep: 0.7, raise: cardW * 0.22 });
    const handTop = this.hasHand ? handCy - cardH / 2 - cardW * 0.25 : h - 8;
    this.panelHeight = this.panel.element.hidden ? 0 : Math.ceil(this.panel.element.getBoundingClientRect().height);
    const left = compact ? 0 : 252;
    const top = compact ? Math.min(h * 0.4, this.panelHeight + 10) : 0;
    this.board.layout({ x: left, y: top, w: Math.max(60, w - left), h: Math.max(60, handTop - top) });
  }

  private names(snap: TableSnapshot): string[] {
    return seatNames(snap, snap.seats.length);
  }

  private me(snap: TableSnapshot): number | null {
    return viewerSeats(snap, snap.seats.length).me;
  }

  private redraw(): void {
    const ctx = this.ctx;
    const v = this.view;
    const snap = ctx?.snapshot;
    const me = snap ? this.me(snap) : null;
    const names = snap ? this.names(snap) : [];
    const legal = new Set(v?.legal ?? []);
    const myTurn = legal.size > 0;

    // Board: the cards, the unsent first card, the legal cells for a picked card, the combinations.
    const placed = v?.placed ?? [];
    const last = v?.lastAction?.cells ?? [];
    const lastMove = placed.reduce((m, p) => Math.max(m, p.move), -1);
    const cards: BoardCard[] = placed.map((p) => ({ card: p.card, x: p.x, y: p.y, recent: last.some(([x, y]) => x === p.x && y === p.y) }));
    let cells: [number, number][] = [];
    let opened: [number, number][] = [];
    if (this.pending) {
      cards.push({ ...this.pending, pending: true });
      const before = new Set(frontier(placed).map(([x, y]) => `${x},${y}`));
      cells = this.selected ? frontier([...placed, this.pending]) : [];
      opened = cells.filter(([x, y]) => !before.has(`${x},${y}`));
    } else if (myTurn && this.selected) {
      cells = frontier(placed);
    }
    const fresh = (v?.combos ?? []).filter((c) => c.move === lastMove).length;
    const combos = (v?.combos ?? []).map((c) => ({ cells: c.cells, text: comboText(c), fresh: c.move === lastMove }));
    this.board.set(cards, cells, opened, combos);

    // My hand: the picked card raised; the unsent first card is on the board, not in the hand.
    const handCards: FanCard[] = (v?.hand ?? [])
      .filter((c) => c !== this.pending?.card)
      .map((code) => ({ code, face: faces(code), raised: code === this.selected, dimmed: !myTurn }));
    this.hand.setInteractive(myTurn);
    this.hand.setCards(handCards);

    this.panel.set(v, names, me, fresh);
    const height = this.panel.element.hidden ? 0 : Math.ceil(this.panel.element.getBoundingClientRect().height);
    const hasHand = Array.isArray(v?.hand);
    if (height !== this.panelHeight || hasHand !== this.hasHand) {
      this.hasHand = hasHand;
      this.layout();
    }
    this.prompt.set(this.promptState(v, names, me, legal));
    this.drawSummary(v, names, me);
  }

  private promptState(v: ReadView | null, names: string[], me: number | null, legal: Set<string>): KrendzuPromptState {
    const none = { mine: false, skip: false, doneOne: false, undo: false };
    if (!v) return { text: "", ...none };
    const label = (seat: number) => seatLabel(seat, names, me);
    if (v.phase === "over") {
      return { lead: t("krendzu.matchOver"), text: this.winnersText(v, names, me, false), ...none };
    }
    if (v.phase === "deal") return { text: t("play.waitingDeal"), ...none };
    const last = v.lastAction && v.lastAction.type === "skip" ? t("krendzu.placedNone", { name: label(v.lastAction.seat) }) : "";
    const after = (text: string) => (last ? `${last} ${text}` : text);
    if (legal.size === 0) {
      const name = label(v.turn);
      return { text: after(v.sides[v.turn] === "attack" ? t("krendzu.waitingAttack", { name }) : t("krendzu.waitingDefend", { name })), ...none };
    }
    const tour = t("krendzu.tourOf", { n: v.tour + 1, total: v.tours });
    if (this.pending) {
      return {
        lead: t("krendzu.secondCard"),
        text: this.selected ? t("krendzu.clickOpened") : t("krendzu.pickSecond", { button: t("krendzu.doneOne") }),
        mine: true,
        skip: false,
        doneOne: true,
        undo: true,
      };
    }
    const pick = this.selected ? t("krendzu.pickCell") : t("krendzu.pickCard");
    const lead = t("krendzu.yourTurn");
    if (v.opening) return { lead, text: t("krendzu.open", { tour, pick }), mine: true, skip: false, doneOne: false, undo: false };
    if (v.sides[me ?? 0] === "attack") return { lead, text: t("krendzu.attack", { pick }), mine: true, skip: false, doneOne: false, undo: false };
    return { lead, text: after(t("krendzu.defend", { pick })), mine: true, skip: legal.has("skip"), doneOne: false, undo: false };
  }

  /** Who won the match: a draw, "You win", "Ann wins", "You and Ann win" (`headline`: the summary's title). */
  private winnersText(v: ReadView, names: string[], me: number | null, headline: boolean): string {
    const w = v.winners.map((seat) => seatLabel(seat, names, me));
    if (w.length === names.length) return headline ? t("krendzu.drawHeadline") : t("krendzu.draw");
    if (w.length === 1 && v.winners[0] === me) return headline ? t("play.youWin") : t("krendzu.youWin");
    if (w.length === 1) return headline ? t("play.wins", { name: w[0] }) : t("krendzu.winsOne", { name: w[0] });
    return headline ? t("krendzu.winTogetherHeadline", { names: joinNames(w, true) }) : t("krendzu.winTogether", { names: joinNames(w) });
  }

  private drawSummary(v: ReadView | null, names: string[], me: number | null): void {
    const over = v?.phase === "over";
    this.summary.hidden = !over;
    if (!over || !v) return;
    const label = (seat: number) => seatLabel(seat, names, me);
    replaceChildren(
      this.summary,
      el("div", { class: "summary-kicker" }, t("krendzu.matchOverKicker")),
      el("h3", { class: "summary-headline" }, this.winnersText(v, names, me, true)),
      el("p", { class: "summary-final" }, v.scores.map((s, seat) => `${label(seat)} ${s}`).join(" · ")),
    );
  }

  /** The board is gathered when a tour ends: say what the tour scored before it goes. */
  private tourOver(prev: ReadView, v: ReadView, snap: TableSnapshot): void {
    const r = v.tourResults.find((t) => t.tour === prev.tour);
    if (!r) return;
    const me = this.me(snap);
    const names = this.names(snap);
    const who = joinNames(
      r.attackers.map((seat) => seatLabel(seat, names, me)),
      true,
    );
    toast(t("krendzu.tourOver", { n: prev.tour + 1, names: who, count: r.points, next: v.tour + 1 }), "info", 5000);
  }

  // --- input ----------------------------------------------------------------------------------------

  private tapCard(code: string): void {
    if (!(this.view?.legal ?? []).length) return;
    this.selected = this.selected === code ? null : code;
    this.redraw();
  }

  private tapCell(x: number, y: number): void {
    const v = this.view;
    const card = this.selected;
    if (!v || !card) return;
    const legal = v.legal ?? [];
    if (this.pending) {
      this.send({ type: "placeMany", cards: [this.pending, { card, x, y }] });
    } else if (legal.includes("placeMany")) {
      // A defender: hold the first card until a second one is placed or "Done after one" is pressed.
      this.pending = { card, x, y };
      this.selected = null;
      this.redraw();
    } else {
      this.send({ type: "place", card, x, y });
    }
  }

  private send(action: { type: string; [k: string]: unknown }): void {
    this.host.act(action);
    this.selected = null;
    this.pending = null;
    this.redraw();
  }
}
