/**
 * The renderer shared by the moderated social-deduction games (Werewolf, Ktulu): everything is DOM in
 * the host's overlay — the moderator's console (viewer "moderator"), or the phone screen (a player's
 * own seat, or a spectator's public one) — over a calm Pixi backdrop. It reads a `DeductionView`
 * (shared/src/core/deduction.ts) and names things with the engine's `DeductionCatalog`; it knows no
 * rules: every button sends an action from the view's `legal` list (the composition builder's
 * `assignRoles` is validated by the engine), and refusals come back as toasts.
 *
 * Test ids: dd-console, dd-phone, advance-button, prompt-text, deadline-bar, step-title, console-step,
 * role-card, role-name, role-faction, role-power, role-dead, night-prompt, act-<…> (see actionTestId;
 * also `data-action` with the action's JSON), action-group-<seat|me>, pick-<actor>-<seat>,
 * pick-confirm-<actor>, ballot, ballot-row-<choice>, ballot-votes-<choice>, news, console-log, log-list,
 * log-line, private-line, seat-row-<n>, seat-role-<n>, script, script-step-<id>, act-for,
 * act-for-select, timer, timer-display, timer-start, timer-reset, timer-<m>m, timer-watch, deadline,
 * composition-builder, comp-seat-<n>, comp-center-<i>, comp-recommended, comp-shuffle, comp-assign,
 * comp-random, note-<n>, console-invite, console-qr, console-invite-link, winner-banner, declare-<faction>.
 */
import type { DeductionCatalog, DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import { el } from "../../ui/dom";
import type { RendererHost, TableContext, TableRenderer } from "../types";
import { Backdrop } from "./backdrop";
import { DeductionPrompt } from "./prompt";
import { localizeView, readDeductionView, seatNamer } from "./view";
import { ModeratorConsole } from "./moderator-console";
import { PlayerPhone } from "./player-phone";
import type { DeductionTheme } from "./theme";

type Mode = "moderator" | "phone";

/** The room id from the page's address (`/t/<roomId>`), for the invite QR code and the annotations. */
function roomIdFromPath(): string {
  const m = /\/t\/([^/?#]+)/.exec(window.location.pathname);
  return m ? decodeURIComponent(m[1]) : "";
}

export class DeductionRenderer implements TableRenderer {
  private readonly host: RendererHost;
  private readonly catalog: DeductionCatalog;
  private readonly theme: DeductionTheme;
  private readonly backdrop: Backdrop;
  private readonly prompt: DeductionPrompt;
  private readonly root = el("div", { class: "dd-root" });
  private mode: Mode | null = null;
  private console: ModeratorConsole | null = null;
  private phone: PlayerPhone | null = null;

  constructor(host: RendererHost, catalog: DeductionCatalog, theme: DeductionTheme) {
    this.host = host;
    this.catalog = catalog;
    this.theme = theme;
    this.backdrop = new Backdrop(theme);
    host.stage.addChild(this.backdrop);
    host.overlay.append(this.root);
    this.prompt = new DeductionPrompt(host.prompt, (a) => host.act(a));
  }

  update(ctx: TableContext): void {
    const snap = ctx.snapshot;
    const raw = readDeductionView(snap);
    const view = raw ? localizeView(raw, this.theme, this.catalog, seatNamer(snap)) : null;
    const mode: Mode = snap.you?.role === "moderator" ? "moderator" : "phone";
    if (mode !== this.mode) this.switchTo(mode);
    this.backdrop.setNight(view?.phase !== "day");
    this.root.hidden = !view;
    this.prompt.set(this.promptState(view, snap, mode));
    if (!view) return;
    if (this.console) this.console.update(view, snap, roomIdFromPath());
    if (this.phone) this.phone.update(view, snap);
  }

  resize(width: number, height: number): void {
    this.backdrop.fit(width, height);
  }

  cardCenter(): { x: number; y: number } | null {
    return null;
  }

  showsRematch(): boolean {
    return false;
  }

  destroy(): void {
    this.console?.destroy();
    this.prompt.destroy();
    this.root.remove();
    this.backdrop.destroy({ children: true });
  }

  private switchTo(mode: Mode): void {
    this.mode = mode;
    this.console?.destroy();
    this.console = null;
    this.phone = null;
    const act = (a: Action) => this.host.act(a);
    if (mode === "moderator") this.console = new ModeratorConsole(this.catalog, this.theme, act);
    else this.phone = new PlayerPhone(this.catalog, this.theme, act);
    this.root.className = `dd-root dd-root-${mode}`;
    this.root.replaceChildren((this.console ?? this.phone)!.element);
  }

  private promptState(view: DeductionView | null, snap: TableSnapshot, mode: Mode) {
    const deadline = snap.deadline ?? 0;
    if (!view) {
      const text = snap.status === "waiting" ? (mode === "moderator" ? t("play.fillSeats") : t("play.waitingStart")) : "";
      return { text, mine: false, advance: null, deadline: 0 };
    }
    if (mode === "moderator") {
      const advance = view.phase === "setup" ? null : (view.legal.find((a) => a.type === "advance" && a.for === undefined) ?? null);
      const owing = view.script?.find((s) => s.status === "current")?.actors ?? [];
      const names = owing.map((s) => snap.seats[s]?.name || t("aids.seat", { n: s + 1 }));
      const text = owing.length ? t("deduction.acting", { step: view.stepTitle, names: names.join(", ") }) : view.stepTitle;
      return { text, mine: advance !== null, advance, deadline };
    }
    const mine = view.legal.length > 0;
    return { text: view.stepTitle, lead: mine ? t("play.yourTurn") : undefined, mine, advance: null, deadline };
  }
}
