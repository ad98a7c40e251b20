/**
 * One card on the table, face up (from a `CardFace`) or face down, drawn with Graphics and Text at the
 * exact width it is shown at (redrawn on resize, so it stays crisp), once per look and width: cards that look
 * alike share one texture (card-art.ts). Its position is its centre.
 * Looks: `raised`/`highlight` (a gold frame, for cards you may play — renderers also raise them, so they
 * are marked by more than colour) and `dimmed` (cards you may not). With high contrast (the player's
 * display setting) the frame is a thick black-and-white double ring and the dimming is darker.
 */
import { Container, Graphics, Rectangle, Sprite, Text, type DestroyOptions } from "pixi.js";
import { bakeWhenIdle, hasCardArt, releaseCardArt, takeCardArt } from "./card-art";
import { CARD_RATIO, cardRadius, drawCardBack } from "./card-back";
import type { CardFace } from "./card-face";
import { displaySettings } from "../net/profile";
import { fonts, theme } from "./theme";

/**
 * `full`: the power word under the big symbol (a card seen whole: trick, decree).
 * `fanned`: the word runs down the left margin, the part of a card a fanned hand leaves visible.
 */
export type CardStyle = "full" | "fanned";

export interface CardLook {
  highlight?: boolean;
  dimmed?: boolean;
}

export class CardSprite extends Container {
  readonly code: string;
  private face: CardFace | null;
  private readonly style: CardStyle;
  private w = 0;
  private look: CardLook = {};
  private readonly halo = new Graphics();
  private readonly body = new Container();
  private readonly shade = new Graphics();
  /** The baked drawing shown (card-art.ts), if any. */
  private art: string | null = null;
  private cancelBake: (() => void) | null = null;

  constructor(code: string, face: CardFace | null, width: number, style: CardStyle = "full") {
    super();
    this.code = code;
    this.face = face;
    this.style = style;
    this.addChild(this.halo, this.body, this.shade);
    this.setWidth(width);
  }

  get cardWidth(): number {
    return this.w;
  }

  get cardHeight(): number {
    return Math.round(this.w * CARD_RATIO);
  }

  get faceUp(): boolean {
    return this.face !== null;
  }

  setWidth(width: number): void {
    const w = Math.max(10, Math.round(width));
    if (w === this.w) return;
    this.w = w;
    this.redraw();
  }

  setFace(face: CardFace | null): void {
    if (face === this.face) return;
    this.face = face;
    this.redraw();
  }

  setLook(look: CardLook): void {
    if (look.highlight === this.look.highlight && look.dimmed === this.look.dimmed) return;
    this.look = { ...look };
    this.drawLook();
  }

  private redraw(): void {
    const w = this.w;
    const h = this.cardHeight;
    this.pivot.set(w / 2, h / 2);
    this.hitArea = new Rectangle(0, 0, w, h);
    this.clearBody();
    // A back (shared by a whole hand) or a face baked before shows its texture at once; a new face is drawn
    // live and baked when the page is idle.
    const key = this.artKey();
    if (!this.face || hasCardArt(key)) this.showArt(key);
    if (this.body.children.length === 0) {
      this.body.addChild(this.drawing(w, h));
      this.cancelBake = bakeWhenIdle(() => {
        this.cancelBake = null;
        this.showArt(key);
      });
    }
    this.drawLook();
  }

  /** Shows the baked drawing `key` in place of what the body shows; nothing where it cannot be baked. */
  private showArt(key: string): void {
    const art = takeCardArt(key, () => this.drawing(this.w, this.cardHeight));
    if (!art) return;
    this.clearBody();
    this.art = art.id;
    const sprite = new Sprite(art.texture);
    sprite.position.set(art.x, art.y);
    this.body.addChild(sprite);
  }

  /** What the card's drawing depends on: cards alike in all of it share a texture. */
  private artKey(): string {
    const face = this.face;
    if (!face) return `back|${this.w}`;
    return `face|${this.w}|${this.style}|${face.rank}|${face.color}|${face.title ?? ""}|${suitId(face.drawSuit)}`;
  }

  private clearBody(): void {
    this.cancelBake?.();
    this.cancelBake = null;
    for (const child of this.body.removeChildren()) child.destroy({ children: true });
    if (this.art) releaseCardArt(this.art);
    this.art = null;
  }

  override destroy(options?: DestroyOptions): void {
    this.clearBody();
    super.destroy(options);
  }

  /** The card's shadow and face or back, drawn anew. */
  private drawing(w: number, h: number): Container {
    const box = new Container();
    const g = new Graphics();
    g.roundRect(w * 0.02, h * 0.025, w, h, cardRadius(w)).fill({ color: theme.shadow, alpha: 0.28 });
    box.addChild(g);
    if (this.face) this.drawFace(box, g, this.face, w, h);
    else drawCardBack(g, w, h);
    return box;
  }

