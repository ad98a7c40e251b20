/**
 * The hand record's request and answer (issue 30, item 4; core `dealAnalysis`): a deal is analysed only once
 * it has ended (rules §8: the hands stay hidden while it is played), and the answer is the PBN hand record.
 */
import { bridge } from "./index";
import { bridgeAnalysis } from "./analysis";
import { readHandRecord } from "./hand-record";
import { parsePbnDeal } from "./cards";
import { handRecord } from "./par";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";

const DEAL = "N:6543.876.876.876 T987.JT9.JT9.JT9 AKQJ.AKQ.AKQ.AKQ 2.5432.5432.5432";

test("no request while the deal is played; one for the deal once it has ended (here passed out), solved as PBN writes it", () => {
  const start = bridge.setup({
    seats: 4,
    options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 1 },
    dealer: 2,
    deal: [{ hands: parsePbnDeal(DEAL)!, board: 1, dealer: 2, vul: "none" }],
  });
  if (!start.ok) throw new Error(start.error);
  let s = start.value as BridgeState;
  expect(bridgeAnalysis.requests(s)).toEqual([]);
  for (let i = 0; i < 4; i++) {
    expect(bridgeAnalysis.requests(s)).toEqual([]);
    const seat = (2 + i) % 4;
    const next = bridge.apply(s, seat, { type: "call", call: "pass" });
    if (!next.ok) throw new Error(next.error);
    s = next.value.state;
  }
  const requests = bridgeAnalysis.requests(s);
  expect(requests).toEqual([{ pbn: expect.any(String), vul: "none", dealer: 2 }]);
  const answer = bridgeAnalysis.compute(requests[0]);
  expect(answer).toEqual(handRecord(parsePbnDeal(DEAL)!, "none", 2));
  expect(answer).toMatchObject({ parContract: "NS 7NT", optimumScore: "NS 1520" });
  expect(readHandRecord(answer)).toEqual(answer);
});

test("a malformed request or answer is refused, not solved or shown", () => {
  expect(bridgeAnalysis.compute({ pbn: "N:AKQ", vul: "none", dealer: 0 })).toBeNull();
  expect(bridgeAnalysis.compute({ pbn: DEAL, vul: "all", dealer: 0 })).toBeNull();
  expect(bridgeAnalysis.compute({ pbn: DEAL, vul: "none", dealer: 4 })).toBeNull();
  expect(readHandRecord(null)).toBeNull();
  expect(readHandRecord({ table: [[1, 2, 3, 4]], parContract: "NS 1C", optimumScore: "NS 90", rows: [] })).toBeNull();
});
