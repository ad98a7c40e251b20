/**
 * Derived view keys (derive.ts) must equal what `view` returns, for every viewer at every step: clients
 * rebuild them instead of receiving them. Checked over many seeded random games, all phases included.
 */
import { completeView } from "../core/wire";
import { rngFromSeed } from "../core/rng";
import type { Viewer } from "../core/seats";
import { eachSentView } from "../core/sent-views";
import { fox } from "./index";

const viewers: Viewer[] = [0, 1, "spectator", "moderator"];

test("every derived key rebuilt from the rest of each view equal the engine's view", () => {
  let checked = 0;
  for (let game = 0; game < 40; game++) {
    const start = fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: game % 2, rng: rngFromSeed(`derive-${game}`) });
    if (!start.ok) throw new Error(start.error);
    checked += eachSentView(fox, start.value, `moves-${game}`, viewers, (sent, full, viewer) => {
      for (const key of ["legal", "turn", "trick", "lastTrick", "handCounts"]) expect(Object.keys(sent)).not.toContain(key);
      expect(completeView(fox, sent, viewer)).toEqual(full);
    });
  }
  expect(checked).toBeGreaterThan(10_000);
});
