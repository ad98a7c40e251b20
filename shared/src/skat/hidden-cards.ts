/**
 * What a Skat viewer must not see (§8), for the tests that search views for leaks: the view test and the
 * random-game test ask the same question, so it is answered once here.
 */
import type { SkatState } from "./state";

/** The card codes written anywhere in a value (a view, a message). */
export const cardCodesIn = (v: unknown) => new Set(JSON.stringify(v).match(/\b[789TJQKA][CSHD]\b/g) ?? []);

/** Cards `viewer` must not see in state `s`. */
export function hiddenFrom(s: SkatState, viewer: number | "spectator"): string[] {
  const out: string[] = [];
  s.hands.forEach((h, i) => {
    if (i !== viewer && !(s.contract?.ouvert && i === s.declarer)) out.push(...h);
  });
  // Once picked up, the skat cards are in the declarer's hand or his discard (covered above and below).
  if (!s.pickedUp) out.push(...s.skat);
  if (viewer !== s.declarer) out.push(...s.discard);
  return out;
}
