/**
 * Test hooks for the browser tests (keep them: tests/browser relies on them).
 *
 * `window.__salon` offers:
 * - `view()`: the merged current view of this client (player: pub + own priv; moderator: pub + mod;
 *   spectator: pub), or null before a game has started or away from a table;
 * - `you()`: `{ seat, role }` from the server's `you` message, or null;
 * - `status()`: the table status (`waiting`, `playing`, `over`), or null;
 * - `roomId()`: the current table's room id, or null in the lobby;
 * - `texts()`: every visible Pixi text on the table's canvas (the language tests read them with the DOM's);
 * - `cardCenter(code)`: the CLIENT (page viewport) coordinates of the visible centre of the card `code`
 *   in my hand — a point where that card is the topmost thing on the canvas — so a test can
 *   `page.mouse.click(x, y)` and go through real Pixi hit-testing; null if no such card is shown.
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
  /** The replay viewer: the step shown and the last step. */
  replay?(): { index: number; total: number } | null;
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

interface PixiNode {
  visible: boolean;
  children?: readonly PixiNode[];
  text?: unknown;
  /** Graphics have `context`; Text does not. */
  context?: unknown;
  renderable?: boolean;
  getBounds(): { x: number; y: number; width: number; height: number };
}

/**
 * Every visible Pixi text that runs off the canvas, or out of its box: the Graphics drawn beside it in the
 * same container (a badge's frame, a label's tag), when there is one. Issue 14: long languages must fit.
 */
export function pixiTextOverflow(root: PixiNode | null | undefined, screen: { width: number; height: number }): string[] {
  const out: string[] = [];
  const walk = (node: PixiNode) => {
    if (!node.visible) return;
    const kids = node.children ?? [];
    // The box: the container's first child when it is a Graphics (a frame or tag drawn under what follows).
    const first = kids[0];
    const fb = first && first.visible && first.context !== undefined && first.text === undefined ? first.getBounds() : null;
    const box = fb && fb.width > 0 && fb.height > 0 ? { l: fb.x, t: fb.y, r: fb.x + fb.width, b: fb.y + fb.height } : null;
    for (const k of kids) {
      if (!k.visible || typeof k.text !== "string" || !k.text.trim()) continue;
      const r = k.getBounds();
      const name = `“${k.text.slice(0, 40)}”`;
      if (r.x < -1 || r.y < -1 || r.x + r.width > screen.width + 1 || r.y + r.height > screen.height + 1) out.push(`${name} runs off the canvas`);
      else if (box && (r.x < box.l - 1 || r.y < box.t - 1 || r.x + r.width > box.r + 1 || r.y + r.height > box.b + 1)) {
        const f = (n: number) => Math.round(n);
        out.push(`${name} leaves its box (${f(r.x)},${f(r.y)} ${f(r.width)}×${f(r.height)} in ${f(box.l)},${f(box.t)} ${f(box.r - box.l)}×${f(box.b - box.t)})`);
      }
    }
    for (const k of kids) walk(k);
  };
  if (root) walk(root);
  return out;
}
