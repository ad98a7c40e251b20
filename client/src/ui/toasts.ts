/**
 * Toasts: short messages at the top of the page (server refusals, copy confirmations, connection news).
 * They never take clicks, so they can't cover the table. Each toast carries data-testid="toast".
 */
import { el } from "./dom";

export type ToastKind = "error" | "info" | "success";

let host: HTMLElement | null = null;

function ensureHost(): HTMLElement {
  if (!host || !host.isConnected) {
    host = el("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.appendChild(host);
  }
  return host;
}

export function toast(text: string, kind: ToastKind = "info", ms = 4200): void {
  const box = ensureHost();
  // The same words twice say nothing more: the newer one replaces a copy still showing (a replay stepped back
  // and forth over a tour's end, a message repeated), with a fresh time to read it.
  for (const old of Array.from(box.children)) if (old.textContent === text && !old.classList.contains("toast-out")) old.remove();
  const node = el("div", { class: `toast toast-${kind}`, testid: "toast" }, text);
  box.appendChild(node);
  while (box.children.length > 4) box.firstElementChild?.remove();
  window.setTimeout(() => {
    node.classList.add("toast-out");
    window.setTimeout(() => node.remove(), 300);
  }, ms);
}
