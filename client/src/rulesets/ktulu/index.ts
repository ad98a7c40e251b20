/**
 * Ktulu, as this client shows it: the shared deduction console and phone, with the engine's catalog. The
 * words are the catalogue's `ktulu` section, by id: characters, factions, marks, steps (the step line is
 * built here from the view's phase, round and step, as the engine builds its English one) and the
 * buttons' labels (built from the action, as the engine's `describe` does).
 */
import type { DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import { ktuluCatalog } from "@salon/shared/ktulu/catalog";
import { hasText, t, textOr } from "../../i18n/i18n";
import { deductionClient } from "../deduction";
import { idKey, roundText } from "../deduction/view";

/** A step's name by id, or null when the catalogue has none. */
function stepName(id: string): string | null {
  const key = `ktulu.step_${idKey(id)}`;
  return hasText(key) ? t(key) : null;
}

/** The step line: "Night 2 — The Indians kill", at the end "Game over — Indians win"; at night, a player who does not act sees only "Night 2". */
function stepTitle(v: DeductionView): string | null {
  // the end names the winner, as Werewolf's does ("Game over — Indians win")
  if (v.phase === "over") return `${t("ktulu.gameOver")} — ${v.winner ? t("deduction.wins", { faction: factionName(v.winner) }) : t("deduction.nobodyWins")}`;
  if (v.phase === "setup") return stepName("setup");
  const when = roundText(v.phase, v.round);
  if (v.step === "night" || v.step === "day") return when;
  const name = stepName(v.step);
  return name === null ? null : `${when} — ${name}`;
}

const factionName = (f: string) => textOr(`ktulu.faction_${f}`, f);

/** The actions labelled by one catalogue key (given the target's name, for the words that name one). */
const LABELS: Record<string, string> = {
  pass: "deduction.pass",
  ready: "ktulu.ready",
  challenge: "ktulu.challenge",
  reveal: "ktulu.reveal",
  accept: "ktulu.accept",
  refuse: "ktulu.refuse",
  abstain: "deduction.abstain",
  revive: "ktulu.revive",
  pardon: "ktulu.pardon",
  advance: "ktulu.nextStep",
  strikePoison: "ktulu.strikePoison",
  assignRoles: "ktulu.assign",
};

/** A button label for one action, as the engine's `describe` words it; null for an action it does not know. */
function describe(a: Action, name: (seat: number) => string): string | null {
  const target = typeof a.target === "number" ? name(a.target) : "";
  const list = (xs: unknown) => (xs as number[]).map(name).join(", ");
  let text: string;
  switch (a.type) {
    case "nightAction": {
      if (typeof a.cooperate === "boolean") {
        text = t(a.cooperate ? "ktulu.cooperate" : "ktulu.refuseBanner");
        break;
      }
      const key = `ktulu.verb_${idKey(String(a.power))}`;
      if (!hasText(key)) return null;
      const ts = Array.isArray(a.targets) ? list(a.targets) : target;
      text = ts ? t("ktulu.verbTarget", { verb: t(key), target: ts }) : t(key);
      if (typeof a.take === "boolean") text = t(a.take ? "ktulu.takeIt" : "ktulu.leaveIt", { action: text });
      break;
    }
    case "vote":
      if (Array.isArray(a.targets)) text = t("ktulu.searchVote", { targets: list(a.targets) });
      else if (typeof a.hang === "boolean") text = t(a.hang ? "ktulu.hangYes" : "ktulu.hangNo");
      else text = t("ktulu.voteFor", { target });
      break;
    case "judge":
      text = t("ktulu.loses", { name: name(a.loser as number) });
      break;
    case "resolveTie":
      text = t(a.mode === "runoff" ? "ktulu.runoff" : "ktulu.dropTie");
      break;
    case "declareWinner":
      text = typeof a.faction === "string" ? t("deduction.wins", { faction: factionName(a.faction) }) : t("deduction.nobodyWins");
      break;
    default:
      if (!Object.hasOwn(LABELS, a.type)) return null;
      text = t(LABELS[a.type], { target });
  }
  return typeof a.for === "number" ? t("ktulu.forSeat", { name: name(a.for), action: text }) : text;
}

export const ktuluClient = deductionClient({
  id: "ktulu",
  name: "Ktulu",
  catalog: ktuluCatalog,
  theme: { night: 0x171226, day: 0x3b3a22, stepTitle, describe },
});
