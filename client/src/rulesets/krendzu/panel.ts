/**
 * The DOM panel over the canvas: every seat with its side this tour and its hand count (public), the
 * match score by tour (a small table, folded on phones), and the combinations of this tour with the
 * values that made them ("A=5, 6, 7, 8"). Also the "Fit" button that brings the board back into view.
 */
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { comboText, joinNames, seatLabel, type ReadView } from "./view";

export class KrendzuPanel {
  readonly element = el("div", { class: "krendzu-root" });
  private readonly seats = el("ul", { class: "krendzu-seats", testid: "krendzu-seats" });
  private readonly tours = el("details", { class: "krendzu-tours" });
  private readonly combos = el("ul", { class: "krendzu-combos", testid: "krendzu-combos" });
  private readonly fitButton = el(
    "button",
    { class: "btn btn-small krendzu-fit", type: "button", testid: "krendzu-fit", title: t("krendzu.fitTitle") },
    t("krendzu.fit"),
  );
  private lastKey = "";

  constructor(host: HTMLElement, onFit: () => void) {
    this.fitButton.addEventListener("click", onFit);
    this.tours.open = window.innerWidth >= 700;
    this.element.append(el("div", { class: "krendzu-info" }, this.seats, this.tours), this.combos, this.fitButton);
    host.appendChild(this.element);
  }

  set(view: ReadView | null, names: string[], me: number | null, freshCombos: number): void {
    const key = JSON.stringify([
      view?.sides,
      view?.handCounts,
      view?.turn,
      view?.tourResults,
      view?.combos.length,
      view?.scores,
      names,
      me,
      freshCombos,
      view?.phase,
    ]);
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.element.hidden = !view;
    if (!view) return;
    const label = (seat: number) => seatLabel(seat, names, me);
    replaceChildren(
      this.seats,
      ...view.handCounts.map((count, seat) =>
        el(
          "li",
          { class: `krendzu-seat${view.turn === seat ? " krendzu-turn" : ""}${seat === me ? " krendzu-me" : ""}`, testid: `krendzu-seat-${seat}` },
          el("span", { class: "krendzu-name" }, label(seat)),
          el(
            "span",
            { class: `krendzu-side krendzu-${view.sides[seat] ?? "defend"}` },
            view.sides[seat] === "attack" ? t("krendzu.sideAttack") : t("krendzu.sideDefend"),
          ),
          el("span", { class: "krendzu-count", testid: `krendzu-count-${seat}`, title: t("krendzu.cardsInHand") }, String(count)),
        ),
      ),
    );
    const total = view.scores.map((s) => String(s));
    const head = el("tr", {}, el("th", {}, t("krendzu.tour")), ...view.handCounts.map((_, seat) => el("th", {}, label(seat))));
    const rows = Array.from({ length: view.tours }, (_, t) => {
      const r = view.tourResults.find((x) => x.tour === t);
      return el(
        "tr",
        { class: t === view.tour && view.phase === "play" ? "krendzu-now" : "" },
        el("th", {}, String(t + 1)),
        ...view.handCounts.map((_, seat) => el("td", {}, !r ? "" : r.attackers.includes(seat) ? String(r.points) : "·")),
      );
    });
    replaceChildren(
      this.tours,
      el("summary", { testid: "krendzu-score" }, t("krendzu.score", { scores: total.join(" – ") })),
      el(
        "table",
        { class: "krendzu-table", testid: "krendzu-tours" },
        el("thead", {}, head),
        el("tbody", {}, ...rows, el("tr", { class: "krendzu-total" }, el("th", {}, t("play.total")), ...total.map((t) => el("td", {}, t)))),
      ),
    );
    // Newest first; the ones formed by the last move are marked.
    const list = view.combos.map((c, i) => ({ c, fresh: i >= view.combos.length - freshCombos }));
    replaceChildren(
      this.combos,
      ...list
        .reverse()
        .map(({ c, fresh }) =>
          el(
            "li",
            { class: `krendzu-combo${fresh ? " krendzu-combo-new" : ""}`, testid: "krendzu-combo" },
            el("strong", {}, comboText(c)),
            ` · +1 ${joinNames(c.scorers.map(label), true)}${view.sides[c.seat] === "defend" ? ` ${t("krendzu.ownGoal")}` : ""}`,
          ),
        ),
    );
  }

  destroy(): void {
    this.element.remove();
  }
}
