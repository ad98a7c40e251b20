/**
 * PBN 2.1 hand records, pure: `writePbn` turns finished deals into PBN games (the mandatory tag set, the
 * Auction and Play sections, Score), `parsePbn` reads PBN text back into tags and sections, and
 * `pbnBoards` extracts the boards (number, dealer, vulnerability, hands) a table can deal from.
 */
import { parsePbnDeal, pbnDeal } from "./cards";
import { boardVul } from "./score";
import { SEAT_LETTERS, type ExplainCode, type Vul } from "./types";

/** One finished deal, as the writer needs it. */
export interface PbnDealRecord {
  event: string;
  site: string;
  /** "YYYY.MM.DD" or "?" */
  date: string;
  board: number;
  /** Player names by seat (0 = N). */
  players: string[];
  dealer: number;
  vul: Vul;
  hands: string[][];
  /** "Rubber", "Chicago", "MP", "IMP". */
  scoring: string;
  /** Calls from the dealer: "pass", "X", "XX", "1NT"… */
  calls: string[];
  /** Alerts and explanations by call index: written as PBN notes (`=1=` and `[Note "1:…"]`) and LIN `!`/`an`. */
  notes?: { call: number; alert: boolean; text?: string; code?: ExplainCode }[];
  /** "4SX" etc., "" when passed out. */
  contract: string;
  declarer: number;
  /** Tricks won by declarer's side (claims included). */
  result: number;
  /** Cards in play order, each with the seat whose hand it came from; a claim may leave a trick short. */
  play: { seat: number; card: string }[];
  claimed: boolean;
  /** Deal score from NS's view; IMPs for NS when the method scores IMPs. */
  score: number;
  imps?: number;
  /** The hand record after the board, when known: DD table (par.ts order) and par. */
  dd?: { table: number[][]; parContract: string; optimumScore: string; rows: string[] };
}

export interface PbnGame {
  tags: Record<string, string>;
  /** Tag order as read, and each section's tokens (Auction, Play, …). */
  order: string[];
  sections: Record<string, string[]>;
  /** Every Note tag's value in order ("1:Stayman"); the tags keep only the last. */
  notes: string[];
}

const VUL_PBN: Record<Vul, string> = { none: "None", ns: "NS", ew: "EW", both: "All" };
const PBN_VUL: Record<string, Vul> = { none: "none", love: "none", "": "none", ns: "ns", ew: "ew", all: "both", both: "both" };

/** A Vulnerable value as written: None/Love/-, NS, EW, All/Both, with hyphens and stray spaces ("N-S ", "E-W"). */
export function readPbnVul(value: string): Vul | null {
  const v = value.trim().toLowerCase();
  if (v === "-") return "none";
  return PBN_VUL[v.replace(/[\s-]/g, "")] ?? null;
}

const quote = (v: string) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const tag = (name: string, value: string | number) => `[${name} ${quote(String(value))}]`;

/** A call in PBN: Pass, X, XX, 1NT… */
const pbnCall = (c: string) => (c === "pass" ? "Pass" : c);
/** A card in PBN: suit then rank ("SA"). */
const pbnCard = (c: string) => c.charAt(1) + c.charAt(0);

function writeOne(d: PbnDealRecord): string {
  const L = SEAT_LETTERS;
  const lines = [
    tag("Event", d.event),
    tag("Site", d.site),
    tag("Date", d.date),
    tag("Board", d.board),
    tag("West", d.players[3] ?? ""),
    tag("North", d.players[0] ?? ""),
    tag("East", d.players[1] ?? ""),
    tag("South", d.players[2] ?? ""),
    tag("Dealer", L[d.dealer]),
    tag("Vulnerable", VUL_PBN[d.vul]),
    tag("Deal", pbnDeal(d.hands, d.dealer)),
    tag("Scoring", d.scoring),
    tag("Declarer", d.contract ? L[d.declarer] : ""),
    tag("Contract", d.contract || "Pass"),
    tag("Result", d.contract ? d.result : ""),
  ];
  lines.push(tag("Auction", L[d.dealer]));
  // An alerted or explained call carries a note reference ("2C =1="), its text in a Note tag after the auction.
  const written = writtenNotes(d);
  const tokens = d.calls.map((c, i) => {
    const n = written.findIndex((w) => w.call === i);
    return n < 0 ? pbnCall(c) : `${pbnCall(c)} =${n + 1}=`;
  });
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(" "));
  written.forEach((w, n) => lines.push(tag("Note", `${n + 1}:${w.text ?? "Alert"}`)));
  if (d.contract) {
    const leader = (d.declarer + 1) % 4;
    lines.push(tag("Play", L[leader]));
    // One line per trick, columns in seat order from the opening leader (not play order).
    for (let t = 0; t * 4 < d.play.length; t++) {
      const trick = d.play.slice(t * 4, t * 4 + 4);
      const cols = [0, 1, 2, 3].map((j) => {
        const p = trick.find((x) => x.seat === (leader + j) % 4);
        return p ? pbnCard(p.card) : "-";
      });
      lines.push(cols.join(" "));
    }
    if (d.claimed) lines.push("*");
  }
  lines.push(tag("Score", `NS ${d.score}`));
  if (d.imps !== undefined) lines.push(tag("ScoreIMP", `NS ${d.imps}`));
  if (d.dd) {
    lines.push(tag("OptimumScore", d.dd.optimumScore), tag("ParContract", d.dd.parContract));
    // Written as published files write it (the backslashes are the table's column format, not escapes).
    lines.push('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]', ...d.dd.rows);
  }
  return lines.join("\n");
}

