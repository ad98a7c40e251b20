/**
 * The replay viewer (`/r/<table>/<game>`): a finished game's record, replayed here with the shared engine
 * and drawn by the same renderer as live play, every hand face up (the game is over: the viewer is the
 * moderator). Step through every action with the buttons, the arrow keys (Home/End too) or the slider; a
 * per-deal score summary jumps to each deal's end. Moderated games show their night script and roles.
 * Downloads: the record as JSON, and PBN for bridge; players of the game can share a replay link.
 */
import { formatNumber, t } from "../../i18n/i18n";
import { recordSchema, startFromRecord, type GameRecord } from "@salon/shared/core/record";
import type { AnyRuleset, JsonObject } from "@salon/shared/core/ruleset";
import { gameView, isRulesetId } from "@salon/shared/views";
import { navigate, replayPath } from "../../app/router";
import type { Screen } from "../../app/screen";
import type { PixiStage } from "../../app/pixi-stage";
import { provideTestHooks } from "../../app/test-hooks";
import { fetchMyGames, fetchRecord, shareRecord } from "../../net/api";
import { authHeaders, storedIdentity } from "../../net/player";
import type { TableSnapshot } from "../../net/snapshot";
import { loadEngine, loadedRulesetClient, loadRulesetClient } from "../../rulesets";
import type { RulesetClient, TableRenderer } from "../../rulesets/types";
import { followStage, openTableCanvas } from "../../table/table-canvas";
import type { Tweener } from "../../table/tween";
import { el, replaceChildren } from "../../ui/dom";
import { icon, type IconName } from "../../ui/icons";
import { toast } from "../../ui/toasts";
import { settingsButton } from "../../ui/settings-panel";
import { describeAction, dealEnds, type DealEnd } from "./steps";

export class ReplayScreen implements Screen {
  private root: HTMLElement | null = null;
  private stage: PixiStage | null = null;
  private tweens: Tweener | null = null;
  private renderer: TableRenderer | null = null;
  private record: GameRecord | null = null;
  private rules: AnyRuleset | null = null;
  private states: unknown[] = [];
  private index = 0;
  /** The viewer's seat in this game when they played it (the table is drawn from there), else null. */
  private viewerSeat: number | null = null;
  private gone = false;
  private readonly cleanups: (() => void)[] = [];

  private readonly stageEl = el("div", { class: "stage" });
  private readonly overlay = el("div", { class: "stage-overlay" });
  private readonly prompt = el("div", { class: "prompt" });
  private readonly slider = el("input", {
    type: "range",
    min: 0,
    max: 0,
    value: 0,
    class: "replay-slider",
    testid: "replay-slider",
    "aria-label": t("replay.move"),
  });
  private readonly counter = el("span", { class: "replay-counter", testid: "replay-counter" });
  private readonly caption = el("p", { class: "replay-caption", testid: "replay-caption" });
  private readonly deals = el("ol", { class: "replay-deals", testid: "replay-deals" });
  private readonly downloads = el("div", { class: "replay-downloads" });

  constructor(
    private readonly tableId: string,
    private readonly gameNo: number,
    private readonly key: string | null,
  ) {}

