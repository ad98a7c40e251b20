/**
 * Issue 13, part 5 (strong beats normal): the strong Werewolf player reads the public tallies in the log. A
 * seat that voted for a seat shown to be a werewolf is trusted, votes for a shown villager make the voter
 * suspect, and the strong villager votes accordingly; private lines and elections are not read as votes.
 */
import type { DeductionLine, DeductionSeatView, DeductionView } from "../core/deduction";
import { joined, part, phrase } from "./speak";
import { carefulScore, readVotes } from "./suspicion";

const seat = (p: number, faction: string | null, status: "alive" | "dead" = "alive"): DeductionSeatView => ({
  seat: p,
  status,
  role: null,
  faction,
  marks: [],
});
const line = (ballot: "ballotVote" | "ballotElection", tallies: [number, number[]][], priv = false): DeductionLine => ({
  when: "Day 1",
  ...phrase("ballotTally", {
    ballot: part(ballot),
    votes: joined(tallies.map(([c, voters]) => part(voters.length === 1 ? "tallyOne" : "tally", { seat: c, n: voters.length, seats: voters }))),
  }),
  ...(priv ? { private: true } : {}),
});

function view(log: DeductionLine[], me = 0): DeductionView {
  // seat 0 (me) a villager; 1 a dead werewolf; 2 a dead villager; 3, 4, 5 unknown
  const seats = [seat(0, "villagers"), seat(1, "werewolves", "dead"), seat(2, "villagers", "dead"), seat(3, null), seat(4, null), seat(5, null)];
  return {
    phase: "day",
    round: 2,
    step: "vote",
    stepTitle: "",
    mode: "auto",
    seats,
    me,
    legal: [],
    log,
    ballot: { kind: "vote", title: "", open: true, candidates: [3, 4, 5], tally: [], mine: null },
  };
}

test("voters for a shown werewolf are trusted, voters for a shown villager suspect", () => {
  const r = readVotes(
    view([
      line("ballotVote", [
        [1, [3, 0]],
        [2, [4, 5]],
      ]),
      line("ballotVote", [[2, [5]]]),
    ]),
  );
  expect([...r.trusted].sort()).toEqual([0, 3]);
  expect(Object.fromEntries(r.suspicion)).toEqual({ 4: 1, 5: 2 });
});

test("elections and private lines are not read as votes", () => {
  const r = readVotes(view([line("ballotElection", [[1, [3]]]), line("ballotVote", [[2, [4]]], true)]));
  expect(r.trusted.size + r.suspicion.size).toBe(0);
});

test("the strong villager votes out the most suspect unknown seat, never a trusted one", () => {
  const v = view([
    line("ballotVote", [
      [1, [3]],
      [2, [4, 5]],
    ]),
    line("ballotVote", [[2, [5]]]),
  ]);
  const relation = (p: number) => (p === 0 ? "self" : p === 1 || p === 2 ? "enemy" : "unknown");
  const score = carefulScore(v, relation);
  const vote = (target: number) => score({ type: "vote", target });
  expect(vote(5)).toBeGreaterThan(vote(4));
  expect(vote(4)).toBeGreaterThan(vote(3));
  expect(vote(3)).toBeLessThan(0);
});
