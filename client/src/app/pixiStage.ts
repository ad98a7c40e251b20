/**
 * The Pixi application: created once per page (WebGL, high-DPI), attached to whichever host element a
 * screen gives it, and resized with that element (ResizeObserver, so side panels and prompt bars that
 * change height resize the canvas too).
 */
import { Application, Container } from "pixi.js";

export type ResizeListener = (width: number, height: number) => void;

export class PixiStage {
  readonly app: Application;
  /** Everything a screen draws goes in here; cleared when the screen detaches. */
  readonly root = new Container();
  private host: HTMLElement | null = null;
  private observer: ResizeObserver;
  private listeners = new Set<ResizeListener>();

  private constructor(app: Application) {
    this.app = app;
    app.stage.addChild(this.root);
    this.observer = new ResizeObserver(() => this.fit());
  }

  static async create(): Promise<PixiStage> {
    const app = new Application();
    await app.init({
      width: 320,
      height: 240,
      // Transparent until the first frame: the stage's CSS felt colour shows instead of a black box.
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      preference: "webgl",
    });
    app.canvas.classList.add("pixi-canvas");
    return new PixiStage(app);
  }

  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  /** Puts the canvas inside `host` and keeps it the host's size. */
  attach(host: HTMLElement): void {
    this.detach();
    this.host = host;
    host.prepend(this.app.canvas);
    this.observer.observe(host);
    this.fit();
    this.app.start();
  }

  detach(): void {
    if (this.host) this.observer.unobserve(this.host);
    this.host = null;
    this.app.canvas.remove();
    for (const child of this.root.removeChildren()) child.destroy({ children: true });
    this.listeners.clear();
    this.app.stop();
  }

  onResize(fn: ResizeListener): () => void {
    this.listeners.add(fn);
    fn(this.width, this.height);
    return () => this.listeners.delete(fn);
  }

  /** Canvas (screen) coordinates → client (page viewport) coordinates, for tests and DOM overlays. */
  toClient(x: number, y: number): { x: number; y: number } {
    const rect = this.app.canvas.getBoundingClientRect();
    const sx = rect.width / (this.width || 1);
    const sy = rect.height / (this.height || 1);
    return { x: rect.left + x * sx, y: rect.top + y * sy };
  }

  private fit(): void {
    if (!this.host) return;
    const w = Math.max(1, Math.floor(this.host.clientWidth));
    const h = Math.max(1, Math.floor(this.host.clientHeight));
    if (w === this.width && h === this.height) return;
    this.app.renderer.resize(w, h);
    for (const fn of this.listeners) fn(w, h);
  }
}

let shared: Promise<PixiStage> | null = null;

/** The page's one Pixi stage (created on first use). */
export function pixiStage(): Promise<PixiStage> {
  shared ??= PixiStage.create();
  return shared;
}
