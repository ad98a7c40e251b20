/**
 * Ktulu's factions, characters, ranks and recommended compositions (rules of record: docs/rules/ktulu.md §2).
 * Rank inside a faction = order in its list (then the lower seat), for faction decisions and keep steps.
 */

export const FACTIONS = ["town", "bandits", "indians", "ufos", "luke", "runaways", "gods"] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_ROLES: Record<Faction, readonly string[]> = {
  town: [
    "sheriff",
    "courtesan",
    "goodGunslinger",
    "pastor",
    "drunkard",
    "mayor",
    "bodyguard",
    "taxCollector",
    "doctor",
    "gambler",
    "insuranceAgent",
    "judge",
    "seducer",
    "drunkJudge",
    "executioner",
    "townsman",
  ],
  bandits: ["bandLeader", "avenger", "thief", "badGunslinger", "blackmailer", "cardSharp", "bandit"],
  indians: ["chief", "shaman", "shamaness", "warrior", "loneCoyote", "burningRage", "eagleEye", "silentFoot", "indian"],
  ufos: ["greatUfo", "greenTentacle", "detector", "mindEater", "purpleSucker", "ufo"],
  luke: ["luckyLuke"],
  runaways: ["bondsman", "cleaner", "runaway"],
  gods: ["kaszabara", "banner", "nameless", "god"],
};

/** Plain members: the only characters that may appear more than once. */
export const PLAIN = new Set(["townsman", "bandit", "indian", "ufo", "runaway", "god"]);
export const GUNSLINGERS = new Set(["goodGunslinger", "badGunslinger", "luckyLuke"]);

export const ROLE_FACTION: Record<string, Faction> = {};
export const ROLE_RANK: Record<string, number> = {};
for (const f of FACTIONS) FACTION_ROLES[f].forEach((r, i) => ((ROLE_FACTION[r] = f), (ROLE_RANK[r] = i)));
export const ALL_ROLES: string[] = FACTIONS.flatMap((f) => FACTION_ROLES[f]);

/** §2 "Recommended sizes": seats 5..29 → [town, bandits, Indians, UFOs]. */
const TABLE: Record<number, [number, number, number, number]> = {};
const COLS = {
  town: [2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7, 7, 7, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12],
  bandits: [2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6],
  indians: [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7],
  ufos: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4],
};
for (let n = 5; n <= 29; n++) {
  const i = n - 5;
  TABLE[n] = [COLS.town[i], COLS.bandits[i], COLS.indians[i], COLS.ufos[i]];
}

/** §2 default fill per faction, in order, then plain members. */
const FILL: [Faction, string[], string][] = [
  ["town", ["sheriff", "courtesan", "goodGunslinger", "pastor", "drunkard", "mayor", "taxCollector", "insuranceAgent"], "townsman"],
  ["bandits", ["bandLeader", "badGunslinger", "avenger", "thief", "cardSharp"], "bandit"],
  ["indians", ["chief", "shaman", "shamaness", "warrior", "eagleEye"], "indian"],
  ["ufos", ["greatUfo", "mindEater", "detector", "greenTentacle", "purpleSucker"], "ufo"],
];

/** The page's composition for n seats (5..29): one character id per seat, in faction order. */
export function recommended(n: number): string[] {
  const row = TABLE[Math.max(5, Math.min(29, n))];
  const out: string[] = [];
  FILL.forEach(([, named, plain], i) => {
    for (let k = 0; k < row[i]; k++) out.push(k < named.length ? named[k] : plain);
  });
  return out;
}

/** Why a composition cannot be dealt to n seats (null: it can). §3: non-plain at most once, ≥ 1 bandit. */
export function compositionProblem(roles: readonly string[], n: number): string | null {
  if (roles.length !== n) return `the composition lists ${roles.length} characters for ${n} seats`;
  const seen = new Set<string>();
  for (const r of roles) {
    if (!(r in ROLE_FACTION)) return `unknown character ${JSON.stringify(r).slice(0, 30)}`;
    if (!PLAIN.has(r) && seen.has(r)) return `${r} appears twice`;
    seen.add(r);
  }
  if (!roles.some((r) => ROLE_FACTION[r] === "bandits")) return "a game needs at least one bandit";
  return null;
}
