/**
 * The Pixi application: created once per page (WebGL, high-DPI), attached to whichever host element a
 * screen gives it, and resized with that element (ResizeObserver, so side panels and prompt bars that
 * change height resize the canvas too).
 *
 * Frames are drawn on demand: every tick while something is happening (a view update, a running tween, the
 * pointer on the canvas, a resize, in the last moments) and a few times a second otherwise. A card table is
 * still most of the time, and redrawing it sixty times a second costs a phone its battery and a software
 * renderer (headless Chromium, old laptops) most of a core per page. Where one frame takes longer than a tick
 * (a slow phone), frames are spaced so that drawing never takes more than half of the page's time.
 */
import { Application, Container, UPDATE_PRIORITY, type Renderer } from "pixi.js";
// Pixi's browser extensions, which Application.init would otherwise fetch as a chunk of their own only when it
// runs: in the table's chunks (and index.html's preloads for an invite link), one round trip fewer.
import "pixi.js/browser";
import { markStep } from "./marks";

/** How long a wake-up keeps full frame rate, and the frame interval when nothing happens. */
const AWAKE_MS = 1500;
const IDLE_FRAME_MS = 250;

export type ResizeListener = (width: number, height: number) => void;

export class PixiStage {
  readonly app: Application;
  /** Everything a screen draws goes in here; cleared when the screen detaches. */
  readonly root = new Container();
  private host: HTMLElement | null = null;
  private observer: ResizeObserver;
  private listeners = new Set<ResizeListener>();
  private awakeUntil = 0;
  private lastFrame = 0;
  private lastFrameEnd = 0;
  private lastFrameCost = 0;
  private readonly activities = new Set<() => boolean>();

  private constructor(app: Application) {
    this.app = app;
    app.stage.addChild(this.root);
    this.observer = new ResizeObserver(() => {
      this.wake();
      this.fit();
    });
    app.ticker.remove(app.render, app);
    app.ticker.add(() => this.frame(), undefined, UPDATE_PRIORITY.LOW);
    for (const type of ["pointermove", "pointerdown", "pointerup", "wheel"]) app.canvas.addEventListener(type, () => this.wake(), { passive: true });
    // A button or key anywhere on the page may change what the canvas shows (a selection, a dialog closing).
    for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, () => this.wake(), { passive: true, capture: true });
  }

  /** Draws at full rate for a while: something changed (or is about to) on the stage. */
  wake(ms = AWAKE_MS): void {
    this.awakeUntil = Math.max(this.awakeUntil, performance.now() + ms);
  }

  /** Keeps full frame rate while `busy()` says so (e.g. tweens running); removed when the screen detaches. */
  addActivity(busy: () => boolean): void {
    this.activities.add(busy);
  }

  private frame(): void {
    const now = performance.now();
    let busy = now < this.awakeUntil;
    for (const f of this.activities) busy ||= f();
    if (!busy && now - this.lastFrame < IDLE_FRAME_MS) return;
    // A slow device (a phone's CPU, or Pixi's canvas renderer where WebGL is missing) may take longer to draw a
    // frame than a tick lasts: then it waits as long as the last frame took, so that at least half of the
    // page's time is left for the game's messages and the player's input. A fast one never waits here.
    if (now - this.lastFrameEnd < this.lastFrameCost) return;
    this.lastFrame = now;
    this.app.render();
    this.lastFrameEnd = performance.now();
    this.lastFrameCost = this.lastFrameEnd - now;
  }

  static async create(): Promise<PixiStage> {
    markStep("pixi-init");
    const app = new Application();
    await app.init({
      width: 320,
      height: 240,
      // Transparent until the first frame: the stage's CSS felt colour shows instead of a black box.
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      // WebGL, else Pixi's canvas renderer; not WebGPU, whose probe alone costs a slow phone a tenth of a second.
      preference: ["webgl", "canvas"],
      // No frames before a screen attaches the canvas (an invite link starts Pixi while the name is typed).
      autoStart: false,
    });
    app.canvas.classList.add("pixi-canvas");
    made = app;
    markStep("pixi-ready");
    return new PixiStage(app);
  }

  /** When the last frame finished drawing (performance.now()), 0 before the first: `bench:web` reads it. */
  get drawnAt(): number {
    return this.lastFrameEnd;
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
    this.activities.clear();
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
let made: Application | null = null;

/** The page's renderer once Pixi has started, else null (card-art.ts bakes cards with it). */
export function pageRenderer(): Renderer | null {
  return made?.renderer ?? null;
}

/** The page's one Pixi stage (created on first use). */
export function pixiStage(): Promise<PixiStage> {
  shared ??= PixiStage.create();
  return shared;
}
