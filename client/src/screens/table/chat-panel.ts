/**
 * The table chat: the log (the last lines, newest at the bottom) and a line to type into. Players write to
 * the table, spectators among spectators (docs/protocol.md, "Chat"): each line and the input say which.
 */
import type { ChatLine } from "../../net/types";
import { formatTime, t } from "../../i18n/i18n";
import { icon } from "../../ui/icons";
import { el } from "../../ui/dom";

const MAX_LINES = 200;

export class ChatPanel {
  readonly element = el("section", { class: "panel-section chat", "aria-labelledby": "chat-title" });
  private readonly log = el("ol", { class: "chat-log", "aria-live": "polite" });
  private readonly input = el("input", {
    class: "field-input",
    type: "text",
    maxlength: 300,
    placeholder: t("table.sayTable"),
    testid: "chat-input",
    "aria-label": t("table.chatLabel"),
  });
  private readonly sendButton = el("button", { class: "btn btn-small", type: "submit", testid: "chat-send" }, t("table.send"));
  private readonly channel = el("div", { class: "chat-channel muted", testid: "chat-channel" }, t("table.toTable"));
  private readonly onSend: (text: string) => void;

  constructor(onSend: (text: string) => void) {
    this.onSend = onSend;
    const form = el("form", { class: "chat-form" }, this.input, this.sendButton);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.input.value.trim();
      if (!text) return;
      this.onSend(text.slice(0, 300));
      this.input.value = "";
    });
    this.element.append(el("h3", { id: "chat-title", class: "section-title" }, t("table.chat")), this.log, this.channel, form);
  }

  /** Says where my lines go: to the table (players, moderator) or to the spectators only (during a game). */
  setRole(role: string | undefined, playing: boolean, spectatorChat: boolean): void {
    const toSpectators = role === "spectator";
    const text = !toSpectators ? t("table.toTable") : playing && !spectatorChat ? t("table.toSpectatorsOnly") : t("table.toTableSpectators");
    this.channel.textContent = text;
    this.input.placeholder = toSpectators ? t("table.saySpectators") : t("table.sayTable");
  }

  setLines(lines: ChatLine[]): void {
    this.log.textContent = "";
    this.add(lines);
  }

  add(lines: ChatLine[]): void {
    const stick = this.log.scrollHeight - this.log.scrollTop - this.log.clientHeight < 40;
    for (const line of lines) {
      const time = new Date(line.at);
      const item = el(
        "li",
        { class: "chat-line", title: isNaN(time.getTime()) ? "" : formatTime(time, true) },
        line.channel === "spectators"
          ? el("span", { class: "chat-channel-tag", title: t("table.spectatorsChannel"), role: "img", "aria-label": t("table.spectatorsChannel") }, icon("eye"))
          : null,
        el("span", { class: `chat-name seat-color-${line.seat ?? "x"}` }, line.name || t("table.someone")),
        el("span", { class: "chat-text" }, line.text),
      );
      this.log.appendChild(item);
    }
    while (this.log.children.length > MAX_LINES) this.log.firstElementChild?.remove();
    if (this.log.children.length === 0) this.log.appendChild(el("li", { class: "chat-empty muted" }, t("table.noMessages")));
    else this.log.querySelector(".chat-empty")?.remove();
    if (stick || lines.length > 1) this.log.scrollTop = this.log.scrollHeight;
  }
}
