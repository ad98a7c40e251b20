/**
 * The player's phone (viewer = own seat) and the spectator's screen: the step in words, my role card
 * (face down until tapped), my private prompt when I owe a decision (a button per legal target), the
 * ballot with the tallies the rules reveal and my vote buttons, the news (public announcements and,
 * highlighted, what my power told me), and the players with what I know of them. A spectator gets the
 * same screen without a role card or prompt: its view holds public facts only.
 */
import type { DeductionCatalog, DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import { el, replaceChildren } from "../../ui/dom";
import { ActionPanel } from "./action-panel";
import { BallotPanel, voteChoice } from "./ballot-panel";
import { factionName, say, seatNamer, seatOf } from "./view";
import { LogPanel } from "./log-panel";
import { RoleCard } from "./role-card";
import { SeatList } from "./seat-list";
import type { DeductionTheme } from "./theme";

export class PlayerPhone {
  readonly element = el("div", { class: "dd-phone", testid: "dd-phone" });
  private readonly catalog: DeductionCatalog;
  private readonly head = el("section", { class: "dd-card dd-head" });
  private readonly role: RoleCard;
  private readonly prompt = el("section", { class: "dd-card dd-prompt", testid: "night-prompt", hidden: true });
  private readonly promptText = el("p", { class: "dd-prompt-text" });
  private readonly actions: ActionPanel;
  private readonly ballot: BallotPanel;
  private readonly news = new LogPanel(t("deduction.news"), { newestFirst: true, groups: 3, testid: "news", privateTag: t("deduction.onlyYou") });
  private readonly seats: SeatList;
  private readonly theme: DeductionTheme;
  private readonly hints = el("section", { class: "dd-card dd-hints", testid: "hints" });
  private lastHints = "";
  private lastHead = "";
  private gameNo = -1;

  constructor(catalog: DeductionCatalog, theme: DeductionTheme, act: (action: Action) => void) {
    this.catalog = catalog;
    this.theme = theme;
    this.role = new RoleCard(catalog, theme.words);
    this.actions = new ActionPanel({ catalog, act });
    this.ballot = new BallotPanel(catalog, act);
    this.seats = new SeatList(catalog);
    this.prompt.append(el("h3", {}, t("deduction.yourMove")), this.promptText, this.actions.element);
    this.element.append(this.head, this.role.element, this.prompt, this.hints, this.ballot.element, this.news.element, this.seats.element);
  }

  update(view: DeductionView, snap: TableSnapshot): void {
    const names = seatNamer(snap);
    this.drawHints(this.theme.hints?.(snap, names) ?? []);
    if (snap.gameNo !== this.gameNo) {
      this.gameNo = snap.gameNo;
      this.role.hide();
    }
    const mine = view.me === null ? null : (seatOf(view, view.me) ?? null);
    this.drawHead(view, mine?.status ?? null);
    this.role.update(mine, view.phase === "over");
    const votes = view.ballot?.open ? view.legal.filter((a) => voteChoice(a) !== undefined) : [];
    const rest = view.legal.filter((a) => !votes.includes(a));
    const wasHidden = this.prompt.hidden;
    this.prompt.hidden = rest.length === 0;
    // A decision just became mine: bring the prompt into sight (and buzz, where phones allow it).
    if (wasHidden && !this.prompt.hidden && view.phase !== "setup") {
      this.prompt.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      navigator.vibrate?.(60);
    }
    this.promptText.textContent = view.phase === "night" ? t("deduction.nightPrompt") : view.stepTitle;
    this.actions.update(rest, names, () => null);
    this.ballot.update(view.ballot, votes, names);
    this.news.update(view.log);
    this.seats.update(view, names);
  }

  private drawHints(hints: { text: string; secret: boolean }[]): void {
    const key = JSON.stringify(hints);
    if (key === this.lastHints) return;
    this.lastHints = key;
    this.hints.hidden = hints.length === 0;
    replaceChildren(
      this.hints,
      el("h3", {}, t(hints.some((h) => h.secret) ? "deduction.whatYouKnow" : "deduction.publicFacts")),
      el(
        "ul",
        { class: "dd-hint-list" },
        ...hints.map((h) => el("li", { class: h.secret ? "dd-private" : "dd-hint", testid: h.secret ? "private-hint" : "hint" }, h.text)),
      ),
    );
  }

  private drawHead(view: DeductionView, status: string | null): void {
    const waiting = view.legal.length === 0;
    const key = JSON.stringify([view.stepTitle, view.phase, view.winner, waiting, status, view.me]);
    if (key === this.lastHead) return;
    this.lastHead = key;
    let hint = "";
    if (view.phase === "over") hint = "hintOver";
    else if (view.me === null) hint = "hintWatching";
    else if (status !== null && status !== "alive") hint = "hintOut";
    else if (view.phase === "setup") hint = "hintDealing";
    else if (view.phase === "night" && waiting) hint = "hintNight";
    else if (waiting) hint = "hintTalk";
    replaceChildren(
      this.head,
      el("h2", { class: "dd-step-name", testid: "step-title" }, view.stepTitle),
      hint ? el("p", { class: "muted dd-small" }, say(this.theme.words, hint)) : null,
      view.phase === "over"
        ? el(
            "p",
            { class: "dd-winner", testid: "winner-banner" },
            view.winner ? t("deduction.wins", { faction: factionName(this.catalog, view.winner) }) : t("deduction.nobodyWins"),
          )
        : null,
    );
  }
}
