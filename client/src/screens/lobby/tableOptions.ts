/**
 * The table's manners in the create form (docs/protocol.md, "Table options"): undo by consent, a turn clock
 * (seconds per move, a reserve, what happens when time runs out), what spectators see, whether their chat
 * reaches the players, whether a bot keeps a dropped player's seat, and the Suggest button.
 */
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
  private readonly clock = select("table-clock", [["0", "No clock"], ["30", "30 s a move"], ["60", "1 min a move"], ["120", "2 min a move"], ["300", "5 min a move"]], "0");
  private readonly reserve = select("table-reserve", [["0", "No reserve"], ["120", "+ 2 min reserve"], ["300", "+ 5 min reserve"], ["900", "+ 15 min reserve"]], "0");
  private readonly onTimeout = select("table-timeout", [["bot", "A bot moves for the player"], ["away", "The player is marked away; the game waits"]], "bot");
  private readonly kibitz = select("table-kibitz", [["public", "See what the table shows"], ["deal", "See every hand, once each deal is over"], ["2", "See every hand, 2 tricks behind"], ["none", "No spectators"]], "public");
  private readonly spectatorChat = check("table-spectator-chat", false);
  private readonly takeover = check("table-takeover", true);
  private readonly hint = check("table-hint", false);
  readonly element = el(
    "details",
    { class: "table-options", testid: "table-options" },
    el("summary", {}, "Table manners"),
    inline(this.undo, "Undo by consent", "a player may take back a move if the others agree"),
    field("Turn clock", this.clock),
    field("Reserve", this.reserve),
    field("When time runs out", this.onTimeout),
    field("Spectators", this.kibitz),
    inline(this.spectatorChat, "Spectators may talk to the players", "during a game; off as at a bridge club"),
    inline(this.takeover, "A bot keeps a dropped player's seat", "until the player comes back"),
    inline(this.hint, "Suggest button", "players learning the game may ask what a bot would play"),
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
      hint: this.hint.checked,
      kibitz: kibitz === "public" || kibitz === "none" ? kibitz : "hands",
      ...(kibitz === "deal" ? { kibitzDelay: "deal" } : kibitz === "2" ? { kibitzDelay: 2 } : {}),
      clock: seconds > 0 ? { seconds, reserve: Number(this.reserve.value), onTimeout: this.onTimeout.value } : null,
    };
  }
}
