/**
 * What an invite link asks before the table's own code is there (issue 29): whether the table can be
 * joined, then the visitor's name. This module is in the entry chunk, so the question comes as soon as the
 * page has its words, while Pixi and the game's code download beside it (index.html preloads them); a
 * phone on a slow network used to wait for all of them first. The answers are handed to the table screen,
 * which asks nothing again.
 *
 * Nothing is asked here when the visitor needs no name: it came from the lobby, has a seat to go back to,
 * or a name remembered. A table that refuses is left to the table screen, which says why.
 */
import { handOff, hasArrival } from "../../app/router";
import { t } from "../../i18n/i18n";
import { probeTable } from "../../net/api";
import { storedName } from "../../net/profile";
import { loadClaim, loadSeat } from "../../net/seat-tokens";
import { askName } from "../../ui/name-prompt";

export async function askBeforeTable(roomId: string): Promise<void> {
  if (hasArrival(roomId) || loadSeat(roomId) || loadClaim(roomId) || storedName()) return;
  const probe = await probeTable(roomId);
  if (probe === null) return; // unreachable: the table screen tries again and says so
  if ("code" in probe || (!probe.open && !probe.watch)) return handOff(roomId, { intent: "join", probe });
  const name = await askName(t("session.askName"));
  handOff(roomId, { intent: "join", name, probe });
}
