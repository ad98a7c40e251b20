/**
 * `/claim#<code>`: takes a one-time transfer code made on another device and makes this browser the same
 * player (its own new secret), then shows "My games". A code can also be typed in.
 */
import { navigate } from "../../app/router";
import type { Screen } from "../../app/screen";
import { claimTransfer } from "../../net/api";
import { keepIdentity } from "../../net/player";
import { rememberName } from "../../net/profile";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

export class ClaimScreen implements Screen {
  private readonly input = el("input", {
    class: "field-input",
    type: "text",
    maxlength: 40,
    placeholder: "ABCDE23456",
    testid: "claim-code",
    autocomplete: "off",
  });
  private readonly status = el("p", { class: "muted", testid: "claim-status" });

  mount(root: HTMLElement): void {
    document.title = t("history.claimPageTitle");
    this.input.value = decodeURIComponent(location.hash.replace(/^#/, ""));
    replaceChildren(
      root,
      el(
        "main",
        { class: "page claim-page" },
        el("h1", {}, t("history.claimTitle")),
        el("label", { class: "field-label" }, t("history.claimLabel"), this.input),
        el("button", { class: "btn btn-primary", testid: "claim-button", onclick: () => void this.claim() }, t("history.claimButton")),
        this.status,
      ),
    );
    if (this.input.value) void this.claim();
  }

  unmount(): void {
    /* nothing running */
  }

  private async claim(): Promise<void> {
    const code = this.input.value.trim();
    if (!code) return;
    this.status.textContent = t("history.checking");
    try {
      const p = await claimTransfer(code);
      keepIdentity(p);
      rememberName(p.name);
      history.replaceState(null, "", "/claim");
      navigate("/games");
    } catch (e) {
      this.status.textContent = t("history.claimFailed", { error: (e as Error).message });
    }
  }
}
