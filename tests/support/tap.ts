/**
 * Controls too small to tap on a phone: every visible button, select and link-button matching `selector` whose
 * box is less than `min` CSS pixels high or wide (a fingertip needs about 40 px). Returns one line per control.
 */
import type { Page } from "playwright-core";

export function smallTapTargets(page: Page, selector: string, min = 40): Promise<string[]> {
  return page.evaluate(
    ([sel, least]) => {
      const doc = (globalThis as any).document;
      const getStyle = (globalThis as any).getComputedStyle as (el: unknown) => Record<string, string>;
      const out: string[] = [];
      for (const el of Array.from(doc.querySelectorAll(sel)) as any[]) {
        const st = getStyle(el);
        if (st.visibility === "hidden" || el.getClientRects().length === 0) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.height < least || r.width < least) {
          const id = el.dataset?.testid ? `[${el.dataset.testid}]` : el.className ? `.${String(el.className).split(" ").join(".")}` : "";
          out.push(`${el.tagName.toLowerCase()}${id} “${String(el.textContent).trim().slice(0, 30)}” is ${Math.round(r.width)}×${Math.round(r.height)} px`);
        }
      }
      return out;
    },
    [selector, min] as const,
  );
}
