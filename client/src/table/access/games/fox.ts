/** The Fox in the Forest in words and buttons (model.ts), from the player's own view. */
import { foxAction } from "@salon/shared/fox/legal";
import { cardReason } from "@salon/shared/fox/reason";
import { t } from "../../../i18n/i18n";
import { readFoxView, trickOwners } from "../../../rulesets/fox/view";
import { cardName } from "../cards";
import type { AccessAdapter } from "../model";
import { choice, phasePlayer, scoreLine, seatName } from "../words";

export const foxAccess: AccessAdapter = {
  model(snap) {
    const v = readFoxView(snap);
    if (!v) return null;
    const player = phasePlayer(snap, v, ["play", "exchange", "discard"], foxAction, (code) =>
      v.phase === "play" ? cardReason(v.hand ?? [], v.trick, code) : null,
    );
    const names = (i: number) => seatName(snap, i);
    const owners = (cards: string[], leader: number) => trickOwners(cards, leader).map((x) => ({ seat: x.seat, card: x.code }));
    return {
      ...player,
      choices: v.legal?.includes("pass") ? [choice("pass", t("access.pass"), { type: "pass" })] : [],
      turn: v.turn >= 0 ? [v.turn] : [],
      trickGame: true,
      trick: owners(v.trick, v.leader),
      lastTrick: owners(v.lastTrick, v.lastLeader),
      lastWinner: v.lastWinner,
      calls: [],
      facts: {
        decree: v.decree ? t("access.decree", { card: cardName(v.decree) }) : "",
        phase: player.mine && v.phase === "exchange" ? t("fox.exchangeMine") : player.mine && v.phase === "discard" ? t("fox.discardDrewUnknown") : "",
      },
      log: [],
      tricks: scoreLine("tricks", v.tricks, names),
      scores: scoreLine("scores", v.scores, names),
      deal: `${snap.gameNo}:${v.round}`,
    };
  },
};
