/**
 * Dummy laid out face up the way it sits on a real table: one column per suit (♠ ♥ ♦ ♣), high cards at
 * the top, each card overlapping the one above so every rank shows. The declarer taps dummy's cards on
 * dummy's turn; everyone else just sees them.
 */
import { Container, Text } from "pixi.js";
import { CardSprite, dropUnshown } from "../../table/card-sprite";
import type { FaceLookup } from "../../table/card-face";
import { fonts, theme } from "../../table/theme";
import type { Box } from "./layout";
import { fontPx } from "../../table/text-scale";

const SUITS = ["S", "H", "D", "C"];
const RANKS = "AKQJT98765432";

export class DummyColumns extends Container {
  onCardTap: ((code: string) => void) | null = null;
  private readonly sprites = new Map<string, CardSprite>();
  private readonly caption = new Text({ text: "", style: { fontFamily: "system-ui, sans-serif", fontSize: fontPx(12), fontWeight: "700", fill: theme.gold } });
  private box: Box = { x: 0, y: 0, w: 0, h: 0 };
  private cardW = 50;
  private cards: string[] = [];
  private legal = new Set<string>();
  private tappable = false;
  /** Each card's visible strip centre, local coordinates. */
  private centres = new Map<string, { x: number; y: number }>();

  constructor(private readonly faces: FaceLookup) {
    super();
    this.caption.style.fontFamily = fonts.ui;
    this.addChild(this.caption);
  }

  layout(box: Box, cardW: number): void {
    this.box = box;
    this.cardW = cardW;
    this.relayout();
  }

  /** Dummy's cards (any order), the ones the declarer may play now, and whether taps count. */
  set(cards: string[], legal: string[], tappable: boolean, caption: string): void {
    this.cards = cards.slice();
    this.legal = new Set(legal);
    this.tappable = tappable;
    this.caption.text = caption;
    dropUnshown(this.sprites, cards);
    for (const code of cards) {
      if (this.sprites.has(code)) continue;
      const s = new CardSprite(code, this.faces(code), this.cardW, "fanned");
      s.on("pointertap", () => this.onCardTap?.(code));
      this.sprites.set(code, s);
      this.addChild(s);
    }
    this.relayout();
  }

  /** The global centre of the visible part of a dummy card, or null. */
  visibleCenter(code: string): { x: number; y: number } | null {
    const c = this.centres.get(code);
    return c && this.visible ? this.toGlobal(c) : null;
  }

  has(code: string): boolean {
    return this.sprites.has(code);
  }

  private relayout(): void {
    const { box, cardW } = this;
    const cardH = cardW * 1.4;
    const colGap = 6;
    const labelH = this.caption.text ? 16 : 0;
    this.caption.position.set(box.x, box.y);
    const bySuit = SUITS.map((s) => this.cards.filter((c) => c[1] === s).sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0])));
    const longest = Math.max(1, ...bySuit.map((col) => col.length));
    const room = box.h - labelH - cardH;
    const step = Math.max(10, Math.min(cardH * 0.3, longest > 1 ? room / (longest - 1) : cardH));
    const colsW = 4 * cardW + 3 * colGap;
    const left = box.x + Math.max(0, (box.w - colsW) / 2);
    this.centres.clear();
    bySuit.forEach((col, i) => {
      const x = left + i * (cardW + colGap) + cardW / 2;
      col.forEach((code, j) => {
        const s = this.sprites.get(code);
        if (!s) return;
        s.setWidth(cardW);
        const y = box.y + labelH + j * step + cardH / 2;
        s.position.set(x, y);
        s.zIndex = j;
        this.setChildIndex(s, this.children.length - 1);
        const may = this.legal.has(code);
        s.setLook({ highlight: this.tappable && may, dimmed: this.tappable && !may });
        s.eventMode = this.tappable ? "static" : "none";
        s.cursor = this.tappable ? "pointer" : "default";
        const last = j === col.length - 1;
        this.centres.set(code, { x, y: last ? y : y - cardH / 2 + step / 2 });
      });
    });
  }
}
