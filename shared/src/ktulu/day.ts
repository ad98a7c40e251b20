/**
 * The days (§5 "Day", §6.9–6.11): discussion with duels and reveals, the search vote (runoff, deadlock), the
 * hanging question and vote, the mayor's pardon, then the night.
 */
import { phrase } from "./english";
import { GUNSLINGERS } from "./roles";
import type { Action } from "../core/ruleset";
import type { Cur, KtuluState } from "./types";
import { alive, binders, dayDeath, end, living, others, say, seatOf, use, used, type Shape } from "./util";

export const DAY_BALLOTS = new Set(["search", "search.runoff", "hangQuestion", "hangVote", "duel.vote"]);

function open(s: KtuluState, id: string, actors: number[], mandatory: boolean): void {
  s.cur = { id, actors, choices: {}, mandatory };
}

export function startDay(s: KtuluState, startNight: (s: KtuluState) => void): void {
  s.phase = "day";
  s.round++;
  s.script = [];
  s.day = { ready: [], accepted: 0, duel: null, k: 0, taken: [], runoff: null, searched: [], sentenced: null, poisonDone: false };
  if (s.opts.moderator === "auto") strikePoison(s); // §6.9 auto: the poisoned dies as the day starts
  if (s.phase !== "day") return;
  openDiscussion(s, startNight);
}

/** §6.9 the shamaness' poison strikes (human mode: on `strikePoison`, at the latest when discussion ends). */
export function strikePoison(s: KtuluState): void {
  if (s.day) s.day.poisonDone = true;
  const p = s.poisoned;
  s.poisoned = null;
  if (p !== null && alive(s, p)) dayDeath(s, p, "diedOfPoison");
}

function openDiscussion(s: KtuluState, startNight: (s: KtuluState) => void): void {
  open(s, "discussion", living(s), false);
  maybeEndDiscussion(s, startNight);
}

/** Auto mode: the discussion ends when every living player is ready and no duel is pending. */
export function maybeEndDiscussion(s: KtuluState, startNight: (s: KtuluState) => void): void {
  if (s.opts.moderator !== "auto" || s.cur?.id !== "discussion") return;
  if (living(s).every((x) => s.day!.ready.includes(x))) closeDay(s, startNight);
}

/** What seat x may send in the open day step. */
export function dayShapes(s: KtuluState, cur: Cur, x: number): Shape[] {
  const d = s.day!;
  const duel = d.duel;
  switch (cur.id) {
    case "discussion": {
      const out: Shape[] = [{ type: "ready" }];
      if (d.accepted < s.opts.duelsPerDay) {
        const bs = binders(s, x);
        const t = others(s, x).filter((y) => !bs.includes(y));
        if (t.length) out.push({ type: "challenge", field: "target", from: t });
      }
      if ((s.roles[x] === "mayor" || s.roles[x] === "insuranceAgent") && !s.revealed.includes(x)) out.push({ type: "reveal" });
      return out;
    }
    case "duel.answer":
      return [{ type: "accept" }, { type: "refuse" }];
    case "duel.vote": {
      const bs = binders(s, x).filter((b) => b === duel!.a || b === duel!.b);
      if (bs.length === 1) return [{ type: "vote", field: "target", from: [bs[0] === duel!.a ? duel!.b : duel!.a] }]; // §6.11
      return [{ type: "vote", field: "target", from: [duel!.a, duel!.b] }, { type: "abstain" }];
    }
    case "duel.judge":
      return [{ type: "judge", field: "loser", from: [duel!.a, duel!.b] }, { type: "pass" }];
    case "duel.doctor":
      return [{ type: "revive", field: "target", from: duel!.dying.slice() }, { type: "pass" }];
    case "search":
      return [{ type: "vote", field: "targets", from: living(s), min: d.k, max: d.k }];
    case "search.runoff":
      return [{ type: "vote", field: "targets", from: d.runoff!.group, min: d.runoff!.r, max: d.runoff!.r }];
    case "hangQuestion":
      return [{ type: "vote", variants: [{ hang: true }, { hang: false }] }];
    case "hangVote": {
      const bs = binders(s, x);
      const t = d.searched.filter((y) => !bs.includes(y));
      return [{ type: "vote", field: "target", from: t.length ? t : d.searched.slice() }];
    }
    case "pardon":
      return [{ type: "pardon" }, { type: "pass" }];
  }
  return [];
}

/** A discussion action (challenge, reveal, ready) takes effect at once. */
export function discussionAct(s: KtuluState, x: number, a: Action, startNight: (s: KtuluState) => void): void {
  const d = s.day!;
  if (a.type === "ready") {
    d.ready.push(x);
    return maybeEndDiscussion(s, startNight);
  }
  if (a.type === "reveal") {
    s.revealed.push(x);
    say(s, "reveals", { seat: x, role: s.roles[x] });
    return;
  }
  const y = a.target as number;
  d.duel = { a: x, b: y, dying: [], judges: [] };
  say(s, "challenges", { seat: x, seat2: y });
  if (alive(s, seatOf(s, "sheriff"))) open(s, "duel.answer", [y], true);
  else acceptDuel(s, startNight);
}

