/**
 * Krendzu in words and buttons (model.ts), from the player's own view: a card is picked first, then the
 * choices are the free cells it may go to (the board's frontier, shared/src/krendzu/board.ts). A defender
 * may place two cards in one move (placeMany): "Place two cards" keeps that step, the first card's cell is
 * kept as another step, and the second card's cells (the frontier with the first card on the board) send
 * the move.
 */
import { frontier } from "@salon/shared/krendzu/board";
import { t } from "../../../i18n/i18n";
import { readKrendzuView } from "../../../rulesets/krendzu/view";
import { cardName } from "../cards";
import type { AccessAdapter, AccessCard, AccessChoice } from "../model";
import { choice, handCards, legalNow, mySeat, noTricks, scoreLine, seatName, stageChoice } from "../words";

/** The first card of a two-card move, kept as a step "card@x,y". */
const FIRST = /^(.+)@(-?\d+),(-?\d+)$/;

type Cell = { x: number; y: number; card: string };

/** A free cell told by its place and the cards it touches. */
function cellLabel(board: readonly Cell[], card: string, x: number, y: number): string {
  const beside = board.filter((p) => Math.abs(p.x - x) + Math.abs(p.y - y) === 1).map((p) => cardName(p.card));
  return beside.length
    ? t("access.placeBeside", { card: cardName(card), x, y, beside: beside.join(", ") })
    : t("access.placeAt", { card: cardName(card), x, y });
}

export const krendzuAccess: AccessAdapter = {
  model(snap, picked, staged) {
    const v = readKrendzuView(snap);
    if (!v) return null;
    const { legal, mine } = legalNow(snap, v.legal);
    const hand = v.hand ?? [];
    const two = legal.has("placeMany") && staged[0] === "two";
    const m = two ? FIRST.exec(staged[1] ?? "") : null;
    const first = m && hand.includes(m[1]) ? { card: m[1], x: Number(m[2]), y: Number(m[3]) } : null;
    const choices: AccessChoice[] = [];
    const card = picked.find((c) => hand.includes(c) && c !== first?.card);
    if (card && first) {
      // The second card: every free cell of the board that holds the first one.
      const board = [...v.placed, first];
      for (const [x, y] of frontier(board)) {
        choices.push(
          choice(`many:${first.card}@${first.x},${first.y}:${card}@${x},${y}`, cellLabel(board, card, x, y), {
            type: "placeMany",
            cards: [first, { card, x, y }],
          }),
        );
      }
    } else if (card && two) {
      for (const [x, y] of frontier(v.placed)) {
        choices.push(stageChoice(`first:${card}:${x},${y}`, t("access.firstAt", { place: cellLabel(v.placed, card, x, y) }), `${card}@${x},${y}`));
      }
    } else if (card && legal.has("place")) {
      for (const [x, y] of frontier(v.placed)) choices.push(choice(`place:${card}:${x},${y}`, cellLabel(v.placed, card, x, y), { type: "place", card, x, y }));
    }
    if (legal.has("placeMany")) {
      choices.push(two ? stageChoice("one", t("access.placeOne"), "") : stageChoice("two", t("access.placeTwo"), "two"));
    }
    if (legal.has("skip")) choices.push(choice("skip", t("access.skip"), { type: "skip" }));
    const names = (i: number) => seatName(snap, i);
    const cards: AccessCard[] = handCards(hand, new Set(legal.has("place") ? hand : []), mine, true, () => "pick").map((c) =>
      c.code === first?.card ? { code: c.code, press: null, reason: t("access.firstPlaced", { x: first.x, y: first.y }) } : c,
    );
    return {
      hand: cards,
      pickCount: 1,
      choices,
      turn: v.turn >= 0 ? [v.turn] : [],
      mine,
      ...noTricks(),
      facts: {
        tour: t("access.tour", { n: v.tour + 1, of: v.tours }),
        side: v.sides[mySeat(snap)] ? t(v.sides[mySeat(snap)] === "attack" ? "access.attacking" : "access.defending") : "",
        combos: v.combos.length ? t("access.combos", { n: v.combos.length }) : "",
        two: two ? t(first ? "access.twoSecond" : "access.twoFirst") : "",
      },
      log: v.placed.map((p) => t("access.placed", { name: names(p.seat), card: cardName(p.card), x: p.x, y: p.y })),
      scores: scoreLine("scores", v.scores, names),
      deal: `${snap.gameNo}:${v.tour}`,
    };
  },
};
