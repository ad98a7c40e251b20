/**
 * Score sheets and summaries, from the view's `results`: the deal summary after each deal, the running
 * sheet per method (rubber above/below the line, Chicago and duplicate deal lists, IMPs against the HCP
 * expectation) and the game summary with Rematch.
 */
import type { HandRecord } from "@salon/shared/bridge/par";
import type { DealResult, Scoring } from "@salon/shared/bridge/types";
import { cardLabel } from "../../table/french-faces";
import { OverlaySheet } from "../../table/overlay-sheet";
import { TableSheets } from "../../table/summary-sheet";
import { el } from "../../ui/dom";
import { auctionNotes, callNode, type ShownNote } from "./box";
import { t } from "../../i18n/i18n";
import { pairName, seatLetter, seatName, vulShort, type BridgeView } from "./view";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "4♠X= by South", "3NT−2 by West", "Passed out". */
export function resultLine(r: DealResult): HTMLElement {
  if (!r.contract) return el("span", {}, t("bridge.passedOut"));
  const level = Number(r.contract[0]);
  const diff = r.tricks - (level + 6);
  const made = diff === 0 ? "=" : diff > 0 ? `+${diff}` : `−${-diff}`;
  return el(
    "span",
    {},
    callNode(r.contract.replace(/X+$/, "")),
    r.contract.match(/X+$/)?.[0] ?? "",
    made,
    ` ${t("bridge.by", { seat: seatName(r.declarer) })}`,
  );
}

function cell(n: number): string {
  return n ? String(n) : "";
}

/** The running score sheet for the method. */
export function scoreSheet(scoring: Scoring, results: DealResult[], totals: number[]): HTMLElement {
  if (scoring === "rubber") return rubberSheet(results, totals);
  const imp = scoring === "impHcp";
  const head = (
    imp ? ["colBoard", "colContract", "colScore", "colHcp", "colExpected", "colNS", "colEW"] : ["colBoard", "colContract", "colVul", "colNS", "colEW"]
  ).map((k) => t(`bridge.${k}`));
  const rows = results.map((r) => {
    const base: (string | HTMLElement)[] = [String(r.board), resultLine(r)];
    if (imp)
      return [
        ...base,
        r.counted ? signed(r.score) : "—",
        r.counted ? String(r.hcpNS) : "",
        r.counted ? String(r.expected) : "",
        r.counted ? signed(r.imps) : "",
        r.counted ? signed(-r.imps) : "",
      ];
    return [...base, vulShort(r.vul), r.score > 0 ? String(r.score) : "", r.score < 0 ? String(-r.score) : ""];
  });
  rows.push(["", t("play.total"), ...(imp ? ["", "", ""] : [""]), String(totals[0]), String(totals[1])]);
  return el(
    "table",
    { class: "summary-table bridge-sheet", testid: "score-sheet" },
    el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
    el("tbody", {}, ...rows.map((r, i) => el("tr", { class: i === rows.length - 1 ? "row-strong" : "" }, ...r.map((c) => el("td", {}, c))))),
  );
}

/** Rubber: above-the-line entries stacked upward, the line, below-the-line entries with a rule after each game. */
function rubberSheet(results: DealResult[], totals: number[]): HTMLElement {
  const above = results.filter((r) => r.above[0] || r.above[1]).reverse();
  const rows: HTMLElement[] = [];
  for (const r of above) rows.push(el("tr", { class: "bridge-above" }, el("td", {}, cell(r.above[0])), el("td", {}, cell(r.above[1]))));
  rows.push(el("tr", { class: "bridge-line" }, el("td", { colspan: 2 }, "")));
  for (const r of results) {
    if (r.below[0] || r.below[1])
      rows.push(el("tr", { class: r.game ? "bridge-below bridge-game" : "bridge-below" }, el("td", {}, cell(r.below[0])), el("td", {}, cell(r.below[1]))));
    else if (r.game) rows.push(el("tr", { class: "bridge-game" }, el("td", { colspan: 2 }, "")));
  }
  rows.push(el("tr", { class: "row-strong" }, el("td", {}, String(totals[0])), el("td", {}, String(totals[1]))));
  return el(
    "table",
    { class: "summary-table bridge-sheet bridge-rubber", testid: "score-sheet" },
    el("thead", {}, el("tr", {}, el("th", {}, t("bridge.weCol", { pair: pairName(0) })), el("th", {}, t("bridge.theyCol", { pair: pairName(1) })))),
    el("tbody", {}, ...rows),
  );
}

