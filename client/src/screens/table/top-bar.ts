/**
 * The table's top bar: home link, table and game names, and buttons to open the seats and chat panel (a
 * drawer on phones while a game is on) and to leave. On a phone it is one row: names cut with an ellipsis,
 * the buttons as icons (their names stay in aria-label and title).
 */
import type { TableSnapshot } from "../../net/snapshot";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { setIconButton } from "../../ui/icons";
import { languagePicker } from "../../ui/language-picker";
import { settingsButton } from "../../ui/settings-panel";

export class TopBar {
  readonly element = el("header", { class: "top-bar" });
  private readonly title = el("h1", { class: "table-title" }, t("table.table"));
  private readonly subtitle = el("span", { class: "table-subtitle" }, "");
  private readonly unread = el("span", { class: "unread", hidden: true }, "");
  private unreadCount = 0;

  constructor(actions: { home(): void; showPanel(): void; leave(): void }) {
    const home = el("a", { class: "brand", href: "/", title: t("table.backToLobby") }, el("span", { class: "brand-mark" }), "Salon");
    home.addEventListener("click", (e) => {
      e.preventDefault();
      actions.home();
    });
    const panelButton = el("button", { class: "btn btn-small btn-quiet panel-jump", type: "button", testid: "panel-button" });
    setIconButton(panelButton, "people", t("table.seatsChat"));
    panelButton.append(this.unread);
    panelButton.addEventListener("click", () => {
      this.clearUnread();
      actions.showPanel();
    });
    const leave = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: "leave-button" });
    setIconButton(leave, "leave", t("table.leave"));
    leave.title = t("table.leaveTitle");
    leave.addEventListener("click", () => actions.leave());
    this.element.append(
      home,
      el("div", { class: "table-names" }, this.title, this.subtitle),
      el("div", { class: "top-actions" }, settingsButton(true), languagePicker(true), panelButton, leave),
    );
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
