// placeholder until the trump-choice bot lands
import type { KierkiAction, KierkiView } from "./types";
export function kierkiTrump(view: KierkiView, seat: number): KierkiAction | null {
  void seat;
  return view.phase === "trump" ? { type: "trump", suit: "S" } : null;
}
