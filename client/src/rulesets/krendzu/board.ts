/**
 * The Krendzu board on the canvas: an open grid of cards that pans (drag), zooms (wheel, pinch) and
 * follows the board as it grows (fit to the cards and legal cells until the player moves the view; `fit()`
 * returns to following). Draws the cards, the legal cells while a card is picked, a pending first card of
 * a defender's two-card move, and every combination of the tour (a gold frame over its four cells and a
 * line through them). A tap on a legal cell calls `onCellTap`. Knows no rules: what is legal comes in.
 */
import { Container, FederatedPointerEvent, FederatedWheelEvent, Graphics, Rectangle, Text } from "pixi.js";
import type { FaceLookup } from "../../table/card-face";
import { CARD_RATIO } from "../../table/card-back";
import { CardSprite, dropUnshown } from "../../table/card-sprite";
import { fonts, theme } from "../../table/theme";
import { fontPx } from "../../table/text-scale";

export interface BoardCard {
  card: string;
  x: number;
  y: number;
  /** Faded with a dashed frame: the first card of a two-card move, not sent yet. */
  pending?: boolean;
  /** Framed lightly: placed by the last move. */
  recent?: boolean;
}

export interface BoardCombo {
  cells: [number, number][];
  text: string;
  fresh: boolean;
}

export interface BoardArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Card width on the board at zoom 1; cells leave a small gap around each card. */
const CARD_W = 60;
const CELL_W = CARD_W + 8;
const CELL_H = Math.round(CARD_W * CARD_RATIO) + 8;
const MIN_ZOOM = 0.2;
const MAX_ZOOM = 2.2;
const TAP_SLOP = 7;

const cellKey = (x: number, y: number) => `${x},${y}`;

export class KrendzuBoard extends Container {
  onCellTap: ((x: number, y: number) => void) | null = null;
  private readonly bg = new Graphics();
  private readonly world = new Container();
  private readonly cellsLayer = new Graphics();
  private readonly cardsLayer = new Container();
  private readonly comboLayer = new Graphics();
  private readonly labels = new Container();
  private readonly sprites = new Map<string, CardSprite>();
  private area: BoardArea = { x: 0, y: 0, w: 300, h: 300 };
  private cards: BoardCard[] = [];
  private legal: [number, number][] = [];
  /** Legal cells that exist only because of the pending first card (shown in another tint). */
  private opened = new Set<string>();
  private combos: BoardCombo[] = [];
  private following = true;
  private zoom = 1;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private gesture: { moved: boolean; startX: number; startY: number; pinch: number | null } | null = null;

  constructor(private readonly faces: FaceLookup) {
    super();
    this.world.addChild(this.cellsLayer, this.cardsLayer, this.comboLayer, this.labels);
    this.addChild(this.bg, this.world);
    this.comboLayer.eventMode = "none";
    this.labels.eventMode = "none";
    this.cardsLayer.eventMode = "none";
    this.eventMode = "static";
    this.on("pointerdown", (e) => this.down(e));
    this.on("globalpointermove", (e) => this.move(e));
    this.on("pointerup", (e) => this.up(e));
    this.on("pointerupoutside", (e) => this.up(e, true));
    this.on("wheel", (e) => this.wheel(e));
  }

  layout(area: BoardArea): void {
    this.area = area;
    this.hitArea = new Rectangle(area.x, area.y, area.w, area.h);
    this.bg.clear().rect(area.x, area.y, area.w, area.h).fill({ color: 0x000000, alpha: 0.001 });
    const mask = new Graphics().rect(area.x, area.y, area.w, area.h).fill(0xffffff);
    const old = this.world.mask as Graphics | null;
    this.world.mask = mask;
    this.addChild(mask);
    if (old) old.destroy();
    if (this.following) this.fitNow();
  }

