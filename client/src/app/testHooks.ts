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

