/** The strong bot's playout policy aims at §7's bands of the trick scale. */
import { foxWantsTricks } from "./policy";

describe("fox playout policy (rules §7)", () => {
  it("wants tricks while seven is in reach, and never a tenth", () => {
    expect(foxWantsTricks(0, 13)).toBe(true);
    expect(foxWantsTricks(6, 3)).toBe(true);
    expect(foxWantsTricks(8, 2)).toBe(true);
    // 10-13 tricks score nothing
    expect(foxWantsTricks(9, 4)).toBe(false);
  });

  it("stays humble (0-3 tricks score 6) once seven is out of reach", () => {
    expect(foxWantsTricks(2, 4)).toBe(false);
    expect(foxWantsTricks(3, 3)).toBe(false);
  });

  it("takes each trick it can once past three and short of seven (4, 5, 6 tricks score 1, 2, 3)", () => {
    expect(foxWantsTricks(4, 2)).toBe(true);
    expect(foxWantsTricks(5, 1)).toBe(true);
  });
});
