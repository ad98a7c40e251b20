/**
 * Text that leaves its box (issue 14, part 5): long languages (German, Greek) must fit a 360 px phone and the
 * desktop. Looks at every visible element that holds text of its own and reports the page growing wider than
 * the viewport, an element running off the screen, and a box whose text is wider than the box itself (shown
 * outside it or clipped). Boxes meant to scroll (overflow auto/scroll) are fine.
 */
import type { Page } from "playwright-core";

export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const getStyle = (globalThis as any).getComputedStyle as (el: unknown) => Record<string, string>;
    const out: string[] = [];
    const vw: number = doc.documentElement.clientWidth;
    if (doc.documentElement.scrollWidth > vw + 1) out.push(`the page is ${doc.documentElement.scrollWidth}px wide in a ${vw}px viewport`);
    const name = (el: any) =>
      `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : el.className ? `.${String(el.className).split(" ")[0]}` : ""} “${String(el.textContent).trim().slice(0, 40)}”`;
    // Text for screen readers only (the visually hidden pattern: a 1px clipped box) is never seen: skip it.
    const unseen = (el: any): boolean => {
      for (let e = el; e && e !== doc.body; e = e.parentElement) {
        const st = getStyle(e);
        const r = e.getBoundingClientRect();
        if (st.clipPath === "inset(50%)" || /rect\(0px,? 0px,? 0px,? 0px\)/.test(st.clip ?? "") || (r.width <= 1 && r.height <= 1 && st.overflow === "hidden"))
          return true;
      }
      return false;
    };
    for (const el of Array.from(doc.body.querySelectorAll("*")) as any[]) {
      const ownText = Array.from(el.childNodes as ArrayLike<any>).some((n: any) => n.nodeType === 3 && n.textContent.trim());
      if (!ownText) continue;
      const style = getStyle(el);
      if (style.display === "inline" || style.visibility === "hidden" || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || unseen(el)) continue;
      if (r.right > vw + 1 || r.left < -1) out.push(`${name(el)} runs off the screen (${Math.round(r.left)}–${Math.round(r.right)} of ${vw}px)`);
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (!scrolls && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        out.push(`${name(el)} is ${el.scrollWidth}px of text in a ${el.clientWidth}px box`);
    }
    return out;
  });
}

/** The same for the table's canvas: Pixi texts off the canvas or out of their box (client/src/app/test-hooks.ts). */
export function pixiOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as any).__salon?.textOverflow?.() ?? []);
}
