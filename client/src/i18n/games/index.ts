/**
 * Each game's words in every language, as one catalogue section named for the game (`skat.*`, ...). A game's
 * file holds all six languages side by side; English is the reference the catalogue test compares with.
 */
import type { Language } from "../languages";
import { skat } from "./skat";
import { kierki } from "./kierki";
import { bridge } from "./bridge";
import { euchre } from "./euchre";
import { fox } from "./fox";
import { krendzu } from "./krendzu";
import { options } from "./options";
import { deduction } from "./deduction";
import { ktulu } from "./ktulu";
import { werewolf } from "./werewolf";
import { ktuluSay } from "./ktulu-say";
import { werewolfSay } from "./werewolf-say";
import { steps } from "./steps";
import { access } from "./access";
import { events } from "./events";

/** One game's section in each language. */
export type GameWords = Record<Language, Record<string, string>>;

export const GAME_WORDS: Record<string, GameWords> = {
  skat,
  kierki,
  bridge,
  fox,
  euchre,
  krendzu,
  options,
  deduction,
  ktulu,
  werewolf,
  ktuluSay,
  werewolfSay,
  steps,
  access,
  events,
};
