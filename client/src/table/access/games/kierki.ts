/** Kierki in words and buttons (model.ts), from the player's own view. */
import { kierkiAction } from "@salon/shared/kierki/legal";
import { cardReason, lotteryReason } from "@salon/shared/kierki/reason";
import { t } from "../../../i18n/i18n";
import { dealName } from "../../../rulesets/kierki/texts";
import { readKierkiView, trickOwners } from "../../../rulesets/kierki/view";
import { cardName } from "../cards";
import type { AccessAdapter, AccessChoice } from "../model";
import { choice, phasePlayer, scoreLine, seatName, suitName } from "../words";

export const kierkiAccess: AccessAdapter = {
  model(snap) {
    const v = readKierkiView(snap);
    if (!v) return null;
    const player = phasePlayer(snap, v, ["play", "lottery"], kierkiAction, (code) => {
      const hand = v.hand ?? [];
      if (v.phase === "lottery") return lotteryReason(hand, v.rows, v.base, v.seats, code);
      return cardReason(hand, v.trick, { kind: v.kind, kingOfHeartsDiscard: v.kingOfHeartsDiscard }, code);
    });
    const choices: AccessChoice[] = [];
    for (const x of v.legal ?? []) {
      if (x === "pass") choices.push(choice(x, t("access.pass"), { type: "pass" }));
      else if (v.phase === "trump") choices.push(choice(x, t("access.chooseTrump", { suit: suitName(x) }), kierkiAction(v.phase, x)!));
    }
    const names = (i: number) => seatName(snap, i);
    const owners = (cards: string[], leader: number) => trickOwners(cards, leader, v.seats).map((x) => ({ seat: x.seat, card: x.code }));
    const last = v.lastMove;
    return {
      ...player,
      choices,
      turn: v.turn >= 0 ? [v.turn] : [],
      trickGame: v.phase !== "lottery",
      trick: owners(v.trick, v.leader),
      lastTrick: owners(v.lastTrick, v.lastLeader),
      lastWinner: v.lastWinner,
      calls: [],
      facts: {
        deal: t("access.dealKind", { name: dealName(v.kind, v) }),
        trump: v.trump ? t("access.trump", { suit: suitName(v.trump) }) : "",
        lottery:
          last && v.phase === "lottery"
            ? last.card
              ? t("access.plays", { name: names(last.seat), card: cardName(last.card) })
              : t("access.passes", { name: names(last.seat) })
            : "",
      },
      log: [],
      tricks: scoreLine("tricks", v.tricks, names),
      scores: scoreLine("scores", v.scores, names),
      deal: `${snap.gameNo}:${v.dealNo}`,
    };
  },
};
