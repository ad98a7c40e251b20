/** The table's top bar: home link, table and game names, and buttons to reach the panel (phones) and to leave. */
import type { TableSnapshot } from "../../net/snapshot";
import { el } from "../../ui/dom";
import { languagePicker } from "../../ui/languagePicker";

export class TopBar {
  readonly element = el("header", { class: "top-bar" });
  private readonly title = el("span", { class: "table-title" }, "Table");
  private readonly subtitle = el("span", { class: "table-subtitle" }, "");
  private readonly unread = el("span", { class: "unread", hidden: true }, "");
  private unreadCount = 0;

  constructor(actions: { home(): void; showPanel(): void; leave(): void }) {
    const home = el("a", { class: "brand", href: "/", title: "Back to the lobby" }, el("span", { class: "brand-mark" }), "Salon");
    home.addEventListener("click", (e) => {
      e.preventDefault();
      actions.home();
    });
    const panelButton = el("button", { class: "btn btn-small btn-quiet panel-jump", type: "button" }, "Seats & chat", this.unread);
    panelButton.addEventListener("click", () => {
      this.clearUnread();
      actions.showPanel();
    });
    const leave = el("button", { class: "btn btn-small btn-quiet", type: "button", title: "Leave this table" }, "Leave");
    leave.addEventListener("click", () => actions.leave());
    this.element.append(home, el("div", { class: "table-names" }, this.title, this.subtitle), el("div", { class: "top-actions" }, languagePicker(), panelButton, leave));
  }

  update(s: TableSnapshot, gameName: string): void {
    this.title.textContent = s.tableName || "Table";
    const game = s.gameNo > 0 ? `${gameName} · game ${s.gameNo}` : gameName;
    this.subtitle.textContent = game;
    document.title = `${s.tableName || "Table"} — Salon`;
  }

  noteUnread(): void {
    this.unreadCount++;
    this.unread.textContent = String(this.unreadCount);
    this.unread.hidden = false;
  }

  clearUnread(): void {
    this.unreadCount = 0;
    this.unread.hidden = true;
  }
}
