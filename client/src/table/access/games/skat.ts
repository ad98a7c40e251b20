/**
 * Skat in words and buttons (model.ts), from the player's own view: the bidding's answers, picking up the
 * skat or playing hand, the two cards put away (picked, then confirmed), the declarations the view lists,
 * kontra and re, and the cards.
 */
import { cardReason } from "@salon/shared/skat/reason";
import { t } from "../../../i18n/i18n";
import { contractName, parseDeclaration } from "../../../rulesets/skat/texts";
import { readSkatView, trickOwners } from "../../../rulesets/skat/view";
import { cardList } from "../cards";
import type { AccessAdapter, AccessChoice } from "../model";
import { choice, handCards, legalNow, scoreLine, seatName } from "../words";

const SAID: Record<string, string> = { bid: "skat.bidSaid", hold: "skat.holdSaid", pass: "skat.passSaid" };

export const skatAccess: AccessAdapter = {
  model(snap, picked) {
    const v = readSkatView(snap);
    if (!v) return null;
    const { legal, mine } = legalNow(snap, v.legal);
    const hand = v.hand ?? [];
    const discarding = v.phase === "discard" && legal.has("discard");
    const choices: AccessChoice[] = [];
    const add = (key: string, label: string, action: { type: string; [k: string]: unknown }) => choices.push(choice(key, label, action));
    if (legal.has("bid")) add("bid", t(v.stage === 3 ? "skat.playAt" : "skat.say", { value: v.nextBid }), { type: "bid", value: v.nextBid });
    if (legal.has("hold")) add("hold", t("skat.yes", { value: v.value }), { type: "hold" });
    if (legal.has("re")) add("re", t("skat.re"), { type: "re" });
    if (legal.has("sup")) add("sup", t("skat.sup"), { type: "sup" });
    if (legal.has("pickUpSkat")) add("pickUpSkat", t("skat.pickUp"), { type: "pickUpSkat" });
    if (legal.has("declare")) {
      for (const key of v.declarations) {
        const d = parseDeclaration(key);
        add(`declare:${key}`, t("access.declare", { game: contractName(d) }), {
          type: "declare",
          game: d.game,
          hand: d.hand,
          schneider: d.schneider,
          schwarz: d.schwarz,
          ouvert: d.ouvert,
        });
      }
    }
    if (legal.has("kontra")) add("kontra", t("skat.kontra"), { type: "kontra" });
    if (legal.has("pass")) add("pass", t("skat.pass"), { type: "pass" });
    const two = picked.filter((c) => hand.includes(c));
    if (discarding && two.length === 2) add(`discard:${two.join(",")}`, t("access.putAway", { cards: cardList(two) }), { type: "discard", cards: two });
    const names = (i: number) => seatName(snap, i);
    const owners = (cards: string[], leader: number) => (leader < 0 ? [] : trickOwners(v, cards, leader).map((x) => ({ seat: x.seat, card: x.code })));
    const cards = discarding
      ? handCards(hand, new Set(hand), true, true, () => "pick")
      : handCards(
          hand,
          legal,
          mine,
          v.phase === "play",
          (card) => ({ type: "play", card }),
          (card) => cardReason(hand, v.trick[0], v.ramsch ? "ramsch" : (v.contract?.game ?? "grand"), card),
        );
    return {
      hand: cards,
      pickCount: 2,
      choices,
      turn: v.toAct,
      mine,
      trickGame: true,
      trick: owners(v.trick, v.leader),
      lastTrick: owners(v.lastTrick, v.lastLeader),
      lastWinner: v.lastWinner,
      calls: v.words.map((w) => t(SAID[w.say] ?? "skat.passSaid", { name: names(w.seat), value: w.value })),
      facts: {
        contract: v.contract ? t("access.contractBy", { contract: contractName(v.contract), name: names(v.declarer) }) : v.ramsch ? t("access.ramsch") : "",
        skat: v.skat.length ? t("access.skatCards", { cards: cardList(v.skat) }) : "",
        discard: discarding ? t("access.pickTwo") : "",
        ouvert: v.ouvertHand.length ? t("access.openHand", { name: names(v.declarer) }) : "",
      },
      log: [],
      tricks: scoreLine("tricks", v.tricks, names),
      scores: scoreLine("scores", v.scores, names),
      deal: `${snap.gameNo}:${v.dealNo}`,
    };
  },
};
