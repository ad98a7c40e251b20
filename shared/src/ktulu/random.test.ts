/** Property tests: random legal games end with a valid outcome in both moderator modes (§5, §7). */
import { FACTIONS } from "./roles";
import { ktulu } from "./index";
import { randomGame, WIDE } from "./testkit";

const SIZES = [5, 6, 7, 8, 9, 10, 12, 14, 16];

describe("random legal games", () => {
  for (const mode of ["auto", "human"] as const) {
    test(`§5/§7 200 random ${mode}-mode games (5..16 seats) end with one winning faction or none`, () => {
      let total = 0;
      for (let g = 0; g < 200; g++) {
        const n = SIZES[g % SIZES.length];
        const { state, steps } = randomGame(`${mode}${g}`, n, { moderator: mode });
        total += steps;
        const out = ktulu.outcome(state);
        expect(out).not.toBeNull();
        const winner = out!.winner as string | null;
        if (winner !== null) expect(FACTIONS).toContain(winner);
        // §7: win[i] is exactly "seat i's faction won"; scores 1 for a win.
        const win = out!.win as boolean[];
        expect(win).toHaveLength(n);
        state.roles.forEach((_r, i) => expect(win[i]).toBe(winner !== null && out!.scores[i] === 1));
        expect(ktulu.toAct(state)).toEqual([]);
      }
      expect(total).toBeGreaterThan(0);
    });
  }
});

describe("random legal games with every character", () => {
  for (const mode of ["auto", "human"] as const) {
    test(`§2/§5 random ${mode}-mode games with Luke, Runaways, gods, UFOs and the controversial characters end`, () => {
      for (let g = 0; g < 200; g++) {
        const comp = WIDE[g % WIDE.length];
        const { state } = randomGame(`wide${mode}${g}`, comp.length, { moderator: mode, composition: comp, shipNight: g % 4 });
        expect(ktulu.outcome(state)).not.toBeNull();
      }
    });
  }
});
