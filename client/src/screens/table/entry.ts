/**
 * What an invite link asks before the table's own code is there (issue 29): whether the table can be
 * joined, then the visitor's name. This module is in the entry chunk, so the question comes as soon as the
 * page has its words, while Pixi and the game's code download beside it (index.html preloads them); a
 * phone on a slow network used to wait for all of them first. Once the name is given the seat is taken at
 * once, while the table's code runs and Pixi starts, and the table screen takes the session on its way; it
 * asks nothing again.
 *
 * Nothing is asked here when the visitor needs no name: it came from the lobby, has a seat to go back to,
 * or a name remembered. A table that refuses is left to the table screen, which says why.
 */
import { markStep } from "../../app/marks";
import { handOff, hasArrival } from "../../app/router";
import { t } from "../../i18n/i18n";
import { probeTable } from "../../net/api";
import { ensureIdentity, renameIdentity } from "../../net/player";
import { loadRulesetClient } from "../../rulesets";
import { storedName } from "../../net/profile";
import { loadClaim, loadSeat } from "../../net/seat-tokens";
import { askName } from "../../ui/name-prompt";

/** Whether `askBeforeTable` will ask for a name (none is stored, and nothing else was handed over). */
export function willAskName(roomId: string): boolean {
  return !(hasArrival(roomId) || loadSeat(roomId) || loadClaim(roomId) || storedName());
}

export async function askBeforeTable(roomId: string): Promise<void> {
  if (!willAskName(roomId)) return;
  const probe = await probeTable(roomId);
  if (probe === null) return; // unreachable: the table screen tries again and says so
  if ("code" in probe || (!probe.open && !probe.watch)) return handOff(roomId, { intent: "join", probe });
  // The game is known: its code loads while the name is typed.
  void loadRulesetClient(probe.ruleset).catch(() => undefined);
  markStep("name-asked");
  const name = await askName(t("session.askName"));
  markStep("name-given");
  // The seat is taken at once (the player's identity, the matchmaker, the room's socket: several round trips),
  // while the table's code is read and Pixi starts; the table screen takes the session when it comes. The
  // identity is asked for first, before the session's code (colyseus.js) has run.
  const identity = ensureIdentity();
  // Made while the name was asked (main.ts), under a stand-in name: it takes the name given, off the join's way.
  void identity.then(() => renameIdentity(name));
  const joining = import("../../net/table-session").then((m) => m.TableSession.join(roomId, { name }));
  joining.catch(() => undefined); // the table screen says why
  handOff(roomId, { joining });
  // The table screen is made once the identity has come and the matchmaker been asked (a task later): building it
  // takes a slow phone a good part of a second, which the join's next step would otherwise wait behind. Not
  // longer than a second, for a server slow to answer.
  await Promise.race([identity.then(() => new Promise((next) => setTimeout(next, 0))), new Promise((late) => setTimeout(late, 1000))]);
}
