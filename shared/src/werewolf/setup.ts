/**
 * Setup (§3, §4): options, deals (given, drawn from the rng, or assigned by the moderator) and the start
 * of night 1.
 */
import { fail, ok, type Result } from "../core/result";
import { shuffle, type Rng } from "../core/rng";
import type { SetupInput } from "../core/ruleset";
import { defaultWolves } from "./composition";
import { startNight } from "./flow";
import { joined, part, phrase } from "./speak";
import type { WerewolfState } from "./state";
import { isRole, ROLES, SPECIALS, type Mode, type Role, type WerewolfDeal, type WerewolfOptions } from "./types";

/** The deck the options describe for n seats (n cards, or n + 2 with a thief), unshuffled. */
export function deckFor(n: number, options: WerewolfOptions): Result<Role[]> {
  const specials = [...new Set(options.roles)].filter((r): r is Role => (SPECIALS as readonly string[]).includes(r));
  const wolves = options.werewolves > 0 ? options.werewolves : defaultWolves(n);
  const size = specials.includes("thief") ? n + 2 : n;
  if (specials.length + wolves > size) return fail(`${specials.length} special roles and ${wolves} werewolves do not fit ${n} seats`);
  const deck: Role[] = [...specials, ...Array<Role>(wolves).fill("werewolf")];
  while (deck.length < size) deck.push("villager");
  return ok(deck);
}

/** A shuffled deal from the options' deck. */
export function randomDeal(n: number, options: WerewolfOptions, rng: Rng): Result<[WerewolfDeal, Rng]> {
  const deck = deckFor(n, options);
  if (!deck.ok) return deck;
  const [cards, next] = shuffle(rng, deck.value);
  const deal: WerewolfDeal = { roles: cards.slice(0, n) };
  if (cards.length > n) deal.center = cards.slice(n);
  return ok([deal, next]);
}

/** Checks a deal against §4 (and our ruling: at most one of each special, at least one werewolf). */
export function checkDeal(n: number, raw: unknown): Result<{ roles: Role[]; center: Role[] }> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail("a deal is an object with roles (and center)");
  const { roles, center } = raw as { roles?: unknown; center?: unknown };
  if (!Array.isArray(roles) || roles.length !== n) return fail(`a deal needs exactly ${n} roles, one per seat`);
  const middle = center === undefined ? [] : center;
  if (!Array.isArray(middle)) return fail("center must be a list of two roles");
  const all = [...roles, ...middle];
  for (const r of all) if (typeof r !== "string" || !isRole(r)) return fail(`unknown role ${JSON.stringify(r).slice(0, 30)}`);
  const deck = all as Role[];
  for (const s of SPECIALS) if (deck.filter((r) => r === s).length > 1) return fail(`the deck holds at most one ${s}`);
  const thief = deck.includes("thief");
  if (thief && middle.length !== 2) return fail("with a thief in the deck, center holds exactly 2 cards");
  if (!thief && middle.length !== 0) return fail("center is only used when the deck holds a thief");
  if (!(roles as Role[]).includes("werewolf") && !(middle as Role[]).includes("werewolf")) return fail("the deck needs a werewolf");
  return ok({ roles: (roles as Role[]).slice(), center: (middle as Role[]).slice() });
}

export function emptyState(n: number, mode: Mode, sheriffOption: boolean, rng: Rng | null, options?: WerewolfOptions): WerewolfState {
  return {
    specials: options ? options.roles.slice() : [],
    wolves: options ? options.werewolves : 0,
    n,
    mode,
    sheriffOption,
    phase: "setup",
    round: 0,
    step: "setup",
    roles: [],
    center: [],
    dealt: null,
    dealtBy: null,
    alive: Array<boolean>(n).fill(true),
    lovers: [],
    cupid: -1,
    loversTold: false,
    sheriff: -1,
    electionDone: false,
    healLeft: true,
    poisonLeft: true,
    victim: -1,
    healed: false,
    poisoned: -1,
    spied: false,
    wolfChoice: Array<number>(n).fill(-1),
    witchChoice: null,
    shot: null,
    badgeTo: null,
    choiceText: null,
    owed: [],
    decided: [],
    ballot: null,
    lastBallot: null,
    pendingHunter: -1,
    pendingBadge: false,
    then: "day",
    deaths: [],
    known: [],
    log: [],
    script: [],
    winner: null,
    win: Array<boolean>(n).fill(false),
    rng,
    plan: null,
  };
}

/** Deals the roles into a setup-phase draft and starts night 1. */
export function dealInto(d: WerewolfState, deal: { roles: Role[]; center: Role[] }, by: "given" | "advance" | "assigned"): void {
  d.roles = deal.roles.slice();
  d.center = deal.center.slice();
  d.dealt = { roles: deal.roles.slice(), center: deal.center.slice() };
  d.dealtBy = by;
  d.plan = null;
  // Counted in the catalog's order, never in seat order (that would tell who holds what).
  const count = new Map<string, number>();
  for (const r of ROLES) {
    const c = [...deal.roles, ...deal.center].filter((x) => x === r).length;
    if (c) count.set(r, c);
  }
  const roles = joined([...count].map(([role, n]) => (n > 1 ? part("roleTimes", { role, n }) : part("roleOnly", { role }))));
  d.log.push({ when: "Setup", ...phrase(deal.center.length ? "rolesInPlayMiddle" : "rolesInPlay", { roles }), to: null });
  startNight(d, 1);
}

/**
 * §4: a given deal (an object) starts night 1 at once. A list of deals is how records of human-moderated
 * games come back: the game starts in `setup` and the moderator's `advance` takes the listed deal ([] =
 * the moderator assigned the roles by hand). Otherwise auto mode deals from the rng; human mode waits in
 * `setup` for the moderator.
 */
export function setup(input: SetupInput<WerewolfOptions>): Result<WerewolfState> {
  const n = input.seats;
  if (!Number.isInteger(n) || n < 5 || n > 24) return fail("Werewolf takes 5 to 24 players");
  const options = input.options;
  const mode: Mode = options.moderator === "human" ? "human" : "auto";
  const d = emptyState(n, mode, options.sheriff !== false, input.rng ?? null, options);
  const deck = deckFor(n, options);
  if (!deck.ok && input.deal === undefined) return deck;
  if (input.deal !== undefined && !Array.isArray(input.deal)) {
    const deal = checkDeal(n, input.deal);
    if (!deal.ok) return deal;
    dealInto(d, deal.value, "given");
    return ok(d);
  }
  if (Array.isArray(input.deal)) {
    if (input.deal.length > 0) {
      const deal = checkDeal(n, input.deal[0]);
      if (!deal.ok) return deal;
      if (mode === "auto") dealInto(d, deal.value, "given");
      else d.plan = { roles: deal.value.roles, ...(deal.value.center.length ? { center: deal.value.center } : {}) };
    }
    return ok(d);
  }
  if (mode === "human") return ok(d);
  if (!d.rng) return fail("a deal or a random source is needed");
  const drawn = randomDeal(n, options, d.rng);
  if (!drawn.ok) return drawn;
  d.rng = drawn.value[1];
  dealInto(d, checkDealOrThrow(n, drawn.value[0]), "given");
  return ok(d);
}

function checkDealOrThrow(n: number, deal: WerewolfDeal): { roles: Role[]; center: Role[] } {
  const c = checkDeal(n, deal);
  if (!c.ok) throw new Error(`werewolf: a random deal is invalid: ${c.error}`);
  return c.value;
}

export { checkDealOrThrow };
