/**
 * What a night decision does (§6): the automatic steps (§5 A rows) and the effect of each closed step, with the
 * script's result and the news it makes (dawn news, private lines), as phrases.
 */
import type { Phrase } from "../core/phrase";
import type { Action } from "../core/ruleset";
import { phrase } from "./english";
import { isFactionStep, isKeep, LIMIT, ownerOf, targets } from "./night";
import type { KtuluPhraseCode } from "./phrases";
import type { Cur, KtuluState } from "./types";
import { alive, choicePhrase, end, fac, kill, leader, learnFaction, learnRole, members, roll, say, seatOf, setHolder, take, trulyHolds, use } from "./util";

/** Runs an automatic step (§5 A rows); returns the script's result. */
export function runAuto(s: KtuluState, id: string): Phrase | null {
  const luke = seatOf(s, "luckyLuke");
  if (id === "luke.ride") {
    s.track = null; // his turn: last night's track ends
    if (alive(s, luke) && trulyHolds(s, "luke")) {
      end(s, "luke", phrase("lukeRidesAway"));
      return phrase("lukeRides");
    }
    return null;
  }
  if (id === "luke.info") {
    if (!alive(s, luke)) return null;
    say(s, "statuetteHeldBy", { seat: s.holder }, [luke]);
    return phrase("lukeLearns", { seat: s.holder });
  }
  if (id === "ufos.signal") {
    const m = members(s, "ufos");
    if (m.length === 0 || !trulyHolds(s, "ufos")) return null;
    s.signals++;
    say(s, "ufoSignal", { n: s.signals }, m);
    if (s.signals >= 3) end(s, "ufos", phrase("ufosThirdSignal"));
    return phrase("signal", { n: s.signals });
  }
  if (id === "runaways.scrape") {
    const m = members(s, "runaways");
    if (m.length === 0 || !trulyHolds(s, "runaways")) return null;
    s.portions++;
    if (s.portions >= s.runawayDeaths + 1) s.escapeDue = true;
    say(s, s.escapeDue ? "goldScrapedEscapeDue" : "goldScraped", { n: s.portions }, m);
    return phrase(s.escapeDue ? "portionEscapeDue" : "portion", { n: s.portions });
  }
  return null;
}

/**
 * Resolves a closed step's decision. `again` asks the step to reopen for the same actor (the gambler points
 * again after a non-town player).
 */
