/**
 * An event's results as files (docs/events.md, "Results"): PBN with the score tables for a bridge pairs event
 * — every complete board's deal with its traveller (ScoreTable) and the evening's ranking (TotalScoreTable) —
 * and CSV standings for every event. Only complete boards are written: a board's deal and results never leave
 * before every table has played it. Pure functions of the event.
 */
import {
  boardRun,
  dealBoards,
  progressiveRows,
  nameIn,
  namesIn,
  publicAdjustments,
  recordLink,
  standings,
  teamsMatch,
  travellers,
  type EventDoc,
} from "./model";
import type { events } from "@salon/shared";
import { pbnDeal } from "@salon/shared/bridge/cards";
import type { Vul } from "@salon/shared/bridge/types";

const PBN_VUL: Record<Vul, string> = { none: "None", ns: "NS", ew: "EW", both: "All" };
const GRADE: Record<string, string> = { plus: "A+", average: "A", minus: "A-" };

const quote = (v: string) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const tag = (name: string, value: string | number) => `[${name} ${quote(String(value))}]`;
const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const pad = (v: string, width: number, left = false) => (left ? v.padEnd(width) : v.padStart(width));
const names = (n: [string, string], skat: boolean) => (skat ? [n[0] || "bot"] : n.map((x) => x || "bot")).join(" - ");

/** A traveller row in the ScoreTable's columns. Artificial scores show their grade (A+, A, A−) in the Contract column. */
function scoreRow(r: events.TravellerRow): string {
  const artificial = !!r.grades;
  const contract = artificial ? `${GRADE[r.grades![0]]}/${GRADE[r.grades![1]]}` : r.assigned ? "Assigned" : r.contract || "Pass";
  const declarer = artificial || r.assigned || !r.contract ? "-" : "NESW"[r.declarer];
  const result = artificial || r.assigned || !r.contract ? "-" : String(r.tricks);
  const score = artificial ? null : r.score;
  return [
    pad(String(r.ns), 2),
    pad(String(r.ew), 2),
    pad(contract, 9, true),
    pad(declarer, 1),
    pad(result, 2),
    pad(score !== null && score > 0 ? String(score) : "-", 6),
    pad(score !== null && score < 0 ? String(-score) : "-", 6),
    pad(num(r.nsPoints), 6),
    pad(num(r.ewPoints), 6),
  ].join(" ");
}

/** A team's four players, pair by pair: "N1 - S1 / N2 - S2". */
const teamNames = (doc: EventDoc, pairs: readonly number[]) => pairs.map((p) => names(namesIn(doc, p, 1), false)).join(" / ");

/**
 * PBN 2.1 of a bridge event: the complete boards, each with its ScoreTable; the first also carries the
 * TotalScoreTable — the pairs' ranking, or for a teams match the two teams and their IMPs. In a teams match a
 * table's IMP columns are the board's IMPs from each side's team's point of view.
 */
export function eventPbn(doc: EventDoc): string {
  const deals = dealBoards(doc.spec);
  const d = new Date(doc.createdAt);
  const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${String(d.getUTCDate()).padStart(2, "0")}`;
  const mp = doc.spec.scoring === "mp";
  const pts = mp ? "MP" : "IMP";
  const teams = doc.spec.format === "teams";
  const games = travellers(doc).map((tr, i) => {
    const deal = deals[tr.board - 1];
    const lines = [
      tag("Event", doc.spec.name),
      tag("Site", "Salon"),
      tag("Date", date),
      tag("Board", tr.board),
      tag("West", ""),
      tag("North", ""),
      tag("East", ""),
      tag("South", ""),
      tag("Dealer", "NESW"[deal.dealer]),
      tag("Vulnerable", PBN_VUL[deal.vul]),
      tag("Deal", pbnDeal(deal.hands, 0)),
      tag("Scoring", mp ? "MP" : teams ? "IMP" : "Cross-IMP"),
      tag("Declarer", "?"),
      tag("Contract", "?"),
      tag("Result", "?"),
      `[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\9L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;${pts}_NS\\6R;${pts}_EW\\6R"]`,
      ...tr.rows.map(scoreRow),
      // A table that did not play the board: no score for either pair.
      ...tr.notPlayed.map((t) =>
        [pad(String(t.ns), 2), pad(String(t.ew), 2), pad("-", 9, true), "-", pad("-", 2), pad("-", 6), pad("-", 6), pad("-", 6), pad("-", 6)].join(" "),
      ),
    ];
    if (i === 0 && teams) {
      const match = teamsMatch(doc);
      lines.push(`[TotalScoreTable "Rank\\2R;Team\\1R;Names\\60L;TotalIMP\\8R"]`);
      const [a, b] = match.teams;
      for (const t of match.teams)
        lines.push(
          [pad(String(t.imps >= (t === a ? b : a).imps ? 1 : 2), 2), t.team, pad(quote(teamNames(doc, t.pairs)), 60, true), pad(String(t.imps), 8)].join(" "),
        );
    } else if (i === 0) {
      lines.push(`[TotalScoreTable "Rank\\2R;PairId\\2R;Names\\40L;Total${pts}\\8R;TotalPercentage\\6R"]`);
      for (const s of standings(doc))
        lines.push(
          [
            pad(String(s.rank), 2),
            pad(String(s.pair), 2),
            pad(quote(names(s.names, false)), 40, true),
            pad(num(s.points), 8),
            pad(mp ? s.score.toFixed(2) : "-", 6),
          ].join(" "),
        );
    }
    return lines.join("\n");
  });
  return `% PBN 2.1\n% EXPORT\n%Creator: Salon\n\n${games.join("\n\n")}\n`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =, +, − or @ is quoted with ' so a spreadsheet does not run it. */
