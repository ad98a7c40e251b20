/** People's names for Ktulu's characters and factions (used by log lines and the catalog). */
import type { Faction } from "./roles";

export const ROLE_NAMES: Record<string, string> = {
  sheriff: "Sheriff", courtesan: "Courtesan", goodGunslinger: "Good gunslinger", pastor: "Pastor", drunkard: "Drunkard",
  mayor: "Mayor", bodyguard: "Bodyguard", taxCollector: "Tax collector", doctor: "Doctor", gambler: "Gambler",
  insuranceAgent: "Insurance agent", judge: "Judge", seducer: "Seducer", drunkJudge: "Drunk judge",
  executioner: "Executioner", townsman: "Townsman",
  bandLeader: "Band leader", avenger: "Avenger", thief: "Thief", badGunslinger: "Bad gunslinger",
  blackmailer: "Blackmailer", cardSharp: "Card sharp", bandit: "Bandit",
  chief: "Chief", shaman: "Shaman", shamaness: "Shamaness", warrior: "Warrior", loneCoyote: "Lone coyote",
  burningRage: "Burning rage", eagleEye: "Eagle eye", silentFoot: "Silent foot", indian: "Indian",
  greatUfo: "Great UFO", greenTentacle: "Green tentacle", detector: "Detector", mindEater: "Mind eater",
  purpleSucker: "Purple sucker", ufo: "UFO",
  luckyLuke: "Lucky Luke",
  bondsman: "Bondsman", cleaner: "Cleaner", runaway: "Runaway",
  kaszabara: "Kaszabara", banner: "Banner", nameless: "Nameless", god: "God",
};

export const FACTION_NAMES: Record<Faction, string> = {
  town: "Town", bandits: "Bandits", indians: "Indians", ufos: "UFOs", luke: "Lucky Luke", runaways: "Runaways", gods: "Gods",
};

/** "seat 3" (1-based, as players count). */
export const seatName = (x: number) => `seat ${x + 1}`;

/** Step titles for people (the moderator's script, and the acting players' step line). */
export const STEP_TITLES: Record<string, string> = {
  "luke.ride": "Lucky Luke rides away?", "luke.search": "Lucky Luke searches", "luke.kill": "Lucky Luke may shoot",
  "luke.track": "Lucky Luke may track", "luke.info": "Lucky Luke learns the holder",
  "sheriff.jail": "The sheriff jails a player", "courtesan.visit": "The courtesan visits a client",
  "seducer.seduce": "The seducer binds a player", "pastor.confess": "The pastor hears a confession",
  "blackmailer.blackmail": "The blackmailer binds a player", "drunkard.drink": "The drunkard may get someone drunk",
  "drunkJudge.drink": "The drunk judge may get someone drunk", "bodyguard.protect": "The bodyguard protects a player",
  "taxCollector.audit": "The tax collector may audit", "executioner.kill": "The executioner may execute",
  "gambler.roulette": "The gambler may play Russian roulette", "bandits.rob": "The bandits may rob",
  "thief.steal": "The thief may steal", "cardSharp.play": "The card sharp may play cards", "avenger.kill": "The avenger may kill",
  "bandits.keep": "The bandits hide the statuette", "indians.kill": "The Indians kill", "indians.kill2": "The Indians kill again",
  "loneCoyote.kill": "The lone coyote may kill", "warrior.kill": "The warrior may kill", "burningRage.kill": "Burning rage may kill",
  "shaman.trance": "The shaman may fall into a trance", "shamaness.poison": "The shamaness may poison",
  "eagleEye.look": "Eagle eye may look", "silentFoot.plant": "Silent foot may plant the statuette",
  "silentFoot.retrieve": "Silent foot may retrieve the statuette", "indians.keep": "The Indians hide the statuette",
  "ufos.search": "The UFOs search", "greenTentacle.kill": "The green tentacle may kill", "purpleSucker.steal": "The purple sucker may steal",
  "detector.detect": "The detector detects", "mindEater.read": "The mind eater reads a mind", "ufos.keep": "The UFOs hide the statuette",
  "ufos.signal": "The UFOs signal", "runaways.escape": "The Runaways choose who escapes", "runaways.search": "The Runaways search",
  "bondsman.master": "The bondsman picks a master", "bondsman.steal": "The bondsman may steal from his master",
  "cleaner.clean": "The cleaner cleans houses", "runaways.keep": "The Runaways hide the statuette", "runaways.scrape": "The Runaways scrape gold",
  "gods.shoot": "The gods shoot", "nameless.shoot": "Nameless may shoot", "kaszabara.possess": "Kaszabara possesses",
  "banner.interrogate": "Banner may interrogate", "banner.answer": "Banner's nightmare: cooperate?", "nameless.gift": "Nameless may give the statuette away",
  "gods.keep": "The gods hide the statuette", "doctor.revive": "The doctor may revive",
  discussion: "Discussion", "duel.answer": "A challenge: accept or refuse", "duel.vote": "Duel: who should die?",
  "duel.judge": "The judge may decide the duel", "duel.doctor": "The doctor may save a duelist",
  search: "Search vote", "search.tie": "Search tie: runoff or drop", "search.runoff": "Search runoff",
  hangQuestion: "Hang anyone?", hangVote: "Whom to hang?", pardon: "The mayor may pardon", setup: "Setup: assign characters",
};
