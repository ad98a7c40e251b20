/**
 * The game's log as this viewer may read it, grouped by "Night 1" / "Day 1"; lines only this viewer may
 * read (what my power told me) are highlighted. `limit` keeps the phone's news short: the newest
 * groups first; the moderator's console shows everything, oldest first, scrolled to the end.
 */
import type { DeductionLine } from "@salon/shared/core/deduction";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

export class LogPanel {
  readonly element: HTMLElement;
  private readonly list = el("div", { class: "dd-log-list", testid: "log-list" });
  private readonly newestFirst: boolean;
  private readonly groups: number;
  private readonly privateTag: string;
  private last = "";

  constructor(title: string, opts: { newestFirst: boolean; groups?: number; testid: string; privateTag: string }) {
    this.privateTag = opts.privateTag;
    this.newestFirst = opts.newestFirst;
    this.groups = opts.groups ?? Infinity;
    this.element = el("section", { class: "dd-card dd-log", testid: opts.testid }, el("h3", {}, title), this.list);
  }

  update(lines: DeductionLine[]): void {
    const key = JSON.stringify(lines);
    if (key === this.last) return;
    this.last = key;
    const groups: { when: string; lines: DeductionLine[] }[] = [];
    for (const line of lines) {
      const g = groups[groups.length - 1];
      if (g && g.when === line.when) g.lines.push(line);
      else groups.push({ when: line.when, lines: [line] });
    }
    let shown = groups.slice(-Math.min(this.groups, groups.length));
    if (this.newestFirst) shown = shown.reverse();
    replaceChildren(
      this.list,
      shown.length === 0 ? el("p", { class: "muted dd-small" }, t("deduction.nothingYet")) : null,
      ...shown.map((g) =>
        el(
          "div",
          { class: "dd-log-group" },
          el("h4", { class: "dd-log-when" }, g.when),
          el(
            "ul",
            {},
            ...(this.newestFirst ? [...g.lines].reverse() : g.lines).map((line) =>
              el(
                "li",
                { class: `dd-log-line${line.private ? " dd-private" : ""}`, testid: line.private ? "private-line" : "log-line" },
                line.private ? el("span", { class: "dd-private-tag" }, this.privateTag) : null,
                line.text,
              ),
            ),
          ),
        ),
      ),
    );
    if (!this.newestFirst) this.list.scrollTop = this.list.scrollHeight;
  }
}