function field(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * CSV standings (RFC 4180, CRLF): bridge — rank, number, names, points, top, boards, percent or IMPs; Skat —
 * rank, number, name, total, won, lost, series, adjusted; Kierki progressive — rank, number, name, total,
 * games, adjusted, then every finished game seat by seat (round, table, seat, number, name, score).
 */
export function eventCsv(doc: EventDoc): string {
  const skat = doc.spec.game === "skat";
  const rows: (string | number)[][] = [];
  if (doc.spec.format === "teams") {
    // The teams, then the match board by board: both tables' North-South scores, the IMPs and the running score.
    const match = teamsMatch(doc);
    rows.push(["team", "pairs", "names", "imps"]);
    for (const t of match.teams) rows.push([t.team, t.pairs.join(" "), teamNames(doc, t.pairs), t.imps]);
    rows.push([]);
    rows.push(["board", "table1_ns", "table2_ns", "imps_a", "imps_b", "running_a", "running_b"]);
    for (const x of match.boards) rows.push([x.board, x.table1 ?? "", x.table2 ?? "", x.impsA, x.impsB, x.running[0], x.running[1]]);
  } else if (doc.spec.format === "progressive") {
    rows.push(["rank", "number", "name", "total", "games", "adjusted"]);
    for (const x of progressiveRows(doc)) rows.push([x.rank, x.pair, names(x.names, true), x.points, x.games, x.adjusted]);
    rows.push([]);
    rows.push(["round", "table", "seat", "number", "name", "score"]);
    for (const run of doc.runs.filter((r) => r.scores).sort((a, b) => a.round - b.round || a.table - b.table))
      run.seated!.forEach((entry, seat) => rows.push([run.round, run.table, seat + 1, entry, nameIn(doc, entry, 0, run.round) || "bot", run.scores![seat]]));
  } else if (skat) {
    rows.push(["rank", "number", "name", "total", "won", "lost", "series", "adjusted"]);
    for (const s of standings(doc) as ReturnType<typeof standings> & { won: number; lost: number; series: number; adjusted: number }[]) {
      const x = s as typeof s & { won: number; lost: number; series: number; adjusted: number };
      rows.push([x.rank, x.pair, names(x.names, true), x.points, x.won, x.lost, x.series, x.adjusted]);
    }
  } else {
    rows.push(["rank", "number", "names", "points", "top", "boards", doc.spec.scoring === "mp" ? "percent" : "imps"]);
    for (const s of standings(doc))
      rows.push([s.rank, s.pair, names(s.names, false), num(s.points), s.top, s.boards, doc.spec.scoring === "mp" ? s.score.toFixed(2) : num(s.score)]);
  }
  const adj = publicAdjustments(doc);
  if (adj.length) {
    rows.push([]);
    rows.push(["adjustment", "number", "board", "value", "reason"]);
    for (const a of adj)
      rows.push([
        a.kind,
        a.pair,
        "board" in a ? a.board : "",
        a.kind === "grade" ? a.grade : a.kind === "points" ? a.points : "score" in a ? a.score : "",
        a.reason,
      ]);
  }
  return rows.map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";
}

/**
 * The travellers as the results page shows them: each complete board with its dealer, vulnerability and deal
 * (PBN, North first) — the same hand record the PBN download carries, and like it only for boards every table
 * has played — and on each table's row the replay link of that table's game record, once released.
 */
export function travellersWithDeals(doc: EventDoc): events.DealtTraveller[] {
  const deals = dealBoards(doc.spec);
  return travellers(doc).map((tr) => {
    const deal = deals[tr.board - 1];
    const rows = tr.rows.map((row) => {
      const record = recordLink(doc, boardRun(doc, tr.board, row.ns));
      return record ? { ...row, record } : row;
    });
    return { ...tr, rows, dealer: deal.dealer, vul: deal.vul, deal: pbnDeal(deal.hands, 0) };
  });
}

/**
 * Skat, Kierki, Euchre: every finished table's game, round by round — the players in seat order (their names as
 * they played that round) and each one's score of it (a Skat series total; a progressive game's score).
 */
export function tableGames(doc: EventDoc): events.TableGame[] {
  const out: events.TableGame[] = [];
  for (const run of doc.runs) {
    if (!run.seated) continue;
    const scores = run.skat ? run.skat.map((l) => l.total) : run.scores;
    if (!scores) continue;
    const record = recordLink(doc, run);
    out.push({
      round: run.round,
      table: run.table,
      players: run.seated.map((entry, seat) => ({ entry, name: nameIn(doc, entry, 0, run.round), score: scores[seat] })),
      ...(record ? { record } : {}),
    });
  }
  return out.sort((a, b) => a.round - b.round || a.table - b.table);
}
