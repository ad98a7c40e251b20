/**
 * The table screen (`/t/<roomId>`): connects (reconnects after a reload, or joins — asking for a name
 * first if none is stored), then shows the DOM chrome (top bar, action bar, seats, invite, chat, toasts)
 * around the Pixi canvas, where the ruleset's renderer draws the game.
 */
import { Container } from "pixi.js";
import { markStep } from "../../app/marks";
import { navigate, replayPath, takeArrival } from "../../app/router";
import type { Screen } from "../../app/screen";
import type { PixiStage } from "../../app/pixi-stage";
import { pixiTextOverflow } from "../../app/pixi-overflow";
import { pixiCardBoxes, pixiTextBoxes, pixiTexts, pixiTextSizes, provideTestHooks } from "../../app/test-hooks";
import { probeTable } from "../../net/api";
import { entryRefusal, RefusedError } from "../../net/game-client";
import { storedName } from "../../net/profile";
import { loadSeat } from "../../net/seat-tokens";
import type { TableSnapshot } from "../../net/snapshot";
import { TableSession } from "../../net/table-session";
import { loadedRulesetClient, loadRulesetClient } from "../../rulesets";
import type { RulesetClient, TableRenderer } from "../../rulesets/types";
import { AccessLayer } from "../../table/access/layer";
import { followStage, openTableCanvas } from "../../table/table-canvas";
import type { Tweener } from "../../table/tween";
import { el, replaceChildren } from "../../ui/dom";
import { setIconButton } from "../../ui/icons";
import { askName } from "../../ui/name-prompt";
import { hasText, refusalMessage, t } from "../../i18n/i18n";
import { refusalHintKey, type Refused } from "../../i18n/refusals";
import { toast } from "../../ui/toasts";
import { ActionBar } from "./action-bar";
import { ChatPanel } from "./chat-panel";
import { invitePanel } from "./invite-panel";
import { SeatsPanel } from "./seats-panel";
import { TableAids } from "./aids";
import { TopBar } from "./top-bar";
import { myTurn, TurnNotice } from "./turn-notice";

export class TableScreen implements Screen {
  private readonly roomId: string;
  private root: HTMLElement | null = null;
  private session: TableSession | null = null;
  private stage: PixiStage | null = null;
  private tweens: Tweener | null = null;
  private renderer: TableRenderer | null = null;
  private client: RulesetClient | null = null;
  private rendererLoading: string | null = null;
  private layer: Container | null = null;
  private unmounted = false;
  private wantedSeat = true;
  private readonly cleanups: (() => void)[] = [];
  /** The game just started from this page: the first control of the game takes the focus once there is one. */
  private focusGame = false;
  private lastStatus: string | null = null;
  /** Where focus was before a sheet (a deal's summary) took it, to give it back when the sheet goes. */
  private focusBeforeSheet: HTMLElement | null = null;
  private sheetShown: HTMLElement | null = null;

  private readonly stageEl = el("div", { class: "stage" });
  private readonly overlay = el("div", { class: "stage-overlay" });
  private readonly banner = el("div", { class: "banner", hidden: true });
  private readonly panel = el("aside", { class: "side-panel", "aria-label": t("table.seatsChat") });
  private readonly topBar = new TopBar({
    home: () => this.leave(true),
    leave: () => this.leave(true),
    showPanel: () => this.togglePanel(),
  });
  private readonly actionBar = new ActionBar(
    () => this.session?.send("start"),
    (gameNo) => window.open(replayPath(this.roomId, gameNo), "_blank", "noopener"),
  );
  private readonly seats = new SeatsPanel({
    sit: (seat) => this.session?.send("sit", { seat }),
    addBot: (seat, level) => this.session?.send("addBot", { seat, level }),
    botLevel: (seat, level) => this.session?.send("botLevel", { seat, level }),
    removeBot: (seat) => this.session?.send("removeBot", { seat }),
    fill: (level) => {
      this.actionBar.focusStartWhenReady();
      this.session?.send("fillBots", { level });
    },
    stand: () => this.session?.send("stand"),
    release: (seat) => this.release(seat),
    seatsFilled: () => this.actionBar.focusStartWhenReady(),
  });
  private readonly chat = new ChatPanel((text) => this.session?.send("chat", { text }));
  private readonly aids = new TableAids({
    undo: () => this.session?.send("undo"),
    answerUndo: (accept) => this.session?.send("undoReply", { accept }),
    hint: () => this.session?.send("hint"),
  });
  private readonly notice = new TurnNotice();
  /** The game as buttons and words, for play without a pointer or sight (table/access). */
  private readonly access = new AccessLayer((action) => this.session?.send("action", action));
  private readonly screenEl = el("div", { class: "table-screen" });
  /** Closes the panel when it is a drawer (phones, while a game is on). */
  private readonly panelClose = el("button", { class: "btn btn-small btn-quiet panel-close", type: "button", testid: "panel-close" });

