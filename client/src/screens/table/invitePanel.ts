/** The invite link to this table (`<origin>/t/<roomId>`) with a Copy button. */
import { inviteLink } from "../../app/router";
import { copyText } from "../../ui/clipboard";
import { el } from "../../ui/dom";
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
  );
}
