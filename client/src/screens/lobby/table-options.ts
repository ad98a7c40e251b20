/**
 * The table's manners in the create form (docs/protocol.md, "Table options"): undo by consent, a turn clock
 * (seconds per move, a reserve, what happens when time runs out), what spectators see, whether their chat
 * reaches the players, whether a bot keeps a dropped player's seat, and the Suggest button.
 */
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";

const select = (id: string, choices: [string, string][], value: string) => {
  const s = el("select", { id, class: "field-input", testid: id }, ...choices.map(([v, label]) => el("option", { value: v }, label)));
  s.value = value;
  return s;
};
const check = (id: string, on: boolean) => {
  const c = el("input", { id, type: "checkbox", class: "switch", testid: id });
  c.checked = on;
  return c;
};
const field = (label: string, control: HTMLElement) => el("div", { class: "field" }, el("label", { class: "field-label", for: control.id }, label), control);
const inline = (control: HTMLInputElement, label: string, hint: string) =>
  el("div", { class: "field field-inline" }, control, el("label", { for: control.id }, label, " ", el("span", { class: "muted" }, `— ${hint}`)));

export class TableOptionsFields {
  private readonly undo = check("table-undo", true);
  private readonly clock = select(
    "table-clock",
    [
      ["0", t("create.noClock")],
      ["30", t("create.secondsMove", { seconds: 30 })],
      ["60", t("create.minutesMove", { count: 1 })],
      ["120", t("create.minutesMove", { count: 2 })],
      ["300", t("create.minutesMove", { count: 5 })],
    ],
    "0",
  );
  private readonly reserve = select(
    "table-reserve",
    [
      ["0", t("create.noReserve")],
      ["120", t("create.plusReserve", { minutes: 2 })],
      ["300", t("create.plusReserve", { minutes: 5 })],
      ["900", t("create.plusReserve", { minutes: 15 })],
    ],
    "0",
  );
  private readonly onTimeout = select(
    "table-timeout",
    [
      ["bot", t("create.timeoutBot")],
      ["away", t("create.timeoutAway")],
    ],
    "bot",
  );
  private readonly kibitz = select(
    "table-kibitz",
    [
      ["public", t("create.kibitzPublic")],
      ["deal", t("create.kibitzDeal")],
      ["2", t("create.kibitzTricks")],
      ["none", t("create.kibitzNone")],
    ],
    "public",
  );
  private readonly spectatorChat = check("table-spectator-chat", false);
  private readonly takeover = check("table-takeover", true);
  /**
   * Suggest (issue 27): by default for a player whose every other seat holds a bot — a newcomer learning with
   * bots finds it, a table of people does not; the creator may offer it to every player or to nobody.
   */
  private readonly hint = select(
    "table-hint",
    [
      ["bots", t("create.hintBots")],
      ["on", t("create.hintOn")],
      ["off", t("create.hintOff")],
    ],
    "bots",
  );
  readonly element = el(
    "details",
    { class: "table-options", testid: "table-options" },
    el("summary", {}, t("create.manners")),
    inline(this.undo, t("create.undo"), t("create.undoHint")),
    field(t("create.clock"), this.clock),
    field(t("create.reserve"), this.reserve),
    field(t("create.timeout"), this.onTimeout),
    field(t("create.spectators"), this.kibitz),
    inline(this.spectatorChat, t("create.spectatorChat"), t("create.spectatorChatHint")),
    inline(this.takeover, t("create.takeover"), t("create.takeoverHint")),
    el(
      "div",
      { class: "field" },
      el("label", { class: "field-label", for: this.hint.id }, t("create.hint")),
      this.hint,
      el("div", { class: "muted field-hint" }, t("create.hintHint")),
    ),
  );

  /** Defaults that fit the game: bots do not keep seats at a moderated night. */
  setGame(moderated: boolean): void {
    this.takeover.checked = !moderated;
  }

  values(): Record<string, unknown> {
    const seconds = Number(this.clock.value);
    const kibitz = this.kibitz.value;
    return {
      undo: this.undo.checked,
      takeover: this.takeover.checked,
      spectatorChat: this.spectatorChat.checked,
      hint: this.hint.value === "bots" ? "bots" : this.hint.value === "on",
      kibitz: kibitz === "public" || kibitz === "none" ? kibitz : "hands",
      ...(kibitz === "deal" ? { kibitzDelay: "deal" } : kibitz === "2" ? { kibitzDelay: 2 } : {}),
      clock: seconds > 0 ? { seconds, reserve: Number(this.reserve.value), onTimeout: this.onTimeout.value } : null,
    };
  }
}
