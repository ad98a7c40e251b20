/**
 * Ktulu's static catalog for the shared deduction console and phone screen (core/deduction.ts): character names
 * and powers, factions with goals and colours, marks, the recommended composition and button labels.
 */
import { actionWords, type DeductionCatalog } from "../core/deduction";
import type { Action } from "../core/ruleset";
import { FACTION_NAMES, ROLE_NAMES } from "./names";
import { FACTIONS, recommended, ROLE_FACTION } from "./roles";

const POWERS: Record<string, string> = {
  sheriff:
    "Every night (night 0 too) jails a player: he sleeps, cannot be killed, and the sheriff takes the statuette from him. While he lives a challenged player may refuse a duel.",
  courtesan: "Night 0: visits a client and learns his character; he learns her seat.",
  goodGunslinger: "Wins every duel against a non-gunslinger.",
  pastor: "Every night (night 0 too) learns a player's faction.",
  drunkard: "Twice a game: a player sleeps the rest of the night.",
  mayor: "May reveal by day; revealing when someone is sentenced pardons him.",
  bodyguard: "Every night protects another player from being killed, never the same one two nights running.",
  taxCollector: 'Once: learns who holds the statuette ("hidden" if Lucky Luke holds it).',
  doctor: "Once: revives a player who died in a duel or at night.",
  gambler: "Once, from night 2: Russian roulette — points at players until he hits a town player.",
  insuranceAgent: "May reveal by day.",
  judge: "Once: after a duel decides who of the two dies.",
  seducer: "Night 0: binds a player, who may never aim at her.",
  drunkJudge: "Judge and drunkard in one.",
  executioner: "Once: kills a player.",
  townsman: "No power: votes and talks.",
  bandLeader: "Starts with the statuette; leads the bandits.",
  avenger: "Once: kills a player.",
  thief: "Once: steals the statuette from a player if he holds it.",
  badGunslinger: "Wins every duel against a non-gunslinger.",
  blackmailer: "Night 0: binds a player, who may never aim at him.",
  cardSharp: "Once: plays cards with a player, who sleeps; wins the statuette if he holds it.",
  bandit: "A plain bandit.",
  chief: "Leads the Indians.",
  shaman: "Once: learns a player's character.",
  shamaness: "Once: poisons a player, who dies the next day.",
  warrior: "Once: an extra kill.",
  loneCoyote: "An extra kill on a night he is the only awake Indian.",
  burningRage: "An extra kill on a night the Indians gained the statuette.",
  eagleEye: "Once: learns who holds the statuette.",
  silentFoot: "Plants the statuette on a player (who is not told) and may retrieve it on a later night.",
  indian: "A plain Indian.",
  greatUfo: "Leads the UFOs.",
  greenTentacle: "Once: kills a player.",
  detector: "Every night learns on which side of a player the statuette is.",
  mindEater: "Every night learns a player's character.",
  purpleSucker: "Once: steals the statuette from a player if he holds it.",
  ufo: "A plain UFO.",
  luckyLuke: "A gunslinger. Rides away (wins) if he holds the statuette when his turn starts; searches nightly; once kills; once tracks.",
  bondsman: "Every night picks a master and learns his character; twice steals the statuette from him.",
  cleaner: "Every night checks a few houses for the statuette.",
  runaway: "A plain Runaway.",
  kaszabara: "Every night tries (75 %) to possess a player: the statuette given to him goes to Kaszabara.",
  banner: "Interrogates a player in a nightmare: cooperation tells Banner his character, refusal may kill him.",
  nameless: "Once an extra shot; may give the statuette away.",
  god: "A plain botcher god.",
};

const GOALS: Record<string, [string, number]> = {
  town: ["Find the statuette by a search, kill its holder by day, or hold it at dawn.", 0x4a90d9],
  bandits: ["Hold the statuette at a dawn after the ship night and sail away.", 0xc0392b],
  indians: ["Be the only ones left alive.", 0xd68910],
  ufos: ["Send three signals while holding the statuette.", 0x27ae60],
  luke: ["Hold the statuette when his turn starts: ride away.", 0x8e6e53],
  runaways: ["Escape one by one; the last one to escape wins.", 0x7f8c8d],
  gods: ["Hit the statuette's holder three times.", 0x8e44ad],
};

