/**
 * Display settings (issue 34): a dialog, opened from the lobby, the table and the replay, with four switches
 * kept in this browser's profile (net/profile.ts) — four-colour deck, large cards, high contrast, reduced
 * motion. Each applies at once. A modal dialog: focus moves to its first switch and stays inside (Tab
 * cycles); Escape, Close or a click outside closes it and focus returns to the button that opened it.
 */
import { t } from "../i18n/i18n";
import { DISPLAY_KEYS, displaySettings, setDisplaySettings, type DisplaySettings } from "../net/profile";
import { el } from "./dom";
import { OneDialog } from "./modal";
import { setIconButton } from "./icons";

const settings = new OneDialog();

/** The button that opens the settings (`compact`: an icon with its label hidden on phones). */
export function settingsButton(compact = false): HTMLButtonElement {
  const button = el("button", { class: compact ? "btn btn-small btn-quiet" : "btn", type: "button", testid: "settings-button", "aria-haspopup": "dialog" });
  setIconButton(button, "display", t("display.button"));
  button.addEventListener("click", () => openSettings(button));
  return button;
}

export function openSettings(opener: HTMLElement | null): void {
  settings.closeShown();
  const back = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const now = displaySettings();
  const switches = DISPLAY_KEYS.map((key: keyof DisplaySettings) => {
    const id = `display-${key}`;
    const input = el("input", { id, type: "checkbox", class: "switch", testid: `setting-${key}`, "aria-describedby": `${id}-hint` });
    input.checked = now[key];
    input.addEventListener("change", () => setDisplaySettings({ [key]: input.checked }));
    return el(
      "div",
      { class: "field field-inline setting-row" },
      input,
      el(
        "label",
        { for: id },
        el("span", { class: "setting-name" }, t(`display.${key}`)),
        el("span", { class: "muted setting-hint", id: `${id}-hint` }, t(`display.${key}Hint`)),
      ),
    );
  });
  const close = el("button", { class: "btn btn-small", type: "button", testid: "settings-close" }, t("display.close"));
  const dialog = el(
    "div",
    { class: "dialog settings-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "settings-title", testid: "settings-panel" },
    el("h2", { id: "settings-title" }, t("display.title")),
    el("p", { class: "muted" }, t("display.intro")),
    ...switches,
    el("div", { class: "dialog-actions" }, close),
  );
  const backdrop = el("div", { class: "backdrop" }, dialog);
  settings.show(backdrop, dialog, "button, input", back, close);
  dialog.querySelector<HTMLElement>("button, input")?.focus();
}
