/**
 * `apply` (§5): judges an action from a seat or the moderator, records the decision, gives the actor
 * what the power shows at once (seer, little girl, thief) and closes the step when it is due.
 * Refusals never name a hidden role.
 */
import { fail, failWith, ok, type Result } from "../core/result";
import type { Applied } from "../core/ruleset";
import type { Actor } from "../core/seats";
import { randomDeal, checkDeal, dealInto, checkDealOrThrow } from "./setup";
import { closeStep, complete, mandatoryMissing, when } from "./flow";
import { mayAct, seatActions } from "./legal";
import type { PhraseParams } from "../core/phrase";
import type { WerewolfPhraseCode } from "./phrases";
import { livingWolves, seatName } from "./rules";
import { phrase } from "./speak";
import { draft, type WerewolfState } from "./state";
import type { WerewolfAction } from "./types";

type Out = Result<Applied<WerewolfState>>;

const done = (state: WerewolfState, type: string): Out => ok({ state, events: [{ type }] });

export function apply(s: WerewolfState, actor: Actor, a: WerewolfAction): Out {
  if (s.phase === "over") return failWith("game_over", "The game is over");
  if (a.type === "advance" || a.type === "assignRoles") {
    if (actor !== "moderator") return fail("Only the moderator runs the game");
    if (s.mode !== "human") return fail("The automatic moderator runs this game");
    return a.type === "advance" ? advance(s) : assign(s, a);
  }
  let seat: number;
  if (actor === "moderator") {
    if (s.mode !== "human") return fail("The automatic moderator runs this game");
    if (a.for === undefined) return fail("Say which seat the action is for");
    seat = a.for;
  } else {
    if (a.for !== undefined && a.for !== actor) return fail("Nobody else may act for another seat");
    seat = actor;
  }
  if (seat < 0 || seat >= s.n) return fail(`There is no ${seatName(seat)}`);
  if (s.phase === "setup") return fail("The roles are not dealt yet");
  const byModerator = actor === "moderator";
  if (!mayAct(s, seat, byModerator)) {
    if (s.step === "werewolves" && s.owed.includes(seat)) return fail("The werewolves have agreed: the moderator closes the step");
    return fail(`${seatName(seat)} has no decision to make now`);
  }
  const bare = strip(a);
  const legal = seatActions(s, seat, byModerator);
  if (!legal.some((x) => same(x, bare))) return fail(why(s, seat, bare));
  const d = draft(s);
  decide(d, seat, bare);
  if (d.mode === "auto" && complete(d)) closeStep(d);
  return done(d, bare.type);
}

function advance(s: WerewolfState): Out {
  const missing = mandatoryMissing(s);
  if (missing) return fail(`Not yet: ${missing}`);
  const d = draft(s);
  if (d.phase === "setup") {
    if (d.plan) {
      dealInto(d, checkDealOrThrow(d.n, d.plan), "advance");
    } else {
      const drawn = randomDeal(d.n, { moderator: "human", sheriff: d.sheriffOption, roles: d.specials, werewolves: d.wolves }, d.rng!);
      if (!drawn.ok) return drawn;
      d.rng = drawn.value[1];
      dealInto(d, checkDealOrThrow(d.n, drawn.value[0]), "advance");
    }
    return done(d, "deal");
  }
  closeStep(d);
  return done(d, "advance");
}

function assign(s: WerewolfState, a: Extract<WerewolfAction, { type: "assignRoles" }>): Out {
  if (s.phase !== "setup") return fail("The roles are already dealt");
  const deal = checkDeal(s.n, { roles: a.roles, ...(a.center ? { center: a.center } : {}) });
  if (!deal.ok) return deal;
  const d = draft(s);
  dealInto(d, deal.value, "assigned");
  return done(d, "deal");
}

/** The action without `for`, as legal lists hold it. */
function strip(a: WerewolfAction): WerewolfAction {
  const { for: _for, ...rest } = a as WerewolfAction & { for?: number };
  return rest as WerewolfAction;
}

function same(x: WerewolfAction, y: WerewolfAction): boolean {
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const u = a[k];
    const v = b[k];
    if (Array.isArray(u) && Array.isArray(v)) {
      if (u.length !== v.length || u.some((e, i) => e !== v[i])) return false;
    } else if (u !== v) return false;
  }
  return true;
}