/** English words for a bot's explanation codes, for the files (PBN and LIN are written in English). */
export const EXPLAIN_ENGLISH: Record<ExplainCode, string> = {
  natural: "Natural",
  random: "No agreement: called at random",
  strong2C: "Strong: 22+ HCP, artificial, forcing",
  waiting2D: "Waiting, artificial",
  stayman: "Stayman: asks for a four-card major, 8+ HCP",
  staymanNoMajor: "No four-card major (answer to Stayman)",
  staymanHearts: "Four hearts (answer to Stayman)",
  staymanSpades: "Four spades, not four hearts (answer to Stayman)",
};

/**
 * The notes a file carries: every alerted call's (with its explanation when it has one) and every
 * unalerted call's a person explained; a bot's unalerted code ("natural") is left out.
 */
export function writtenNotes(d: Pick<PbnDealRecord, "notes">): { call: number; alert: boolean; text?: string }[] {
  const out: { call: number; alert: boolean; text?: string }[] = [];
  for (const n of d.notes ?? []) {
    const words = n.text ?? (n.code ? EXPLAIN_ENGLISH[n.code] : undefined);
    if (n.alert) out.push({ call: n.call, alert: true, ...(words ? { text: words } : {}) });
    else if (n.text) out.push({ call: n.call, alert: false, text: n.text });
  }
  return out.sort((a, b) => a.call - b.call);
}

/** PBN 2.1 text for the deals, games separated by an empty line. */
export function writePbn(deals: readonly PbnDealRecord[]): string {
  return `% PBN 2.1\n% EXPORT\n%Creator: Salon\n\n${deals.map(writeOne).join("\n\n")}\n`;
}

/** Reads PBN text into games: tags with their values and the tokens of each section. "#" repeats a tag. */
export function parsePbn(text: string): PbnGame[] {
  const games: PbnGame[] = [];
  let game: PbnGame | null = null;
  let section: string | null = null;
  let prev: Record<string, string> = {};
  const finish = () => {
    if (game && game.order.length) {
      games.push(game);
      prev = game.tags;
    }
    game = null;
    section = null;
  };
  // Strip {comments} (they may span lines) without leaving an empty line, which would end a game.
  const clean = text.replace(/\r\n?/g, "\n").replace(/\{[^}]*\}/g, "\u0001");
  for (const raw of clean.split("\n")) {
    const line = raw.replace(/\u0001/g, " ").trim();
    if (line === "" && raw.includes("\u0001")) continue;
    // Escaped lines ("%" and the "##" of some exporters) and ";" comment lines carry no data.
    if (line.startsWith("%") || line.startsWith(";") || line.startsWith("#")) continue;
    if (line === "") {
      finish();
      continue;
    }
    let rest = line;
    while (rest.length) {
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(rest);
      if (m) {
        const g: PbnGame = game ?? (game = { tags: {}, order: [], sections: {}, notes: [] });
        let value = m[2].replace(/\\(.)/g, "$1");
        if (value === "#" && prev[m[1]] !== undefined) value = prev[m[1]];
        g.tags[m[1]] = value;
        g.order.push(m[1]);
        if (m[1] === "Note") {
          // A note belongs to the section before it (the Auction's =1=): that section goes on.
          g.notes.push(value);
          rest = rest.slice(m[0].length).trim();
          continue;
        }
        section = m[1];
        g.sections[section] = [];
        rest = rest.slice(m[0].length).trim();
        continue;
      }
      // A ";" comment runs to the end of its line.
      const semi = rest.indexOf(";");
      if (semi >= 0) rest = rest.slice(0, semi);
      const cut = rest.indexOf("[");
      const data = cut >= 0 ? rest.slice(0, cut) : rest;
      rest = cut >= 0 ? rest.slice(cut) : "";
      const g = game as PbnGame | null;
      if (g && section) for (const tok of data.split(/\s+/)) if (tok) g.sections[section].push(tok);
      if (cut < 0) break;
    }
  }
  finish();
  return games;
}

export interface PbnBoard {
  board: number;
  dealer: number;
  vul: Vul;
  hands: string[][];
}

/** Why a hand record is refused: a code and its parameters for the client's words, and an English sentence. */
export interface ImportRefusal {
  code: "import_bad_deal" | "import_no_deal";
  params: Record<string, string | number>;
  message: string;
}

/** The refusal as one line: "[code key=value …] English", which the client reads back (refusalOf). */
export function refusalText(r: ImportRefusal): string {
  const params = Object.entries(r.params)
    .map(([k, v]) => ` ${k}=${v}`)
    .join("");
  return `[${r.code}${params}] ${r.message}`;
}

