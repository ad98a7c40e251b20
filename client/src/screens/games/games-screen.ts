/**
 * "My games" (`/games`): every game this browser's player played, newest first, a page at a time — the game,
 * when, the table, the others, the result and the player's own score; unfinished games are marked (and can be
 * reopened); ended ones open in the replay viewer. Also "Move to another device": a one-time code and link.
 */
import { navigate, replayPath, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { fetchMyGames, fetchRulesets, startTransfer, type HistoryEntry } from "../../net/api";
import { authHeaders, ensureIdentity } from "../../net/player";
import { formatDateTime, formatNumber, formatTime, t } from "../../i18n/i18n";
import { rulesetName } from "../../i18n/option-text";
import { el, replaceChildren } from "../../ui/dom";
import { toast } from "../../ui/toasts";
import { myEventsPanel } from "../events/result-links";

export class GamesScreen implements Screen {
  private readonly list = el("tbody", {});
  private readonly more = el("button", { class: "btn", testid: "games-more", hidden: true, onclick: () => void this.load() }, t("history.showOlder"));
  private readonly transfer = el("div", { class: "transfer", testid: "transfer" });
  private next: string | null = null;
  private names = new Map<string, string>();
  private gone = false;

  mount(root: HTMLElement): void {
    document.title = t("history.pageTitle");
    const table = el(
      "table",
      { class: "games-table", testid: "games-table" },
      el(
        "thead",
        {},
        el("tr", {}, ...["colGame", "colWhen", "colTable", "colWith", "colResult", "colScore"].map((h) => el("th", {}, t(`history.${h}`))), el("th", {})),
      ),
      this.list,
    );
    replaceChildren(
      root,
      el(
        "div",
        { class: "page games-page" },
        el(
          "header",
          { class: "page-header" },
          el("a", { class: "brand", href: "/", onclick: (e: Event) => this.home(e) }, el("span", { class: "brand-mark" }), "Salon"),
          el("h1", {}, t("history.title")),
        ),
        el(
          "main",
          { class: "games-main" },
          table,
          this.more,
          myEventsPanel(),
          el(
            "section",
            { class: "panel" },
            el("h2", {}, t("history.moveTitle")),
            el("p", { class: "muted" }, t("history.moveText")),
            el("button", { class: "btn", testid: "transfer-button", onclick: () => void this.startTransfer() }, t("history.showCode")),
            this.transfer,
          ),
        ),
      ),
    );
    void this.start();
  }

  unmount(): void {
    this.gone = true;
  }

  private home(e: Event): void {
    e.preventDefault();
    navigate("/");
  }

  private async start(): Promise<void> {
    const rulesets = await fetchRulesets().catch(() => []);
    this.names = new Map(rulesets.map((r) => [r.id, rulesetName(r)]));
    const me = await ensureIdentity();
    if (!me) return this.empty(t("history.noHistory"));
    await this.load();
  }

  private async load(): Promise<void> {
    try {
      const page = await fetchMyGames(authHeaders(), this.next ?? undefined);
      if (this.gone) return;
      if (page.games.length === 0 && !this.next) return this.empty(t("history.noGames"));
      for (const g of page.games) this.list.append(this.row(g));
      this.next = page.next;
      this.more.hidden = page.next === null;
    } catch (e) {
      toast(t("history.loadFailed", { error: (e as Error).message }), "error");
    }
  }

  private row(g: HistoryEntry): HTMLElement {
    const when = formatDateTime(g.startedAt);
    const result = g.status === "running" ? "unfinished" : g.status === "abandoned" ? "abandoned" : (g.result ?? "—");
    const resultText = result === "—" ? result : t(`history.${result}`);
    const open =
      g.status === "running"
        ? el("button", { class: "btn btn-small", onclick: () => navigate(tablePath(g.tableId)) }, t("history.backToTable"))
        : el(
            "button",
            { class: "btn btn-small btn-primary", testid: `replay-${g.tableId}-${g.gameNo}`, onclick: () => navigate(replayPath(g.tableId, g.gameNo)) },
            t("table.replay"),
          );
    return el(
      "tr",
      { class: `game-row game-${g.status}`, testid: `game-${g.tableId}-${g.gameNo}` },
      el("td", {}, this.names.get(g.ruleset) ?? g.ruleset),
      el("td", {}, when),
      el("td", {}, g.tableName, g.gameNo > 1 ? t("history.gameNo", { n: g.gameNo }) : ""),
      el("td", {}, g.others.map((o) => o.name).join(", ")),
      el("td", { class: `result result-${result}` }, resultText),
      el("td", { class: "num" }, g.score === null ? "—" : formatNumber(g.score)),
      el("td", {}, open),
    );
  }

  private empty(text: string): void {
    replaceChildren(this.list, el("tr", {}, el("td", { colspan: 7, class: "muted" }, text)));
  }

  private async startTransfer(): Promise<void> {
    try {
      const code = await startTransfer(authHeaders());
      const link = `${location.origin}${code.link}`;
      const until = formatTime(code.expiresAt);
      const [before, after] = t("history.openLink", { link: "\u0000" }).split("\u0000");
      replaceChildren(
        this.transfer,
        el("p", {}, before, el("a", { href: link, testid: "transfer-link" }, link), after ?? ""),
        el("p", { class: "transfer-code", testid: "transfer-code" }, code.code),
        el("p", { class: "muted" }, t("history.codeOnce", { time: until })),
      );
    } catch (e) {
      toast(t("history.noCode", { error: (e as Error).message }), "error");
    }
  }
}
