/**
 * The replay command as a newcomer runs it (`npm run -s replay -- <record.json>`): one JSON object on
 * standard output, exit status 1 with the index of a refused action (contract: "Game records").
 */
import { randomPlayout, rngFromSeed, rulesets, type GameRecord } from "@salon/shared";
import { runReplay } from "../support/replay";

/** A whole Fox game played with random legal moves, recorded with its deals. */
function playedRecord(seed: string): { record: GameRecord; final: { phase: string; scores: number[] } } {
  const fox = rulesets.fox;
  const start = fox.setup({ seats: 2, options: { targetScore: 10 }, dealer: 1, rng: rngFromSeed(seed) });
  if (!start.ok) throw new Error(start.error);
  const { state, actions } = randomPlayout(fox, start.value, rngFromSeed(`${seed}/moves`));
  return {
    record: { ruleset: "fox", options: { targetScore: 10 }, seats: 2, dealer: 1, deal: fox.deals(state), actions },
    final: { phase: fox.phase(state), scores: fox.scores(state) },
  };
}

test("a whole recorded game replays to its outcome", () => {
  const { record, final } = playedRecord("cli-1");
  const { status, out, stdout } = runReplay(record);
  expect(status).toBe(0);
  expect(stdout.trim().split("\n")).toHaveLength(1);
  expect(out).toMatchObject({ ok: true, phase: "over", over: true, scores: final.scores });
  expect(out.outcome.winners.length).toBeGreaterThan(0);
});

test("a refused action prints its index and exits 1", () => {
  const { record } = playedRecord("cli-2");
  const broken = { ...record, actions: record.actions.slice() };
  broken.actions[5] = { seat: broken.actions[5].seat === 0 ? 1 : 0, action: broken.actions[5].action };
  const { status, out } = runReplay(broken);
  expect(status).toBe(1);
  expect(out).toMatchObject({ ok: false, index: 5 });
  expect(typeof out.error).toBe("string");
});

test("a partial record stops mid-game; a record that runs out of deals waits in phase deal", () => {
  const { record } = playedRecord("cli-3");
  const part = runReplay({ ...record, actions: record.actions.slice(0, 3) });
  expect(part.status).toBe(0);
  expect(part.out).toMatchObject({ ok: true, over: false, outcome: null });
  // the actions of round 0 only, with only round 0's deal: the next round cannot be dealt (fox.md §4)
  const fox = rulesets.fox;
  let state = (fox.setup({ seats: 2, options: { targetScore: 10 }, dealer: 1, deal: record.deal }) as any).value;
  let k = 0;
  while (fox.handsDone(state) === 0) state = (fox.apply(state, record.actions[k].seat, record.actions[k++].action) as any).value.state;
  if (fox.outcome(state) === null) {
    const short = runReplay({ ...record, deal: (record.deal as unknown[]).slice(0, 1), actions: record.actions.slice(0, k) });
    expect(short.out).toMatchObject({ ok: true, phase: "deal", over: false, outcome: null });
  }
});

test("a seed stands in for the deal; a malformed record is refused", () => {
  const seeded = runReplay({ ruleset: "fox", seats: 2, seed: "abc", actions: [] });
  expect(seeded.out).toMatchObject({ ok: true, phase: "play", over: false, scores: [0, 0], outcome: null });
  const bad = runReplay({ ruleset: "chess", seats: 2, seed: 1, actions: [] });
  expect(bad.status).toBe(1);
  expect(bad.out.ok).toBe(false);
});
