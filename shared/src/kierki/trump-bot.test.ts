/** Naming trump in a Kierki trump deal (rules §5.3; issue 13, part 2). */
import { kierkiTrump, trumpStrength } from "./trump-bot";
import type { KierkiView } from "./types";

const view = (hand: string[]) => ({ phase: "trump", hand, legal: ["S", "H", "D", "C"] }) as unknown as KierkiView;

test("§5.3 the declarer names its longest, strongest suit", () => {
  const hand = ["AH", "KH", "QH", "9H", "5H", "2H", "AS", "3S", "4D", "7D", "8C", "9C", "TC"];
  expect(kierkiTrump(view(hand), 1)).toEqual({ type: "trump", suit: "H" });
});

test("§5.3 honours count: with equal length, the suit with the ace and king wins", () => {
  const hand = ["AD", "KD", "4D", "3D", "QC", "9C", "5C", "2C", "7S", "6S", "8H", "7H", "6H"];
  expect(trumpStrength(hand, "D")).toBeGreaterThan(trumpStrength(hand, "C"));
  expect(kierkiTrump(view(hand), 1)).toEqual({ type: "trump", suit: "D" });
});

test("only the trump phase asks for a trump", () => {
  expect(kierkiTrump({ phase: "play", hand: [], legal: [] } as unknown as KierkiView, 0)).toBeNull();
});
