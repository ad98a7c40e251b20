/**
 * The running public tables (GET /api/rooms, refreshed every few seconds) with Join and Watch. Each game is
 * named in the page's language, never by its id, even before the list of games has arrived.
 */
import { optionLabel, rulesetName } from "../../i18n/option-text";
import type { RoomListing, RulesetInfo } from "../../net/types";
import { fetchRooms, type Pending } from "../../net/api";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

const REFRESH_MS = 4000;

export class RoomsList {
  readonly element = el("section", { class: "card rooms", "aria-labelledby": "rooms-title" });
  private readonly list = el("ul", { class: "room-list", testid: "rooms-list" });
  private readonly note = el("p", { class: "muted rooms-note" }, t("rooms.looking"));
  private timer = 0;
  private names = new Map<string, string>();
  private shown: RoomListing[] | null = null;
  private readonly onOpen: (roomId: string, watch: boolean) => void;

  constructor(onOpen: (roomId: string, watch: boolean) => void) {
    this.onOpen = onOpen;
    const refresh = el("button", { class: "btn btn-small btn-quiet", type: "button", onclick: () => void this.refresh() }, t("rooms.refresh"));
    this.element.append(el("div", { class: "card-head" }, el("h2", { id: "rooms-title" }, t("rooms.title")), refresh), this.list, this.note);
  }

  setRulesets(list: RulesetInfo[]): void {
    this.names = new Map(list.map((r) => [r.id, rulesetName(r)]));
    if (this.shown) this.render(this.shown);
  }

  /** The game's name in the page's language: the catalogue's, else the server's English, else its id. */
  private gameName(id: string): string {
    return optionLabel(id, "name", this.names.get(id) ?? id);
  }

  /** `first`: the rooms asked for before the lobby was made, drawn at once if they are in. */
  start(first?: Pending<RoomListing[]>): void {
    if (first?.value) this.render(first.value);
    else void this.refresh(first?.promise);
    this.timer = window.setInterval(() => void this.refresh(), REFRESH_MS);
  }

  stop(): void {
    window.clearInterval(this.timer);
  }

  private async refresh(asked?: Promise<RoomListing[]>): Promise<void> {
    try {
      this.render(await (asked ?? fetchRooms()));
    } catch {
      this.note.textContent = t("rooms.unreachable");
      this.note.hidden = false;
    }
  }

  private render(rooms: RoomListing[]): void {
    this.shown = rooms;
    const sorted = [...rooms].sort((a, b) => Number(b.open) - Number(a.open) || a.tableName.localeCompare(b.tableName));
    replaceChildren(this.list, ...sorted.map((room) => this.item(room)));
    this.note.hidden = rooms.length > 0;
    this.note.textContent = t("rooms.none");
  }

  private item(room: RoomListing): HTMLElement {
    const seated = room.players + room.bots;
    const meta = [
      this.gameName(room.ruleset),
      `${t("rooms.seated", { seated, seats: room.seats })}${room.bots ? ` (${t("rooms.bots", { count: room.bots })})` : ""}`,
      ["waiting", "playing", "over"].includes(room.status) ? t(`rooms.${room.status}`) : room.status,
      room.spectators ? t("rooms.watching", { count: room.spectators }) : "",
    ].filter(Boolean);
    return el(
      "li",
      { class: "room-item", "data-room": room.roomId },
      el(
        "div",
        { class: "room-info" },
        el("span", { class: "room-name" }, room.tableName || t("rooms.table")),
        el("span", { class: "room-meta muted", testid: `room-meta-${room.roomId}` }, meta.join(" · ")),
      ),
      el(
        "div",
        { class: "room-actions" },
        room.open
          ? el("button", { class: "btn btn-small btn-primary", testid: `join-${room.roomId}`, onclick: () => this.onOpen(room.roomId, false) }, t("rooms.join"))
          : null,
        el("button", { class: "btn btn-small", testid: `watch-${room.roomId}`, onclick: () => this.onOpen(room.roomId, true) }, t("rooms.watch")),
      ),
    );
  }
}
