/**
 * Werewolf's sentences (log lines, dawn news, the moderator's script) by the engine's phrase codes
 * (shared/src/werewolf/phrases.ts, whose English templates are the English here), one file per language
 * (werewolf-say/), each checked by the compiler to hold every code.
 * Names come in as they are (a player's name, a role or team as werewolf.ts names it, capitalised), so the
 * sentences put them after a colon or a dash, or where no case ending is needed. `list` / `listSemi` join
 * the items of a list (roles, the dead, a tally); `ballot…` are the ballots' titles inside a log line.
 */
import { WEREWOLF_PHRASES } from "@salon/shared/werewolf/phrases";
import type { GameWords } from ".";
import { de } from "./werewolf-say/de";
import { el } from "./werewolf-say/el";
import { pl } from "./werewolf-say/pl";
import { ru } from "./werewolf-say/ru";
import { uk } from "./werewolf-say/uk";

export const werewolfSay: GameWords = { en: { ...WEREWOLF_PHRASES }, pl, de, ru, uk, el };