function acceptDuel(s: KtuluState, startNight: (s: KtuluState) => void): void {
  const d = s.day!;
  d.accepted++;
  const { a, b } = d.duel!;
  open(
    s,
    "duel.vote",
    living(s).filter((y) => y !== a && y !== b),
    false,
  );
  if (s.cur!.actors.length === 0) closeDay(s, startNight);
}

/** Tally of a closed ballot: per choice, the votes and the voters (all day votes are public, §8). */
function tally(cur: Cur, keyOf: (a: Action) => (number | string)[]): Map<number | string, number[]> {
  const m = new Map<number | string, number[]>();
  for (const x of cur.actors) {
    const a = cur.choices[x];
    if (!a) continue;
    for (const k of keyOf(a)) m.set(k, [...(m.get(k) ?? []), x]);
  }
  return m;
}

function remember(s: KtuluState, cur: Cur, m: Map<number | string, number[]>, candidates: number[]): void {
  s.lastBallot = {
    kind: cur.id,
    title: cur.id,
    candidates,
    tally: [...m.entries()].map(([choice, voters]) => ({ choice, votes: voters.length, voters: voters.slice() })),
  };
}

/** §5 search: seats by falling votes while they fit; a group that does not fit goes to a runoff (or is dropped). */
function pick(m: Map<number | string, number[]>, slots: number): { taken: number[]; tie: number[] | null } {
  const counts = [...new Set([...m.values()].map((v) => v.length))].filter((c) => c > 0).sort((p, q) => q - p);
  const taken: number[] = [];
  for (const c of counts) {
    if (slots === 0) break;
    const group = [...m.entries()]
      .filter(([, v]) => v.length === c)
      .map(([k]) => k as number)
      .sort((p, q) => p - q);
    if (group.length > slots) return { taken, tie: group };
    taken.push(...group);
    slots -= group.length;
  }
  return { taken, tie: null };
}

function finishSearch(s: KtuluState, startNight: (s: KtuluState) => void): void {
  const d = s.day!;
  d.searched = d.taken.slice().sort((p, q) => p - q);
  if (d.searched.length === 0) {
    say(s, "nobodySearched");
    return startNight(s);
  }
  if (d.searched.includes(s.holder)) {
    say(s, "searchFound", { seats: d.searched.slice(), seat: s.holder });
    return end(s, "town", phrase("townFound"));
  }
  say(s, "searchNotFound", { seats: d.searched.slice() });
  open(s, "hangQuestion", living(s), true);
}

export function openRunoff(s: KtuluState): void {
  open(s, "search.runoff", living(s), true);
}
export { finishSearch };

