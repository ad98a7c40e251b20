/**
 * Werewolf, as this client shows it: the shared deduction console and phone (../deduction) with the
 * engine's catalog, a moonlit theme, the thief's two middle cards in the composition builder, and the
 * facts only Werewolf's view carries (the roles in play, the middle cards the thief sees, the pack's
 * current choices, the witch's victim). The words are the catalogue's `werewolf` section, by id: roles,
 * teams, marks, steps (the step line is built here from the view's ids, as the engine builds its English
 * one) and the buttons' labels (built from the action, as the engine's `describe` does).
 */
import type { DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { werewolfCatalog } from "@salon/shared/werewolf/catalog";
import { viewOf, type GameView } from "@salon/shared/views";
import { hasText, t, textOr } from "../../i18n/i18n";
import { deductionClient } from "../deduction";
import { roundText } from "../deduction/view";
import type { DeductionHint } from "../deduction/theme";

const roleName = (id: string) => textOr(`werewolf.role_${id}`, werewolfCatalog.roles[id]?.name ?? id);

/** The facts only Werewolf's view carries (shared/src/werewolf/types.ts, `WerewolfView`), as hint lines. */
function hints(snapshot: { game: GameView | null }, names: (seat: number) => string): DeductionHint[] {
  const view = viewOf(snapshot, "werewolf");
  if (!view) return [];
  const out: DeductionHint[] = [];
  if (view.center && view.center.length)
    out.push({ text: t("werewolf.hintCenter", { cards: view.center.map((r, i) => `${i + 1}. ${roleName(r)}`).join(", ") }), secret: true });
  if (view.wolves.length) {
    const picks = view.wolves.map(({ seat, choice }) => {
      const pick = choice === "catch" ? t("werewolf.hintCatch") : choice >= 0 ? names(choice) : t("werewolf.hintNoChoice");
      return `${names(seat)} → ${pick}`;
    });
    out.push({ text: t("werewolf.hintPack", { picks: picks.join("; ") }), secret: true });
  }
  if (view.victim !== null) out.push({ text: t("werewolf.hintVictim", { name: names(view.victim) }), secret: true });
  if (view.lovers && view.lovers.length === 2)
    out.push({ text: t("werewolf.hintLovers", { a: names(view.lovers[0]), b: names(view.lovers[1]) }), secret: view.phase !== "over" });
  if (view.composition.length) {
    const counts = new Map<string, number>();
    for (const r of view.composition) counts.set(r, (counts.get(r) ?? 0) + 1);
    out.push({
      text: t("werewolf.hintInPlay", { roles: [...counts].map(([r, n]) => (n > 1 ? `${roleName(r)} ×${n}` : roleName(r))).join(", ") }),
      secret: false,
    });
  }
  if (view.phase !== "setup" && (view.healUsed || view.poisonUsed)) {
    const key = view.healUsed && view.poisonUsed ? "hintPotionsUsed" : view.healUsed ? "hintHealUsed" : "hintPoisonUsed";
    out.push({ text: t(`werewolf.${key}`), secret: false });
  }
  return out;
}

/** A step's name by id (lower case, it follows "Night 2 — "), or null when the catalogue has none. */
function stepName(id: string): string | null {
  return hasText(`werewolf.step_${id}`) ? t(`werewolf.step_${id}`) : null;
}

/** The step line: "Night 2 — the werewolves choose a victim"; at night, a player who is not awake sees only "Night 2". */
function stepTitle(v: DeductionView): string | null {
  if (v.phase === "setup") {
    const name = stepName("setup");
    return name === null ? null : `${t("deduction.setup")} — ${name}`;
  }
  if (v.phase === "over")
    return typeof v.winner === "string" && hasText(`werewolf.over_${v.winner}`) ? t(`werewolf.over_${v.winner}`) : v.winner ? null : t("werewolf.overNobody");
  const when = roundText(v.phase, v.round);
  if (v.step === "night") return when;
  const name = stepName(v.step);
  return name === null ? null : `${when} — ${name}`;
}

/** The actions labelled by one catalogue key (given the target's name, for the words that name one). */
const LABELS: Record<string, string> = {
  pass: "deduction.pass",
  vote: "werewolf.voteFor",
  shoot: "werewolf.shoot",
  passBadge: "werewolf.badge",
  advance: "werewolf.nextStep",
  assignRoles: "deduction.dealRoles",
};

/** The same for the night powers. */
const POWER_LABELS: Record<string, string> = {
  see: "werewolf.see",
  spy: "werewolf.spy",
  devour: "werewolf.devour",
  catch: "werewolf.catch",
};

/** A button label for one action, as the engine's `describe` words it; null for an action it does not know. */
function describe(a: Action, name: (seat: number) => string): string | null {
  const target = typeof a.target === "number" ? name(a.target) : "";
  let text: string;
  switch (a.type) {
    case "nightAction":
      switch (a.power) {
        case "swap":
          text = t("werewolf.takeMiddle", { n: Number(a.index) + 1 });
          break;
        case "link": {
          const [x, y] = a.targets as number[];
          text = t("werewolf.link", { a: name(x), b: name(y) });
          break;
        }
        case "potions": {
          const poison = typeof a.poison === "number" ? name(a.poison) : null;
          if (a.heal && poison !== null) text = t("werewolf.healPoison", { target: poison });
          else if (a.heal) text = t("werewolf.heal");
          else if (poison !== null) text = t("werewolf.poison", { target: poison });
          else return null;
          break;
        }
        default:
          if (!Object.hasOwn(POWER_LABELS, String(a.power))) return null;
          text = t(POWER_LABELS[String(a.power)], { target });
      }
      break;
    default:
      if (!Object.hasOwn(LABELS, a.type)) return null;
      text = t(LABELS[a.type], { target });
  }
  return typeof a.for === "number" ? t("werewolf.forSeat", { action: text, name: name(a.for) }) : text;
}

export const werewolfClient = deductionClient({
  id: "werewolf",
  name: "Werewolf",
  catalog: werewolfCatalog,
  theme: {
    night: 0x0f1830,
    day: 0x24503a,
    center: { count: 2, filler: "villager", needed: (roles, center) => [...roles, ...center].includes("thief") },
    hints,
    stepTitle,
    describe,
  },
});