  constructor(roomId: string) {
    this.roomId = roomId;
  }

  mount(root: HTMLElement): void {
    this.root = root;
    this.stageEl.append(this.overlay, this.banner);
    this.aids.element.append(this.notice.element);
    this.actionBar.holdAids(this.aids.suggestControls());
    this.stageEl.append(this.access.element);
    const play = el("div", { class: "play-col" }, this.actionBar.element, this.aids.element, this.stageEl);
    setIconButton(this.panelClose, "close", t("play.close"));
    this.panelClose.addEventListener("click", () => this.screenEl.classList.remove("panel-open"));
    this.panel.append(this.panelClose);
    this.screenEl.append(this.topBar.element, el("main", { class: "table-main" }, play, this.panel));
    replaceChildren(root, this.screenEl);
    this.setBanner(t("session.joining"));
    void this.open();
  }

  unmount(): void {
    this.unmounted = true;
    provideTestHooks(null);
    for (const fn of this.cleanups.splice(0)) fn();
    this.renderer?.destroy();
    this.renderer = null;
    this.aids.destroy();
    this.notice.destroy();
    this.access.destroy();
    this.tweens?.destroy();
    this.stage?.detach();
    void this.session?.leave();
    this.session = null;
    this.root = null;
  }

  private async open(): Promise<void> {
    markStep("table-open");
    // Pixi starts (its WebGL context, its shaders) while the seat is taken: neither waits for the other.
    const opening = openTableCanvas(this.stageEl, () => this.unmounted).then((canvas) => {
      if (canvas) {
        this.stage = canvas.stage;
        this.tweens = canvas.tweens;
        this.layer = canvas.layer;
        markStep("canvas");
      }
      return canvas;
    });
    let session: TableSession;
    try {
      session = await this.connect();
    } catch (err) {
      if (!this.unmounted) this.fail(entryRefusal(err));
      return;
    }
    if (this.unmounted) {
      void session.leave();
      return;
    }
    this.session = session;
    markStep("joined");
    // Fetch the game's code while Pixi starts.
    const ruleset = session.store.snapshot?.ruleset;
    if (ruleset) void loadRulesetClient(ruleset).catch(() => undefined);
    const canvas = await opening;
    if (!canvas || this.unmounted) return;

    this.panel.append(invitePanel(session.roomId), this.seats.element, this.chat.element);
    this.chat.setLines(session.chatLines);
    this.cleanups.push(
      session.on("chat", (lines, reset) => {
        if (reset) {
          this.chat.setLines(lines);
          return;
        }
        this.chat.add(lines);
        if (!this.panelInView()) this.topBar.noteUnread();
      }),
      session.on("error", (err) => {
        // The host who tried to empty a seat kept for a dropped player is warned, and may release it.
        const seat = err.params?.seat;
        if ((err.code === "seat_reserved" || err.code === "confirm_needed") && session.store.you?.host && typeof seat === "number") this.release(seat);
        else toast(refusalMessage(err), "error");
      }),
      session.on("hint", (hint) => this.aids.showHint(hint.action)),
      session.on("undo", (r) => {
        const snap = session.store.snapshot;
        const name = (i: number | null | undefined) => (typeof i === "number" ? (snap?.seats[i]?.name ?? t("aids.seat", { n: i + 1 })) : "");
        if (r.granted) toast(r.by === "moderator" ? t("session.undoByModerator") : t("session.undoBy", { name: name(r.by) }), "info", 3000);
        else
          toast(
            r.declinedBy === null || r.declinedBy === undefined ? t("session.undoNobody") : t("session.undoDeclined", { name: name(r.declinedBy) }),
            "info",
            4000,
          );
      }),
      session.on("connection", (state, detail) => {
        if (state === "connected") {
          this.setBanner(null);
          toast(detail, "success", 2000);
        } else this.setBanner(detail, state === "closed");
      }),
      session.store.subscribe((snap) => this.render(snap)),
      // display settings redraw the table at once
      ...followStage(
        canvas.stage,
        () => this.renderer,
        () => session.store.refresh(),
      ),
    );
    this.setBanner(null);
    provideTestHooks({
      view: () => session.store.snapshot?.view ?? null,
      you: () => session.store.you,
      status: () => session.store.snapshot?.status ?? null,
      roomId: () => session.roomId,
      texts: () => pixiTexts(this.stage?.root),
      textOverflow: () => (this.stage ? pixiTextOverflow(this.stage.root as never, { width: this.stage.width, height: this.stage.height }) : []),
      cardCenter: (code) => {
        const p = this.renderer?.cardCenter(code);
        return p && this.stage ? this.stage.toClient(p.x, p.y) : null;
      },
      cardBoxes: (codes) => (this.stage ? pixiCardBoxes(this.stage.root as never, codes, (x, y) => this.stage!.toClient(x, y)) : []),
      textSizes: () => pixiTextSizes(this.stage?.root as never),
      drawnAt: () => this.stage?.drawnAt ?? 0,
      textBoxes: () =>
        this.stage ? pixiTextBoxes(this.stage.root as never, (x, y) => this.stage!.toClient(x, y), { width: this.stage.width, height: this.stage.height }) : [],
    });
  }