  private drawFace(box: Container, g: Graphics, face: CardFace, w: number, h: number): void {
    const r = cardRadius(w);
    g.roundRect(0, 0, w, h, r).fill(theme.paper).stroke({ width: 1, color: theme.paperEdge });
    const inset = w * 0.05;
    g.roundRect(inset, inset, w - inset * 2, h - inset * 2, r * 0.7).stroke({ width: 1, color: face.color, alpha: 0.35 });
    const centered = this.style === "full";
    const words = !!face.title && w >= (centered ? 64 : 76);
    if (face.title) g.circle(w / 2, centered && words ? h * 0.45 : h / 2, w * 0.3).fill({ color: face.color, alpha: 0.09 });
    const centerY = centered && words ? h * 0.45 : h / 2;
    face.drawSuit(g, w / 2, centerY, w * 0.36, face.color);
    // Corner indices: rank over a small suit symbol, top-left and (turned) bottom-right.
    box.addChild(this.corner(face, w, false), this.corner(face, w, true));
    if (!words || !face.title) return;
    const title = new Text({
      text: face.title.toUpperCase(),
      style: { fontFamily: fonts.ui, fontSize: Math.round(w * (centered ? 0.1 : 0.095)), fontWeight: "700", fill: face.color, letterSpacing: 1 },
    });
    if (centered) {
      title.anchor.set(0.5, 0);
      title.position.set(w / 2, centerY + w * 0.24);
    } else {
      // Reads top to bottom along the left margin, under the corner index.
      title.anchor.set(0, 0.5);
      title.rotation = Math.PI / 2;
      title.position.set(w * 0.17, w * 0.6);
    }
    box.addChild(title);
  }

  private corner(face: CardFace, w: number, turned: boolean): Container {
    const box = new Container();
    const size = face.rank.length > 1 ? w * 0.25 : w * 0.29;
    const rank = new Text({
      text: face.rank,
      style: { fontFamily: fonts.card, fontSize: Math.round(size), fontWeight: "700", fill: face.color, letterSpacing: face.rank.length > 1 ? -1 : 0 },
    });
    rank.anchor.set(0.5, 0);
    const cx = w * 0.17;
    rank.position.set(cx, w * 0.03);
    const pip = new Graphics();
    // 6 and 9 read alike upside down: underline them, as printed cards do.
    if (face.rank === "6" || face.rank === "9") {
      const half = rank.width / 2;
      const y = w * 0.03 + size * 1.04;
      pip
        .moveTo(cx - half, y)
        .lineTo(cx + half, y)
        .stroke({ width: Math.max(1, w * 0.022), color: face.color });
    }
    face.drawSuit(pip, cx, w * 0.03 + size * 1.2 + w * 0.07, w * 0.15, face.color);
    box.addChild(rank, pip);
    if (turned) {
      box.pivot.set(w / 2, this.cardHeight / 2);
      box.position.set(w / 2, this.cardHeight / 2);
      box.rotation = Math.PI;
    }
    return box;
  }

  private drawLook(): void {
    const w = this.w;
    const h = this.cardHeight;
    const r = cardRadius(w);
    this.halo.clear();
    this.shade.clear();
    const strong = displaySettings().highContrast;
    if (this.look.highlight && strong) {
      const p = Math.max(4, w * 0.08);
      this.halo.roundRect(-p, -p, w + p * 2, h + p * 2, r + p).fill({ color: 0xffffff });
      const q = p * 0.45;
      this.halo.roundRect(-q, -q, w + q * 2, h + q * 2, r + q).fill({ color: 0x000000 });
    } else if (this.look.highlight) {
      const p = Math.max(2, w * 0.045);
      this.halo.roundRect(-p, -p, w + p * 2, h + p * 2, r + p).fill({ color: theme.gold, alpha: 0.95 });
    }
    if (this.look.dimmed) this.shade.roundRect(0, 0, w, h, r).fill({ color: 0x0b1a12, alpha: strong ? 0.55 : 0.38 });
  }
}

const suitIds = new WeakMap<CardFace["drawSuit"], number>();
let suitCount = 0;

/** A number for each suit-drawing function: faces drawn by different functions never share a texture. */
function suitId(draw: CardFace["drawSuit"]): number {
  let id = suitIds.get(draw);
  if (id === undefined) suitIds.set(draw, (id = ++suitCount));
  return id;
}

/** Takes down the sprites (by card code) whose cards are no longer shown: every card area keeps its sprites so. */
export function dropUnshown(sprites: Map<string, CardSprite>, shown: Iterable<string>): void {
  const keep = new Set(shown);
  for (const [code, sprite] of sprites) {
    if (!keep.has(code)) {
      sprite.destroy({ children: true });
      sprites.delete(code);
    }
  }
}
