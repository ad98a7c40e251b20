/**
 * Werewolf's static catalog for the shared deduction UI (core/deduction.ts): role names and powers,
 * factions with goal and colour, marks, the recommended composition and button labels.
 */
import { actionWords, type DeductionCatalog } from "../core/deduction";
import type { Action } from "../core/ruleset";
import { defaultWolves } from "./composition";

/** The actions named by fixed words (actionWords). */
const SAID: Record<string, string> = {
  pass: "Pass",
  advance: "Next step",
  assignRoles: "Deal these roles",
};

/** The actions named by a verb and their target. */
const AIMED: Record<string, string> = {
  vote: "Vote for",
  shoot: "Shoot",
  passBadge: "Give the badge to",
};

/** The same for the night powers: fixed words… */
const POWER_SAID: Record<string, string> = {
  spy: "Spy on the werewolves",
  catch: "Catch the little girl",
};

/** …and a verb and the target. */
const POWER_AIMED: Record<string, string> = {
  see: "Look at",
  devour: "Devour",
};

export const werewolfCatalog: DeductionCatalog = {
  roles: {
    villager: { name: "Villager", faction: "villagers", power: "No power: find the werewolves and vote them out." },
    werewolf: { name: "Werewolf", faction: "werewolves", power: "Every night, with the other werewolves, devours a victim." },
    seer: { name: "Seer", faction: "villagers", power: "Every night may look at one living player's role." },
    thief: { name: "Thief", faction: "villagers", power: "Night 1: sees the two middle cards and may swap for one (must if both are werewolves)." },
    cupid: { name: "Cupid", faction: "villagers", power: "Night 1: names two lovers; if one dies, the other dies of a broken heart." },
    hunter: { name: "Hunter", faction: "villagers", power: "When devoured or voted out, may shoot one living player." },
    littleGirl: { name: "Little girl", faction: "villagers", power: "Every night may spy on the werewolves; if caught she dies instead of their victim." },
    witch: { name: "Witch", faction: "villagers", power: "One healing potion (saves the werewolves' victim) and one poison, each once per game." },
  },
  factions: {
    villagers: { name: "Villagers", goal: "Eliminate every werewolf.", color: 0x4a9d5b },
    werewolves: { name: "Werewolves", goal: "Be the only ones left alive.", color: 0xb03a2e },
    lovers: { name: "Lovers", goal: "A werewolf and a villager in love: be the last two alive.", color: 0xd35d9b },
  },
  marks: {
    sheriff: "Sheriff (vote counts double)",
    lover: "Lover",
    victim: "The werewolves' victim",
    healed: "Healed tonight",
    poisoned: "Poisoned tonight",
  },
  recommended(players: number): string[] {
    const specials = ["seer", "witch", "hunter", "cupid"];
    const wolves = defaultWolves(players);
    const out = [...Array<string>(wolves).fill("werewolf"), ...specials.slice(0, Math.max(0, players - wolves))];
    while (out.length < players) out.push("villager");
    return out;
  },
  describe(action: Action, seatName: (seat: number) => string): string {
    const t = typeof action.target === "number" ? seatName(action.target) : "";
    const who = typeof action.for === "number" ? ` (for ${seatName(action.for)})` : "";
    let text: string;
    switch (action.type) {
      case "nightAction":
        switch (action.power) {
          case "swap":
            text = `Take middle card ${Number(action.index) + 1}`;
            break;
          case "link": {
            const [a, b] = action.targets as number[];
            text = `Make ${seatName(a)} and ${seatName(b)} lovers`;
            break;
          }
          case "potions": {
            const parts: string[] = [];
            if (action.heal) parts.push("Heal the victim");
            if (typeof action.poison === "number") parts.push(`Poison ${seatName(action.poison)}`);
            text = parts.join(" and ");
            break;
          }
          default:
            text = actionWords(POWER_SAID, POWER_AIMED, String(action.power), t);
        }
        break;
      default:
        text = actionWords(SAID, AIMED, action.type, t);
    }
    return text + who;
  },
};