  private async connect(): Promise<TableSession> {
    const arrival = takeArrival(this.roomId);
    if (arrival && "session" in arrival) return arrival.session;
    if (arrival && "joining" in arrival) return arrival.joining;
    const before = loadSeat(this.roomId);
    const resumed = await TableSession.resume(this.roomId);
    if (resumed) return resumed;
    // Spectators have no seat to return to after a reload: they come back as spectators.
    const watch = arrival?.intent === "watch" || (!arrival && before?.you?.role === "spectator");
    this.wantedSeat = !watch;
    // Whether this table can be joined at all, asked before asking for a name.
    const probe = arrival && "probe" in arrival && arrival.probe ? arrival.probe : await probeTable(this.roomId);
    if (probe && "code" in probe) throw new RefusedError({ code: probe.code });
    if (probe && !probe.watch && (watch || !probe.open)) throw new RefusedError({ code: watch ? "no_spectators" : "table_full" });
    // The game is known: its code loads while the name is asked and the seat taken.
    if (probe) void loadRulesetClient(probe.ruleset).catch(() => undefined);
    const name = (arrival && "name" in arrival && arrival.name) || storedName() || (await askName(t("session.askName")));
    this.setBanner(watch ? t("session.openingToWatch") : t("session.joining"));
    const seat = arrival && "seat" in arrival ? arrival.seat : undefined;
    return TableSession.join(this.roomId, watch ? { name, spectate: true } : { name, ...(seat !== undefined ? { seat } : {}) });
  }

  private render(snap: TableSnapshot): void {
    if (snap.view) markStep("render-view");
    this.stage?.wake();
    if (!this.client && snap.ruleset) this.startRenderer(snap.ruleset);
    // The host keeps Start (and Rematch) after standing up to watch, as the server allows (issue 27).
    const canStart = snap.you?.role === "player" || snap.you?.role === "moderator" || snap.you?.host === true;
    this.topBar.update(snap, this.client?.name ?? snap.ruleset);
    this.seats.update(snap);
    this.renderer?.update({ snapshot: snap, canStart });
    this.actionBar.update(snap, canStart, this.renderer?.showsRematch() ?? false);
    this.aids.update(snap);
    this.chat.setRole(snap.you?.role, snap.status === "playing", snap.table.spectatorChat === true);
    this.notice.update(snap, `${snap.tableName} — Salon`);
    this.access.update(snap, this.client?.access ?? null);
    // Layout: while a game is on, a phone shows the table alone (the panel becomes a drawer), and sheets that
    // come and go by themselves (a deal's summary) give way while the player has a decision to make.
    this.screenEl.classList.toggle("table-playing", snap.status !== "waiting");
    this.stageEl.classList.toggle("my-turn", myTurn(snap));
    this.followFocus(snap.status);
    if (this.wantedSeat && snap.you?.role === "spectator") {
      this.wantedSeat = false;
      toast(t("session.seatsFull"), "info", 6000);
    } else if (snap.you?.role === "player") this.wantedSeat = false;
  }

