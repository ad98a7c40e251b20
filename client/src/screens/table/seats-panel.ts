/**
 * The seats list: who sits where (name, bot or human, connected dot), and the buttons that change it —
 * "Sit here" and "Add bot" on empty seats (at the level chosen above the list, normal unless changed),
 * "Remove bot" and a level on bots, "Leave seat" for my own seat — plus who is watching and whether a
 * moderator sees every card. Seated players, the moderator and the table's host manage bots; the host fills
 * every empty seat at once with "Fill with bots" (one `fillBots` message, at the level chosen above the list).
 */
import type { BotLevel } from "@salon/shared/core/bot";
import type { TableSnapshot } from "../../net/snapshot";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

export const BOT_LEVELS = ["easy", "normal", "strong"] as const satisfies readonly BotLevel[];
const levelName = (level: string) => ((BOT_LEVELS as readonly string[]).includes(level) ? t(`seats.${level}`) : level);

const levelSelect = (id: string, value: string, onchange: (level: BotLevel) => void) => {
  const s = el(
    "select",
    { id, class: "field-input level-select", testid: id, "aria-label": t("seats.levelLabel") },
    ...BOT_LEVELS.map((v) => el("option", { value: v }, levelName(v))),
  );
  s.value = value;
  s.addEventListener("change", () => onchange(BOT_LEVELS.find((l) => l === s.value) ?? "normal"));
  return s;
};

export interface SeatCommands {
  sit(seat: number): void;
  addBot(seat: number, level: BotLevel): void;
  botLevel(seat: number, level: BotLevel): void;
  removeBot(seat: number): void;
  /** A bot of `level` in every empty seat (the host, before a game). */
  fill(level: BotLevel): void;
  stand(): void;
  /** The host frees a seat kept for a player who dropped out (after a warning). */
  release(seat: number): void;
  /** The last empty seat was just filled from this panel: the next action (Start) takes the focus. */
  seatsFilled?(): void;
}

export class SeatsPanel {
  readonly element = el("section", { class: "panel-section seats", "aria-labelledby": "seats-title" });
  private readonly list = el("ul", { class: "seat-list" });
  private readonly footer = el("div", { class: "seat-footer" });
  private readonly commands: SeatCommands;
  /** The level of the next bot added: the lobby's default is normal. */
  private newLevel: BotLevel = "normal";
  private readonly levelRow = el("div", { class: "field field-inline bot-level-row", hidden: true });
  private readonly fillButton = el(
    "button",
    { class: "btn btn-small btn-primary", type: "button", testid: "fill-bots", hidden: true, title: t("seats.fillBotsTitle") },
    t("seats.fillBots"),
  );
  private lastKey = "";
  /** Focus goes to the first way to fill a seat when the table first shows (right after Create). */
  private firstShow = true;

  constructor(commands: SeatCommands) {
    this.commands = commands;
    this.levelRow.append(
      el("label", { for: "new-bot-level" }, t("seats.newBots")),
      levelSelect("new-bot-level", this.newLevel, (level) => (this.newLevel = level)),
      this.fillButton,
    );
    this.fillButton.addEventListener("click", () => this.commands.fill(this.newLevel));
    this.element.append(el("h3", { id: "seats-title", class: "section-title" }, t("seats.title")), this.levelRow, this.list, this.footer);
  }

