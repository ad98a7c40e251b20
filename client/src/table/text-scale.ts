/**
 * Canvas text that follows the browser's font size, as the page's rem text does (issue 34): a Pixi text's
 * size in CSS pixels at the default 16 px, times the root font size over 16. The browser's "Font size"
 * setting (or a user style on the root) changes the root font size; it is read once per page load.
 */
let ratio = 0;

/** The root font size over the 16 px default (1 where there is no document, as in unit tests). */
export function textRatio(): number {
  if (ratio > 0) return ratio;
  const px = typeof document === "undefined" ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize);
  ratio = px > 0 ? px / 16 : 1;
  return ratio;
}

/** A canvas font size given in pixels at the default browser font size. */
export const fontPx = (px: number): number => Math.round(px * textRatio());