  mount(root: HTMLElement): void {
    this.root = root;
    document.title = t("replay.pageTitle");
    const button = (name: IconName, testid: string, fn: () => void, title: string) =>
      el("button", { class: "btn btn-small", testid, title, "aria-label": title, onclick: fn }, icon(name));
    const controls = el(
      "div",
      { class: "replay-controls" },
      button("first", "replay-first", () => this.go(0), t("replay.first")),
      button("prev", "replay-prev", () => this.go(this.index - 1), t("replay.prev")),
      this.slider,
      button("next", "replay-next", () => this.go(this.index + 1), t("replay.next")),
      button("last", "replay-last", () => this.go(this.states.length - 1), t("replay.last")),
      this.counter,
    );
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)));
    const keys = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement && e.target !== this.slider) return;
      const to = { ArrowLeft: this.index - 1, ArrowRight: this.index + 1, Home: 0, End: this.states.length - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.go(to);
    };
    window.addEventListener("keydown", keys);
    this.cleanups.push(() => window.removeEventListener("keydown", keys));
    this.stageEl.append(this.overlay);
    replaceChildren(
      root,
      el(
        "div",
        { class: "table-screen replay-screen" },
        el(
          "header",
          { class: "top-bar" },
          el("a", { class: "brand", href: "/", onclick: (e: Event) => (e.preventDefault(), navigate("/")) }, el("span", { class: "brand-mark" }), "Salon"),
          el("h1", { class: "top-title", testid: "replay-title" }, t("replay.title")),
          settingsButton(true),
          el("a", { class: "btn btn-small", href: "/games", onclick: (e: Event) => (e.preventDefault(), navigate("/games")) }, t("lobby.myGames")),
        ),
        el(
          "main",
          { class: "table-main" },
          el("div", { class: "play-col" }, el("div", { class: "action-bar" }, this.prompt), this.stageEl, controls, this.caption),
          el("aside", { class: "side-panel" }, el("h2", {}, t("replay.deals")), this.deals, el("h2", {}, t("replay.download")), this.downloads),
        ),
      ),
    );
    void this.open();
  }

  unmount(): void {
    this.gone = true;
    provideTestHooks(null);
    for (const fn of this.cleanups.splice(0)) fn();
    this.renderer?.destroy();
    this.tweens?.destroy();
    this.stage?.detach();
    this.root = null;
  }

  private async open(): Promise<void> {
    let raw: unknown;
    try {
      raw = await fetchRecord(this.tableId, this.gameNo, authHeaders(), this.key ?? undefined);
    } catch (e) {
      return this.fail((e as Error).message);
    }
    const parsed = recordSchema.safeParse(raw);
    // The game's engine (without its bot) and renderer come on demand.
    let rules: AnyRuleset | null = null;
    let client: RulesetClient | null = null;
    try {
      if (parsed.success) [rules, client] = await Promise.all([loadEngine(parsed.data.ruleset), loadRulesetClient(parsed.data.ruleset)]);
    } catch (e) {
      return this.fail((e as Error).message);
    }
    if (this.gone) return;
    if (!parsed.success || !rules || !client) return this.fail(t("replay.cannotShow"));
    const record = parsed.data as GameRecord;
    const start = startFromRecord(rules, record);
    if (!start.ok) return this.fail(start.error);
    const states = [start.value];
    for (const { seat, action } of record.actions) {
      const next = rules.apply(states[states.length - 1], seat, action as never);
      if (!next.ok) return this.fail(t("replay.notReplay", { error: next.error }));
      states.push(next.value.state);
    }
    this.record = record;
    this.rules = rules;
    this.states = states;
    this.viewerSeat = await this.mySeat();
    const canvas = await openTableCanvas(this.stageEl, () => this.gone);
    if (!canvas) return;
    const { stage, tweens, layer } = canvas;
    this.stage = stage;
    this.tweens = tweens;
    this.renderer = client.createRenderer({ stage: layer, overlay: this.overlay, prompt: this.prompt, tweens, act: () => undefined, rematch: () => undefined });
    this.renderer.resize(stage.width, stage.height);
    // display settings redraw the position shown
    this.cleanups.push(
      ...followStage(
        stage,
        () => this.renderer,
        () => this.go(this.index),
      ),
    );
    this.slider.max = String(states.length - 1);
    const meta = record.meta ?? {};
    (this.root?.querySelector("[data-testid=replay-title]") as HTMLElement).textContent =
      `${rules.name} — ${String(meta.table ?? this.tableId)}, game ${this.gameNo}`;
    this.showDeals(dealEnds(rules, states));
    this.showDownloads(rules);
    provideTestHooks({
      view: () => this.snapshot().view,
      you: () => ({ seat: this.viewerSeat, role: "moderator" }),
      status: () => this.snapshot().status,
      roomId: () => this.tableId,
      cardCenter: (code) => {
        const p = this.renderer?.cardCenter(code);
        return p && this.stage ? this.stage.toClient(p.x, p.y) : null;
      },
      replay: () => ({ index: this.index, total: this.states.length - 1 }),
    });
    this.go(0);
  }

  /** Shows the position after `index` actions. */
  private go(index: number): void {
    if (!this.rules || this.states.length === 0) return;
    this.stage?.wake();
    this.index = Math.max(0, Math.min(this.states.length - 1, index));
    this.slider.value = String(this.index);
    this.counter.textContent = `${this.index} / ${this.states.length - 1}`;
    const last = this.index > 0 ? this.record!.actions[this.index - 1] : null;
    const label = this.rules ? loadedRulesetClient(this.rules.id)?.describeAction : undefined;
    this.caption.textContent = last ? describeAction(this.rules.id, last.seat, last.action, this.playerNames(), label) : t("replay.before");
    this.renderer?.update({ snapshot: this.snapshot(), canStart: false });
  }

  private snapshot(): TableSnapshot {
    const rules = this.rules!;
    const state = this.states[this.index];
    const names = this.playerNames();
    const view = this.withAnalyses(rules.view(state, "moderator"), state);
    return {
      ruleset: rules.id,
      tableName: String(this.record?.meta?.table ?? ""),
      options: (this.record?.options ?? {}) as TableSnapshot["options"],
      table: {},
      status: this.index === this.states.length - 1 && rules.outcome(state) ? "over" : "playing",
      gameNo: this.gameNo,
      moderator: "",
      spectators: 0,
      deadline: 0,
      seats: names.map((name, index) => ({ index, name, kind: "human", connected: true, deadline: 0, reserve: 0, away: false, level: "" })),
      view,
      game: isRulesetId(rules.id) ? gameView(rules.id, view) : null,
      // the game is over: the viewer sees every hand (the moderator's view), from their own seat if they played
      you: { seat: this.viewerSeat, role: "moderator" },
      undo: null,
      takeBack: false,
      delayedHands: false,
    };
  }

  /**
   * The record's deal analyses (bridge: each board's hand record, `meta.analyses`) for the deals finished at
   * this step, as the live views carry them (docs/protocol.md, "Deal analyses").
   */
  private withAnalyses(view: JsonObject, state: unknown): JsonObject {
    const all = this.record?.meta?.analyses;
    // One analysis per finished deal (the engine the client loads has no solver, nor the analysis hook).
    const done = this.rules?.handsDone(state) ?? 0;
    if (!Array.isArray(all) || done === 0) return view;
    return { ...view, analyses: Array.from({ length: done }, (_, i) => all[i] ?? null) };
  }

  /** This browser's player's seat in the game, from "My games" (its newest 100 games), or null. */
  private async mySeat(): Promise<number | null> {
    if (!storedIdentity()) return null;
    try {
      let before: string | undefined;
      for (let page = 0; page < 5; page++) {
        const { games, next } = await fetchMyGames(authHeaders(), before);
        const mine = games.find((g) => g.tableId === this.tableId && g.gameNo === this.gameNo);
        if (mine) return mine.seat;
        if (!next) return null;
        before = next;
      }
    } catch {
      /* not known to this server: drawn from the first seat */
    }
    return null;
  }

  private playerNames(): string[] {
    const players = this.record?.meta?.players;
    const n = this.record?.seats ?? 0;
    return Array.from({ length: n }, (_x, i) =>
      Array.isArray(players) && typeof players[i] === "string" ? (players[i] as string) : t("aids.seat", { n: i + 1 }),
    );
  }

  private showDeals(ends: DealEnd[]): void {
    const names = this.playerNames();
    replaceChildren(
      this.deals,
      ...ends.map((d, i) =>
        el(
          "li",
          {},
          el("button", { class: "link-button", testid: `replay-deal-${i + 1}`, onclick: () => this.go(d.index) }, t("play.deal", { n: i + 1 })),
          " ",
          el("span", { class: "muted" }, d.scores.map((s, seat) => `${names[seat]} ${formatNumber(s)}`).join(" · ")),
        ),
      ),
    );
  }

  private showDownloads(rules: AnyRuleset): void {
    const json = () => {
      const blob = new Blob([JSON.stringify(this.record, null, 2)], { type: "application/json" });
      const a = el("a", { href: URL.createObjectURL(blob), download: `${this.tableId}-${this.gameNo}.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    };
    const key = this.key ? `&key=${encodeURIComponent(this.key)}` : "";
    replaceChildren(
      this.downloads,
      el("button", { class: "btn btn-small", testid: "download-json", onclick: json }, t("replay.recordJson")),
      ...Object.keys(rules.exportFormats ?? {}).map((f) =>
        el(
          "a",
          {
            class: "btn btn-small",
            testid: `download-${f}`,
            href: `/api/records/${encodeURIComponent(this.tableId)}/${this.gameNo}?format=${f}${key}`,
            download: "",
          },
          `${f.toUpperCase()}`,
        ),
      ),
      el("button", { class: "btn btn-small", testid: "share-replay", onclick: () => void this.share() }, t("replay.share")),
    );
  }

  private async share(): Promise<void> {
    try {
      const { key } = await shareRecord(this.tableId, this.gameNo, authHeaders());
      const link = `${location.origin}${replayPath(this.tableId, this.gameNo, key)}`;
      await navigator.clipboard?.writeText(link).catch(() => undefined);
      toast(t("replay.copied", { link }), "success", 6000);
    } catch (e) {
      toast((e as Error).message, "error");
    }
  }

  private fail(reason: string): void {
    if (!this.root) return;
    replaceChildren(
      this.root,
      el(
        "div",
        { class: "page-message" },
        el("h2", {}, t("replay.cannotTitle")),
        el("p", { testid: "replay-error" }, reason),
        el("button", { class: "btn btn-primary", onclick: () => navigate("/") }, t("session.backToLobby")),
      ),
    );
  }
}
