/**
 * What a careful Werewolf player reads from the day's votes (issue 13: level strong). Each closed vote reaches
 * the log as a public phrase whose tallies name the candidate and its voters (phrases.ts `ballotTally`).
 * Werewolves never vote for a werewolf, so a seat that voted for a seat later shown to be a werewolf is
 * trusted; every vote for a seat shown to be a villager makes its voter more suspect. Only lines every player
 * reads are used, and a seat's team only where the reader's own view shows it.
 */
import type { DeductionView } from "../core/deduction";
import { isPhrase, type Phrase } from "../core/phrase";
import type { Action } from "../core/ruleset";

const VOTES = new Set(["ballotVote", "ballotRunoff"]);
const TALLIES = new Set(["tally", "tallyOne", "tallySheriff", "tallySheriffAlone"]);

export interface VoteReading {
  /** Seats that voted for a seat now known to be a werewolf. */
  trusted: Set<number>;
  /** Per seat, its votes for seats now known to be villagers. */
  suspicion: Map<number, number>;
}

function talliesIn(p: Phrase, out: Phrase[]): Phrase[] {
  if (TALLIES.has(p.code)) out.push(p);
  for (const v of Object.values(p.params ?? {})) if (isPhrase(v)) talliesIn(v, out);
  return out;
}

export function readVotes(view: DeductionView): VoteReading {
  const trusted = new Set<number>();
  const suspicion = new Map<number, number>();
  for (const line of view.log) {
    const ballot = line.params?.ballot;
    if (line.private || line.code !== "ballotTally" || !isPhrase(ballot) || !VOTES.has(ballot.code)) continue;
    for (const t of talliesIn(line, [])) {
      const candidate = t.params?.seat;
      if (typeof candidate !== "number") continue;
      const seats = t.params?.seats;
      const voters = [...(Array.isArray(seats) ? seats : []), ...(typeof t.params?.seat2 === "number" ? [t.params.seat2] : [])];
      const team = view.seats[candidate]?.faction;
      for (const v of voters) {
        if (team === "werewolves") trusted.add(v);
        else if (team === "villagers") suspicion.set(v, (suspicion.get(v) ?? 0) + 1);
      }
    }
  }
  return { trusted, suspicion };
}

/**
 * The strong player's extra score: the village votes out (and its seer looks at) the most suspect unknown
 * seat and never a trusted one, and elects a trusted sheriff; the pack votes out and devours the seats the
 * village trusts, who are the ones finding it.
 */
export function carefulScore(view: DeductionView, relation: (seat: number) => string): (a: Action) => number {
  const { trusted, suspicion } = readVotes(view);
  const me = view.me ?? -1;
  const wolf = view.seats[me]?.faction === "werewolves";
  const election = view.ballot?.kind.startsWith("election") ?? false;
  return (a) => {
    const t = a.target;
    if (typeof t !== "number" || relation(t) === "self" || relation(t) === "friend") return 0;
    const known = trusted.has(t);
    const suspect = suspicion.get(t) ?? 0;
    if (wolf) return (a.type === "vote" && !election) || (a.type === "nightAction" && a.power === "devour") ? (known ? 1.5 : 0) : 0;
    if (relation(t) !== "unknown") return 0;
    if (a.type === "vote") return election ? (known ? 1 : -0.3 * suspect) : known ? -3 : 0.5 * suspect;
    if (a.type === "nightAction" && a.power === "see") return known ? -1 : 0.3 * suspect;
    return 0;
  };
}
