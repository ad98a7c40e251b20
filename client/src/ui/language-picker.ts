/**
 * The language switch shown on every screen (issue 14): a select of the languages in their own names, or
 * of their short codes where space is tight (the table's top bar on a phone).
 */
import { LANGUAGES, language, setLanguage, t, type Language } from "../i18n/i18n";
import { el } from "./dom";

export function languagePicker(compact = false): HTMLElement {
  const options = LANGUAGES.map((l) => el("option", { value: l.code, title: l.name }, compact ? l.code.toUpperCase() : l.name));
  const select = el(
    "select",
    { class: `field-input lang-select${compact ? " lang-compact" : ""}`, testid: "language-select", "aria-label": t("language.label") },
    ...options,
  );
  select.value = language();
  select.addEventListener("change", () => setLanguage(select.value as Language));
  return el("label", { class: "lang-picker" }, select);
}
