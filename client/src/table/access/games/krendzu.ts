/**
 * Krendzu in words and buttons (model.ts), from the player's own view: a card is picked first, then the
 * choices are the free cells it may go to (the board's frontier, shared/src/krendzu/board.ts).
 */
import { frontier } from "@salon/shared/krendzu/board";
import { t } from "../../../i18n/i18n";
import { readKrendzuView } from "../../../rulesets/krendzu/krendzuView";
import { cardName } from "../cards";
import type { AccessAdapter, AccessChoice } from "../model";
import { choice, handCards, mySeat, scoreLine, seatName } from "../words";

export const krendzuAccess: AccessAdapter = {
  model(snap, picked) {
    const v = readKrendzuView(snap);
    if (!v) return null;
    const legal = new Set(v.legal ?? []);
    const mine = snap.status === "playing" && legal.size > 0;
    const hand = v.hand ?? [];
    const choices: AccessChoice[] = [];
    const card = picked.find((c) => hand.includes(c));
    if (card && legal.has("place")) {
      for (const [x, y] of frontier(v.placed)) {
        // The cell told by its place and the cards it touches.
        const beside = v.placed.filter((p) => Math.abs(p.x - x) + Math.abs(p.y - y) === 1).map((p) => cardName(p.card));
        const label = beside.length ? t("access.placeBeside", { card: cardName(card), x, y, beside: beside.join(", ") }) : t("access.placeAt", { card: cardName(card), x, y });
        choices.push(choice(`place:${card}:${x},${y}`, label, { type: "place", card, x, y }));
      }
    }
    if (legal.has("skip")) choices.push(choice("skip", t("access.skip"), { type: "skip" }));
    const names = (i: number) => seatName(snap, i);
    return {
      hand: handCards(hand, new Set(legal.has("place") ? hand : []), mine, true, () => "pick"),
      pickCount: 1,
      choices,
      turn: v.turn >= 0 ? [v.turn] : [],
      mine,
      trickGame: false,
      trick: [],
      lastTrick: [],
      lastWinner: -1,
      calls: [],
      facts: {
        tour: t("access.tour", { n: v.tour + 1, of: v.tours }),
        side: v.sides[mySeat(snap)] ? t(v.sides[mySeat(snap)] === "attack" ? "access.attacking" : "access.defending") : "",
        combos: v.combos.length ? t("access.combos", { n: v.combos.length }) : "",
      },
      log: v.placed.map((p) => t("access.placed", { name: names(p.seat), card: cardName(p.card), x: p.x, y: p.y })),
      tricks: "",
      scores: scoreLine("scores", v.scores, names),
      deal: `${snap.gameNo}:${v.tour}`,
    };
  },
};

