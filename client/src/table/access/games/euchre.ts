/** Euchre in words and buttons (model.ts), from the player's own view. */
import { euchreAction } from "@salon/shared/euchre/legal";
import { cardReason } from "@salon/shared/euchre/reason";
import type { EuchreBid } from "@salon/shared/euchre/types";
import { t } from "../../../i18n/i18n";
import type { TableSnapshot } from "../../../net/snapshot";
import { readEuchreView } from "../../../rulesets/euchre/view";
import { cardName } from "../cards";
import type { AccessAdapter, AccessChoice } from "../model";
import { choice, phasePlayer, scoreLine, seatName, sideName, suitName } from "../words";

function choiceLabel(x: string): string {
  if (x.startsWith("call:")) return t("access.nameTrump", { suit: suitName(x.slice(5)) });
  if (x.startsWith("callAlone:")) return t("access.nameTrumpAlone", { suit: suitName(x.slice(10)) });
  return t(`access.euchre_${x}`);
}

function bidText(snap: TableSnapshot, b: EuchreBid): string {
  const what =
    b.type === "call"
      ? t(b.alone ? "access.nameTrumpAlone" : "access.nameTrump", { suit: suitName(b.suit ?? "") })
      : t(`access.euchre_${b.type === "orderUp" && b.alone ? "orderUpAlone" : b.type}`);
  return `${seatName(snap, b.seat)}: ${what}`;
}

export const euchreAccess: AccessAdapter = {
  model(snap) {
    const v = readEuchreView(snap);
    if (!v) return null;
    const player = phasePlayer(snap, v, ["play", "discard"], euchreAction, (code) =>
      v.phase === "play" ? cardReason(v.hand ?? [], v.trick[0]?.card, v.trump, code) : null,
    );
    const choices: AccessChoice[] = [];
    for (const x of v.legal ?? []) {
      const action = euchreAction(v.phase, x);
      if (action && action.type !== "play" && action.type !== "discard") choices.push(choice(x, choiceLabel(x), action));
    }
    const sides = (i: number) => sideName(snap, i);
    return {
      ...player,
      choices,
      turn: v.turn >= 0 ? [v.turn] : [],
      trickGame: true,
      trick: v.trick.map((p) => ({ seat: p.seat, card: p.card })),
      lastTrick: v.lastTrick.map((p) => ({ seat: p.seat, card: p.card })),
      lastWinner: v.lastWinner,
      calls: v.bids.map((b) => bidText(snap, b)),
      facts: {
        upcard: v.upcard && v.upcardState === "up" ? t("access.upcard", { card: cardName(v.upcard) }) : "",
        trump: v.trump ? t("access.trump", { suit: suitName(v.trump) }) : "",
        maker: v.maker >= 0 && v.trump ? t(v.alone ? "access.makerAlone" : "access.maker", { name: seatName(snap, v.maker) }) : "",
        discard: player.mine && v.phase === "discard" ? t("access.discardOne") : "",
      },
      log: [],
      tricks: scoreLine("tricks", v.tricks, sides),
      scores: scoreLine("scores", [v.scores[0] ?? 0, v.scores[1] ?? 0], sides),
      deal: `${snap.gameNo}:${v.handNo}`,
    };
  },
};