  update(s: TableSnapshot): void {
    const key = JSON.stringify([s.seats, s.you, s.status, s.spectators, s.moderator]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    const you = s.you;
    const mySeat = you?.role === "player" ? you.seat : null;
    const canManage = you?.role === "player" || you?.role === "moderator" || you?.host === true;
    const empties = s.seats.filter((seat) => seat.kind === "empty").length;
    this.levelRow.hidden = !canManage || empties === 0;
    // One click instead of one per seat: for the host, before a game (the server refuses it to anyone else).
    this.fillButton.hidden = you?.host !== true || s.status === "playing" || empties === 0;
    const canSit = you?.role === "spectator" || (you?.role === "player" && s.status !== "playing");
    // The list is rebuilt: a button focused in it (say, the Add bot just pressed) goes, and focus with it.
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const lostFrom = active && this.list.contains(active) ? (active.dataset.testid ?? "") : null;

    replaceChildren(
      this.list,
      ...s.seats.map((seat) => {
        const mine = seat.index === mySeat;
        const empty = seat.kind === "empty";
        const dot = empty ? "dot-empty" : seat.kind === "bot" ? "dot-bot" : seat.connected ? "dot-on" : "dot-away";
        const tags: HTMLElement[] = [];
        if (mine) tags.push(el("span", { class: "tag tag-you" }, t("seats.you")));
        if (seat.kind === "bot") tags.push(el("span", { class: "tag" }, t("seats.bot")));
        if (seat.kind === "bot" && !canManage) tags.push(el("span", { class: "tag", testid: `bot-level-tag-${seat.index}` }, levelName(seat.level)));
        if (seat.kind === "human" && !seat.connected) tags.push(el("span", { class: "tag tag-away" }, t("seats.away")));
        const buttons: HTMLElement[] = [];
        if (empty && canSit && !mine) {
          buttons.push(el("button", { class: "btn btn-small", testid: `sit-${seat.index}`, onclick: () => this.commands.sit(seat.index) }, t("seats.sitHere")));
        }
        if (empty && canManage) {
          buttons.push(
            el(
              "button",
              { class: "btn btn-small", testid: `add-bot-${seat.index}`, onclick: () => this.commands.addBot(seat.index, this.newLevel) },
              t("seats.addBot"),
            ),
          );
        }
        if (seat.kind === "bot" && canManage) {
          buttons.push(
            levelSelect(`bot-level-${seat.index}`, seat.level || "normal", (level) => this.commands.botLevel(seat.index, level)),
            el(
              "button",
              { class: "btn btn-small btn-quiet", testid: `remove-bot-${seat.index}`, onclick: () => this.commands.removeBot(seat.index) },
              t("seats.removeBot"),
            ),
          );
        }
        if (seat.kind === "human" && !seat.connected && !mine && you?.host === true) {
          buttons.push(
            el(
              "button",
              { class: "btn btn-small btn-quiet", testid: `release-${seat.index}`, onclick: () => this.commands.release(seat.index) },
              t("refusal.release_seat"),
            ),
          );
        }
        return el(
          "li",
          { class: `seat-row${mine ? " seat-mine" : ""}`, "data-seat": seat.index },
          el("span", {
            class: `dot ${dot}`,
            title: empty ? t("seats.empty") : seat.kind === "bot" ? t("seats.bot") : seat.connected ? t("seats.connected") : t("seats.away"),
          }),
          el("span", { class: "seat-no" }, `${seat.index + 1}`),
          el("span", { class: `seat-name${empty ? " muted" : ""}` }, empty ? t("seats.emptySeat") : seat.name),
          ...tags,
          el("span", { class: "seat-actions" }, ...buttons),
        );
      }),
    );

    if (lostFrom !== null) this.refocus(lostFrom);
    else if (this.firstShow && you) {
      this.firstShow = false;
      const idle = !document.activeElement || document.activeElement === document.body;
      if (idle && canManage && empties > 0 && s.status === "waiting") this.nextAdd()?.focus();
    }

    const watchers = t("seats.spectators", { count: s.spectators });
    replaceChildren(
      this.footer,
      el("span", { class: "muted" }, you?.role === "spectator" ? t("seats.youWatch", { watchers }) : watchers),
      s.moderator ? el("span", { class: "moderator-note" }, t("seats.moderator", { name: s.moderator })) : null,
      mySeat !== null
        ? el("button", { class: "btn btn-small btn-quiet", testid: "stand-button", onclick: () => this.commands.stand() }, t("seats.leave"))
        : null,
    );
  }

  /** The first way to fill an empty seat: "Fill with bots" for the host, else the first "Add bot". */
  private nextAdd(): HTMLElement | null {
    if (!this.fillButton.hidden) return this.fillButton;
    return this.list.querySelector<HTMLElement>('[data-testid^="add-bot-"]');
  }

  /** After a rebuild, focus goes back to the same control, else to the next empty seat's, else on to Start. */
  private refocus(testid: string): void {
    const same = testid ? this.list.querySelector<HTMLElement>(`[data-testid="${testid}"]`) : null;
    const next = same ?? this.list.querySelector<HTMLElement>('[data-testid^="add-bot-"]');
    if (next) next.focus();
    else this.commands.seatsFilled?.();
  }
}