/** What the deal scored, in the method's terms. */
function dealFacts(scoring: Scoring, r: DealResult): string {
  const side = pairName(r.score > 0 ? 0 : 1);
  const pts = Math.abs(r.score);
  if (!r.contract) return t(scoring === "duplicate" ? "bridge.passedOutZero" : "bridge.passedOutRedeal");
  const base = pts ? t("bridge.sideScores", { side, points: pts }) : t("bridge.noScore");
  if (scoring === "rubber") {
    const parts = [t("bridge.belowLine", { nsScore: r.below[0], ewScore: r.below[1] }), t("bridge.aboveLine", { nsScore: r.above[0], ewScore: r.above[1] })];
    if (r.honors[0] || r.honors[1])
      parts.push(t("bridge.honors", r.honors[0] ? { side: pairName(0), points: r.honors[0] } : { side: pairName(1), points: r.honors[1] }));
    if (r.game) parts.push(t("bridge.gameWon"));
    if (r.rubberBonus[0] || r.rubberBonus[1]) parts.push(t("bridge.rubberBonus", { points: r.rubberBonus[0] || r.rubberBonus[1] }));
    return `${parts.join(" · ")}.`;
  }
  if (scoring === "impHcp") return t("bridge.impLine", { base, hcp: r.hcpNS, expected: r.expected, imps: signed(r.imps) });
  return `${base}.`;
}

/** "N-S 120 · E-W 50" (IMPs marked for the IMP method). */
export function scoreLine(scoring: Scoring, scores: number[]): string {
  return t(scoring === "impHcp" ? "bridge.scoreLineImps" : "bridge.scoreLine", { nsScore: scores[0], ewScore: scores[1] });
}

const DD_STRAINS = [4, 3, 2, 1, 0];
const STRAIN_SIGNS = ["♣", "♦", "♥", "♠"];

/**
 * A finished deal's hand record: the double-dummy table (tricks for each declarer N S E W in each strain,
 * notrump first) and the par contract and score for North-South; "computing…" while the server solves it.
 */
export function handRecordNode(rec: HandRecord | null | undefined): HTMLElement {
  if (!rec) return el("p", { class: "muted bridge-hand-record", testid: "hand-record-pending" }, t("bridge.handRecordComputing"));
  const strainHead = (st: number) =>
    st === 4 ? t("bridge.nt") : el("span", { class: st === 1 || st === 2 ? "bridge-red" : "bridge-black" }, STRAIN_SIGNS[st]);
  const table = el(
    "table",
    { class: "summary-table bridge-dd-table", testid: "dd-table", "aria-label": t("bridge.handRecord") },
    el("thead", {}, el("tr", {}, el("th", {}, ""), ...DD_STRAINS.map((st) => el("th", {}, strainHead(st))))),
    el(
      "tbody",
      {},
      ...[0, 2, 1, 3].map((seat) => el("tr", {}, el("th", {}, seatLetter(seat)), ...DD_STRAINS.map((st) => el("td", {}, String(rec.table[st]?.[seat] ?? ""))))),
    ),
  );
  const score = Number(/^NS (-?\d+)$/.exec(rec.optimumScore)?.[1] ?? 0);
  const scoreText = `${pairName(0)} ${signed(score)}`;
  const m = /^(NS|EW) ([1-7])(C|D|H|S|NT)(X?)$/.exec(rec.parContract);
  const par = m
    ? el(
        "p",
        { testid: "par-line" },
        ...parts(
          t("bridge.parLine", { side: pairName(m[1] === "NS" ? 0 : 1), score: scoreText, contract: "\u0000" }),
          callNode(`${m[2]}${m[3] === "NT" ? "NT" : STRAIN_SIGNS["CDHS".indexOf(m[3])]}`),
          m[4],
        ),
      )
    : el("p", { testid: "par-line" }, t("bridge.parPass", { score: scoreText }));
  return el("div", { class: "bridge-hand-record", testid: "hand-record" }, el("h4", {}, t("bridge.handRecord")), table, par);
}

/** A sentence with the contract's place (NUL) filled by its node and doubling mark. */
function parts(text: string, contract: HTMLElement, doubled: string): (string | HTMLElement)[] {
  const [before, after = ""] = text.split("\u0000");
  return [before, contract, doubled ? "X" : "", after];
}

/** The finished deal's alerts and explanations, now open to every seat (rules §5.5); null when it had none. */
function dealNotes(r: DealResult): HTMLElement | null {
  if (!r.calls || !r.notes?.length) return null;
  const shown: (ShownNote | null)[] = r.calls.map(() => null);
  for (const n of r.notes)
    if (n.call < shown.length)
      shown[n.call] = { ...(n.alert ? { alert: true } : {}), ...(n.text ? { text: n.text } : {}), ...(n.code ? { code: n.code } : {}) };
  return auctionNotes(r.calls, r.dealer, shown, null, [], new Map(), () => undefined);
}

