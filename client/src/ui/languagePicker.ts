/** The language switch shown on every screen (issue 14): a select of the languages in their own names. */
import { LANGUAGES, language, setLanguage, t, type Language } from "../i18n/i18n";
import { el } from "./dom";

export function languagePicker(): HTMLElement {
  const select = el("select", { class: "field-input lang-select", testid: "language-select", "aria-label": t("language.label") }, ...LANGUAGES.map((l) => el("option", { value: l.code }, l.name)));
  select.value = language();
  select.addEventListener("change", () => setLanguage(select.value as Language));
  return el("label", { class: "lang-picker" }, select);
}
