/**
 * Derived view keys (derive.ts) must equal what `view` returns, for every viewer at every step: clients
 * rebuild them instead of receiving them. Checked over seeded random games with every kind of deal.
 */
import { isDeepStrictEqual } from "node:util";
import { completeView, stripDerived } from "../core/wire";
import type { Viewer } from "../core/seats";
import { kierki } from "./index";
import { randomGame, seeded } from "./testkit";

test("every derived key rebuilt from the rest of each view equals the engine's view", () => {
  let checked = 0;
  for (let game = 0; game < 4; game++) {
    const n = game % 2 === 0 ? 4 : 3;
    const viewers: Viewer[] = [...Array.from({ length: n }, (_, i) => i), "spectator", "moderator"];
    const s = seeded(`derive-${game}`, { robber: true, positive: "both", kingOfHeartsDiscard: game % 3 === 0, lotteryDeals: game < 2 ? 1 : n }, n, game % n);
    randomGame(s, `derive-${game}`, undefined, (state) => {
      for (const viewer of viewers) {
        const full = kierki.view(state, viewer);
        const sent = stripDerived(kierki, full);
        if ("legal" in sent || "turn" in sent) throw new Error("a derived key was sent");
        const rebuilt = completeView(kierki, sent, viewer);
        if (!isDeepStrictEqual(rebuilt, full)) expect(rebuilt).toEqual(full);
        checked++;
      }
    });
  }
  expect(checked).toBeGreaterThan(4000);
});
