/** The table's top bar: home link, table and game names, and buttons to reach the panel (phones) and to leave. */
import type { TableSnapshot } from "../../net/snapshot";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { languagePicker } from "../../ui/languagePicker";

export class TopBar {
  readonly element = el("header", { class: "top-bar" });
  private readonly title = el("span", { class: "table-title" }, t("table.table"));
  private readonly subtitle = el("span", { class: "table-subtitle" }, "");
  private readonly unread = el("span", { class: "unread", hidden: true }, "");
  private unreadCount = 0;

  constructor(actions: { home(): void; showPanel(): void; leave(): void }) {
    const home = el("a", { class: "brand", href: "/", title: t("table.backToLobby") }, el("span", { class: "brand-mark" }), "Salon");
    home.addEventListener("click", (e) => {
      e.preventDefault();
      actions.home();
    });
    const panelButton = el("button", { class: "btn btn-small btn-quiet panel-jump", type: "button" }, t("table.seatsChat"), this.unread);
    panelButton.addEventListener("click", () => {
      this.clearUnread();
      actions.showPanel();
    });
    const leave = el("button", { class: "btn btn-small btn-quiet", type: "button", title: t("table.leaveTitle") }, t("table.leave"));
    leave.addEventListener("click", () => actions.leave());
    this.element.append(home, el("div", { class: "table-names" }, this.title, this.subtitle), el("div", { class: "top-actions" }, languagePicker(true), panelButton, leave));
  }

  update(s: TableSnapshot, gameName: string): void {
    this.title.textContent = s.tableName || t("table.table");
    const game = s.gameNo > 0 ? t("table.gameNo", { game: gameName, n: s.gameNo }) : gameName;
    this.subtitle.textContent = game;
    document.title = `${s.tableName || t("table.table")} — Salon`;
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
