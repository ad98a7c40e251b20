/**
 * One deal of a bot tournament (issue 13): a game set up from a seed, played by bots of the given levels
 * seat by seat until its first deal is over (or, for games without deals, until the game ends). Returns
 * each seat's score change, and how long the bots thought.
 */
import {
  botInput,
  defaultOptions,
  randomLegalAction,
  rngFromSeed,
  type Action,
  type AnyRuleset,
  type BotLevel,
  type GameRecord,
  type Rng,
} from "@salon/shared";

export interface DealResult {
  /** Each seat's score change over the deal, in the game's own units. */
  deltas: number[];
  winners: number[];
  /** Per level: decisions taken and milliseconds spent, for the time budget figures. */
  thinking: Record<string, { decisions: number; ms: number; worst: number; cold: number; times: number[] }>;
  actions: number;
}

const WARMUP = 5;
const warmed = new Map<string, number>();

export function playDeal(rules: AnyRuleset, seats: number, levels: readonly BotLevel[], seed: string, skipDeals = 0): DealResult {
  const options = defaultOptions(rules.options) as Record<string, unknown>;
  const made = rules.setup({ seats, options, dealer: 0, rng: rngFromSeed(seed) });
  if (!made.ok) throw new Error(made.error);
  let state: unknown = made.value;
  let rng: Rng = rngFromSeed(`${seed}:bots`);
  const record: Pick<GameRecord, "seats" | "options" | "actions"> = { seats, options, actions: [] };
  const thinking: DealResult["thinking"] = {};
  // Later deals of a game (Kierki's deal kinds): reach them by quick random play, the same for every pairing.
  let ff: Rng = rngFromSeed(`${seed}:skip`);
  while (rules.handsDone(state) < skipDeals && rules.outcome(state) === null) {
    const actor = rules.toAct(state)[0];
    if (actor === undefined) break;
    let action: Action | null;
    [action, ff] = randomLegalAction(rules, state, actor, ff);
    if (!action) break;
    const res = rules.apply(state, actor, action);
    if (!res.ok) throw new Error(res.error);
    state = res.value.state;
    record.actions.push({ seat: actor, action });
  }
  const start = state;
  const hands = rules.handsDone(state);
  let count = 0;
  while (rules.handsDone(state) === hands && rules.outcome(state) === null && count < 5000) {
    const actor = rules.toAct(state)[0];
    if (actor === undefined) break;
    let action: Action | null;
    if (actor === "moderator" || !rules.bot) {
      [action, rng] = randomLegalAction(rules, state, actor, rng);
    } else {
      const level = levels[actor];
      const t0 = performance.now();
      [action, rng] = rules.bot.decide(botInput(rules, rules.bot, state, record, actor), level, rng);
      const ms = performance.now() - t0;
      const t = (thinking[level] ??= { decisions: 0, ms: 0, worst: 0, cold: 0, times: [] });
      t.decisions++;
      t.ms += ms;
      // A process's first decisions at a level run while V8 still compiles the engine: kept apart.
      const warm = (warmed.get(`${rules.id}:${level}`) ?? 0) + 1;
      warmed.set(`${rules.id}:${level}`, warm);
      if (warm <= WARMUP) t.cold = Math.max(t.cold, ms);
      else {
        t.worst = Math.max(t.worst, ms);
        t.times.push(ms);
      }
    }
    if (!action) break;
    const res = rules.apply(state, actor, action);
    if (!res.ok) throw new Error(`${rules.id}: the bot's ${JSON.stringify(action)} for seat ${actor} was refused: ${res.error}`);
    state = res.value.state;
    record.actions.push({ seat: actor, action });
    count++;
  }
  const before = rules.scores(start);
  const deltas = rules.scores(state).map((x, i) => x - before[i]);
  return { deltas, winners: rules.outcome(state)?.winners ?? [], thinking, actions: count };
}
