/**
 * Werewolf, as this client shows it: the shared deduction console and phone (../deduction) with the
 * engine's catalog, a moonlit theme, the thief's two middle cards in the composition builder, and the
 * facts only Werewolf's view carries (the roles in play, the middle cards the thief sees, the pack's
 * current choices, the witch's victim).
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import { werewolfCatalog } from "@salon/shared/werewolf/catalog";
import { deductionClient } from "../deduction";
import type { DeductionHint } from "../deduction/theme";

const roleName = (id: unknown) => (typeof id === "string" ? werewolfCatalog.roles[id]?.name ?? id : "?");

function hints(view: JsonObject, names: (seat: number) => string): DeductionHint[] {
  const out: DeductionHint[] = [];
  if (Array.isArray(view.center) && view.center.length) out.push({ text: `Middle cards: ${view.center.map((r, i) => `${i + 1}. ${roleName(r)}`).join(", ")}`, secret: true });
  if (Array.isArray(view.wolves) && view.wolves.length) {
    const picks = view.wolves.map((w) => {
      const { seat, choice } = w as { seat: number; choice: number | string };
      const pick = choice === "catch" ? "catch the little girl" : typeof choice === "number" && choice >= 0 ? names(choice) : "no choice yet";
      return `${names(seat)} → ${pick}`;
    });
    out.push({ text: `The pack: ${picks.join("; ")}`, secret: true });
  }
  if (typeof view.victim === "number") out.push({ text: `Tonight's victim: ${names(view.victim)}`, secret: true });
  if (Array.isArray(view.lovers) && view.lovers.length === 2) out.push({ text: `Lovers: ${view.lovers.map((s) => names(Number(s))).join(" and ")}`, secret: view.phase !== "over" });
  if (Array.isArray(view.composition) && view.composition.length) {
    const counts = new Map<string, number>();
    for (const r of view.composition) counts.set(String(r), (counts.get(String(r)) ?? 0) + 1);
    out.push({ text: `In play: ${[...counts].map(([r, n]) => (n > 1 ? `${roleName(r)} ×${n}` : roleName(r))).join(", ")}`, secret: false });
  }
  if (view.phase !== "setup" && (view.healUsed === true || view.poisonUsed === true)) {
    const used = [view.healUsed === true ? "healing" : null, view.poisonUsed === true ? "poison" : null].filter(Boolean).join(" and ");
    out.push({ text: `The witch's ${used} potion is used.`, secret: false });
  }
  return out;
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
  },
});
