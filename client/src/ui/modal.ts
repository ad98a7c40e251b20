/**
 * A modal dialog's keys and closing, shared by the display settings and the rules sheet (issue 34): the
 * backdrop goes on the page; Tab and Shift+Tab cycle among the dialog's enabled `focusable` elements and
 * bring the focus back inside from anywhere; Escape, a click on the backdrop outside the dialog or going
 * back in the browser (leaving the screen it was opened on) closes it; on close the focus returns to `back`.
 */
export function showModal(backdrop: HTMLElement, dialog: HTMLElement, focusable: string, back: HTMLElement | null, onClose: () => void): () => void {
  let closed = false;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === "Tab") {
      const list = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((n) => !n.hasAttribute("disabled"));
      if (list.length === 0) return;
      const first = list[0];
      const last = list[list.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    }
  };
  const close = () => {
    if (closed) return;
    closed = true;
    document.removeEventListener("keydown", onKey, true);
    window.removeEventListener("popstate", close);
    backdrop.remove();
    onClose();
    if (back && back.isConnected) back.focus();
  };
  backdrop.addEventListener("click", (e) => {
    if (e.target === backdrop) close();
  });
  document.addEventListener("keydown", onKey, true);
  window.addEventListener("popstate", close);
  document.body.appendChild(backdrop);
  return close;
}

/** A kind of dialog shown one at a time (the rules sheet, the display settings). */
export class OneDialog {
  private shown: (() => void) | null = null;

  /** Closes the one shown, if any (before a new one is made: its focus goes back first). */
  closeShown(): void {
    this.shown?.();
  }

  /** Shows `dialog` as a modal (showModal), its `close` button closing it too; the answer tells whether it is still the one shown. */
  show(backdrop: HTMLElement, dialog: HTMLElement, focusable: string, back: HTMLElement | null, close: HTMLElement): () => boolean {
    const done = showModal(backdrop, dialog, focusable, back, () => {
      if (this.shown === done) this.shown = null;
    });
    this.shown = done;
    close.addEventListener("click", done);
    return () => this.shown === done;
  }
}