export function resolveNight(s: KtuluState, cur: Cur, d: Action): { result: Phrase; again?: boolean } {
  const id = cur.id;
  if (d.type === "pass") return { result: phrase("noAction") };
  const a = isFactionStep(id) ? leader(s, ownerOf(id)) : cur.actors[0];
  const x = typeof d.target === "number" ? d.target : -1;
  if (LIMIT[id] !== undefined && !(id === "gambler.roulette" && s.pointed.length > 0)) use(s, id);
  /** A phrase about one seat (the target unless said). */
  const on = (code: KtuluPhraseCode, seat = x) => phrase(code, { seat });
  const openCheck = (code: KtuluPhraseCode) => s.opts.openChecks && s.dawn.push(on(code));
  const died = (ok: boolean) => on(ok ? "dies" : "survives");
  const taken = (ok: boolean, miss: KtuluPhraseCode) => phrase(ok ? "takesStatuette" : miss);
  switch (id) {
    case "luke.search":
    case "ufos.search":
    case "runaways.search":
    case "bandits.rob":
    case "thief.steal":
    case "purpleSucker.steal":
      return { result: taken(take(s, x, a), "nothingFound") };
    case "luke.kill":
    case "executioner.kill":
    case "avenger.kill":
    case "warrior.kill":
    case "greenTentacle.kill":
    case "loneCoyote.kill":
    case "burningRage.kill":
    case "indians.kill":
    case "indians.kill2":
      return { result: died(kill(s, x, a)) };
    case "luke.track":
      s.track = x;
      return { result: on("tracking") };
    case "sheriff.jail": {
      s.jailed.push(x);
      if (!s.asleep.includes(x)) s.asleep.push(x);
      s.dawn.push(phrase("sheriffJailed", { seat: x }));
      return { result: taken(take(s, x, a), "jailed") };
    }
    case "courtesan.visit":
      learnRole(s, a, x);
      say(s, "courtesanClient", { seat: x, role: s.roles[x] }, [a]);
      learnRole(s, x, a);
      say(s, "courtesanVisited", { seat: a }, [x]);
      return { result: phrase("isRole", { seat: x, role: s.roles[x] }) };
    case "seducer.seduce":
    case "blackmailer.blackmail":
      s.bonds.push([a, x]);
      learnRole(s, x, a);
      say(s, "boundBy", { role: s.roles[a], seat: a }, [x]);
      return { result: on("isBound") };
    case "pastor.confess":
      learnFaction(s, a, x);
      say(s, "belongsTo", { seat: x, faction: fac(s, x) }, [a]);
      openCheck("pastorChecked");
      return { result: phrase("sawFaction", { faction: fac(s, x) }) };
    case "drunkard.drink":
    case "drunkJudge.drink":
      if (!s.asleep.includes(x)) s.asleep.push(x);
      s.dawn.push(phrase(id === "drunkard.drink" ? "drunkardDrank" : "drunkJudgeDrank", { seat: x }));
      return { result: on("sleeps") };
    case "bodyguard.protect":
      s.protect.push(x);
      s.lastProtect = { seat: x, night: s.round };
      s.dawn.push(phrase("bodyguardProtected", { seat: x }));
      return { result: on("isProtected") };
    case "taxCollector.audit":
    case "eagleEye.look": {
      if (id === "taxCollector.audit" && fac(s, s.holder) === "luke") {
        say(s, "statuetteHidden", undefined, [a]);
        return { result: phrase("hidden") };
      }
      say(s, "statuetteAt", { seat: s.holder }, [a]);
      return { result: phrase("holderSeat", { seat: s.holder }) };
    }
    case "gambler.roulette": {
      s.pointed.push(x);
      s.dawn.push(phrase("gamblerPointed", { seat: x }));
      if (fac(s, x) === "town") return { result: phrase(kill(s, a, x) ? "gamblerHitTownDies" : "gamblerHitTownSurvives", { seat: x }) };
      const r = died(kill(s, x, a));
      const again = alive(s, a) && (targets(s, id, a) ?? []).length > 0;
      return { result: r, again };
    }
    case "cardSharp.play": {
      if (!s.asleep.includes(x)) s.asleep.push(x);
      const won = take(s, x, a);
      s.dawn.push(won ? phrase("cardSharpWon") : phrase("cardSharpPlayed", { seat: x }));
      return { result: won ? phrase("winsStatuette") : on("sleeps") };
    }
    case "shaman.trance":
    case "mindEater.read":
    case "bondsman.master":
      if (id === "bondsman.master") s.master = x;
      learnRole(s, a, x);
      say(s, "learnedRole", { seat: x, role: s.roles[x] }, [a]);
      if (id !== "bondsman.master") openCheck(id === "shaman.trance" ? "shamanChecked" : "mindEaterChecked");
      return { result: phrase("sawRole", { role: s.roles[x] }) };
    case "shamaness.poison":
      s.poisoned = x;
      return { result: on("isPoisoned") };
    case "silentFoot.plant":
      setHolder(s, x, true);
      s.planted = { by: a, night: s.round };
      return { result: on("plantedOn") };
    case "silentFoot.retrieve":
      s.holder = a;
      s.planted = null;
      return { result: phrase("retrieved") };
    case "detector.detect": {
      const h = s.holder;
      // The detector's line and the script's result say the same; "you" is the detector.
      const [line, result] =
        h === x
          ? (["detectorHolds", "detectHolds"] as const)
          : h === a
            ? (["detectorYouHold", "detectYouHold"] as const)
            : between(a, x, h, s.n)
              ? (["detectorFromYou", "detectFromYou"] as const)
              : (["detectorToYou", "detectToYou"] as const);
      const params = h === a ? undefined : { seat: x };
      say(s, line, params, [a]);
      openCheck("detectorChecked");
      return { result: phrase(result, params) };
    }
    case "runaways.escape": {
      s.status[x] = "escaped";
      s.escapedTonight.push(x);
      s.dawn.push(phrase("escaped", { seat: x }));
      s.portions = 0;
      s.runawayDeaths = 0;
      s.escapeDue = false;
      const rest = members(s, "runaways");
      if (rest.length === 0) {
        end(s, "runaways", phrase("lastRunawayEscaped"));
        return { result: phrase("lastRunawayEscapes") };
      }
      if (s.holder === x) setHolder(s, members(s, "runaways", true)[0] ?? rest[0]);
      return { result: on("escapes") };
    }
    case "bondsman.steal":
      return { result: taken(take(s, s.master as number, a), "nothing") };
    case "cleaner.clean": {
      const ts = d.targets as number[];
      const found = ts.includes(s.holder);
      say(s, found ? "cleanerFound" : "cleanerNotFound", { seats: ts.slice() }, [a]);
      return { result: phrase(found ? "found" : "notFound") };
    }
    case "gods.shoot":
    case "nameless.shoot": {
      const gain = id === "gods.shoot" ? leader(s, "gods") : a;
      const gods = members(s, "gods");
      if (roll(s)) {
        if (s.holder !== x) return { result: phrase("hitNoStatuette") };
        s.hits++;
        say(s, "godsHit", { n: s.hits }, gods);
        if (s.hits >= 3) {
          end(s, "gods", phrase("godsThirdHit"));
          return { result: phrase("thirdHit") };
        }
        if (d.take) take(s, x, gain);
        return { result: phrase("hit", { n: s.hits }) };
      }
      return { result: phrase(kill(s, x, gain) ? "misfireDies" : "misfireSurvives", { seat: x }) };
    }
    case "kaszabara.possess":
      if (roll(s)) {
        // Ours: "X's statuette goes to him" — held now, it goes at once; else the next one given to X is redirected.
        if (take(s, x, a)) return { result: on("possessedTakes") };
        s.possess = x;
        return { result: on("possessed") };
      }
      return { result: phrase("possessionFailed") };
    case "banner.interrogate":
      s.interrogated = x;
      learnRole(s, x, a);
      say(s, "bannerInterrogates", { seat: a }, [x]);
      return { result: on("interrogated") };
    case "banner.answer": {
      const banner = seatOf(s, "banner");
      s.interrogated = null;
      if (d.cooperate) {
        learnRole(s, banner, a);
        const near = [a, nearest(s, a, 1), nearest(s, a, -1)];
        const holds = near.includes(s.holder);
        say(s, holds ? "bannerHolds" : "bannerNotHolds", { seat: a, role: s.roles[a] }, [banner]);
        return { result: phrase("cooperates") };
      }
      return { result: phrase(kill(s, a, banner) ? "refusesDies" : "refusesSurvives") };
    }
    case "nameless.gift":
      setHolder(s, x);
      say(s, "givenStatuette", undefined, [s.holder]);
      return { result: on("givenTo") };
    case "doctor.revive":
      s.status[x] = "alive";
      s.diedTonight = s.diedTonight.filter((y) => y !== x);
      s.dawn = s.dawn.filter((l) => l.death !== x);
      if (fac(s, x) === "runaways") s.runawayDeaths = Math.max(0, s.runawayDeaths - 1);
      return { result: on("revived") };
    default:
      if (isKeep(id)) {
        setHolder(s, x);
        return { result: on("keptBy", s.holder) };
      }
      return { result: choicePhrase(d) };
  }
}

/** Strictly between `from` and `to` clockwise (§6.5: all seats count, dead ones too). */
function between(from: number, to: number, h: number, n: number): boolean {
  for (let y = (from + 1) % n; y !== to; y = (y + 1) % n) if (y === h) return true;
  return false;
}

function nearest(s: KtuluState, x: number, dir: 1 | -1): number {
  for (let k = 1; k < s.n; k++) {
    const y = (x + dir * k + s.n * k) % s.n;
    if (alive(s, y)) return y;
  }
  return x;
}
