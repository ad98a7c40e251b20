/**
 * The Ktulu engine's one phrase maker (issue 14): `phrase("died", { seat: 3, role: "sheriff" })` is the plain
 * JSON `{ code, params, text }` whose English `text` names seats, characters, factions and actions as the
 * engine always has ("seat 4", "Sheriff", "Town", the catalog's button labels).
 */
import { phrasebook, type Phrase, type PhraseNames } from "../core/phrase";
import { ktuluCatalog } from "./catalog";
import { FACTION_NAMES, ROLE_NAMES, seatName } from "./names";
import { KTULU_PHRASES } from "./phrases";

const ENGLISH: PhraseNames = {
  seat: seatName,
  role: (id) => ROLE_NAMES[id] ?? id,
  faction: (id) => FACTION_NAMES[id as keyof typeof FACTION_NAMES] ?? id,
  action: (a) => ktuluCatalog.describe(a, seatName),
};

export const phrase = phrasebook(KTULU_PHRASES, ENGLISH);

/** Items as one nested phrase (`list` / `choices`: first, then the rest), or null for none. */
export function nest(items: Phrase[], code: "list" | "choices"): Phrase | null {
  if (items.length === 0) return null;
  return items.slice(0, -1).reduceRight<Phrase>((rest, first) => phrase(code, { first, rest }), items[items.length - 1]);
}
