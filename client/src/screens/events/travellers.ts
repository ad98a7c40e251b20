/**
 * An event's results section (docs/events.md, "Results"), drawn from `GET /api/events/:id/results`: for
 * bridge, a traveller per complete board — its number, dealer, vulnerability, the hand record, and each
 * table's contract, result, North-South score and both pairs' matchpoints (or IMPs); for Skat, Kierki and
 * Euchre, every finished table's game round by round with each player's score; and each table's game record
 * one click away (its replay), once the server releases it. The server sends only boards every table has
 * played, deals included, and a record's link only once nothing in it is still to be played: nothing here can
 * show a board sooner.
 */
import type { events } from "@salon/shared";
import { navigate } from "../../app/router";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { contractShown, dealHands, figure, nsScore, resultShown, SUIT_SYMBOLS } from "./traveller-format";

type Traveller = events.DealtTraveller;
type TableGame = events.TableGame;

export interface EventResults {
  status: string;
  round: number;
  travellers: Traveller[];
  games?: TableGame[];
}

/** Boards shown open; the rest start folded (a <details> each) so a long evening stays readable. */
const OPEN_BOARDS = 3;

const SEAT = ["events.seatNorth", "events.seatEast", "events.seatSouth", "events.seatWest"];
const SEAT_SHORT = ["events.seatShortN", "events.seatShortE", "events.seatShortS", "events.seatShortW"];
const VUL = { none: "events.vulNone", ns: "events.vulNs", ew: "events.vulEw", both: "events.vulBoth" } as const;
const GRADE = { plus: "events.gradePlus", average: "events.gradeAverage", minus: "events.gradeMinus" } as const;

/** One hand of the hand record: a suit a line, its symbol first ("—" for a void). */
function hand(seat: number, suits: string[]): HTMLElement {
  return el(
    "div",
    { class: `hand-record-hand seat-${"nesw"[seat]}`, "data-seat": seat },
    el("strong", {}, t(SEAT[seat])),
    ...suits.map((cards, i) => el("div", { class: `hand-record-suit suit-${i}` }, `${SUIT_SYMBOLS[i]} ${cards || "—"}`)),
  );
}

/**
 * A table's game record, one click away: the replay link the server sends once nothing in the record is still to
 * be played anywhere (docs/events.md, "Game records"); an empty cell before (or where there is none).
 */
function recordCell(link: string | undefined): HTMLElement {
  if (!link) return el("td", {});
  return el(
    "td",
    {},
    el(
      "a",
      {
        href: link,
        class: "event-replay",
        testid: "event-replay",
        title: t("events.replayTitle"),
        onclick: (e: Event) => (e.preventDefault(), navigate(link)),
      },
      // A phone shows the triangle alone (the word stays for screen readers): the traveller's nine columns fit.
      el("span", { class: "replay-icon", "aria-hidden": "true" }, "▶ "),
      el("span", { class: "replay-word" }, t("events.replay")),
    ),
  );
}

/** The board's four hands laid out as on a hand record: North on top, West and East at the sides, South below. */
function handRecord(tr: Traveller): HTMLElement | null {
  const hands = dealHands(tr.deal);
  if (!hands) return null;
  return el("div", { class: "hand-record", testid: "hand-record" }, ...[0, 3, 1, 2].map((s) => hand(s, hands[s])));
}

