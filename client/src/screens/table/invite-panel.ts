/** The invite link to this table (`<origin>/t/<roomId>`) with a Copy button, and its QR code on request. */
import { inviteLink } from "../../app/router";
import { copyText } from "../../ui/clipboard";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { toast } from "../../ui/toasts";

export function invitePanel(roomId: string): HTMLElement {
  const url = inviteLink(roomId);
  const link = el("a", { class: "invite-link", href: url, testid: "invite-link", title: url }, url);
  link.addEventListener("click", (e) => e.preventDefault());
  const copy = el("button", { class: "btn btn-small", testid: "copy-invite", type: "button" }, t("table.copy"));
  copy.addEventListener("click", async () => {
    const ok = await copyText(url);
    toast(ok ? t("table.linkCopied") : t("table.copyByHand", { url }), ok ? "success" : "info");
    if (ok) {
      copy.textContent = t("table.copied");
      window.setTimeout(() => (copy.textContent = t("table.copy")), 1600);
    }
  });
  return el(
    "section",
    { class: "panel-section invite", "aria-labelledby": "invite-title" },
    el("h3", { id: "invite-title", class: "section-title" }, t("table.invite")),
    el("div", { class: "invite-row" }, link, copy),
    inviteQr(url),
  );
}

/**
 * A folded "QR code" line: a friend across the room scans it instead of typing the link. Its code (the QR
 * encoder) loads when it is first opened: a table's first visit does without it.
 */
function inviteQr(url: string): HTMLElement {
  const box = el("details", { class: "invite-qr" }, el("summary", { testid: "invite-qr-toggle" }, t("table.qr")));
  box.addEventListener("toggle", () => {
    if (!box.open) return;
    void import("../../ui/qr-code").then(
      ({ qrCanvas }) => box.open && !box.querySelector("canvas") && box.append(qrCanvas(url, 168, "invite-qr")),
      () => toast(t("refusal.unreachable"), "error"),
    );
  });
  return box;
}
