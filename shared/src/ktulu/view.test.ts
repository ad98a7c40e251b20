/** §8 "Information": at every step of random games, each viewer's view holds only what the rules let it know. */
import { randInt, rngFromSeed } from "../core/rng";
import type { DeductionView } from "../core/deduction";
import { ktulu } from "./index";
import type { KtuluState } from "./types";
import { fac } from "./util";

const SECRET_MARKS = ["asleep", "poisoned", "planted", "possessed", "tracked", "bound"];

function check(s: KtuluState): void {
  const over = s.phase === "over";
  const hidden = (i: number) => s.phase === "night" && (s.diedTonight.includes(i) || s.escapedTonight.includes(i));
  const pub = (i: number) => s.revealed.includes(i) && !hidden(i);
  const mod = ktulu.view(s, "moderator") as unknown as DeductionView;
  expect(JSON.parse(JSON.stringify(mod))).toEqual(mod);
  if (s.roles.length) expect(mod.seats.map((x) => x.role)).toEqual(s.roles);
  expect(mod.script).toBeDefined();
  const spec = ktulu.view(s, "spectator") as unknown as DeductionView;
  expect(spec.script).toBeUndefined();
  expect(spec.legal).toEqual([]);
  expect(spec.log.some((l) => l.private)).toBe(false);
  if (s.phase === "night") expect(spec.step).toBe("night");
  spec.seats.forEach((x, i) => {
    expect(x.notes).toBeUndefined();
    if (x.role !== null) expect(over || pub(i)).toBe(true);
    if (x.marks.includes("statuette")) expect(over).toBe(true);
    for (const m of SECRET_MARKS) expect(x.marks).not.toContain(m);
    if (hidden(i)) expect(x.status).toBe("alive");
  });
  for (let me = 0; me < s.n && s.roles.length; me++) {
    const v = ktulu.view(s, me) as unknown as DeductionView;
    expect(v.script).toBeUndefined();
    const mine = s.log
      .filter((l) => l.to?.includes(me))
      .map((l) => l.text)
      .join("\n");
    expect(v.log.filter((l) => l.private).length).toBe(s.log.filter((l) => l.to?.includes(me)).length);
    if (s.phase === "night" && v.step !== "night") expect(s.cur!.actors).toContain(me);
    v.seats.forEach((x, i) => {
      if (x.role !== null && !over && i !== me && !pub(i)) {
        const mate = fac(s, me) !== "town" && fac(s, me) === fac(s, i);
        // learned through a power: a private line of mine names that seat (capitalised when it opens the line)
        expect(mate || new RegExp(`seat ${i + 1}\\b`, "i").test(mine)).toBe(true);
      }
      if (x.marks.includes("statuette") && !over) {
        expect(s.holder).toBe(i);
        const ok = s.planted ? s.planted.by === me : me === i || (fac(s, me) !== "town" && fac(s, me) === fac(s, i));
        expect(ok).toBe(true);
      }
    });
  }
}

test("§8 no viewer's view holds another player's character, the holder or a night result the rules do not give it", () => {
  const comps = [
    ["sheriff", "courtesan", "pastor", "bandLeader", "thief", "chief", "shaman", "silentFoot", "luckyLuke"],
    ["sheriff", "seducer", "doctor", "bandLeader", "blackmailer", "chief", "greatUfo", "detector", "bondsman", "cleaner", "kaszabara", "banner"],
    [],
  ];
  for (let g = 0; g < 8; g++) {
    const comp = comps[g % comps.length];
    const mode = g % 2 ? "human" : "auto";
    const n = comp.length || 10;
    let s = (ktulu.setup({ seats: n, options: { moderator: mode, composition: comp } as never, dealer: 0, rng: rngFromSeed(`v${g}`) }) as { value: KtuluState })
      .value;
    let p = rngFromSeed(`vp${g}`);
    for (let k = 0; k < 3000 && s.phase !== "over"; k++) {
      check(s);
      const who = ktulu.toAct(s);
      const [i, p1] = randInt(p, who.length);
      let legal = ktulu.legalActions(s, who[i]);
      if (who[i] === "moderator") legal = legal.filter((a) => a.type !== "declareWinner");
      const [j, p2] = randInt(p1, legal.length);
      p = p2;
      const r = ktulu.apply(s, who[i], legal[j]);
      if (!r.ok) throw new Error(r.error);
      s = r.value.state;
    }
    check(s);
  }
});