function travellerTable(tr: Traveller, scoring: "mp" | "imps", pairName: (pair: number) => string): HTMLElement {
  const pts = scoring === "mp" ? "events.mpShort" : "events.imps";
  const head = el(
    "tr",
    {},
    el("th", {}, t("events.nsPair")),
    el("th", {}, t("events.ewPair")),
    el("th", {}, t("events.contract")),
    el("th", {}, t("events.declarer")),
    el("th", {}, t("events.result")),
    el("th", {}, t("events.nsScore")),
    el("th", {}, `${t(pts)} ${t("events.seatShortN")}${t("events.seatShortS")}`),
    el("th", {}, `${t(pts)} ${t("events.seatShortE")}${t("events.seatShortW")}`),
    el("th", { class: "record-head" }, el("span", { class: "replay-word" }, t("events.recordHead"))),
  );
  const pairCells = (ns: number, ew: number) => [el("td", { title: pairName(ns) }, String(ns)), el("td", { title: pairName(ew) }, String(ew))];
  const rows = tr.rows.map((r) => {
    const shown = contractShown(r.contract);
    // A ruling has no contract: an artificial score (the grades), or the director's assigned score.
    const play = r.grades
      ? [el("td", { colspan: 3, class: "traveller-ruling" }, `${t(GRADE[r.grades[0]])} / ${t(GRADE[r.grades[1]])}`)]
      : r.assigned
        ? [el("td", { colspan: 3, class: "traveller-ruling" }, t("events.assignedShort"))]
        : shown === null
          ? [el("td", { colspan: 3 }, t("events.passedOut"))]
          : [el("td", {}, shown), el("td", {}, t(SEAT_SHORT[r.declarer])), el("td", {}, resultShown(r.contract, r.tricks))];
    return el(
      "tr",
      { "data-ns": r.ns, "data-ew": r.ew, "data-kind": r.grades ? "graded" : r.assigned ? "assigned" : "played" },
      ...pairCells(r.ns, r.ew),
      ...play,
      el("td", {}, r.grades ? "" : nsScore(r.score)),
      el("td", {}, figure(r.nsPoints)),
      el("td", {}, figure(r.ewPoints)),
      recordCell(r.record),
    );
  });
  const missing = tr.notPlayed.map((x) =>
    el(
      "tr",
      { "data-ns": x.ns, "data-ew": x.ew, "data-kind": "not-played" },
      ...pairCells(x.ns, x.ew),
      el("td", { colspan: 7, class: "traveller-ruling" }, t("events.notPlayed")),
    ),
  );
  return el(
    "div",
    { class: "table-scroll" },
    el("table", { class: "event-standings traveller", testid: "traveller-table" }, el("thead", {}, head), el("tbody", {}, ...rows, ...missing)),
  );
}

/** The bridge travellers, a <details> per board; `open`: each board drawn before, open or folded as the reader left it. */
function travellersSection(results: EventResults, scoring: "mp" | "imps", pairName: (pair: number) => string, open: ReadonlyMap<number, boolean>) {
  if (!results.travellers.length) return [el("p", { class: "muted" }, t("events.travellersNone"))];
  return results.travellers.map((tr, i) =>
    el(
      "details",
      { class: "traveller-board", testid: "traveller", "data-board": tr.board, open: open.get(tr.board) ?? i < OPEN_BOARDS },
      el("summary", {}, t("events.boardLine", { board: tr.board, dealer: t(SEAT[tr.dealer]), vul: t(VUL[tr.vul]) })),
      handRecord(tr),
      travellerTable(tr, scoring, pairName),
    ),
  );
}

/** Skat, Kierki, Euchre: each finished table's game, round by round, each player with their score. */
function gamesSection(games: TableGame[], skat: boolean) {
  if (!games.length) return [el("p", { class: "muted" }, t("events.gamesNone"))];
  const head = el(
    "tr",
    {},
    el("th", {}, t(skat ? "events.series" : "events.roundHead")),
    el("th", {}, t("events.tableHead")),
    el("th", {}, t("events.playersScores")),
    el("th", { class: "record-head" }, el("span", { class: "replay-word" }, t("events.recordHead"))),
  );
  const rows = games.map((g) =>
    el(
      "tr",
      { testid: "table-game", "data-round": g.round, "data-table": g.table },
      el("td", {}, String(g.round)),
      el("td", {}, String(g.table)),
      el("td", {}, g.players.map((p) => `${p.name || t("events.bot")} ${figure(p.score)}`).join(" · ")),
      recordCell(g.record),
    ),
  );
  return [el("div", { class: "table-scroll" }, el("table", { class: "event-standings" }, el("thead", {}, head), el("tbody", {}, ...rows)))];
}

/**
 * The results section. `pairName`: an entry's names as the page shows them; `open`: the boards drawn before,
 * open or folded as the reader left them (a board new to the page: the first few open, the rest folded).
 */
export function resultsPanel(
  results: EventResults,
  game: string,
  scoring: "mp" | "imps",
  pairName: (pair: number) => string,
  open: ReadonlyMap<number, boolean>,
): HTMLElement {
  return el(
    "section",
    { class: "panel event-results", testid: "event-results", "data-boards": results.travellers.length },
    el("h2", {}, t(game === "bridge" ? "events.travellersTitle" : "events.gamesTitle")),
    ...(game === "bridge" ? travellersSection(results, scoring, pairName, open) : gamesSection(results.games ?? [], game === "skat")),
  );
}

/** Each board drawn under `root`, and whether its <details> is open. */
export function openBoards(root: HTMLElement): Map<number, boolean> {
  return new Map([...root.querySelectorAll<HTMLDetailsElement>("details.traveller-board")].map((d) => [Number(d.dataset.board), d.open]));
}
