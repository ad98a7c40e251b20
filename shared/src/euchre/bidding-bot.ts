// placeholder until the bidding bot lands: null lets the search decide
import type { EuchreAction, EuchreView } from "./types";
export function euchreBid(view: EuchreView, seat: number): EuchreAction | null {
  void view;
  void seat;
  return null;
}
