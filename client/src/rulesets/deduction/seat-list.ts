/**
 * The players as this viewer knows them (the phone's list, the spectator's table): name, alive / dead,
 * the role only when the view holds it (own seat, faction mates, the revealed dead, everyone at the end)
 * and the marks this viewer may see. Rows carry `seat-row-<n>`; a shown role `seat-role-<n>`.
 */
import type { DeductionCatalog, DeductionView } from "@salon/shared/core/deduction";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { factionColor, markName, roleName } from "./view";

export class SeatList {
  readonly element = el("section", { class: "dd-card dd-seats" }, el("h3", {}, t("deduction.players")));
  private readonly list = el("ul", { class: "dd-seat-list" });
  private readonly catalog: DeductionCatalog;
  private last = "";

  constructor(catalog: DeductionCatalog) {
    this.catalog = catalog;
    this.element.append(this.list);
  }

  update(view: DeductionView, names: (seat: number) => string): void {
    const key = JSON.stringify([view.seats, view.me, view.seats.map((s) => names(s.seat))]);
    if (key === this.last) return;
    this.last = key;
    replaceChildren(
      this.list,
      ...view.seats.map((s) =>
        el(
          "li",
          { class: `dd-seat dd-${s.status}${s.seat === view.me ? " dd-me" : ""}`, testid: `seat-row-${s.seat}` },
          el("span", { class: "dd-seat-name" }, names(s.seat), s.seat === view.me ? el("span", { class: "tag tag-you" }, t("seats.you")) : null),
          s.status !== "alive" ? el("span", { class: "tag tag-away" }, t(s.status === "dead" ? "deduction.dead" : "deduction.escaped")) : null,
          s.role !== null && s.seat !== view.me
            ? el(
                "span",
                { class: "dd-seat-role", testid: `seat-role-${s.seat}`, style: `color: ${factionColor(this.catalog, s.faction)}` },
                roleName(this.catalog, s.role),
              )
            : null,
          ...s.marks.map((m) => el("span", { class: "tag dd-mark" }, markName(this.catalog, m))),
        ),
      ),
    );
  }
}
