/**
 * A slot for one DOM sheet over the table (a round's summary, the game-over sheet, a score sheet): showing a
 * new sheet replaces the old one, a sheet built for a key is not rebuilt while that key is up (views update
 * many times while a summary stays the same), and a sheet may take itself down after a while. Over the table
 * one sheet shows at a time, the newest (app.css); a sheet that takes itself down is hidden while the
 * player has a decision to make, so it never covers what the decision is about.
 */
export class OverlaySheet {
  private element: HTMLElement | null = null;
  private key = "";
  private timer = 0;

  constructor(private readonly overlay: HTMLElement) {}

  get isOpen(): boolean {
    return this.element !== null;
  }

  /** True while the sheet shown for `key` is up. */
  shows(key: string): boolean {
    return this.element !== null && this.key === key;
  }

  /** Puts `element` up in place of whatever this slot showed; it goes away by itself after `closeAfterMs`. */
  show(element: HTMLElement, key = "", closeAfterMs?: number): void {
    this.hide();
    this.element = element;
    this.key = key;
    // A sheet that goes by itself (a deal's summary) gives way while the player has a decision (app.css).
    element.classList.toggle("sheet-transient", closeAfterMs !== undefined);
    this.overlay.appendChild(element);
    if (closeAfterMs !== undefined) this.timer = window.setTimeout(() => this.hide(), closeAfterMs);
  }

  hide(): void {
    window.clearTimeout(this.timer);
    this.element?.remove();
    this.element = null;
    this.key = "";
  }
}