/** A clear reason for a refused action (never naming a hidden role). */
function why(s: WerewolfState, seat: number, a: WerewolfAction): string {
  const expects: Record<string, string> = {
    thief: "the thief swaps a middle card or passes",
    cupid: "cupid links two different living players",
    seer: "the seer looks at another living player or passes",
    littleGirl: "the little girl spies or passes",
    werewolves: "the werewolves devour a living player who is not a werewolf",
    witch: "the witch uses her potions or passes",
    hunter: "the hunter shoots a living player or passes",
    badge: "the dead sheriff passes the badge to a living player",
  };
  if (a.type === "pass") {
    if (s.step === "thief") return "Both middle cards are werewolves: the thief must take one";
    return "This decision is mandatory: pass is not allowed";
  }
  if (a.type === "nightAction" && a.power === "link" && a.targets.length === 2 && a.targets[0] === a.targets[1]) return "The lovers are two different players";
  if ("target" in a && typeof a.target === "number") {
    const t = a.target;
    if (t < 0 || t >= s.n) return `There is no ${seatName(t)}`;
    if (!s.alive[t]) return `${seatName(t)} is dead`;
    if (t === seat && (s.step === "vote" || s.step === "runoff" || s.step === "seer")) return "Not yourself";
    if (s.lovers.includes(seat) && s.lovers.includes(t) && t !== seat) return "Not your lover";
    if (s.step === "runoff" || s.step === "electionRunoff") return "Only the tied players can be chosen in a runoff";
  }
  if (a.type === "nightAction" && a.power === "catch" && !s.spied) return "Nobody spied tonight";
  return `Not allowed now: ${expects[s.step] ?? `this step is ${s.step}`}`;
}

/** Records seat p's decision; powers that show something show it now. */
function decide(d: WerewolfState, p: number, a: WerewolfAction): void {
  if (!d.decided.includes(p)) d.decided.push(p);
  const at = when(d);
  const tell = (to: number[], code: WerewolfPhraseCode, params?: PhraseParams) => d.log.push({ when: at, ...phrase(code, params), to });
  switch (a.type) {
    case "nightAction":
      switch (a.power) {
        case "swap": {
          const took = d.center[a.index];
          d.center[a.index] = "thief";
          d.roles[p] = took;
          tell([p], "tookCard", { role: took });
          d.choiceText = phrase("choiceTake", { n: a.index + 1, role: took });
          break;
        }
        case "link": {
          d.lovers = a.targets.slice();
          d.cupid = p;
          tell([p], "linked", { seat: a.targets[0], seat2: a.targets[1] });
          d.choiceText = phrase("choiceLink", { seat: a.targets[0], seat2: a.targets[1] });
          break;
        }
        case "see":
          d.known.push({ by: p, seat: a.target, role: d.roles[a.target] });
          tell([p], "seerSaw", { seat: a.target, role: d.roles[a.target] });
          d.choiceText = phrase("choiceSee", { seat: a.target, role: d.roles[a.target] });
          break;
        case "spy": {
          d.spied = true;
          const wolves = livingWolves(d);
          for (const w of wolves) d.known.push({ by: p, seat: w, role: "werewolf" });
          tell([p], "spied", { seats: wolves });
          tell(wolves, "watched");
          d.choiceText = phrase("choiceSpy");
          break;
        }
        case "devour":
          d.wolfChoice[p] = a.target;
          break;
        case "catch":
          d.wolfChoice[p] = -2;
          break;
        case "potions":
          d.witchChoice = { heal: a.heal, poison: a.poison ?? -1 };
          // legal potions always heal, poison or both
          if (a.heal && a.poison !== null) tell([p], "healedPoisoned", { seat: d.victim, seat2: a.poison });
          else if (a.heal) tell([p], "healed", { seat: d.victim });
          else if (a.poison !== null) tell([p], "poisoned", { seat: a.poison });
          break;
      }
      break;
    case "pass":
      if (d.step === "thief") tell([p], "keptThief");
      d.choiceText = phrase("choicePass");
      break;
    case "vote":
      d.ballot!.votes[p] = a.target;
      break;
    case "shoot":
      d.shot = a.target;
      break;
    case "passBadge":
      d.badgeTo = a.target;
      break;
    default:
      break;
  }
}
