/** Fitting labels into a width: ellipsis when a name is too long for its badge. */
import { CanvasTextMetrics, Text, TextStyle } from "pixi.js";

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
