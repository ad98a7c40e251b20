/**
 * The canvas a game is drawn on, set up alike for a live table and a replay: Pixi's stage in the screen's
 * element, the tweens that keep it drawing while cards move, a layer for the game's renderer, and the
 * renderer kept to the stage's size and redrawn when the display settings change.
 */
import { Container } from "pixi.js";
import { pixiStage, type PixiStage } from "../app/pixi-stage";
import { onDisplaySettings } from "../net/profile";
import type { TableRenderer } from "../rulesets/types";
import { Tweener } from "./tween";

export interface TableCanvas {
  stage: PixiStage;
  tweens: Tweener;
  /** Where the game's renderer draws. */
  layer: Container;
}

/** Starts the stage in `host`; null when the screen has gone (`gone()`) while Pixi started. */
export async function openTableCanvas(host: HTMLElement, gone: () => boolean): Promise<TableCanvas | null> {
  const stage = await pixiStage();
  if (gone()) return null;
  stage.attach(host);
  const tweens = new Tweener(stage.app.ticker);
  stage.addActivity(() => tweens.busy);
  const layer = new Container();
  stage.root.addChild(layer);
  return { stage, tweens, layer };
}

/**
 * Keeps the renderer of the moment sized to the stage and, when the display settings change (four colours,
 * large cards, contrast), resizes it and calls `redraw`. Returns the listeners' cleanups.
 */
export function followStage(stage: PixiStage, renderer: () => TableRenderer | null, redraw: () => void): (() => void)[] {
  return [
    stage.onResize((w, h) => renderer()?.resize(w, h)),
    onDisplaySettings(() => {
      renderer()?.resize(stage.width, stage.height);
      redraw();
    }),
  ];
}
