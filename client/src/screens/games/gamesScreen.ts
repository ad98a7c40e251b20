/**
 * "My games" (`/games`): every game this browser's player played, newest first, a page at a time — the game,
 * when, the table, the others, the result and the player's own score; unfinished games are marked (and can be
 * reopened); ended ones open in the replay viewer. Also "Move to another device": a one-time code and link.
 */
import { navigate, replayPath, tablePath } from "../../app/router";
import type { Screen } from "../../app/screen";
import { fetchMyGames, fetchRulesets, startTransfer, type HistoryEntry } from "../../net/api";
import { authHeaders, ensureIdentity } from "../../net/player";
import { el, replaceChildren } from "../../ui/dom";
import { toast } from "../../ui/toasts";

export class GamesScreen implements Screen {
  private readonly list = el("tbody", {});
  private readonly more = el("button", { class: "btn", testid: "games-more", hidden: true, onclick: () => void this.load() }, "Show older games");
  private readonly transfer = el("div", { class: "transfer", testid: "transfer" });
  private next: string | null = null;
  private names = new Map<string, string>();
  private gone = false;

  mount(root: HTMLElement): void {
    document.title = "My games — Salon";
    const table = el(
      "table",
      { class: "games-table", testid: "games-table" },
      el("thead", {}, el("tr", {}, ...["Game", "When", "Table", "With", "Result", "Score", ""].map((h) => el("th", {}, h)))),
      this.list,
    );
    replaceChildren(
      root,
      el(
        "div",
        { class: "page games-page" },
        el("header", { class: "page-header" }, el("a", { class: "brand", href: "/", onclick: (e: Event) => this.home(e) }, el("span", { class: "brand-mark" }), "Salon"), el("h1", {}, "My games")),
        table,
        this.more,
        el("section", { class: "panel" }, el("h2", {}, "Move to another device"), el("p", { class: "muted" }, "Your games belong to this browser. A one-time code takes them to your phone or another computer."), el("button", { class: "btn", testid: "transfer-button", onclick: () => void this.startTransfer() }, "Show a code"), this.transfer),
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
    this.names = new Map(rulesets.map((r) => [r.id, r.name]));
    const me = await ensureIdentity();
    if (!me) return this.empty("This server keeps no history.");
    await this.load();
  }

  private async load(): Promise<void> {
    try {
      const page = await fetchMyGames(authHeaders(), this.next ?? undefined);
      if (this.gone) return;
      if (page.games.length === 0 && !this.next) return this.empty("No games yet. Open a table from the lobby and play one.");
      for (const g of page.games) this.list.append(this.row(g));
      this.next = page.next;
      this.more.hidden = page.next === null;
    } catch (e) {
      toast(`Could not load your games: ${(e as Error).message}`, "error");
    }
  }

  private row(g: HistoryEntry): HTMLElement {
    const when = new Date(g.startedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    const result = g.status === "running" ? "unfinished" : g.status === "abandoned" ? "abandoned" : (g.result ?? "—");
    const open =
      g.status === "running"
        ? el("button", { class: "btn btn-small", onclick: () => navigate(tablePath(g.tableId)) }, "Back to the table")
        : el("button", { class: "btn btn-small btn-primary", testid: `replay-${g.tableId}-${g.gameNo}`, onclick: () => navigate(replayPath(g.tableId, g.gameNo)) }, "Replay");
    return el(
      "tr",
      { class: `game-row game-${g.status}`, testid: `game-${g.tableId}-${g.gameNo}` },
      el("td", {}, this.names.get(g.ruleset) ?? g.ruleset),
      el("td", {}, when),
      el("td", {}, g.tableName, g.gameNo > 1 ? ` (game ${g.gameNo})` : ""),
      el("td", {}, g.others.map((o) => o.name).join(", ")),
      el("td", { class: `result result-${result}` }, result),
      el("td", { class: "num" }, g.score === null ? "—" : g.score.toLocaleString()),
      el("td", {}, open),
    );
  }

  private empty(text: string): void {
    replaceChildren(this.list, el("tr", {}, el("td", { colspan: 7, class: "muted" }, text)));
  }

  private async startTransfer(): Promise<void> {
    try {
      const t = await startTransfer(authHeaders());
      const link = `${location.origin}${t.link}`;
      const until = new Date(t.expiresAt).toLocaleTimeString(undefined, { timeStyle: "short" });
      replaceChildren(
        this.transfer,
        el("p", {}, "On the other device, open ", el("a", { href: link, testid: "transfer-link" }, link), " or enter this code there:"),
        el("p", { class: "transfer-code", testid: "transfer-code" }, t.code),
        el("p", { class: "muted" }, `It works once, until ${until}. It is shown only now.`),
      );
    } catch (e) {
      toast(`No code: ${(e as Error).message}`, "error");
    }
  }
}
