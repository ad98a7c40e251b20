/** Test helpers: fixed deals, driving an auction by seat, and ending a deal with a claim. */
import { randomPlayout } from "../core/playout";
import { rngFromSeed } from "../core/rng";
import { mustApply, mustSetup } from "../core/testkit";
import { BRIDGE_DECK } from "./cards";
import { bridge } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";
import type { BridgeAction, BridgeDeal, BridgeOptions } from "./types";

/** Card i of the sorted deck to seat i % 4: no hand holds 4 honors of a suit or all 4 aces. */
export function roundRobinDeal(shift = 0): BridgeDeal {
  const hands: string[][] = [[], [], [], []];
  BRIDGE_DECK.forEach((c, i) => hands[(i + shift) % 4].push(c));
  return { hands };
}

/** A deal where NS hold exactly `nsHcp` high-card points (greedy A, K, Q, J), N and S 13 cards each. */
export function hcpDeal(nsHcp: number): BridgeDeal {
  const value: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
  const honors = BRIDGE_DECK.filter((c) => value[c[0]]).sort((a, b) => value[b[0]] - value[a[0]]);
  const ns: string[] = [];
  let left = nsHcp;
  for (const c of honors)
    if (value[c[0]] <= left) {
      ns.push(c);
      left -= value[c[0]];
    }
  if (left !== 0) throw new Error(`cannot build ${nsHcp} HCP`);
  const spots = BRIDGE_DECK.filter((c) => !value[c[0]]);
  const ew = honors.filter((c) => !ns.includes(c));
  while (ns.length < 26) ns.push(spots.shift()!);
  ew.push(...spots);
  return { hands: [ns.slice(0, 13), ew.slice(0, 13), ns.slice(13), ew.slice(13)] };
}

export function start(options: Partial<BridgeOptions>, deals: BridgeDeal[], dealer = 0): BridgeState {
  return mustSetup(bridge, { seats: 4, options: { ...DEFAULT_OPTIONS, ...options }, dealer, deal: deals });
}

export function act(s: BridgeState, seat: number, a: BridgeAction): BridgeState {
  return mustApply(bridge, s, seat, a).state;
}

/** Calls in order from the seat on turn; "p" is pass. */
export function calls(s: BridgeState, list: string): BridgeState {
  for (const c of list.split(/\s+/).filter(Boolean)) s = act(s, s.turn, { type: "call", call: c === "p" ? "pass" : c });
  return s;
}

/**
 * An auction in which `by` bids `bid` (others pass until then), then optional X / XX by the next seats
 * as given in `after` (e.g. "X XX"), then three passes.
 */
export function contract(s: BridgeState, by: number, bid: string, after = ""): BridgeState {
  while (s.turn !== by) s = calls(s, "p");
  s = calls(s, bid);
  for (const c of after.split(/\s+/).filter(Boolean)) s = calls(s, c);
  return calls(s, "p p p");
}

/** Opening lead (the leader's first card), then the declarer claims `total` tricks and both defenders accept. */
export function claimOut(s: BridgeState, total: number): BridgeState {
  const leader = s.turn;
  s = act(s, leader, { type: "play", card: s.hands[leader][0] });
  const d = s.contract!.declarer;
  s = act(s, d, { type: "claim", tricks: total });
  s = act(s, (d + 1) % 4, { type: "acceptClaim" });
  return act(s, (d + 3) % 4, { type: "acceptClaim" });
}

/** Plays the first legal card for whoever is to act until the trick count reaches `tricks` or the deal ends. */
export function playTricks(s: BridgeState, tricks: number): BridgeState {
  const dealNo = s.dealNo;
  while (s.phase === "play" && s.dealNo === dealNo && s.played.length < tricks) {
    const seat = bridge.toAct(s)[0] as number;
    const a = bridge.legalActions(s, seat).find((x) => x.type === "play")!;
    s = act(s, seat, a);
  }
  return s;
}

/**
 * A whole game played at random (its deals from `seed`, its moves from `playSeed`) and its record as the server
 * keeps it: what the hand-record exports (PBN, LIN) are tested on.
 */
export function playedGame(options: BridgeOptions, seed: string, playSeed: string, meta: { players: string[]; table?: string; started?: string }) {
  const st = bridge.setup({ seats: 4, options, dealer: 0, rng: rngFromSeed(seed) });
  if (!st.ok) throw new Error(st.error);
  const run = randomPlayout(bridge, st.value, rngFromSeed(playSeed));
  const s = run.state as BridgeState;
  const record = {
    ruleset: "bridge",
    options: { ...options }, // a plain object, as a record holds it
    seats: 4,
    dealer: 0,
    deal: bridge.deals(s),
    actions: run.actions as { seat: number; action: { type: string } }[],
    meta,
  };
  return { s, record };
}
