/**
 * The moderator's composition builder (phase `setup`): one role per seat, starting from the catalog's
 * recommended composition; the moderator changes any seat's role, shuffles, and sends `assignRoles`
 * (the engine validates it and explains a refusal), or asks for a random deal with the legal `advance`.
 * With a theme `center` (Werewolf's thief), the middle cards are chosen too. Controls: `comp-seat-<n>`,
 * `comp-center-<i>`, `comp-recommended`, `comp-shuffle`, `comp-assign`, `comp-random`.
 */
import type { DeductionCatalog } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { factionColor, factionName, say } from "./view";
import type { DeductionTheme } from "./theme";

export class CompositionBuilder {
  readonly element = el("section", { class: "dd-card dd-builder", testid: "composition-builder" });
  private readonly catalog: DeductionCatalog;
  private readonly theme: DeductionTheme;
  private readonly act: (action: Action) => void;
  private roles: string[] = [];
  private center: string[] = [];
  private seats = -1;
  private random: Action | null = null;
  private names: (seat: number) => string = (s) => t("aids.seat", { n: s + 1 });
  private lastNames = "";

  constructor(catalog: DeductionCatalog, theme: DeductionTheme, act: (action: Action) => void) {
    this.catalog = catalog;
    this.theme = theme;
    this.act = act;
  }

  update(seats: number, legal: Action[], names: (seat: number) => string): void {
    const random = legal.find((a) => a.type === "advance" && a.for === undefined) ?? null;
    const namesKey = Array.from({ length: seats }, (_, s) => names(s)).join("|");
    const changed = seats !== this.seats || JSON.stringify(random) !== JSON.stringify(this.random) || namesKey !== this.lastNames;
    this.names = names;
    this.random = random;
    this.lastNames = namesKey;
    if (seats !== this.seats) {
      this.seats = seats;
      this.recommended();
    } else if (changed) this.draw();
  }

  private recommended(): void {
    let roles: string[] = [];
    try {
      roles = this.catalog.recommended(this.seats);
    } catch {
      roles = [];
    }
    const first = Object.keys(this.catalog.roles)[0] ?? "";
    this.roles = Array.from({ length: this.seats }, (_, i) => roles[i] ?? first);
    const c = this.theme.center;
    this.center = c ? Array.from({ length: c.count }, () => c.filler) : [];
    this.draw();
  }

  private shuffle(): void {
    const r = this.roles;
    for (let i = r.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [r[i], r[j]] = [r[j], r[i]];
    }
    this.draw();
  }

  private select(value: string, testid: string, onChange: (v: string) => void): HTMLSelectElement {
    const sel = el("select", { class: "field-input dd-role-select", testid });
    for (const [id, info] of Object.entries(this.catalog.roles)) sel.append(el("option", { value: id }, info.name));
    sel.value = value;
    sel.addEventListener("change", () => {
      onChange(sel.value);
      this.draw();
    });
    return sel;
  }

  private draw(): void {
    const counts = new Map<string, number>();
    for (const r of this.roles) {
      const f = this.catalog.roles[r]?.faction ?? "?";
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    const c = this.theme.center;
    const useCenter = !!c && c.needed(this.roles, this.center);
    const seatsRows = this.roles.map((role, seat) =>
      el(
        "li",
        { class: "dd-builder-row" },
        el("span", { class: "dd-builder-seat" }, this.names(seat)),
        this.select(role, `comp-seat-${seat}`, (v) => (this.roles[seat] = v)),
      ),
    );
    const centerRows = c
      ? el(
          "div",
          { class: `dd-builder-center${useCenter ? "" : " dd-unused"}` },
          el(
            "h4",
            {},
            `${t("deduction.middleCards")} `,
            el("span", { class: "muted dd-small" }, t(useCenter ? "deduction.centerInPlay" : "deduction.centerThief")),
          ),
          ...this.center.map((role, i) => this.select(role, `comp-center-${i}`, (v) => (this.center[i] = v))),
        )
      : null;
    const assign = el("button", { class: "btn btn-primary", type: "button", testid: "comp-assign" }, say(this.theme.words, "dealRoles"));
    assign.addEventListener("click", () => this.act({ type: "assignRoles", roles: [...this.roles], ...(useCenter ? { center: [...this.center] } : {}) }));
    const random = el("button", { class: "btn", type: "button", testid: "comp-random", title: t("deduction.randomTitle") }, t("deduction.randomDeal"));
    random.disabled = !this.random;
    random.addEventListener("click", () => this.random && this.act(this.random));
    const reset = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: "comp-recommended" }, t("deduction.recommended"));
    reset.addEventListener("click", () => this.recommended());
    const shuffle = el("button", { class: "btn btn-small btn-quiet", type: "button", testid: "comp-shuffle" }, t("deduction.shuffleSeats"));
    shuffle.addEventListener("click", () => this.shuffle());
    replaceChildren(
      this.element,
      el("div", { class: "dd-card-head" }, el("h3", {}, t("deduction.composition")), el("div", { class: "dd-buttons" }, reset, shuffle)),
      el(
        "p",
        { class: "dd-builder-sum" },
        ...[...counts].map(([f, n]) =>
          el("span", { class: "dd-sum-chip", style: `border-color: ${factionColor(this.catalog, f)}` }, `${factionName(this.catalog, f)} ${n}`),
        ),
      ),
      el("ol", { class: "dd-builder-list" }, ...seatsRows),
      centerRows,
      el("div", { class: "dd-buttons dd-builder-go" }, assign, random),
      el("p", { class: "muted dd-small" }, say(this.theme.words, "builderNote")),
    );
  }
}
