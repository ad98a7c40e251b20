/**
 * Test hooks for the browser tests (keep them: tests/browser relies on them).
 *
 * `window.__salon` offers:
 * - `view()`: the current, completed view of this client (its seat's, the moderator's or the public one, as
 *   its `v` messages built it), or null before a game has started or away from a table;
 * - `you()`: `{ seat, role }` from the server's `you` message, or null;
 * - `status()`: the table status (`waiting`, `playing`, `over`), or null;
 * - `roomId()`: the current table's room id, or null in the lobby;
 * - `texts()`: every visible Pixi text on the table's canvas (the language tests read them with the DOM's);
 * - `cardCenter(code)`: the CLIENT (page viewport) coordinates of the visible centre of the card `code`
 *   in my hand — a point where that card is the topmost thing on the canvas — so a test can
 *   `page.mouse.click(x, y)` and go through real Pixi hit-testing; null if no such card is shown.
 *
 * - `cardBoxes(codes)`: the CLIENT rectangles of the face-up cards with these codes on the canvas, and of
 *   every face-down card if `codes` holds "back" (the phone test checks a whole hand is on screen, and what
 *   a spectator sees);
 * - `textBoxes()`: every visible Pixi text on the canvas as a CLIENT rectangle — the box it is drawn in (the
 *   frame of its badge, panel or tag: the Graphics drawn first in its container) or, without one, the text's
 *   own bounds — with an id shared by the texts of one box; texts on cards are left out (cards overlap by design).
 * - `textSizes()`: every visible Pixi text on the canvas but those on cards, with its font size in pixels
 *   (canvas text follows the browser's font size, issue 34).
 * - `drawnAt()`: when the canvas last finished drawing a frame (performance.now()), 0 before the first
 *   (`npm run bench:web`: my first cards count as drawn once a frame has drawn them).
 *
 * DOM controls carry stable `data-testid`s: name-input, ruleset-select, private-toggle, create-button,
 * invite-link, copy-invite, rooms-list, join-<roomId>, watch-<roomId>, start-button, rematch-button,
 * add-bot-<seat>, remove-bot-<seat>, sit-<seat>, stand-button, pass-button, chat-input, chat-send, toast,
 * round-summary, game-summary.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { You } from "../net/types";

export interface SalonHooks {
  view(): JsonObject | null;
  you(): You | null;
  status(): string | null;
  roomId(): string | null;
  cardCenter(code: string): { x: number; y: number } | null;
  texts?(): string[];
  /** Pixi texts that leave their box or the canvas (the overflow tests read them with the DOM's). */
  textOverflow?(): string[];
  /** Client rectangles of the face-up cards with these codes (phone test). */
  cardBoxes?(codes: string[]): { code: string; x: number; y: number; w: number; h: number }[];
  /** Client rectangles of the canvas's text boxes (phone test: no two overlap). */
  textBoxes?(): TextBox[];
  /** The font sizes of the canvas's texts, cards left out (display settings test). */
  textSizes?(): { text: string; size: number }[];
  /** When the canvas last finished a frame (performance.now()), 0 before any. */
  drawnAt?(): number;
  /** The replay viewer: the step shown and the last step. */
  replay?(): { index: number; total: number } | null;
}

