/**
 * The moderator's script: the night's steps (then the day's) in order, the current one highlighted, with
 * who acts, what they chose and what it caused. Step rows carry `script-step-<id>`; the current one has
 * `aria-current="step"`.
 */
import type { DeductionScriptStep } from "@salon/shared/core/deduction";
import { t, textOr } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";

/** A step's state in words ("done", "now", "to come", "skipped"). */
const status = (s: string) => textOr(`deduction.status_${s}`, s);

export class ScriptPanel {
  readonly element = el("section", { class: "dd-card dd-script", testid: "script" });
  private last = "";

  update(title: string, script: DeductionScriptStep[] | undefined, names: (seat: number) => string): void {
    const key = JSON.stringify([title, script, script?.flatMap((s) => s.actors.map(names))]);
    if (key === this.last) return;
    this.last = key;
    const steps = script ?? [];
    replaceChildren(
      this.element,
      el("h3", {}, title),
      steps.length === 0 ? el("p", { class: "muted dd-small" }, t("deduction.noScript")) : null,
      el(
        "ol",
        { class: "dd-steps" },
        ...steps.map((s) =>
          el(
            "li",
            { class: `dd-step dd-step-${s.status}`, testid: `script-step-${s.id}`, "aria-current": s.status === "current" ? "step" : null },
            el("div", { class: "dd-step-head" }, el("span", { class: "dd-step-title" }, s.title), el("span", { class: "dd-step-status" }, status(s.status))),
            s.actors.length
              ? el("div", { class: "dd-step-line" }, el("span", { class: "muted" }, `${t("deduction.acts")} `), s.actors.map(names).join(", "))
              : null,
            s.choice ? el("div", { class: "dd-step-line" }, el("span", { class: "muted" }, `${t("deduction.chose")} `), s.choice.text) : null,
            s.result ? el("div", { class: "dd-step-line dd-step-result" }, el("span", { class: "muted" }, `${t("deduction.result")} `), s.result.text) : null,
          ),
        ),
      ),
    );
    this.element.querySelector(".dd-step-current")?.scrollIntoView?.({ block: "nearest" });
  }
}
