/**
 * `npm run bots:dd -- --deals 200`: how often a normal bridge declarer makes a contract that double-dummy
 * analysis says is cold (issue 13, part 5; target ≥ 90 %). Figures only, no assertions.
 *
 * Four normal bots bid each deal; when the final contract makes double dummy (declarer's side takes at least
 * level + 6 tricks with every card known, per Bo Haglund's DDS, Debian's `libdds0`, reached through koffi),
 * the bots play it out and we count whether the declarer made it. The bots themselves never see the other
 * hands; only this script hands the whole deal to the solver.
 */
import koffi from "koffi";
import { botInput, defaultOptions, getRuleset, rngFromSeed, type Action, type Rng } from "@salon/shared";
import { pbnDeal } from "@salon/shared/bridge/cards";

const STRAIN_INDEX: Record<string, number> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };

function solver(): (hands: string[][]) => number[][] {
  let lib: ReturnType<typeof koffi.load>;
  try {
    lib = koffi.load("libdds.so.0");
  } catch {
    throw new Error("libdds.so.0 not found: install Debian's libdds0 (apt-get install libdds0)");
  }
  koffi.struct("ddTableDealPBN", { cards: koffi.array("char", 80, "String") });
  koffi.struct("ddTableResults", { resTable: koffi.array("int", 20) });
  lib.func("void SetResources(int, int)")(256, 1);
  const calc = lib.func("int CalcDDtablePBN(ddTableDealPBN deal, _Out_ ddTableResults *res)");
  // tricks[strain][seat]: strains S H D C NT, seats N E S W (our seats 0..3)
  return (hands) => {
    const out: { resTable?: Int32Array } = {};
    const rc = calc({ cards: pbnDeal(hands, 0) }, out);
    if (rc !== 1) throw new Error(`DDS error ${rc}`);
    const t = Array.from(out.resTable as Int32Array);
    return [0, 1, 2, 3, 4].map((s) => t.slice(s * 4, s * 4 + 4));
  };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function main(): void {
  const deals = Number(arg("deals", "100"));
  const level = arg("level", "normal") as "normal" | "strong";
  const tricksOf = solver();
  const rules = getRuleset("bridge")!;
  const bot = rules.bot!;
  const options = { ...(defaultOptions(rules.options) as Record<string, unknown>), scoring: "duplicate" };
  let cold = 0;
  let made = 0;
  let contracts = 0;
  let overtricks = 0;
  const t0 = performance.now();
  for (let k = 0; k < deals; k++) {
    const setup = rules.setup({ seats: 4, options, dealer: k % 4, rng: rngFromSeed(`dd:${k}`) });
    if (!setup.ok) throw new Error(setup.error);
    let s = setup.value as { hands: string[][]; phase: string; results: { contract: string; declarer: number; tricks: number }[] };
    const hands = s.hands.map((h) => h.slice());
    const actions: { seat: number; action: Action }[] = [];
    let rng: Rng = rngFromSeed(`dd:${k}:bots`);
    let table: number[][] | null = null;
    let need = 0;
    let declarer = -1;
    while (s.results.length === 0) {
      const seat = rules.toAct(s)[0] as number;
      let action: Action | null;
      [action, rng] = bot.decide(botInput(rules, bot, s, { seats: 4, options, actions }, seat), level, rng);
      if (!action) throw new Error("the bot had no move");
      const res = rules.apply(s, seat, action);
      if (!res.ok) throw new Error(res.error);
      s = res.value.state as typeof s;
      actions.push({ seat, action });
      if (table === null && s.phase === "play") {
        const c = (s as unknown as { contract: { level: number; strain: string; declarer: number } }).contract;
        declarer = c.declarer;
        need = c.level + 6;
        table = tricksOf(hands);
        // only cold contracts are played out: the others need not be
        if (table[STRAIN_INDEX[c.strain]][declarer] < need) break;
      }
    }
    if (table === null) continue;
    contracts++;
    const r = s.results[s.results.length - 1];
    if (!r) continue;
    cold++;
    if (r.tricks >= need) made++;
    overtricks += r.tricks - table[STRAIN_INDEX[r.contract.replace(/X+$/, "").slice(1)]][declarer];
  }
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  console.log(`bridge, ${level} declarer, ${deals} deals bid by ${level} bots: ${contracts} contracts, ${cold} cold double dummy (DDS)`);
  console.log(`  made: ${made} of ${cold} = ${pct(made / Math.max(1, cold))}  target ≥ 90 %`);
  console.log(`  tricks against double dummy on cold contracts: ${(overtricks / Math.max(1, cold)).toFixed(2)} per deal`);
  console.log(`  ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

main();
