/**
 * What the phone test checks at every decision (issue 27, "Done when"): the player's whole hand, the action
 * buttons and the status line are inside the viewport, the page does not scroll, and no two text boxes
 * overlap — DOM text elements among themselves, the canvas's text boxes (seat badges, score panels,
 * captions: `window.__salon.textBoxes()`) among themselves, and DOM boxes over the canvas (sheets, info
 * boxes, prompts) against the canvas's text boxes.
 */
import type { Page } from "playwright-core";
import { fillWithBots, testid, type BrowserTable } from "./browser";

declare const window: { __salon: any; innerWidth: number; innerHeight: number };
declare const document: any;
declare function getComputedStyle(el: unknown): any;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Rectangles overlapping by more than `slack` px both ways. */
export function overlap(a: Rect, b: Rect, slack = 2): boolean {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;
}

interface Seen {
  vw: number;
  vh: number;
  scroll: { w: number; h: number; x: number; y: number };
  /** DOM text elements: own text, or a control; `ancestors` indexes the text elements containing it. */
  texts: (Rect & { name: string; inside: number[]; overStage: boolean })[];
  /** DOM boxes over the canvas with a background (sheets, info boxes): what hides canvas text. */
  panels: (Rect & { name: string })[];
  buttons: (Rect & { name: string })[];
  status: (Rect & { name: string }) | null;
  canvas: { box: number; text: string; x: number; y: number; w: number; h: number }[];
  cards: (Rect & { code: string })[];
}