  /**
   * Focus follows the game (issue 34): after Start (the button goes with the waiting table) focus lands on the
   * first control of the game as soon as there is one; a sheet that opens over the table (a deal's summary)
   * takes it while the player is not busy elsewhere, and gives it back when it goes.
   */
  private followFocus(status: string): void {
    if (this.lastStatus === "waiting" && status === "playing") this.focusGame = true;
    this.lastStatus = status;
    requestAnimationFrame(() => {
      if (this.unmounted) return;
      const idle = () => !document.activeElement || document.activeElement === document.body;
      const usable = (n: HTMLElement) => n.getClientRects().length > 0 && !n.hasAttribute("disabled");
      const controls = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";
      const sheet = [...this.overlay.querySelectorAll<HTMLElement>("[role=dialog]")].find(usable) ?? null;
      if (sheet !== this.sheetShown) {
        const gone = this.sheetShown;
        this.sheetShown = sheet;
        const here = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (sheet && (idle() || (here && this.stageEl.parentElement?.contains(here)))) {
          if (!gone) this.focusBeforeSheet = here;
          [...sheet.querySelectorAll<HTMLElement>(controls)].find(usable)?.focus();
        } else if (!sheet && gone && idle()) {
          const back = this.focusBeforeSheet;
          this.focusBeforeSheet = null;
          if (back && back.isConnected && usable(back)) back.focus();
          else this.focusGame = true;
        }
      }
      if (this.focusGame && status === "playing") {
        if (!idle()) return;
        // the game's own controls first (its prompt, then anything over or beside the canvas), the aids last
        const col = this.stageEl.parentElement;
        const ranked = [this.actionBar.promptSlot, this.stageEl, col].flatMap((box) => [...(box?.querySelectorAll<HTMLElement>(controls) ?? [])]);
        // not into the text table: focused, it opens over the table (keyboard users reach it by Tab or Alt+H)
        const first = ranked.find((e) => usable(e) && !this.access.element.contains(e));
        if (first) {
          this.focusGame = false;
          first.focus();
        }
      }
    });
  }

  private startRenderer(ruleset: string): void {
    // The game's renderer and view code come on demand; once here, the snapshot is rebuilt with its view rules.
    if (!loadedRulesetClient(ruleset) && this.rendererLoading !== ruleset) {
      this.rendererLoading = ruleset;
      loadRulesetClient(ruleset).then(
        (loaded) => {
          if (this.unmounted) return;
          if (loaded) this.session?.store.refresh();
          else this.setBanner(t("session.noRenderer", { ruleset }), true);
        },
        () => {
          // Not downloaded (the network): the next update tries again.
          this.rendererLoading = null;
        },
      );
      return;
    }
    const client = loadedRulesetClient(ruleset);
    if (!client) return;
    if (!this.layer || !this.tweens || !this.stage) {
      this.setBanner(t("session.noRenderer", { ruleset }), true);
      return;
    }
    this.client = client;
    this.renderer = client.createRenderer({
      stage: this.layer,
      overlay: this.overlay,
      prompt: this.actionBar.promptSlot,
      tweens: this.tweens,
      act: (action) => this.session?.send("action", action),
      rematch: () => this.session?.send("start"),
    });
    this.renderer.resize(this.stage.width, this.stage.height);
    markStep("renderer");
  }

  /** The top bar's panel button: opens or closes the drawer, or scrolls to the panel where it is not one. */
  private togglePanel(): void {
    if (getComputedStyle(this.panelClose).display !== "none") {
      this.screenEl.classList.toggle("panel-open");
      return;
    }
    this.panel.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  private panelInView(): boolean {
    const r = this.panel.getBoundingClientRect();
    return this.panel.getClientRects().length > 0 && r.top < window.innerHeight && r.bottom > 0;
  }

  private setBanner(text: string | null, withHome = false): void {
    this.banner.hidden = text === null;
    if (text === null) return;
    replaceChildren(
      this.banner,
      el("span", {}, text),
      withHome ? el("button", { class: "btn btn-small", onclick: () => navigate("/") }, t("session.backToLobby")) : null,
    );
  }

  /** The host frees a seat kept for a player who dropped out, once the warning is accepted. */
  private release(seat: number): void {
    if (window.confirm(t("refusal.release_confirm", { n: seat + 1 }))) this.session?.send("releaseSeat", { seat, confirm: true });
  }

  private fail(refused: Refused): void {
    if (!this.root) return;
    replaceChildren(
      this.root,
      el(
        "div",
        { class: "page-message", testid: "join-refused", "data-code": refused.code },
        el("h1", {}, t("session.cannotOpen")),
        el("p", { testid: "join-refusal" }, refusalMessage(refused)),
        el("p", { class: "muted", testid: "join-hint" }, t(refusalHintKey(refused, hasText))),
        el("button", { class: "btn btn-primary", onclick: () => navigate("/") }, t("session.backToLobby")),
      ),
    );
  }

  private leave(ask: boolean): void {
    const snap = this.session?.store.snapshot;
    const playing = snap?.status === "playing" && snap.you?.role === "player";
    if (ask && playing && !window.confirm(t("session.leaveConfirm"))) return;
    navigate("/");
  }
}
