/**
 * Buttons for legal actions. Actions are grouped by who acts (`for`, the moderator acting for a seat)
 * and by kind (`type` + `power`); each button sends exactly one action from `legal`, labelled by the
 * catalog. A kind whose actions name several seats (`targets`, e.g. two lovers) and would need many
 * buttons becomes a seat picker: tick the seats, then Confirm sends the legal action naming them.
 * Buttons carry `data-testid` from `actionTestId` and `data-action` (the action's JSON).
 */
import type { DeductionCatalog } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { t } from "../../i18n/i18n";
import { el, replaceChildren } from "../../ui/dom";
import { actionTestId, describeAction, withoutFor } from "./view";

export interface ActionGroup {
  key: string;
  actor: number | null;
  actions: Action[];
}

/** Groups actions by actor and kind, keeping the engine's order; `pass` sorts after the real choices. */
export function groupActions(actions: Action[]): ActionGroup[] {
  const groups = new Map<string, ActionGroup>();
  for (const action of actions) {
    const actor = typeof action.for === "number" ? action.for : null;
    const key = `${actor ?? "me"}|${action.type === "pass" ? "~pass" : `${action.type}|${String(action.power ?? "")}`}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, actor, actions: [] }));
    group.actions.push(action);
  }
  return [...groups.values()].sort((a, b) => (a.actor ?? -1) - (b.actor ?? -1) || Number(a.key.includes("~pass")) - Number(b.key.includes("~pass")));
}

function targetsOf(action: Action): number[] | null {
  const t = action.targets;
  return Array.isArray(t) && t.every((x) => typeof x === "number") ? (t as number[]) : null;
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export interface ActionPanelDeps {
  catalog: DeductionCatalog;
  act(action: Action): void;
}

export class ActionPanel {
  readonly element = el("div", { class: "dd-actions" });
  private readonly deps: ActionPanelDeps;
  private picks = new Map<string, number[]>();
  private last = "";

  constructor(deps: ActionPanelDeps) {
    this.deps = deps;
  }

  /**
   * Shows `actions`; `heading(group)` titles a group (null: none). `names` labels seats. Rebuilt only
   * when something changed, so a half-made pick survives unrelated updates.
   */
  update(actions: Action[], names: (seat: number) => string, heading: (group: ActionGroup) => string | null): void {
    const groups = groupActions(actions);
    const key = JSON.stringify([
      actions,
      groups.map((g) => heading(g)),
      groups.map((g) => g.actions.map((a) => describeAction(this.deps.catalog, withoutFor(a), names))),
    ]);
    if (key === this.last) return;
    this.last = key;
    const keep = new Map<string, number[]>();
    for (const g of groups) if (this.picks.has(g.key)) keep.set(g.key, this.picks.get(g.key)!);
    this.picks = keep;
    replaceChildren(this.element, ...groups.map((g) => this.group(g, names, heading(g))));
    this.element.hidden = groups.length === 0;
  }

  private group(group: ActionGroup, names: (seat: number) => string, title: string | null): HTMLElement {
    const box = el("div", { class: "dd-action-group", testid: `action-group-${group.actor ?? "me"}` });
    if (title) box.append(el("h4", { class: "dd-action-title" }, title));
    const sets = group.actions.map(targetsOf);
    const size = sets[0]?.length ?? 0;
    if (group.actions.length > 4 && size > 1 && sets.every((s) => s !== null && s.length === size)) {
      box.append(this.picker(group, sets as number[][], size, names));
      return box;
    }
    const row = el("div", { class: "dd-buttons" });
    for (const action of group.actions) row.append(this.button(action, names));
    box.append(row);
    return box;
  }

  private button(action: Action, names: (seat: number) => string): HTMLButtonElement {
    const quiet = action.type === "pass";
    const button = el(
      "button",
      { class: `btn dd-act${quiet ? " btn-quiet" : ""}`, type: "button", testid: actionTestId(action), "data-action": JSON.stringify(action) },
      describeAction(this.deps.catalog, withoutFor(action), names),
    );
    button.addEventListener("click", () => this.deps.act(action));
    return button;
  }

  /** Tick `size` seats among those the legal actions name; Confirm sends the matching action. */
  private picker(group: ActionGroup, sets: number[][], size: number, names: (seat: number) => string): HTMLElement {
    const seats = [...new Set(sets.flat())].sort((a, b) => a - b);
    const chosen = this.picks.get(group.key) ?? [];
    const match = () => group.actions[sets.findIndex((s) => sameSet(s, chosen))];
    const confirm = el("button", { class: "btn btn-primary dd-act", type: "button", testid: `pick-confirm-${group.actor ?? "me"}` }, t("deduction.confirm"));
    const hint = el("p", { class: "muted dd-pick-hint" });
    const chips = seats.map((seat) => {
      const chip = el("button", { class: "chip dd-chip", type: "button", testid: `pick-${group.actor ?? "me"}-${seat}`, "aria-pressed": "false" }, names(seat));
      chip.addEventListener("click", () => {
        const at = chosen.indexOf(seat);
        if (at >= 0) chosen.splice(at, 1);
        else {
          if (chosen.length >= size) chosen.shift();
          chosen.push(seat);
        }
        this.picks.set(group.key, chosen);
        refresh();
      });
      return chip;
    });
    const refresh = () => {
      chips.forEach((chip, i) => chip.setAttribute("aria-pressed", String(chosen.includes(seats[i]))));
      const action = chosen.length === size ? match() : undefined;
      confirm.disabled = !action;
      confirm.textContent = action ? describeAction(this.deps.catalog, withoutFor(action), names) : t("deduction.confirm");
      hint.textContent = chosen.length < size ? t("deduction.chooseMore", { count: size - chosen.length }) : action ? "" : t("deduction.notAllowed");
    };
    confirm.addEventListener("click", () => {
      const action = match();
      if (action) this.deps.act(action);
    });
    refresh();
    return el("div", { class: "dd-picker" }, el("div", { class: "dd-chips" }, ...chips), hint, confirm);
  }
}