/**
 * The 52 cards of a deal, 13 a hand, each once: null when so, else the reason ("syntax": not a deal
 * written as PBN; "count": a hand without 13 cards; "duplicate": a card twice).
 */
export function dealFault(hands: readonly (readonly string[])[] | null): "syntax" | "count" | "duplicate" | null {
  if (!hands || hands.length !== 4) return "syntax";
  if (hands.some((h) => h.length !== 13)) return "count";
  return new Set(hands.flat()).size === 52 ? null : "duplicate";
}

/** A board's dealer and vulnerability from its tags, else the standard board's. */
export function boardOfTags(tags: Record<string, string>, board: number): { dealer: number; vul: Vul } {
  const dl = ["N", "E", "S", "W"].indexOf((tags.Dealer ?? "").trim().toUpperCase().charAt(0));
  const vul = tags.Vulnerable === undefined ? null : readPbnVul(tags.Vulnerable);
  return { dealer: dl >= 0 ? dl : (board - 1) % 4, vul: vul ?? boardVul(board) };
}

/**
 * The boards of a PBN text (every game with a Deal tag), each with its own Board, Dealer and Vulnerable;
 * a refusal naming the board when any deal is malformed, or when there is none.
 */
export function pbnBoards(text: string): { boards: PbnBoard[] } | { error: string; refusal: ImportRefusal } {
  const boards: PbnBoard[] = [];
  const games = parsePbn(text);
  for (let i = 0; i < games.length; i++) {
    const t = games[i].tags;
    if (t.Deal === undefined) continue;
    const board = /^\s*\d+\s*$/.test(t.Board ?? "") ? Number(t.Board) : boards.length + 1;
    const hands = parsePbnDeal(t.Deal);
    const fault = dealFault(hands);
    if (fault) {
      const refusal: ImportRefusal = {
        code: "import_bad_deal",
        params: { board, reason: fault },
        message: `board ${board}: the Deal tag is not a deal of 13 cards a hand (${fault})`,
      };
      return { error: refusalText(refusal), refusal };
    }
    boards.push({ board, ...boardOfTags(t, board), hands: hands! });
  }
  if (boards.length === 0) {
    const refusal: ImportRefusal = { code: "import_no_deal", params: {}, message: "no deal found in the file" };
    return { error: refusalText(refusal), refusal };
  }
  return { boards };
}

/** A contract as PBN writes it ("3N", "4SX", "6NTXX", "Pass"): level, strain, doubling; null otherwise. */
export function parsePbnContract(text: string): { level: number; strain: "C" | "D" | "H" | "S" | "NT"; doubled: 0 | 1 | 2 } | "pass" | null {
  const t = text.trim().toUpperCase();
  if (t === "PASS" || t === "AP") return "pass";
  const m = /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/.exec(t);
  if (!m) return null;
  return { level: Number(m[1]), strain: m[2] === "N" ? "NT" : (m[2] as "C" | "D" | "H" | "S" | "NT"), doubled: m[3].length as 0 | 1 | 2 };
}

/** A call from PBN back to Salon's spelling ("Pass" → "pass"); null for tokens that are not calls. */
export function fromPbnCall(tok: string): string | null {
  const t = tok.toUpperCase();
  if (t === "PASS" || t === "P") return "pass";
  if (t === "AP") return null;
  if (t === "X" || t === "XX") return t;
  const m = /^([1-7])(C|D|H|S|NT|N)$/.exec(t);
  return m ? m[1] + (m[2] === "N" ? "NT" : m[2]) : null;
}

/**
 * A game's auction as written: the calls from the dealer (up to "AP", which adds the closing passes), each
 * with the text of its note when a `=n=` reference follows it. A noted call counts as alerted.
 */
export function pbnAuction(game: PbnGame): { call: string; alert: boolean; explanation?: string }[] {
  const notes = new Map<string, string>();
  for (const n of game.notes) {
    const m = /^\s*(\d+)\s*:(.*)$/s.exec(n);
    if (m) notes.set(m[1], m[2].trim());
  }
  const out: { call: string; alert: boolean; explanation?: string }[] = [];
  for (const tok of game.sections.Auction ?? []) {
    const ref = /^=(\d+)=$/.exec(tok);
    const last = out[out.length - 1];
    if (ref && last && notes.has(ref[1])) {
      last.alert = true;
      last.explanation = notes.get(ref[1]);
      continue;
    }
    if (tok.toUpperCase() === "AP") {
      for (let k = 0; k < 3; k++) out.push({ call: "pass", alert: false });
      continue;
    }
    const call = fromPbnCall(tok.replace(/[!?]+$/, ""));
    if (call) out.push({ call, alert: false });
  }
  return out;
}

/** A card from PBN ("SA") back to a Salon code ("AS"); null for "-", "*" and annotations. */
export function fromPbnCard(tok: string): string | null {
  const m = /^([SHDC])([2-9TJQKA])$/i.exec(tok);
  return m ? (m[2] + m[1]).toUpperCase() : null;
}