  set(cards: BoardCard[], legal: [number, number][], opened: [number, number][], combos: BoardCombo[]): void {
    this.cards = cards;
    this.legal = legal;
    this.opened = new Set(opened.map(([x, y]) => cellKey(x, y)));
    this.combos = combos;
    dropUnshown(
      this.sprites,
      cards.map((c) => c.card),
    );
    for (const c of cards) {
      let s = this.sprites.get(c.card);
      if (!s) {
        s = new CardSprite(c.card, this.faces(c.card), CARD_W, "full");
        this.sprites.set(c.card, s);
        this.cardsLayer.addChild(s);
      }
      s.position.set(c.x * CELL_W, -c.y * CELL_H);
      s.alpha = c.pending ? 0.75 : 1;
    }
    this.drawCells();
    this.drawCombos();
    if (this.following) this.fitNow();
  }

  /** Back to following the board (the view fits every card and legal cell). */
  fit(): void {
    this.following = true;
    this.fitNow();
  }

  /** Canvas coordinates of the centre of cell (x, y), or null when it is outside the visible board. */
  cellCenter(x: number, y: number): { x: number; y: number } | null {
    const p = this.world.toGlobal({ x: x * CELL_W, y: -y * CELL_H });
    const a = this.area;
    if (p.x < a.x || p.y < a.y || p.x > a.x + a.w || p.y > a.y + a.h) return null;
    return { x: p.x, y: p.y };
  }

  private drawCells(): void {
    const g = this.cellsLayer.clear();
    const w = CELL_W - 6;
    const h = CELL_H - 6;
    for (const [x, y] of this.legal) {
      const opened = this.opened.has(cellKey(x, y));
      const color = opened ? 0x8fd3ff : theme.gold;
      g.roundRect(x * CELL_W - w / 2, -y * CELL_H - h / 2, w, h, 8)
        .fill({ color, alpha: 0.16 })
        .stroke({ width: 2, color, alpha: 0.85 });
    }
    for (const c of this.cards) {
      if (!c.pending && !c.recent) continue;
      g.roundRect(c.x * CELL_W - CELL_W / 2 + 1, -c.y * CELL_H - CELL_H / 2 + 1, CELL_W - 2, CELL_H - 2, 9).stroke({
        width: c.pending ? 3 : 2,
        color: c.pending ? 0x8fd3ff : 0xffffff,
        alpha: c.pending ? 0.95 : 0.45,
      });
    }
  }

  private drawCombos(): void {
    const g = this.comboLayer.clear();
    for (const child of this.labels.removeChildren()) child.destroy();
    const stacked = new Map<string, number>();
    for (const combo of this.combos) {
      const color = combo.fresh ? theme.gold : 0xf0d68a;
      const alpha = combo.fresh ? 1 : 0.7;
      for (const [x, y] of combo.cells) {
        g.roundRect(x * CELL_W - CELL_W / 2 + 2, -y * CELL_H - CELL_H / 2 + 2, CELL_W - 4, CELL_H - 4, 8).stroke({ width: 3, color, alpha });
      }
      const [x0, y0] = combo.cells[0];
      const [x3, y3] = combo.cells[3];
      g.moveTo(x0 * CELL_W, -y0 * CELL_H)
        .lineTo(x3 * CELL_W, -y3 * CELL_H)
        .stroke({ width: 5, color, alpha: alpha * 0.75, cap: "round" });
      const label = new Text({
        text: combo.text,
        style: { fontFamily: fonts.ui, fontSize: fontPx(13), fontWeight: "800", fill: 0x1b1405 },
      });
      const pad = 4;
      const tag = new Graphics().roundRect(-pad, -pad, label.width + pad * 2, label.height + pad * 2, 6).fill({ color, alpha: 0.95 });
      const box = new Container();
      box.addChild(tag, label);
      // Centred over the four, just above its highest card (the fit leaves half a cell of room there).
      const midX = (combo.cells.reduce((a, [x]) => a + x, 0) / 4) * CELL_W;
      const top = Math.min(...combo.cells.map(([, y]) => -y * CELL_H)) - CELL_H / 2;
      // Labels at the same spot (overlapping fours) stack upwards.
      const spot = `${Math.round(midX)},${top}`;
      const n = stacked.get(spot) ?? 0;
      stacked.set(spot, n + 1);
      box.position.set(midX - label.width / 2, top - label.height - pad - n * (label.height + pad * 2 + 2));
      this.labels.addChild(box);
    }
  }