const MARKS: Record<string, string> = {
  statuette: "Holds the statuette",
  jailed: "Jailed tonight",
  asleep: "Asleep",
  protected: "Protected",
  revealed: "Character revealed",
  mayor: "The mayor",
  poisoned: "Poisoned",
  bound: "Bound",
  planted: "Statuette planted",
  possessed: "Possessed",
  tracked: "Tracked by Luke",
  dueling: "In a duel",
  searched: "Searched today",
  sentenced: "Sentenced",
  ready: "Ready",
};

const VERB: Record<string, string> = {
  jail: "Jail",
  visit: "Visit",
  seduce: "Seduce",
  confess: "Confess",
  blackmail: "Blackmail",
  keep: "Hand the statuette to",
  search: "Search",
  kill: "Kill",
  track: "Track",
  drink: "Get drunk",
  protect: "Protect",
  audit: "Audit the statuette",
  roulette: "Point at",
  rob: "Rob",
  steal: "Steal",
  play: "Play cards with",
  trance: "Trance on",
  poison: "Poison",
  look: "Look for the statuette",
  plant: "Plant the statuette on",
  retrieve: "Retrieve the statuette",
  detect: "Detect around",
  read: "Read",
  escape: "Escape:",
  master: "Serve",
  clean: "Clean",
  shoot: "Shoot",
  possess: "Possess",
  interrogate: "Interrogate",
  answer: "Answer Banner",
  gift: "Give the statuette to",
  revive: "Revive",
};

/** The actions named by fixed words (actionWords). */
const SAID: Record<string, string> = {
  pass: "Pass",
  ready: "I'm ready",
  reveal: "Reveal my character",
  accept: "Accept the duel",
  refuse: "Refuse the duel",
  abstain: "Abstain",
  pardon: "Pardon",
  advance: "Next step",
  strikePoison: "The poison strikes",
  assignRoles: "Assign characters",
};

/** The actions named by a verb and their target. */
const AIMED: Record<string, string> = {
  challenge: "Challenge",
  revive: "Revive",
};

function describe(a: Action, name: (seat: number) => string): string {
  const t = typeof a.target === "number" ? name(a.target) : "";
  const prefix = typeof a.for === "number" ? `For ${name(a.for)}: ` : "";
  let text: string;
  switch (a.type) {
    case "nightAction": {
      const verb = VERB[String(a.power)] ?? String(a.power);
      const ts = Array.isArray(a.targets) ? (a.targets as number[]).map(name).join(", ") : t;
      text = `${verb}${ts ? ` ${ts}` : ""}`;
      if (typeof a.take === "boolean") text += a.take ? " (take it)" : " (leave it)";
      if (typeof a.cooperate === "boolean") text = a.cooperate ? "Cooperate with Banner" : "Refuse Banner";
      break;
    }
    case "vote":
      if (Array.isArray(a.targets)) text = `Search ${(a.targets as number[]).map(name).join(", ")}`;
      else if (typeof a.hang === "boolean") text = a.hang ? "Yes, hang" : "No hanging";
      else text = `Vote ${t}`;
      break;
    case "judge":
      text = `${name(a.loser as number)} loses`;
      break;
    case "resolveTie":
      text = a.mode === "runoff" ? "Runoff" : "Drop the tied group";
      break;
    case "declareWinner":
      text = a.faction ? `${FACTION_NAMES[a.faction as keyof typeof FACTION_NAMES] ?? a.faction} win` : "Nobody wins";
      break;
    default:
      text = actionWords(SAID, AIMED, a.type, t);
  }
  return prefix + text;
}

export const ktuluCatalog: DeductionCatalog = {
  roles: Object.fromEntries(Object.keys(ROLE_FACTION).map((r) => [r, { name: ROLE_NAMES[r], faction: ROLE_FACTION[r], power: POWERS[r] ?? "" }])),
  factions: Object.fromEntries(FACTIONS.map((f) => [f, { name: FACTION_NAMES[f], goal: GOALS[f][0], color: GOALS[f][1] }])),
  marks: MARKS,
  recommended,
  describe,
};
