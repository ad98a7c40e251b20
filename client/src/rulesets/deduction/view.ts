/**
 * Reading a received view as a `DeductionView` (shared/src/core/deduction.ts) and the few facts the
 * screens derive from it: seat names, who I am, which role names a viewer may read. Also the reader's
 * language: the engine's catalog and the view's step, script, ballot and log headings carry English
 * names; `localCatalog` and `localizeView` put the catalogue's words in their place by id (roles,
 * factions, marks, steps, ballots), keeping the English name where the catalogue has none.
 */
import type { DeductionCatalog, DeductionSeatView, DeductionView } from "@salon/shared/core/deduction";
import { isPhrase, phraseVars, type Phrase } from "@salon/shared/core/phrase";
import type { Action } from "@salon/shared/core/ruleset";
import type { GameView } from "@salon/shared/views";
import { hasText, t, textOr } from "../../i18n/i18n";
import type { TableSnapshot } from "../../net/snapshot";
import type { DeductionTheme } from "./theme";

/** The table's view as the deduction screens read it (Ktulu's or Werewolf's, both a `DeductionView`), or null before the first start. */
export function readDeductionView(snapshot: { game: GameView | null }): DeductionView | null {
  const game = snapshot.game;
  return game && (game.ruleset === "ktulu" || game.ruleset === "werewolf") ? game.view : null;
}

/** "Ann" (the seat's player name), or "Seat 3" for an empty one; seats are shown 1-based. */
export function seatNamer(snap: TableSnapshot): (seat: number) => string {
  return (seat) => {
    const name = snap.seats[seat]?.name?.trim();
    return name ? `${name} (${seat + 1})` : t("aids.seat", { n: seat + 1 });
  };
}

/** An engine id as a catalogue key part: "duel.answer" → "duel_answer" (a dot would nest the key). */
export const idKey = (id: string): string => id.replace(/[^A-Za-z0-9]/g, "_");

/** A game's name for one of its ids (`kind` "role", "faction", "mark", "step"...), else `fallback`. */
export function gameName(words: string, kind: string, id: string, fallback: string): string {
  return words ? textOr(`${words}.${kind}_${idKey(id)}`, fallback) : fallback;
}

/** A shared console / phone text in the game's own wording when it has one (`<words>.<key>`), else `deduction.<key>`. */
export function say(words: string, key: string, vars?: Record<string, unknown>): string {
  return words && hasText(`${words}.${key}`) ? t(`${words}.${key}`, vars) : t(`deduction.${key}`, vars);
}

/** "Night 2" / "Day 2" in the reader's language. */
export function roundText(phase: string, round: number): string {
  return t(phase === "night" ? "deduction.night" : "deduction.day", { n: round });
}

/** A log group's heading ("Night 1", "Day 2", "Setup", "End", as the engines write it) in the reader's language. */
export function whenText(when: string): string {
  const m = /^(Night|Day) (\d+)$/.exec(when);
  if (m) return roundText(m[1] === "Night" ? "night" : "day", Number(m[2]));
  if (when === "Setup") return t("deduction.setup");
  if (when === "End") return t("deduction.end");
  return when;
}

/**
 * The engine's catalog with the names, powers, goals and marks in the reader's language, and the theme's
 * action labels before the engine's English ones. Built when a renderer starts (the language is known then).
 */
export function localCatalog(catalog: DeductionCatalog, theme: DeductionTheme): DeductionCatalog {
  const w = theme.words;
  const map = <T>(rec: Record<string, T>, f: (id: string, v: T) => T) => Object.fromEntries(Object.entries(rec).map(([id, v]) => [id, f(id, v)]));
  return {
    roles: map(catalog.roles, (id, r) => ({ ...r, name: gameName(w, "role", id, r.name), power: gameName(w, "power", id, r.power) })),
    factions: map(catalog.factions, (id, f) => ({ ...f, name: gameName(w, "faction", id, f.name), goal: gameName(w, "goal", id, f.goal) })),
    marks: map(catalog.marks, (id, m) => gameName(w, "mark", id, m)),
    recommended: (players) => catalog.recommended(players),
    describe(action, names) {
      try {
        const text = theme.describe?.(action, names);
        if (text) return text;
      } catch {
        /* the engine's own label below */
      }
      return catalog.describe(action, names);
    },
  };
}

/**
 * An engine's phrase (shared/src/core/phrase.ts) in the reader's language: `<words>Say.<code>` with its
 * parameters named by the local catalog (roles, factions, action labels) and the table's seat names; the
 * engine's English when the catalogue lacks the code (a newer server than this client).
 */
export function sayPhrase(words: string, p: Phrase, catalog: DeductionCatalog, names: (seat: number) => string): string {
  const said = (q: Phrase): string => {
    const vars = phraseVars(
      q,
      { seat: names, role: (id) => roleName(catalog, id), faction: (id) => factionName(catalog, id), action: (a) => catalog.describe(a, names) },
      said,
    );
    return words ? textOr(`${words}Say.${idKey(q.code)}`, q.text, vars) : q.text;
  };
  return isPhrase(p) ? said(p) : String((p as { text?: unknown })?.text ?? "");
}

/**
 * The view with its headings in the reader's language: the step line (the theme's, from ids), the script's
 * step titles and the ballot's title by id, and the log's "Night 1" / "Day 2" groups; log lines and the
 * script's choices and results are phrases, said here (their `text` becomes the reader's sentence).
 */
export function localizeView(view: DeductionView, theme: DeductionTheme, catalog: DeductionCatalog, names: (seat: number) => string): DeductionView {
  const w = theme.words;
  const said = (p: Phrase | null | undefined): Phrase | null => (p ? { ...p, text: sayPhrase(w, p, catalog, names) } : null);
  let stepTitle = view.stepTitle;
  try {
    stepTitle = theme.stepTitle?.(view) ?? view.stepTitle;
  } catch {
    /* keep the engine's */
  }
  const ballot = view.ballot
    ? {
        ...view.ballot,
        title: gameName(w, "ballot", view.ballot.kind, gameName(w, "step", view.ballot.kind === "faction" ? view.step : view.ballot.kind, view.ballot.title)),
      }
    : null;
  return {
    ...view,
    stepTitle,
    ballot,
    seats: view.seats.map((x) => (x.notes ? { ...x, notes: x.notes.map((n) => said(n)!) } : x)),
    script: view.script?.map((s) => ({ ...s, title: gameName(w, "step", s.id, s.title), choice: said(s.choice), result: said(s.result) })),
    log: view.log.map((l) => ({ ...l, when: whenText(l.when), text: sayPhrase(w, l, catalog, names) })),
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
