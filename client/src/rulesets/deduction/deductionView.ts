/**
 * Reading a received view as a `DeductionView` (shared/src/core/deduction.ts) and the few facts the
 * screens derive from it: seat names, who I am, which role names a viewer may read.
 */
import type { DeductionCatalog, DeductionSeatView, DeductionView } from "@salon/shared/core/deduction";
import type { Action, JsonObject } from "@salon/shared/core/ruleset";
import type { TableSnapshot } from "../../net/snapshot";

/** The view as the deduction screens read it, or null when it is not one (before the first start). */
export function readDeductionView(view: JsonObject | null): DeductionView | null {
  if (!view || typeof view.phase !== "string" || !Array.isArray(view.seats)) return null;
  const v = view as unknown as DeductionView;
  return {
    ...v,
    legal: Array.isArray(v.legal) ? v.legal : [],
    log: Array.isArray(v.log) ? v.log : [],
    ballot: v.ballot ?? null,
    me: typeof v.me === "number" ? v.me : null,
  };
}

/** "Ann" (the seat's player name), or "Seat 3" for an empty one; seats are shown 1-based. */
export function seatNamer(snap: TableSnapshot): (seat: number) => string {
  return (seat) => {
    const name = snap.seats[seat]?.name?.trim();
    return name ? `${name} (${seat + 1})` : `Seat ${seat + 1}`;
  };
}

export function roleName(catalog: DeductionCatalog, role: string | null): string {
  if (!role) return "?";
  return catalog.roles[role]?.name ?? role;
}

export function factionName(catalog: DeductionCatalog, faction: string | null): string {
  if (!faction) return "?";
  return catalog.factions[faction]?.name ?? faction;
}

export function factionColor(catalog: DeductionCatalog, faction: string | null): string {
  const color = faction ? catalog.factions[faction]?.color : undefined;
  return color === undefined ? "var(--muted)" : `#${color.toString(16).padStart(6, "0")}`;
}

export function markName(catalog: DeductionCatalog, mark: string): string {
  return catalog.marks[mark] ?? mark;
}

export function seatOf(view: DeductionView, seat: number): DeductionSeatView | undefined {
  return view.seats.find((s) => s.seat === seat);
}

/** A label for one legal action, never failing on an engine's surprise. */
export function describeAction(catalog: DeductionCatalog, action: Action, names: (seat: number) => string): string {
  try {
    const text = catalog.describe(action, names);
    if (text) return text;
  } catch {
    /* fall through to a plain label */
  }
  const target = typeof action.target === "number" ? ` ${names(action.target)}` : "";
  return `${String(action.power ?? action.type)}${target}`;
}

/** The action without the moderator's `for`, as the acting seat would send it (for labels). */
export function withoutFor(action: Action): Action {
  if (!("for" in action)) return action;
  const { for: _skip, ...rest } = action;
  void _skip;
  return rest as Action;
}

/** A stable test id for an action: `act-for2-nightAction-see-target4`. */
export function actionTestId(action: Action): string {
  const parts: string[] = [];
  if (typeof action.for === "number") parts.push(`for${action.for}`);
  parts.push(action.type);
  if (typeof action.power === "string") parts.push(action.power);
  for (const key of Object.keys(action).sort()) {
    if (key === "type" || key === "power" || key === "for") continue;
    const value = action[key];
    parts.push(`${key}${Array.isArray(value) ? value.join("_") : String(value)}`);
  }
  return `act-${parts.join("-")}`;
}

/** mm:ss for a duration in ms (rounded up, so a countdown shows 0:00 only when it is over). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