/** Reads the page: DOM texts, panels over the canvas, action buttons, the status line, canvas texts, my hand's cards. */
function look(page: Page, hand: string[]): Promise<Seen> {
  return page.evaluate((hand) => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const root = document.scrollingElement;
    const name = (el: any) =>
      `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[${el.dataset.testid}]` : el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} “${String(
        el.textContent ?? el.value ?? "",
      )
        .trim()
        .slice(0, 30)}”`;
    const shown = (el: any) => {
      if (el.getClientRects().length === 0) return false;
      // A closed <details> keeps its content's boxes but does not draw them.
      const closed = el.closest("details:not([open])");
      if (closed && !el.closest("summary")) return false;
      // Text for screen readers only (the text table's visually hidden 1px clipped box) is not drawn.
      for (let e = el; e && e !== document.body; e = e.parentElement) if (getComputedStyle(e).clipPath === "inset(50%)") return false;
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.visibility === "hidden" || s.display === "none" || Number(s.opacity) === 0) return false;
      }
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    /** The part of the element its scrolling or clipping ancestors let show (what a person sees). */
    const rect = (el: any) => {
      const r = el.getBoundingClientRect();
      let [l, t, rr, b] = [r.left, r.top, r.right, r.bottom];
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const st = getComputedStyle(e);
        if (st.overflowX === "visible" && st.overflowY === "visible") continue;
        const c = e.getBoundingClientRect();
        [l, t, rr, b] = [Math.max(l, c.left), Math.max(t, c.top), Math.min(rr, c.right), Math.min(b, c.bottom)];
      }
      return { x: l, y: t, w: Math.max(0, rr - l), h: Math.max(0, b - t), full: { x: r.left, y: r.top, w: r.width, h: r.height } };
    };
    const stage = document.querySelector(".stage");
    const textEls: any[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*")) as any[]) {
      if (el.closest(".toasts") || el.closest(".side-panel")) continue; // toasts come and go; the drawer is closed while playing
      const control = /^(BUTTON|SELECT|INPUT|TEXTAREA)$/.test(el.tagName);
      const own = Array.from(el.childNodes as ArrayLike<any>).some((n: any) => n.nodeType === 3 && n.textContent.trim());
      if (!control && !own) continue;
      if (el.closest("button, select") && !control) continue; // a label inside a button is the button
      if (getComputedStyle(el).display === "inline" && !control) continue; // inline runs are part of their block
      if (!shown(el)) continue;
      textEls.push(el);
    }
    const texts = textEls
      .filter((el) => rect(el).w > 0 && rect(el).h > 0)
      .map((el) => ({
        ...rect(el),
        name: name(el),
        inside: textEls.filter((o) => rect(o).w > 0 && rect(o).h > 0).flatMap((o, i) => (o !== el && o.contains(el) ? [i] : [])),
        overStage: !!stage && stage.contains(el),
      }));
    const panels: any[] = [];
    if (stage) {
      for (const el of Array.from(stage.querySelectorAll("*")) as any[]) {
        if (el.tagName === "CANVAS" || !shown(el) || !el.textContent.trim()) continue;
        const bg = getComputedStyle(el).backgroundColor as string;
        const alpha = /rgba?\(([^)]+)\)/.exec(bg)?.[1].split(",").map(Number)[3] ?? 1;
        if (bg === "transparent" || alpha < 0.3) continue;
        panels.push({ ...rect(el), name: name(el) });
      }
    }
    const buttons = (Array.from(document.querySelectorAll(".play-col button, .play-col select")) as any[])
      // The deduction games' role card is a peek, not a decision's button.
      .filter((b) => shown(b) && !b.disabled && !b.closest(".side-panel") && b.dataset.testid !== "role-card")
      .flatMap((b): { x: number; y: number; w: number; h: number; name: string }[] => {
        const r = rect(b);
        if (r.w * r.h >= r.full.w * r.full.h - 1) return [{ x: r.x, y: r.y, w: r.w, h: r.h, name: name(b) }];
        // A button partly or wholly outside its box. In a list that scrolls, whose box is in view and shows at
        // least two such buttons, it is one swipe away (a night's long list of targets cannot always fit a small
        // phone): fine. Anywhere else (a box that clips, a list squeezed to a sliver) it cannot be seen: report
        // where it really is.
        let list = b.parentElement;
        while (list && list !== document.body && !(/(auto|scroll)/.test(getComputedStyle(list).overflowY) && list.scrollHeight > list.clientHeight + 1))
          list = list.parentElement;
        if (list && list !== document.body) {
          const box = rect(list);
          const inView = box.x >= -1 && box.y >= -1 && box.x + box.w <= vw + 1 && box.y + box.h <= vh + 1 && box.h >= box.full.h - 1;
          if (inView && box.h >= 2 * r.full.h) return [];
        }
        return [{ ...r.full, x: r.full.x, y: Math.max(r.full.y, vh + 1), name: `${name(b)} (scrolled out of its box)` }];
      });
    const statusEl = (Array.from(document.querySelectorAll(".prompt-slot .prompt-text, .prompt-slot [aria-live], .dd-bar, .dd-prompt-text")) as any[]).find(
      shown,
    );
    return {
      vw,
      vh,
      scroll: { w: root.scrollWidth, h: root.scrollHeight, x: root.scrollLeft, y: root.scrollTop },
      texts,
      panels,
      buttons,
      status: statusEl ? { ...rect(statusEl), name: name(statusEl) } : null,
      canvas: window.__salon.textBoxes(),
      cards: window.__salon.cardBoxes(hand),
    };
  }, hand);
}

/** Everything wrong on the page at this decision, in words (empty: all well). */
export async function phoneProblems(page: Page, opts: { hand?: string[]; needStatus?: boolean } = {}): Promise<string[]> {
  const hand = opts.hand ?? [];
  const s = await look(page, hand);
  const out: string[] = [];
  const f = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.w)}×${Math.round(r.h)}`;
  const onScreen = (r: Rect) => r.x >= -1 && r.y >= -1 && r.x + r.w <= s.vw + 1 && r.y + r.h <= s.vh + 1;
  if (s.scroll.h > s.vh + 1 || s.scroll.w > s.vw + 1) out.push(`the page scrolls: ${s.scroll.w}×${s.scroll.h} in a ${s.vw}×${s.vh} viewport`);
  if (s.scroll.x !== 0 || s.scroll.y !== 0) out.push(`the page is scrolled to ${s.scroll.x},${s.scroll.y}`);
  const found = new Set(s.cards.map((c) => c.code));
  for (const code of hand) if (!found.has(code)) out.push(`card ${code} of the hand is not shown`);
  for (const c of s.cards) if (!onScreen(c)) out.push(`card ${c.code} is off screen (${f(c)})`);
  for (const b of s.buttons) if (!onScreen(b)) out.push(`button ${b.name} is off screen (${f(b)})`);
  if (opts.needStatus !== false) {
    if (!s.status) out.push("no status line");
    else if (!onScreen(s.status)) out.push(`the status line ${s.status.name} is off screen (${f(s.status)})`);
  }
  // DOM text boxes: none over another, unless one holds the other.
  for (let i = 0; i < s.texts.length; i++) {
    for (let j = i + 1; j < s.texts.length; j++) {
      const a = s.texts[i];
      const b = s.texts[j];
      if (a.inside.includes(j) || b.inside.includes(i)) continue;
      if (overlap(a, b)) out.push(`${a.name} (${f(a)}) overlaps ${b.name} (${f(b)})`);
    }
  }
  // Canvas text boxes: none over another, none under a DOM box or text over the canvas.
  const boxes = new Map<number, Rect & { text: string }>();
  for (const c of s.canvas) if (!boxes.has(c.box)) boxes.set(c.box, c);
  const list = [...boxes.values()];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      if (overlap(list[i], list[j])) out.push(`canvas “${list[i].text}” (${f(list[i])}) overlaps canvas “${list[j].text}” (${f(list[j])})`);
    }
  }
  const over = [...s.panels, ...s.texts.filter((x) => x.overStage)];
  for (const d of over) {
    for (const c of list) if (overlap(d, c)) out.push(`${d.name} (${f(d)}) covers canvas “${c.text}” (${f(c)})`);
  }
  return [...new Set(out)];
}

