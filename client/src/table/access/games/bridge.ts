/**
 * Bridge in words and buttons (model.ts), from the player's own view: the calls, the cards (the declarer
 * plays dummy's from dummy's hand when dummy is on turn), a claim or concession (a step, then how many of
 * the tricks left), the answers to one. Seats are named by the table's compass words as well as by player
 * ("North (Ann)").
 */
import { callFromView } from "@salon/shared/bridge/auction";
import { cardReason } from "@salon/shared/bridge/reason";
import { t } from "../../../i18n/i18n";
import type { TableSnapshot } from "../../../net/snapshot";
import { readBridgeView, seatName as compass } from "../../../rulesets/bridge/view";
import type { AccessAdapter, AccessChoice } from "../model";
import { choice, handCards, legalNow, mySeat, seatName, sideName, stageChoice } from "../words";

const CARD = /^[2-9TJQKA][SHDC]$/;
const STRAIN: Record<string, string> = { "\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S", NT: "N" };

/** A call in words: "1 spade" / "3 no trump" / "pass" / "double". */
export function callWords(shown: string): string {
  if (shown === "pass") return t("access.pass");
  if (shown === "X") return t("access.double");
  if (shown === "XX") return t("access.redouble");
  const m = /^([1-7])(.+)$/.exec(shown);
  if (!m) return shown;
  return t("access.bidCall", { level: m[1], strain: t(`access.strain${STRAIN[m[2]] ?? "N"}`) });
}

/** "4 spades, doubled" for "4♠X". */
function contractWords(contract: string): string {
  const doubled = /XX$/.test(contract) ? "access.redouble" : /X$/.test(contract) ? "access.double" : "";
  const call = callWords(contract.replace(/X+$/, ""));
  return doubled ? `${call}, ${t(doubled)}` : call;
}

const who = (snap: TableSnapshot, seat: number) => `${compass(seat)} (${seatName(snap, seat)})`;

export const bridgeAccess: AccessAdapter = {
  model(snap, _picked, staged) {
    const v = readBridgeView(snap);
    if (!v) return null;
    const me = mySeat(snap);
    const { legal } = legalNow(snap, v.legal);
    // A claim or concession may be made off turn (§5.4): it alone is no turn to take.
    const mine = legalNow(
      snap,
      v.legal.filter((x) => x !== "claim" && x !== "concede"),
    ).mine;
    const forDummy = v.phase === "play" && v.turn === v.dummy && v.actor === me && me >= 0 && !!v.dummyHand;
    const hand = forDummy ? (v.dummyHand ?? []) : (v.hand ?? []);
    const choices: AccessChoice[] = [];
    const composing = staged.find((s): s is "claim" | "concede" => (s === "claim" || s === "concede") && v.legal.includes(s));
    if (composing) {
      // How many of the tricks left: a claim from all of them down, a concession from none up (as the claim dialog lists them).
      const left = 13 - v.played.length;
      for (let i = 0; i <= left; i++) {
        const n = composing === "claim" ? left - i : i;
        choices.push(choice(`${composing}:${n}`, t(`access.${composing}N`, { n, left }), { type: composing, tricks: n }));
      }
      choices.push(stageChoice("cancel", t("access.cancel"), ""));
    } else for (const x of ["claim", "concede"]) if (v.legal.includes(x)) choices.push(stageChoice(x, t(`access.bridge_${x}`), x));
    for (const x of v.legal) {
      if (CARD.test(x) || x === "claim" || x === "concede") continue;
      const answers: Record<string, string> = {
        accept: "acceptClaim",
        reject: "rejectClaim",
        acceptConcession: "acceptConcession",
        rejectConcession: "rejectConcession",
      };
      if (answers[x]) choices.push(choice(x, t(`access.bridge_${x}`), { type: answers[x] }));
      else choices.push(choice(`call:${x}`, callWords(x), { type: "call", call: callFromView(x) }));
    }
    const last = v.played[v.played.length - 1];
    const owners = (cards: string[], leader: number) => cards.map((card, i) => ({ seat: (leader + i) % 4, card }));
    const sides = (i: number) => sideName(snap, i);
    return {
      hand: handCards(
        hand,
        legal,
        mine,
        v.phase === "play",
        (card) => ({ type: "play", card }),
        (card) => cardReason(hand, v.trick, card),
      ),
      pickCount: 0,
      choices,
      turn: v.actor >= 0 ? [v.actor] : v.turn >= 0 ? [v.turn] : [],
      mine,
      trickGame: v.phase === "play",
      trick: v.leader >= 0 ? owners(v.trick, v.leader) : [],
      lastTrick: last ? owners(last.cards, last.leader) : [],
      lastWinner: last ? last.winner : -1,
      calls: v.calls.map((c, i) => `${who(snap, (v.dealer + i) % 4)}: ${callWords(c)}`),
      facts: {
        seat: me >= 0 ? t("access.youSit", { seat: compass(me) }) : "",
        contract: v.contract ? t("access.contractBy", { contract: contractWords(v.contract), name: who(snap, v.declarer) }) : "",
        dummy: forDummy ? t("access.playForDummy") : "",
        claim: v.claim ? t("access.claim", { name: who(snap, v.claim.by), n: v.claim.tricks }) : "",
      },
      log: [],
      tricks: v.phase === "play" ? t("access.tricksLine", { list: `${sides(0)} ${v.won[0]}, ${sides(1)} ${v.won[1]}` }) : "",
      scores: t("access.scoresLine", { list: `${sides(0)} ${v.scores[0] ?? 0}, ${sides(1)} ${v.scores[1] ?? 0}` }),
      deal: `${snap.gameNo}:${v.dealNo}`,
    };
  },
};
