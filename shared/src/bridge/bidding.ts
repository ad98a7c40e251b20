// placeholder until the natural bidding system lands: open 1 of the longest suit with 12+, else pass
import { callFromView, parseBid } from "./auction";
import { hcp, suitOf } from "./cards";
export function chooseCall(view: { hand?: string[]; calls?: string[]; legal?: string[] }, seat: number): string {
  void seat;
  const hand = view.hand ?? [];
  const legal = (view.legal ?? []).map(callFromView);
  const anyBid = (view.calls ?? []).some((c) => parseBid(callFromView(c)));
  if (!anyBid && hcp(hand) >= 12) {
    const best = ["S", "H", "D", "C"].sort((a, b) => hand.filter((c) => suitOf(c) === b).length - hand.filter((c) => suitOf(c) === a).length)[0];
    if (legal.includes(`1${best}`)) return `1${best}`;
  }
  return "pass";
}