export interface TextBox {
  /** Shared by the texts drawn in one box. */
  box: number;
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

declare global {
  interface Window {
    __salon: SalonHooks;
  }
}

const idle: SalonHooks = {
  view: () => null,
  you: () => null,
  status: () => null,
  roomId: () => null,
  cardCenter: () => null,
};

let current: SalonHooks = idle;

export function installTestHooks(): void {
  window.__salon = {
    view: () => current.view(),
    you: () => current.you(),
    status: () => current.status(),
    roomId: () => current.roomId(),
    cardCenter: (code: string) => current.cardCenter(code),
    replay: () => current.replay?.() ?? null,
    texts: () => current.texts?.() ?? [],
    textOverflow: () => current.textOverflow?.() ?? [],
    cardBoxes: (codes: string[]) => current.cardBoxes?.(codes) ?? [],
    textBoxes: () => current.textBoxes?.() ?? [],
    textSizes: () => current.textSizes?.() ?? [],
    drawnAt: () => current.drawnAt?.() ?? 0,
  };
}

/** The table screen provides the hooks while it is mounted. */
export function provideTestHooks(hooks: SalonHooks | null): void {
  current = hooks ?? idle;
}

/** The text of every visible Pixi text object under `root` (Text, BitmapText, HTMLText all carry `text`). */
export function pixiTexts(root: { visible: boolean; children?: readonly unknown[] } | null | undefined): string[] {
  const out: string[] = [];
  const walk = (node: { visible: boolean; children?: readonly unknown[]; text?: unknown }) => {
    if (!node.visible) return;
    if (typeof node.text === "string" && node.text.trim()) out.push(node.text);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  if (root) walk(root);
  return out;
}

/** The part of a Pixi node the hooks below read. */
interface HookNode {
  visible: boolean;
  worldAlpha?: number;
  children?: readonly HookNode[];
  text?: unknown;
  context?: unknown;
  code?: unknown;
  cardWidth?: unknown;
  faceUp?: unknown;
  style?: { fontSize?: unknown };
  getBounds(): { x: number; y: number; width: number; height: number };
}
type ToClient = (x: number, y: number) => { x: number; y: number };
const isCard = (n: HookNode) => typeof n.code === "string" && typeof n.cardWidth === "number";
const clientRect = (b: { x: number; y: number; width: number; height: number }, toClient: ToClient) => {
  const a = toClient(b.x, b.y);
  const z = toClient(b.x + b.width, b.y + b.height);
  return { x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y };
};

/** Face-up cards with these codes under `root` (and face-down ones if `codes` holds "back"), as client rectangles. */
export function pixiCardBoxes(
  root: HookNode | null | undefined,
  codes: string[],
  toClient: ToClient,
): { code: string; x: number; y: number; w: number; h: number }[] {
  const want = new Set(codes);
  const out: { code: string; x: number; y: number; w: number; h: number }[] = [];
  const walk = (node: HookNode) => {
    if (!node.visible) return;
    if (isCard(node)) {
      const key = node.faceUp ? (node.code as string) : "back";
      if (want.has(key)) out.push({ code: key, ...clientRect(node.getBounds(), toClient) });
      return;
    }
    for (const k of node.children ?? []) walk(k);
  };
  if (root) walk(root);
  return out;
}

/** Every visible Pixi text under `root` but those on cards, with its font size (see `textSizes` above). */
export function pixiTextSizes(root: HookNode | null | undefined): { text: string; size: number }[] {
  const out: { text: string; size: number }[] = [];
  const walk = (node: HookNode) => {
    if (!node.visible || isCard(node)) return;
    if (typeof node.text === "string" && node.text.trim() && typeof node.style?.fontSize === "number") out.push({ text: node.text, size: node.style.fontSize });
    for (const k of node.children ?? []) walk(k);
  };
  if (root) walk(root);
  return out;
}

/**
 * Every visible Pixi text's box (see `textBoxes` above), cards left out. A text's box is the frame of its
 * nearest framed container (one whose first child is a Graphics) when the text lies inside that frame and the
 * frame is a box rather than the felt (under a quarter of the canvas); else the text's own bounds.
 */
export function pixiTextBoxes(root: HookNode | null | undefined, toClient: ToClient, canvas: { width: number; height: number }): TextBox[] {
  const out: TextBox[] = [];
  let next = 0;
  type Frame = { id: number; b: { x: number; y: number; width: number; height: number } };
  const inside = (r: Frame["b"], f: Frame["b"]) =>
    r.x >= f.x - 2 && r.y >= f.y - 2 && r.x + r.width <= f.x + f.width + 2 && r.y + r.height <= f.y + f.height + 2;
  const walk = (node: HookNode, frames: Frame[]) => {
    if (!node.visible || (node.worldAlpha ?? 1) < 0.05 || isCard(node)) return;
    if (typeof node.text === "string") {
      if (!node.text.trim()) return;
      const b = node.getBounds();
      const frame = [...frames].reverse().find((f) => inside(b, f.b));
      out.push({ box: frame ? frame.id : next++, text: node.text, ...clientRect(frame ? frame.b : b, toClient) });
      return;
    }
    const kids = node.children ?? [];
    const first = kids[0];
    const fb = first && first.visible && first.context !== undefined && first.text === undefined ? first.getBounds() : null;
    const framed = fb && fb.width > 0 && fb.height > 0 && fb.width * fb.height < (canvas.width * canvas.height) / 4;
    const here = framed ? [...frames, { id: next++, b: fb }] : frames;
    for (const k of kids) walk(k, here);
  };
  if (root) walk(root, []);
  return out;
}
