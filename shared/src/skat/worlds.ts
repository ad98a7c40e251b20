/**
 * The bot's worlds (issue 13): full Skat states that agree with everything one seat knows: its hand, the
 * skat and discards when it is the declarer, an ouvert declarer's open hand, the cards played this deal and
 * the suits (or trumps) others showed they lack. The other hands and the hidden skat or discards are dealt
 * at random from the rest. Used for card play, once the game is declared (or Ramsch is on).
 */
import type { BotInput } from "../core/bot";
import { dealHidden, intoTricks, lastPlays, voidsFromTricks, type Play } from "../core/deal-sample";
import { forkRng, type Rng } from "../core/rng";
import { classOf, SKAT_DECK, sortHand, type PlayKind } from "./cards";
import { setup } from "./setup";
import type { Draft, SkatState } from "./state";
import type { SkatOptions, SkatRow, SkatView } from "./types";

function dealPlays(input: BotInput, v: SkatView): Play[] {
  return lastPlays(input.history, v.tricks.reduce((a, b) => a + b, 0) * 3 + v.trick.length);
}

export function sampleWorld(input: BotInput, rng: Rng): [SkatState | null, Rng] {
  const v = input.view as unknown as SkatView;
  const me = input.seat;
  if (!v.hand || (v.phase !== "play" && v.phase !== "kontra")) return [null, rng];
  const made = setup({ seats: v.seats, options: input.options as unknown as SkatOptions, dealer: v.dealer, rng: forkRng(rng, "deal") });
  if (!made.ok) return [null, rng];
  const kind: PlayKind = v.ramsch ? "ramsch" : (v.contract?.game ?? "grand");
  const plays = dealPlays(input, v);
  const active = [v.fh, v.mh, v.rh];
  const iDeclare = v.declarer === me;
  const open = v.declarer >= 0 && !iDeclare && v.ouvertHand.length > 0;
  // Two more cards lie away from the hands: the skat, or the declarer's discards once he picked it up.
  const away = iDeclare && v.pickedUp ? (v.discard ?? []) : [];
  const known = new Set([...v.hand, ...plays.map((p) => p.card), ...away, ...(open ? v.ouvertHand : [])]);
  const pool = SKAT_DECK.filter((c) => !known.has(c));
  const others = active.filter((p) => p !== me && !(open && p === v.declarer));
  const counts = [...others.map((p) => v.handCounts[p]), 2 - away.length];
  if (counts.reduce((a, b) => a + b, 0) !== pool.length) return [null, rng];
  const cls = (c: string) => classOf(c, kind);
  const tricks = intoTricks(plays, 3);
  const voids = voidsFromTricks(tricks, v.seats, cls);
  let dealt: string[][] | null;
  [dealt, rng] = dealHidden({ pool, counts, voids: others.map((p) => voids[p]), classOf: cls }, rng);
  if (!dealt) return [null, rng];
  const hands: string[][] = Array.from({ length: v.seats }, () => []);
  others.forEach((p, i) => (hands[p] = sortHand(dealt[i], kind)));
  if (open) hands[v.declarer] = v.ouvertHand.slice();
  hands[me] = v.hand.slice();
  const aside = away.length ? away.slice() : dealt[others.length];
  // Cards taken: each finished trick went to whoever led the next one (the current leader for the last).
  const taken: string[][] = Array.from({ length: v.seats }, () => []);
  const done = tricks.filter((t) => t.length === 3);
  done.forEach((t, i) => taken[i + 1 < tricks.length ? tricks[i + 1][0].seat : v.leader].push(...t.map((p) => p.card)));
  const playedBy: string[][] = Array.from({ length: v.seats }, () => []);
  for (const p of plays) playedBy[p.seat].push(p.card);
  const s: Draft = { ...made.value };
  Object.assign(s, {
    dealNo: v.dealNo,
    dealer: v.dealer,
    firstDealer: (((v.dealer - v.dealNo) % v.seats) + v.seats) % v.seats,
    phase: v.phase,
    fh: v.fh,
    mh: v.mh,
    rh: v.rh,
    turn: v.turn,
    hands,
    skat: aside,
    // The dealt hands only matter for matadors (the declarer's twelve cards): current + played + the two aside.
    dealt: { hands: hands.map((h, p) => [...h, ...playedBy[p]]), skat: aside.slice() },
    stage: v.stage,
    bidder: v.bidder,
    listener: v.listener,
    value: v.value,
    words: v.words.map((w) => ({ ...w })),
    declarer: v.declarer,
    bidValue: v.bidValue,
    pickedUp: v.pickedUp,
    discard: v.pickedUp ? aside.slice() : [],
    contract: v.contract ? { ...v.contract } : null,
    ramsch: v.ramsch,
    kontra: v.kontra,
    kontraBy: v.kontraBy,
    kontraOpen: v.kontraOpen,
    leader: v.leader,
    trick: v.trick.slice(),
    lastTrick: v.lastTrick.slice(),
    lastLeader: v.lastLeader,
    lastWinner: v.lastWinner,
    taken,
    tricks: v.tricks.slice(),
    rows: JSON.parse(JSON.stringify(v.rows)) as SkatRow[],
    scores: v.scores.slice(),
    winners: v.winners.slice(),
    losers: v.losers.slice(),
    plan: [],
    used: [],
  });
  return [s, rng];
}
