/**
 * The "What's your name?" dialog, shown once when a player arrives by invite link without a stored name.
 * Resolves with the cleaned name, which is also remembered.
 */
import { cleanName, NAME_MAX, rememberName } from "../net/profile";
import { t } from "../i18n/i18n";
import { el } from "./dom";

export function askName(reason: string): Promise<string> {
  return new Promise((resolve) => {
    const input = el("input", {
      type: "text",
      class: "field-input",
      testid: "name-input",
      maxlength: NAME_MAX,
      placeholder: t("lobby.yourName"),
      autocomplete: "nickname",
      "aria-label": t("lobby.yourName"),
    });
    const ok = el("button", { class: "btn btn-primary", type: "submit", testid: "name-save" }, t("session.continue"));
    const form = el(
      "form",
      { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "name-title" },
      el("h2", { id: "name-title" }, t("session.nameTitle")),
      el("p", { class: "muted" }, reason),
      input,
      el("div", { class: "dialog-actions" }, ok),
    );
    const backdrop = el("div", { class: "backdrop" }, form);
    const update = () => (ok.disabled = cleanName(input.value) === "");
    input.addEventListener("input", update);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const name = cleanName(input.value);
      if (!name) return;
      rememberName(name);
      backdrop.remove();
      resolve(name);
    });
    update();
    document.body.appendChild(backdrop);
    input.focus();
  });
}