  /** The bounds (in cells) of everything worth seeing, scaled and centred into the area. */
  private fitNow(): void {
    const a = this.area;
    const cells: [number, number][] = [...this.cards.map((c) => [c.x, c.y] as [number, number]), ...this.legal];
    if (cells.length === 0) cells.push([0, 0]);
    const xs = cells.map(([x]) => x);
    const ys = cells.map(([, y]) => -y);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    // Half a cell of margin above for the combination labels.
    const spanW = (maxX - minX + 1) * CELL_W;
    const spanH = (maxY - minY + 1.5) * CELL_H;
    const z = Math.max(MIN_ZOOM, Math.min(1.25, (a.w - 16) / spanW, (a.h - 16) / spanH));
    this.setZoom(z);
    const cx = ((minX + maxX) / 2) * CELL_W;
    const cy = ((minY + maxY) / 2 - 0.25) * CELL_H;
    this.world.position.set(a.x + a.w / 2 - cx * z, a.y + a.h / 2 - cy * z);
  }

  private setZoom(z: number): void {
    this.zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z));
    this.world.scale.set(this.zoom);
  }

  /** Zooms by `factor` keeping the canvas point (px, py) still. */
  private zoomAt(px: number, py: number, factor: number): void {
    const before = this.world.toLocal({ x: px, y: py });
    this.setZoom(this.zoom * factor);
    const after = this.world.toGlobal(before);
    this.world.position.set(this.world.x + px - after.x, this.world.y + py - after.y);
  }

  private down(e: FederatedPointerEvent): void {
    this.pointers.set(e.pointerId, { x: e.global.x, y: e.global.y });
    if (this.pointers.size === 1) this.gesture = { moved: false, startX: e.global.x, startY: e.global.y, pinch: null };
    else if (this.pointers.size === 2 && this.gesture) {
      this.gesture.moved = true;
      this.gesture.pinch = this.spread();
    }
  }

  private move(e: FederatedPointerEvent): void {
    const p = this.pointers.get(e.pointerId);
    if (!p || !this.gesture) return;
    const dx = e.global.x - p.x;
    const dy = e.global.y - p.y;
    p.x = e.global.x;
    p.y = e.global.y;
    const g = this.gesture;
    if (this.pointers.size >= 2 && g.pinch) {
      const now = this.spread();
      const mid = this.middle();
      this.following = false;
      this.zoomAt(mid.x, mid.y, now / g.pinch);
      g.pinch = now;
      return;
    }
    if (!g.moved && Math.hypot(e.global.x - g.startX, e.global.y - g.startY) < TAP_SLOP) return;
    g.moved = true;
    this.following = false;
    this.world.position.set(this.world.x + dx, this.world.y + dy);
  }

  private up(e: FederatedPointerEvent, outside = false): void {
    const g = this.gesture;
    this.pointers.delete(e.pointerId);
    if (this.pointers.size > 0) return;
    this.gesture = null;
    if (!g || g.moved || outside) return;
    // A tap: the cell under the pointer, if it is one of the legal cells.
    const local = this.world.toLocal(e.global);
    const x = Math.round(local.x / CELL_W);
    const y = -Math.round(local.y / CELL_H);
    if (this.legal.some(([a, b]) => a === x && b === y)) this.onCellTap?.(x, y);
  }

  private wheel(e: FederatedWheelEvent): void {
    this.following = false;
    this.zoomAt(e.global.x, e.global.y, Math.exp(-e.deltaY * 0.0015));
  }

  private spread(): number {
    const [a, b] = [...this.pointers.values()];
    return Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  }

  private middle(): { x: number; y: number } {
    const [a, b] = [...this.pointers.values()];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }
}
