/** The invite link to this table (`<origin>/t/<roomId>`) with a Copy button, and its QR code on request. */
import { inviteLink } from "../../app/router";
import { copyText } from "../../ui/clipboard";
import { el } from "../../ui/dom";
import { qrCanvas } from "../../ui/qrCode";
import { toast } from "../../ui/toasts";

export function invitePanel(roomId: string): HTMLElement {
  const url = inviteLink(roomId);
  const link = el("a", { class: "invite-link", href: url, testid: "invite-link", title: url }, url);
  link.addEventListener("click", (e) => e.preventDefault());
  const copy = el("button", { class: "btn btn-small", testid: "copy-invite", type: "button" }, "Copy");
  copy.addEventListener("click", async () => {
    const ok = await copyText(url);
    toast(ok ? "Invite link copied." : "Copy the link by hand: " + url, ok ? "success" : "info");
    if (ok) {
      copy.textContent = "Copied";
      window.setTimeout(() => (copy.textContent = "Copy"), 1600);
    }
  });
  return el(
    "section",
    { class: "panel-section invite", "aria-labelledby": "invite-title" },
    el("h3", { id: "invite-title", class: "section-title" }, "Invite a friend"),
    el("div", { class: "invite-row" }, link, copy),
    inviteQr(url),
  );
}

/** A folded "QR code" line: a friend across the room scans it instead of typing the link. */
function inviteQr(url: string): HTMLElement {
  const box = el("details", { class: "invite-qr" }, el("summary", { testid: "invite-qr-toggle" }, "QR code"));
  box.addEventListener("toggle", () => {
    if (box.open && !box.querySelector("canvas")) box.append(qrCanvas(url, 168, "invite-qr"));
  });
  return box;
}