export class BridgeSheets extends TableSheets {
  private readonly deal = new OverlaySheet(this.overlay);
  private readonly sheet = new OverlaySheet(this.overlay);
  /** The open deal summary's hand record: its deal index and the element that shows it. */
  private recordSlot: { deal: number; el: HTMLElement; ready: boolean } | null = null;

  showDeal(v: BridgeView): void {
    this.hideDeal();
    const r = v.results[v.results.length - 1];
    if (!r) return;
    const deal = v.results.length - 1;
    const slot = el("div", {}, handRecordNode(v.analyses[deal]));
    this.recordSlot = { deal, el: slot, ready: !!v.analyses[deal] };
    const close = el("button", { class: "btn btn-small", type: "button", testid: "deal-summary-close" }, t("play.continue"));
    close.addEventListener("click", () => this.hideDeal());
    const sheet = el(
      "div",
      { class: "sheet summary bridge-deal-summary", role: "dialog", "aria-label": t("bridge.boardScored", { board: r.board }), testid: "deal-summary" },
      el("h3", {}, `${t("bridge.boardHead", { board: r.board })} `, resultLine(r)),
      el("p", {}, dealFacts(v.scoring, r)),
      dealNotes(r),
      slot,
      el("p", { class: "muted" }, t("bridge.runningTotal", { score: scoreLine(v.scoring, v.scores) })),
      el("div", { class: "sheet-actions" }, close),
    );
    this.deal.show(sheet, "", 12000);
  }

  hideDeal(): void {
    this.deal.hide();
    this.recordSlot = null;
  }

  /** The open deal summary shows its hand record as soon as the server has computed it. */
  updateRecord(v: BridgeView): void {
    const slot = this.recordSlot;
    if (!slot || slot.ready || !this.deal.isOpen) return;
    const rec = v.analyses[slot.deal];
    if (!rec) return;
    slot.ready = true;
    slot.el.replaceChildren(handRecordNode(rec));
  }

  toggleSheet(v: BridgeView | null): void {
    if (this.sheet.isOpen || !v) return this.sheet.hide();
    const close = el("button", { class: "btn btn-small", type: "button", testid: "score-sheet-close" }, t("play.close"));
    close.addEventListener("click", () => this.toggleSheet(null));
    this.sheet.show(
      el(
        "div",
        { class: "sheet bridge-sheet-panel", role: "dialog", "aria-label": t("bridge.scoreSheet") },
        el("h3", {}, t("bridge.scoreSheet")),
        scoreSheet(v.scoring, v.results, v.scores),
        el("div", { class: "sheet-actions" }, close),
      ),
    );
  }

  showGame(v: BridgeView, mySide: number | null, canStart: boolean): void {
    const last = v.results.length - 1;
    const key = JSON.stringify([v.results.length, v.scores, mySide, canStart, !!v.analyses[last]]);
    if (this.game.shows(key)) return;
    this.hideDeal();
    const w = v.winners;
    const headline =
      w.length === 0 ? t("bridge.tie") : mySide !== null && w.includes(mySide) ? t("bridge.yourSideWins") : t(w[0] % 2 === 0 ? "bridge.nsWin" : "bridge.ewWin");
    const body = [
      el("p", { class: "summary-final" }, t("bridge.finalScore", { nsScore: v.scores[0], ewScore: v.scores[1] })),
      scoreSheet(v.scoring, v.results, v.scores),
      last >= 0 ? el("div", {}, el("h4", {}, t("bridge.boardHead", { board: v.results[last].board })), handRecordNode(v.analyses[last])) : null,
    ];
    this.game.show(key, canStart, headline, body, "bridge-game-summary");
  }

  destroy(): void {
    this.hideDeal();
    this.hideGame();
    this.sheet.hide();
  }
}

/** Cards as short text, by suit: "♠ A K 7 · ♥ Q 2 …" (the claimer's hand in the claim panel). */
export function cardsText(cards: string[]): string {
  const suits = ["S", "H", "D", "C"];
  return suits
    .map((s) =>
      cards
        .filter((c) => c[1] === s)
        .map((c) => cardLabel(c).slice(0, -1))
        .join(" "),
    )
    .map((ranks, i) => `${["♠", "♥", "♦", "♣"][i]} ${ranks || "—"}`)
    .join("  ");
}
