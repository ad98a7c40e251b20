/**
 * The moderator's console (viewer "moderator"): what step the game is in, the script of the night with
 * the current step highlighted, the seats table with roles, marks, notes and private annotations, the
 * ballot with tallies, tools to act for a seat and the moderator's own actions (tie decisions, a declared
 * winner), a timer, the composition builder during `setup`, the whole log, and the invite QR code.
 * Every button sends an action from `legal`, except `assignRoles`, which the engine validates.
 */
import type { DeductionCatalog, DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { inviteLink } from "../../app/router";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import { el, replaceChildren } from "../../ui/dom";
import { qrCanvas } from "../../ui/qr-code";
import { ActionPanel } from "./action-panel";
import { BallotPanel } from "./ballot-panel";
import { ClockPanel } from "./clock-panel";
import { CompositionBuilder } from "./composition-builder";
import { factionName, roleName, roundText, say, seatNamer, seatOf } from "./view";
import { LogPanel } from "./log-panel";
import { ScriptPanel } from "./script-panel";
import { SeatTable } from "./seat-table";
import type { DeductionTheme } from "./theme";

export class ModeratorConsole {
  readonly element = el("div", { class: "dd-console", testid: "dd-console" });
  private readonly catalog: DeductionCatalog;
  private readonly act: (action: Action) => void;
  private readonly head = el("section", { class: "dd-card dd-head" });
  private readonly builder: CompositionBuilder;
  private readonly script = new ScriptPanel();
  private readonly actFor = el("section", { class: "dd-card dd-act-for", testid: "act-for" });
  private readonly actForSelect = el("select", { class: "field-input", testid: "act-for-select", "aria-label": t("deduction.actFor") });
  private readonly actForPanel: ActionPanel;
  private readonly ownPanel: ActionPanel;
  private readonly ballot: BallotPanel;
  private readonly clock = new ClockPanel();
  private readonly seats: SeatTable;
  private readonly log = new LogPanel(t("deduction.log"), { newestFirst: false, testid: "console-log", privateTag: t("deduction.secret") });
  private readonly invite = el("section", { class: "dd-card dd-invite", testid: "console-invite" });
  private inviteFor = "";
  /** The seat the moderator chose to act for, and the last view drawn (to redraw on that choice). */
  private actor: number | null = null;
  private shown: { view: DeductionView; names: (s: number) => string } | null = null;
  private lastActFor = "";
  private lastHead = "";
  private readonly words: string;

  constructor(catalog: DeductionCatalog, theme: DeductionTheme, act: (action: Action) => void) {
    this.catalog = catalog;
    this.act = act;
    this.words = theme.words;
    this.builder = new CompositionBuilder(catalog, theme, act);
    this.actForPanel = new ActionPanel({ catalog, act });
    this.ownPanel = new ActionPanel({ catalog, act });
    this.ballot = new BallotPanel(catalog, act);
    this.seats = new SeatTable(catalog, theme.words);
    this.actForSelect.addEventListener("change", () => {
      this.actor = Number(this.actForSelect.value);
      if (this.shown) this.drawActFor(this.shown.view, this.shown.names);
    });
    replaceChildren(
      this.actFor,
      el("div", { class: "dd-card-head" }, el("h3", {}, t("deduction.actFor")), this.actForSelect),
      el("p", { class: "muted dd-small" }, t("deduction.actForHint")),
      this.actForPanel.element,
    );
    const colA = el("div", { class: "dd-col" }, this.head, this.builder.element, this.script.element, this.ballot.element, this.actFor, this.clock.element);
    const colB = el("div", { class: "dd-col" }, this.seats.element, this.log.element, this.invite);
    this.element.append(colA, colB);
  }

  update(view: DeductionView, snap: TableSnapshot, roomId: string): void {
    const names = seatNamer(snap);
    this.shown = { view, names };
    this.drawHead(view, snap, names);
    const setup = view.phase === "setup";
    this.builder.element.hidden = !setup;
    if (setup) this.builder.update(view.seats.length, view.legal, names);
    this.script.element.hidden = setup;
    const scriptTitle =
      view.phase === "night" || view.phase === "day"
        ? t(view.phase === "night" ? "deduction.nightScript" : "deduction.daySteps", { when: roundText(view.phase, view.round) })
        : t("deduction.script");
    this.script.update(scriptTitle, view.script, names);
    this.ballot.update(view.ballot, [], names);
    this.drawActFor(view, names);
    this.clock.element.hidden = setup;
    this.clock.setDeadline(view.mode === "auto" ? snap.deadline : 0);
    this.seats.update(view, names, `${roomId}.${snap.gameNo}`);
    this.log.update(view.log);
    if (roomId && roomId !== this.inviteFor) {
      this.inviteFor = roomId;
      const url = inviteLink(roomId);
      replaceChildren(
        this.invite,
        el("h3", {}, t("deduction.invite")),
        el(
          "div",
          { class: "dd-invite-row" },
          qrCanvas(url, 148, "console-qr"),
          el("p", { class: "dd-small" }, `${t("deduction.inviteScan")} `, el("a", { href: url, testid: "console-invite-link" }, url)),
        ),
      );
    }
    this.invite.hidden = view.phase !== "setup" && view.phase !== "over" && view.round > 1;
  }

  destroy(): void {
    this.clock.destroy();
  }

  private drawHead(view: DeductionView, snap: TableSnapshot, names: (s: number) => string): void {
    const alive = view.seats.filter((s) => s.status === "alive").length;
    const key = JSON.stringify([
      view.stepTitle,
      view.phase,
      view.round,
      view.mode,
      alive,
      view.winner,
      snap.status,
      view.legal.filter((a) => a.for === undefined),
    ]);
    if (key === this.lastHead) return;
    this.lastHead = key;
    const own = view.legal.filter((a) => a.for === undefined && a.type !== "assignRoles" && !(view.phase === "setup" && a.type === "advance"));
    const declare = own.filter((a) => a.type === "declareWinner");
    const other = own.filter((a) => a.type !== "declareWinner" && a.type !== "advance");
    this.ownPanel.update(other, names, () => null);
    const over = view.phase === "over";
    replaceChildren(
      this.head,
      el(
        "div",
        { class: "dd-card-head" },
        el("h2", { testid: "console-step" }, view.stepTitle),
        el("span", { class: "tag" }, say(this.words, view.mode === "human" ? "humanMode" : "autoMode")),
      ),
      el("p", { class: "muted dd-small" }, t("deduction.aliveOf", { alive, total: view.seats.length })),
      over
        ? el(
            "p",
            { class: "dd-winner", testid: "winner-banner" },
            view.winner ? t("deduction.wins", { faction: factionName(this.catalog, view.winner) }) : t("deduction.nobodyWins"),
          )
        : null,
      other.length ? this.ownPanel.element : null,
      declare.length
        ? el(
            "details",
            { class: "dd-declare" },
            el("summary", {}, t("deduction.declare")),
            el("div", { class: "dd-buttons" }, ...declare.map((a) => this.declareButton(a))),
          )
        : null,
    );
  }

  private declareButton(action: Action): HTMLElement {
    const label = typeof action.faction === "string" ? factionName(this.catalog, action.faction) : t("deduction.nobody");
    const b = el("button", { class: "btn btn-small", type: "button", testid: `declare-${String(action.faction)}` }, label);
    b.addEventListener("click", () => {
      if (window.confirm(t("deduction.declareConfirm", { winner: label }))) this.act(action);
    });
    return b;
  }

  private drawActFor(view: DeductionView, names: (s: number) => string): void {
    const actors = [...new Set(view.legal.filter((a) => typeof a.for === "number").map((a) => a.for as number))].sort((a, b) => a - b);
    this.actFor.hidden = actors.length === 0;
    if (!actors.length) return;
    if (this.actor === null || !actors.includes(this.actor)) this.actor = actors[0];
    const key = JSON.stringify(actors.map(names));
    if (key !== this.lastActFor) {
      this.lastActFor = key;
      replaceChildren(
        this.actForSelect,
        ...actors.map((s) => {
          const seat = seatOf(view, s);
          return el("option", { value: s }, `${names(s)} — ${roleName(this.catalog, seat?.role ?? null)}`);
        }),
      );
    }
    this.actForSelect.value = String(this.actor);
    const actor = this.actor;
    this.actForPanel.update(
      view.legal.filter((a) => a.for === actor),
      names,
      () => null,
    );
  }
}
