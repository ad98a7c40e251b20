/**
 * The score panel: a small table on the felt — a title ("Round 2 · to 21"), column headers, one row per
 * seat (the active one highlighted), and an optional footer line.
 */
import { Container, Graphics, Text } from "pixi.js";
import { setFittedText } from "./text-fit";
import { fonts, theme } from "./theme";
import { fontPx } from "./text-scale";

export interface ScoreTable {
  title: string;
  columns: string[];
  rows: { label: string; cells: string[]; active?: boolean }[];
  footer?: string;
}

export class ScorePanel extends Container {
  private readonly bg = new Graphics();
  private readonly content = new Container();
  private table: ScoreTable = { title: "", columns: [], rows: [] };
  private w = 200;
  private h = 0;
  private compact = false;
  private drawnKey = "";

  constructor() {
    super();
    this.addChild(this.bg, this.content);
    this.eventMode = "none";
  }

  get panelHeight(): number {
    return this.h;
  }

  set(table: ScoreTable): void {
    this.table = table;
    this.redraw();
  }

  layout(width: number, compact: boolean): void {
    this.w = width;
    this.compact = compact;
    this.redraw();
  }

  private text(value: string, size: number, fill: number, weight: "400" | "600" | "700" | "800" = "400"): Text {
    return new Text({ text: value, style: { fontFamily: fonts.ui, fontSize: fontPx(size), fill, fontWeight: weight } });
  }

  private redraw(): void {
    const key = JSON.stringify([this.table, this.w, this.compact]);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    for (const c of this.content.removeChildren()) c.destroy();
    const { w, table } = this;
    const pad = this.compact ? 8 : 12;
    const size = this.compact ? 12 : 14;
    const rowH = this.compact ? 18 : 22;
    const colW = this.compact ? 42 : 52;
    let y = pad - 2;

    const title = this.text(table.title, size - 1, theme.gold, "700");
    setFittedText(title, table.title, w - pad * 2);
    title.position.set(pad, y);
    this.content.addChild(title);
    y += rowH;

    const colX = (i: number) => w - pad - (table.columns.length - i - 1) * colW;
    table.columns.forEach((c, i) => {
      const t = this.text(c, size - 2, theme.muted, "600");
      t.anchor.set(1, 0);
      t.position.set(colX(i), y);
      this.content.addChild(t);
    });
    y += rowH - 4;

    const labelMax = colX(0) - colW + 4 - pad;
    for (const row of table.rows) {
      if (row.active) {
        const band = new Graphics().roundRect(pad / 2, y - 2, w - pad, rowH, 5).fill({ color: theme.gold, alpha: 0.14 });
        this.content.addChild(band);
      }
      const label = this.text("", size, theme.text, row.active ? "700" : "600");
      setFittedText(label, row.label, labelMax);
      label.position.set(pad, y);
      this.content.addChild(label);
      row.cells.forEach((cell, i) => {
        const t = this.text(cell, size, i === row.cells.length - 1 ? theme.gold : theme.text, "700");
        t.anchor.set(1, 0);
        t.position.set(colX(i), y);
        this.content.addChild(t);
      });
      y += rowH;
    }
    if (table.footer) {
      const foot = this.text(table.footer, size - 2, theme.muted);
      foot.style.wordWrap = true;
      foot.style.wordWrapWidth = w - pad * 2;
      foot.position.set(pad, y + 1);
      this.content.addChild(foot);
      y += foot.height + 4;
    }
    this.h = y + pad - 4;
    this.bg.clear();
    this.bg.roundRect(0, 0, w, this.h, 10).fill({ color: theme.panel, alpha: theme.panelAlpha }).stroke({ width: 1, color: theme.panelLine, alpha: 0.6 });
  }
}