/** A table of `ruleset` created from the lobby on this (phone) page, every other seat a bot, started. */
export async function startWithBots(
  t: BrowserTable,
  page: Page,
  ruleset: string,
  opts: { seats?: string; sit?: number; options?: Record<string, string>; fill?: Record<string, string> } = {},
): Promise<void> {
  await page.goto(t.salon.http_url);
  await page.waitForSelector(testid("rooms-list"), { state: "attached" });
  await page.fill(testid("name-input"), "Ann");
  await page.selectOption(testid("ruleset-select"), ruleset);
  if (opts.seats) await page.selectOption(testid("seats-select"), opts.seats);
  for (const [k, v] of Object.entries(opts.options ?? {})) await page.selectOption(testid(`option-${k}`), v);
  // number options typed in (e.g. an automatic moderator's discussion time)
  for (const [k, v] of Object.entries(opts.fill ?? {})) await page.fill(testid(`option-${k}`), v);
  await page.click(testid("create-button"));
  // the creator takes the game's usual seat: the first, or South at a bridge table
  await page.waitForFunction((south) => window.__salon.roomId() !== null && window.__salon.you()?.seat === south, ruleset === "bridge" ? 2 : 0);
  if (opts.sit !== undefined) {
    await page.click(testid(`sit-${opts.sit}`));
    await page.waitForFunction((n) => window.__salon.you()?.seat === n, opts.sit);
  }
  await fillWithBots(page);
  await page.click(testid("start-button"));
  await page
    // A moderated night of bots can run to its end before the page looks (the player killed the first night):
    // "over" with a view is a started game too, and the callers check the page they are left with.
    .waitForFunction(() => ["playing", "over"].includes(window.__salon.status()) && !!window.__salon.view(), undefined, { timeout: 90_000 })
    .catch(async (e: Error) => {
      // Say what the page showed instead: the table's status, whether a view came, the seats' buttons and any toast.
      const seen = await page.evaluate(() => ({
        status: window.__salon.status(),
        view: !!window.__salon.view(),
        start: (document.querySelector('[data-testid="start-button"]') as any)?.outerHTML ?? null,
        toasts: Array.from(document.querySelectorAll('[data-testid="toast"]')).map((t: any) => t.textContent),
        seats: Array.from(document.querySelectorAll('[data-testid^="seat-"]'))
          .map((t: any) => t.textContent)
          .slice(0, 12),
      }));
      throw new Error(`${ruleset}: not playing 90 s after Start: ${JSON.stringify(seen)} (${e.message.split("\n")[0]})`);
    });
}
