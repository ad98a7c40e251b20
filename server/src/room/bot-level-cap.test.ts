/** BOT_LEVEL_CAP (README, Settings): a seat keeps the level it was given and plays at most at the cap. */
import { capLevel } from "./bot-scheduler";

test("a level above the cap plays at the cap; one below it keeps its own", () => {
  expect(capLevel("strong", "normal")).toBe("normal");
  expect(capLevel("normal", "easy")).toBe("easy");
  expect(capLevel("easy", "strong")).toBe("easy");
  expect(capLevel("normal")).toBe("normal");
  expect(capLevel("strong")).toBe("strong");
});
