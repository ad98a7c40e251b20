/**
 * The moderated games (Ktulu, Werewolf) in words and buttons (model.ts), from the player's own view: no
 * cards; the choices are the view's legal actions labelled by the game's catalogue (targets by name), the
 * step is a fact, and the view's own log (what this player may read) is the news.
 */
import type { DeductionCatalog } from "@salon/shared/core/deduction";
import { t } from "../../../i18n/i18n";
import { describeAction, localizeView, readDeductionView, roleName, seatNamer, withoutFor } from "../../../rulesets/deduction/view";
import type { DeductionTheme } from "../../../rulesets/deduction/theme";
import type { AccessAdapter } from "../model";
import { choice, mySeat, noTricks } from "../words";

export function deductionAccess(catalog: () => DeductionCatalog, theme: () => DeductionTheme): AccessAdapter {
  return {
    model(snap) {
      const raw = readDeductionView(snap);
      if (!raw) return null;
      const cat = catalog();
      const names = seatNamer(snap);
      const v = localizeView(raw, theme(), cat, names);
      const me = mySeat(snap);
      const own = v.seats.find((s) => s.seat === me);
      const mine = snap.status === "playing" && v.legal.length > 0;
      return {
        hand: [],
        pickCount: 0,
        choices: v.legal.map((a, i) => choice(`${i}:${JSON.stringify(a)}`, describeAction(cat, withoutFor(a), names), a)),
        turn: [],
        mine,
        ...noTricks(),
        facts: {
          role: own?.role ? t("access.yourRole", { role: roleName(cat, own.role) }) : "",
          alive: own && own.status !== "alive" ? t("access.youAreOut") : "",
          step: v.stepTitle,
        },
        log: v.log.map((l) => `${l.when}: ${l.text}`),
        scores: t("access.alive", {
          names: v.seats
            .filter((s) => s.status === "alive")
            .map((s) => names(s.seat))
            .join(", "),
        }),
        deal: String(snap.gameNo),
      };
    },
  };
}
