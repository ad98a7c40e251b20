/**
 * The moderator's table of every seat: name, role, faction, alive / dead, marks (statuette holder,
 * protections, lovers...), the engine's notes (used powers, potions left) and a private annotation the
 * moderator types. Annotations live in this browser's localStorage only (per table and game), never in
 * the game state. Rows are kept between updates so typing is never interrupted.
 */
import type { DeductionCatalog, DeductionView } from "@salon/shared/core/deduction";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { factionColor, factionName, markName, roleName, say } from "./view";

interface Row {
  tr: HTMLTableRowElement;
  cells: HTMLTableCellElement[];
  note: HTMLInputElement;
}

export class SeatTable {
  readonly element = el("section", { class: "dd-card dd-seat-table" }, el("h3", {}, t("deduction.seats")));
  private readonly body = el("tbody", {});
  private readonly catalog: DeductionCatalog;
  private rows: Row[] = [];
  private noteKey = "";
  private last = "";

  /** `words`: the game's catalogue section (its own word for "Role"). */
  constructor(catalog: DeductionCatalog, words = "") {
    this.catalog = catalog;
    const heads = ["colPlayer", "colRole", "colFaction", "colState", "colMarks", "colNote"].map((k) => say(words, k));
    const head = el("thead", {}, el("tr", {}, ...heads.map((h) => el("th", {}, h))));
    this.element.append(el("div", { class: "dd-table-wrap" }, el("table", { class: "dd-table" }, head, this.body)));
  }

  /** `noteKey` scopes the annotations (room and game number). */
  update(view: DeductionView, names: (seat: number) => string, noteKey: string): void {
    if (noteKey !== this.noteKey || this.rows.length !== view.seats.length) this.build(view.seats.length, noteKey);
    const key = JSON.stringify([view.seats, view.seats.map((s) => names(s.seat))]);
    if (key === this.last) return;
    this.last = key;
    view.seats.forEach((s, i) => {
      const row = this.rows[i];
      const [name, role, faction, state, marks] = row.cells;
      row.tr.className = `dd-row-${s.status}`;
      replaceChildren(name, names(s.seat));
      replaceChildren(role, el("span", { testid: `seat-role-${s.seat}` }, roleName(this.catalog, s.role)));
      replaceChildren(faction, el("span", { style: `color: ${factionColor(this.catalog, s.faction)}` }, factionName(this.catalog, s.faction)));
      replaceChildren(state, el("span", { class: s.status === "alive" ? "dd-alive-tag" : "tag tag-away" }, t(`deduction.${s.status}`)));
      replaceChildren(
        marks,
        ...s.marks.map((m) => el("span", { class: "tag dd-mark" }, markName(this.catalog, m))),
        ...(s.notes ?? []).map((n) => el("div", { class: "dd-note muted" }, n.text)),
      );
    });
  }

  private build(count: number, noteKey: string): void {
    this.noteKey = noteKey;
    this.last = "";
    this.rows = Array.from({ length: count }, (_, seat) => {
      const cells = Array.from({ length: 5 }, () => el("td", {}));
      const note = el("input", {
        class: "field-input dd-note-input",
        type: "text",
        maxlength: 120,
        testid: `note-${seat}`,
        placeholder: t("deduction.notePlaceholder"),
        "aria-label": t("deduction.noteLabel", { n: seat + 1 }),
      });
      const storeKey = `salon.notes.${noteKey}.${seat}`;
      note.value = readNote(storeKey);
      note.addEventListener("input", () => writeNote(storeKey, note.value));
      const tr = el("tr", { testid: `seat-row-${seat}` }, ...cells, el("td", {}, note));
      return { tr, cells, note };
    });
    replaceChildren(this.body, ...this.rows.map((r) => r.tr));
  }
}

function readNote(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function writeNote(key: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    /* private mode: notes last as long as the page */
  }
}
