/**
 * The player's role card on the phone: face down by default so a neighbour cannot read it; a tap shows
 * the role's name, faction and power (and the player's own marks), another tap hides it. A dead player's
 * card stays face up (nothing left to hide; the player now watches), and so does everyone's at the end.
 */
import type { DeductionCatalog, DeductionSeatView } from "@salon/shared/core/deduction";
import { el, replaceChildren } from "../../ui/dom";
import { factionColor, factionName, markName, roleName, say } from "./view";

export class RoleCard {
  readonly element = el("button", { class: "dd-role-card", type: "button", testid: "role-card", "aria-pressed": "false" });
  private readonly catalog: DeductionCatalog;
  private peeking = false;
  private over = false;
  private seat: DeductionSeatView | null = null;
  private last = "";
  private readonly words: string;

  /** `words`: the game's catalogue section (its own words for "role", "character"...). */
  constructor(catalog: DeductionCatalog, words = "") {
    this.catalog = catalog;
    this.words = words;
    this.element.addEventListener("click", () => {
      this.peeking = !this.peeking;
      this.draw();
    });
  }

  update(seat: DeductionSeatView | null, over: boolean): void {
    const key = JSON.stringify([seat, over]);
    if (key === this.last) return;
    this.last = key;
    this.seat = seat;
    this.over = over;
    this.draw();
  }

  /** Face down again (e.g. when a new game deals new roles). */
  hide(): void {
    this.peeking = false;
    this.draw();
  }

  private draw(): void {
    const seat = this.seat;
    this.element.hidden = !seat;
    if (!seat) return;
    const dead = seat.status !== "alive";
    const open = (this.peeking || dead || this.over) && seat.role !== null;
    this.element.classList.toggle("dd-role-open", open);
    this.element.classList.toggle("dd-role-dead", dead);
    this.element.setAttribute("aria-pressed", String(open));
    if (!open) {
      replaceChildren(
        this.element,
        el("span", { class: "dd-role-back-mark", "aria-hidden": "true" }, "?"),
        el("span", { class: "dd-role-hint" }, say(this.words, seat.role === null ? "roleNotDealt" : "roleTap")),
        el("span", { class: "dd-role-sub muted" }, say(this.words, "roleHide")),
      );
      return;
    }
    const info = this.catalog.roles[seat.role ?? ""];
    const faction = seat.faction ?? info?.faction ?? null;
    this.element.style.setProperty("--dd-faction", factionColor(this.catalog, faction));
    replaceChildren(
      this.element,
      dead ? el("span", { class: "dd-role-status", testid: "role-dead" }, say(this.words, seat.status === "escaped" ? "escapedWatch" : "outWatch")) : null,
      el("span", { class: "dd-role-name", testid: "role-name" }, roleName(this.catalog, seat.role)),
      el("span", { class: "dd-role-faction", testid: "role-faction" }, factionName(this.catalog, faction)),
      info ? el("span", { class: "dd-role-power", testid: "role-power" }, info.power) : null,
      seat.marks.length ? el("span", { class: "dd-role-marks" }, seat.marks.map((m) => markName(this.catalog, m)).join(" · ")) : null,
      dead || this.over ? null : el("span", { class: "dd-role-sub muted" }, say(this.words, "tapToHide")),
    );
  }
}
