/** Fitting labels into a width: ellipsis when a name is too long for its badge; a card's caption wrapped under it. */
import { CanvasTextMetrics, Text, TextStyle } from "pixi.js";
import { fontPx } from "./text-scale";

/** Sets `text.text` to `value`, shortened with "…" so it is at most `maxWidth` pixels wide. */
export function setFittedText(text: Text, value: string, maxWidth: number): void {
  const style = text.style instanceof TextStyle ? text.style : new TextStyle(text.style);
  const width = (s: string) => CanvasTextMetrics.measureText(s, style).width;
  if (maxWidth <= 0 || width(value) <= maxWidth) {
    text.text = value;
    return;
  }
  let lo = 0;
  let hi = value.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (width(value.slice(0, mid).trimEnd() + "…") <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  text.text = value.slice(0, lo).trimEnd() + "…";
}

/**
 * A caption under a card (a deck's, a decree's): sized for the table, wrapped between words when wider than
 * its card, so that two captions side by side never run into each other.
 */
export function layoutCardCaption(caption: Text, cardWidth: number, compact: boolean): void {
  caption.style.fontSize = fontPx(compact ? 11 : 13);
  caption.style.wordWrap = true;
  caption.style.wordWrapWidth = cardWidth + 22;
  caption.position.set(0, (cardWidth * 1.4) / 2 + 6);
}
