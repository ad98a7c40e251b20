/**
 * What a ruleset renderer is: it draws the view it is given (and the `legal` list inside it) on the Pixi
 * stage, and turns clicks into actions. It knows the look of its game, never its rules: the server
 * decides what is legal and explains refusals.
 */
import type { AnyRuleset } from "@salon/shared/core/ruleset";
import type { Container } from "pixi.js";
import type { TableSnapshot } from "../net/snapshot";
import type { AccessAdapter } from "../table/access/model";
import type { Tweener } from "../table/tween";

export interface GameAction {
  type: string;
  [field: string]: unknown;
}

/** What the table screen lends a renderer. */
export interface RendererHost {
  /** Pixi container filling the canvas. */
  stage: Container;
  /** DOM layer over the canvas, for dialogs and summaries (clicks pass through unless an element opts in). */
  overlay: HTMLElement;
  /** DOM slot in the bar above the canvas, for the turn prompt and phase buttons. */
  prompt: HTMLElement;
  tweens: Tweener;
  /** Sends an `action` message. */
  act(action: GameAction): void;
  /** Sends `start` (a rematch when the game is over). */
  rematch(): void;
}

export interface TableContext {
  snapshot: TableSnapshot;
  /** Whether this client may send `start` (a seated player or the moderator). */
  canStart: boolean;
}

export interface TableRenderer {
  update(ctx: TableContext): void;
  resize(width: number, height: number): void;
  /** Canvas coordinates of the visible centre of the card `code` in my hand, or null. */
  cardCenter(code: string): { x: number; y: number } | null;
  /** True while the renderer shows its own Rematch button (the game summary). */
  showsRematch(): boolean;
  destroy(): void;
}

/** What the client needs of a game's rules to complete a view: the keys it recomputes (legal moves, turn...). */
export interface ViewRules {
  derived?: AnyRuleset["derived"];
}

export interface RulesetClient extends ViewRules {
  id: string;
  name: string;
  createRenderer(host: RendererHost): TableRenderer;
  /** An action in the reader's language, as the game's own controls label it (the replay's captions); null when unknown. */
  describeAction?(action: GameAction, names: (seat: number) => string): string | null;
  /** The game in words and buttons for play without a pointer or sight (table/access). */
  access?: AccessAdapter;
}
