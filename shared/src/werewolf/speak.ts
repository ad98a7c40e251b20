/**
 * The engine's one phrase maker (core/phrase.ts, issue 14): codes from `WEREWOLF_PHRASES`, English names as
 * the engine has always said them ("seat 3", "little girl", "villagers"), so each phrase's `text` is the
 * sentence the log held before phrases.
 */
import { fillTemplate, phrasebook, phraseVars, type Phrase, type PhraseNames, type PhraseParams } from "../core/phrase";
import { werewolfCatalog } from "./catalog";
import { WEREWOLF_PHRASES, type WerewolfPhraseCode } from "./phrases";
import { ROLE_LABEL, seatName } from "./rules";
import type { Ballot, WerewolfState } from "./state";
import type { BallotKind } from "./types";

export const englishNames: PhraseNames = {
  seat: seatName,
  role: (id) => ROLE_LABEL[id] ?? id,
  // the catalog names teams for headings ("Villagers"); inside a sentence the engine says them in lower case
  faction: (id) => (werewolfCatalog.factions[id]?.name ?? id).toLowerCase(),
  action: (a) => werewolfCatalog.describe(a, seatName),
};

/** A sentence: `phrase("died", { seat: 3 })`; its text starts with a capital ("Seat 4 ..."). */
export const phrase = phrasebook(WEREWOLF_PHRASES, englishNames);

/** A fragment nested in another phrase ("seat 3 (villager)"): the same phrase, its text not capitalised. */
export function part(code: WerewolfPhraseCode, params?: PhraseParams): Phrase {
  const p = phrase(code, params);
  p.text = fillTemplate(
    WEREWOLF_PHRASES[code],
    phraseVars(p, englishNames, (q) => q.text),
  );
  return p;
}

/**
 * Items joined as `list` ("a, b, c") or `listSemi` ("a; b; c") phrases, in order. Each list phrase holds the
 * text of everything under it, so the halves nest as a balanced tree: a 24-seat tally repeats its text
 * 5 times, not 24. `top` capitalises the outer phrase for a script line; nested in a sentence it stays a part.
 */
export function joined(items: Phrase[], code: "list" | "listSemi" = "list", top = false): Phrase {
  if (items.length === 0) throw new Error("werewolf: an empty list has no phrase");
  const tree = (lo: number, hi: number): Phrase => {
    if (hi - lo === 1) return items[lo];
    const mid = (lo + hi) >> 1;
    return part(code, { first: tree(lo, mid), rest: tree(mid, hi) });
  };
  const out = tree(0, items.length);
  if (!top) return out;
  return { ...out, text: out.text.charAt(0).toUpperCase() + out.text.slice(1) };
}

/** The ballot's title inside a log line (the view's ballot titles are by id, the client names them). */
export const BALLOT_PHRASE: Record<BallotKind, WerewolfPhraseCode> = {
  election: "ballotElection",
  electionRunoff: "ballotElectionRunoff",
  vote: "ballotVote",
  runoff: "ballotRunoff",
};

/**
 * One candidate's votes: "seat 2: 3 votes (seat 1, seat 4)". The sheriff's double vote is named last with
 * its "×2" (a list of seats cannot mark one of them); one vote has its own words, so no plural forms.
 */
export function tallyPart(b: Ballot, c: number, votes: number): Phrase {
  const voters = b.voters.filter((v) => b.votes[v] === c);
  const plain = voters.filter((v) => v !== b.double);
  if (plain.length === voters.length)
    return part(votes === 1 ? "tallyOne" : "tally", votes === 1 ? { seat: c, seats: voters } : { seat: c, n: votes, seats: voters });
  if (plain.length === 0) return part("tallySheriffAlone", { seat: c, seat2: b.double });
  return part("tallySheriff", { seat: c, n: votes, seats: plain, seat2: b.double });
}

/** The witch's closed step: what she used, or a pass. */
export function potionsChoice(c: WerewolfState["witchChoice"]): Phrase {
  if (!c || (!c.heal && c.poison < 0)) return phrase("choicePass");
  if (c.poison < 0) return phrase("choiceHeal");
  return phrase(c.heal ? "choiceHealPoison" : "choicePoison", { seat: c.poison });
}