/** Closes the open day step (auto: every decision is in; human: the moderator's `advance`). */
export function closeDay(s: KtuluState, startNight: (s: KtuluState) => void): void {
  const cur = s.cur!;
  const d = s.day!;
  const duel = d.duel;
  const choice = (x: number) => cur.choices[x];
  s.script.push({ id: cur.id, title: cur.id, status: "done", actors: cur.actors.slice(), choice: null, result: null });
  switch (cur.id) {
    case "discussion": {
      if (!d.poisonDone) strikePoison(s);
      if (s.phase !== "day") return;
      d.k = Math.min(s.opts.searchesPerDay, living(s).length);
      d.taken = [];
      return open(s, "search", living(s), true);
    }
    case "duel.answer": {
      if (choice(duel!.b)?.type === "accept") {
        say(s, "acceptsDuel", { seat: duel!.b });
        return acceptDuel(s, startNight);
      }
      say(s, "refusesDuel", { seat: duel!.b });
      d.duel = null;
      return openDiscussion(s, startNight);
    }
    case "duel.vote": {
      const m = tally(cur, (a) => (a.type === "vote" ? [a.target as number] : ["abstain"]));
      remember(s, cur, m, [duel!.a, duel!.b]);
      const va = m.get(duel!.a)?.length ?? 0;
      const vb = m.get(duel!.b)?.length ?? 0;
      duel!.dying = va + vb === 0 ? [] : va > vb ? [duel!.a] : vb > va ? [duel!.b] : [duel!.a, duel!.b];
      say(s, "duelVotes", { seat: duel!.a, n: va, seat2: duel!.b, n2: vb });
      const ga = GUNSLINGERS.has(s.roles[duel!.a]);
      const gb = GUNSLINGERS.has(s.roles[duel!.b]);
      if (ga !== gb) {
        duel!.dying = [ga ? duel!.b : duel!.a]; // §6.10 exactly one gunslinger wins whatever the vote
        say(s, "gunslingerWins");
      }
      duel!.judges = ["judge", "drunkJudge"].map((r) => seatOf(s, r)).filter((j) => alive(s, j) && used(s, `${s.roles[j]}.judge`) < 1);
      return openJudge(s, startNight);
    }
    case "duel.judge": {
      const j = cur.actors[0];
      const c = choice(j);
      if (c?.type === "judge") {
        use(s, `${s.roles[j]}.judge`);
        if (!s.revealed.includes(j)) s.revealed.push(j);
        duel!.dying = [c.loser as number];
        duel!.judges = [];
        say(s, s.roles[j] === "judge" ? "judgeDecides" : "drunkJudgeDecides", { seat: j, seat2: c.loser as number });
      } else duel!.judges.shift();
      return openJudge(s, startNight);
    }
    case "duel.doctor": {
      const c = choice(cur.actors[0]);
      if (c?.type === "revive") {
        use(s, "doctor.revive");
        duel!.dying = duel!.dying.filter((x) => x !== c.target);
        say(s, "doctorRevives", { seat: c.target as number });
      }
      return finishDuel(s, startNight);
    }
    case "search":
    case "search.runoff": {
      const m = tally(cur, (a) => a.targets as number[]);
      remember(s, cur, m, cur.id === "search" ? living(s) : d.runoff!.group);
      if (cur.id === "search.runoff") {
        const { taken } = pick(m, d.runoff!.r); // a tie at the boundary again: that group is dropped
        d.taken.push(...taken);
        d.runoff = null;
        return finishSearch(s, startNight);
      }
      const { taken, tie } = pick(m, d.k);
      d.taken = taken;
      if (!tie) return finishSearch(s, startNight);
      d.runoff = { group: tie, r: d.k - taken.length };
      say(s, "searchTie", { seats: tie.slice(), n: d.runoff.r });
      if (s.opts.moderator === "human") return open(s, "search.tie", [], true);
      return openRunoff(s);
    }
    case "hangQuestion": {
      const m = tally(cur, (a) => [a.hang ? "yes" : "no"]);
      remember(s, cur, m, []);
      const yes = m.get("yes")?.length ?? 0;
      const no = m.get("no")?.length ?? 0;
      say(s, "hangVotes", { yes, no });
      if (yes <= no) return startNight(s);
      if (d.searched.length === 1) return sentence(s, d.searched[0], startNight);
      return open(s, "hangVote", living(s), true);
    }
    case "hangVote": {
      const m = tally(cur, (a) => [a.target as number]);
      remember(s, cur, m, d.searched.slice());
      const best = Math.max(...[...m.values()].map((v) => v.length));
      const top = [...m.entries()].filter(([, v]) => v.length === best).map(([k]) => k as number);
      if (top.length !== 1) {
        say(s, "hangTie");
        return startNight(s);
      }
      return sentence(s, top[0], startNight);
    }
    case "pardon": {
      const mayor = cur.actors[0];
      if (choice(mayor)?.type === "pardon") {
        s.revealed.push(mayor);
        say(s, "mayorPardons", { seat: mayor, seat2: d.sentenced! });
        return startNight(s);
      }
      return hang(s, startNight);
    }
  }
}

function sentence(s: KtuluState, x: number, startNight: (s: KtuluState) => void): void {
  s.day!.sentenced = x;
  say(s, "sentenced", { seat: x });
  const mayor = seatOf(s, "mayor");
  if (alive(s, mayor) && !s.revealed.includes(mayor)) return open(s, "pardon", [mayor], false);
  hang(s, startNight);
}

function hang(s: KtuluState, startNight: (s: KtuluState) => void): void {
  dayDeath(s, s.day!.sentenced!, "hanged");
  if (s.phase === "day") startNight(s);
}

function openJudge(s: KtuluState, startNight: (s: KtuluState) => void): void {
  const duel = s.day!.duel!;
  if (duel.judges.length > 0) return open(s, "duel.judge", [duel.judges[0]], false);
  const doc = seatOf(s, "doctor");
  if (duel.dying.length > 0 && alive(s, doc) && doc !== duel.a && doc !== duel.b && used(s, "doctor.revive") < 1) {
    return open(s, "duel.doctor", [doc], false);
  }
  finishDuel(s, startNight);
}

function finishDuel(s: KtuluState, startNight: (s: KtuluState) => void): void {
  const duel = s.day!.duel!;
  if (duel.dying.length === 0) say(s, "nobodyDiesInDuel");
  for (const x of duel.dying) {
    dayDeath(s, x, "diedInDuel");
    if (s.phase !== "day") return;
  }
  s.day!.duel = null;
  openDiscussion(s, startNight);
}
