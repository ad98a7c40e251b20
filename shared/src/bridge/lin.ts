/**
 * BBO's LIN hand records, pure. A LIN text is a list of `key|value|` pairs: `pn` players (S,W,N,E), `md`
 * dealer digit (1 S, 2 W, 3 N, 4 E) and hands S,W,N,E (the fourth may be left out), `sv` vulnerability
 * (o/0 none, n, e, b), `ah` "Board N", `mb` a call (`!` marks an alert), `an` the explanation of the call
 * before it, `pc` a card, `mc` a claim of the declaring side's total tricks, `pg`/`st`/`rh` layout marks.
 * `parseLin` reads every board of a text (a new `md` starts a board); `writeLin` writes finished deals.
 */
import { BRIDGE_DECK } from "./cards";
import { dealFault, writtenNotes, type ImportRefusal, type PbnBoard, type PbnDealRecord } from "./pbn";
import { boardVul } from "./score";
import type { Vul } from "./types";

/** LIN's seat order from South, as Salon seats (0 N, 1 E, 2 S, 3 W). */
const LIN_SEATS = [2, 3, 0, 1];
const VUL_LIN: Record<Vul, string> = { none: "o", ns: "n", ew: "e", both: "b" };
const LIN_VUL: Record<string, Vul> = { o: "none", "0": "none", n: "ns", e: "ew", b: "both" };
const SUITS = "SHDC";

export interface LinCall {
  call: string;
  alert: boolean;
  explanation?: string;
}

export interface LinBoard extends PbnBoard {
  /** Player names by Salon seat (0 = N). */
  players: string[];
  calls: LinCall[];
  /** Cards in play order, Salon codes ("7C"). */
  play: string[];
  /** The declaring side's total tricks by claim, when the play ends with one. */
  claim: number | null;
}

/** A LIN call as Salon writes it ("pass", "X", "XX", "3NT"); null when it is not a call. */
export function fromLinCall(tok: string): string | null {
  const t = tok.trim().toUpperCase();
  if (t === "P" || t === "PASS") return "pass";
  if (t === "D" || t === "X" || t === "DBL") return "X";
  if (t === "R" || t === "XX" || t === "RDBL") return "XX";
  const m = /^([1-7])(C|D|H|S|N|NT)$/.exec(t);
  return m ? m[1] + (m[2].startsWith("N") ? "NT" : m[2]) : null;
}

const toLinCall = (c: string) => (c === "pass" ? "p" : c === "X" ? "d" : c === "XX" ? "r" : c.replace("NT", "N"));

/** One LIN hand ("SAJ9HAQT6DJT62C98") as Salon cards; null when malformed. */
function linHand(text: string): string[] | null {
  const out: string[] = [];
  let suit = "";
  for (const ch of text.toUpperCase()) {
    if (SUITS.includes(ch)) suit = ch;
    else if ("23456789TJQKA".includes(ch) && suit) out.push(ch + suit);
    else if (ch !== " ") return null;
  }
  return out;
}

function writeLinHand(cards: readonly string[]): string {
  return [...SUITS]
    .map(
      (s) =>
        s +
        cards
          .filter((c) => c[1] === s)
          .map((c) => c[0])
          .sort((a, b) => "AKQJT98765432".indexOf(a) - "AKQJT98765432".indexOf(b))
          .join(""),
    )
    .join("");
}

/** The boards of a LIN text, or a refusal naming the board whose deal is malformed. */
export function parseLin(text: string): { boards: LinBoard[] } | { error: string; refusal: ImportRefusal } {
  const parts = text.replace(/\r?\n/g, "").split("|");
  const boards: LinBoard[] = [];
  let players = ["", "", "", ""];
  let cur: LinBoard | null = null;
  let pending: { board?: number; vul?: Vul } = {};
  const refuse = (board: number, reason: string) => {
    const refusal: ImportRefusal = {
      code: "import_bad_deal",
      params: { board, reason },
      message: `board ${board}: the md deal is not a deal of 13 cards a hand (${reason})`,
    };
    return { error: `[${refusal.code} board=${board} reason=${reason}] ${refusal.message}`, refusal };
  };
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const key = parts[i].trim().toLowerCase();
    const value = parts[i + 1];
    if (key === "pn") {
      const names = value.split(",").map((n) => n.trim());
      players = ["", "", "", ""];
      // Four names S,W,N,E (a vugraph file lists eight: the first four are the open room's).
      for (let k = 0; k < 4; k++) players[LIN_SEATS[k]] = names[k] ?? "";
      if (cur && cur.play.length === 0 && cur.calls.length === 0) cur.players = players.slice();
    } else if (key === "ah") {
      const n = /(\d+)/.exec(value);
      if (n) {
        if (cur && cur.calls.length === 0) cur.board = Number(n[1]);
        else pending.board = Number(n[1]);
      }
    } else if (key === "sv") {
      const v = LIN_VUL[value.trim().toLowerCase()];
      if (v) {
        if (cur && cur.calls.length === 0) cur.vul = v;
        else pending.vul = v;
      }
    } else if (key === "md") {
      const number = pending.board ?? boards.length + 1;
      const dealerDigit = Number(value.charAt(0));
      const texts = value.slice(1).split(",");
      const hands: string[][] = [[], [], [], []];
      let bad = !(dealerDigit >= 1 && dealerDigit <= 4) || texts.length < 3;
      for (let k = 0; k < 4 && !bad; k++) {
        const h = linHand(texts[k] ?? "");
        if (!h) bad = true;
        else hands[LIN_SEATS[k]] = h;
      }
      if (bad) return refuse(number, "syntax");
      // The fourth hand (East) may be left out: it holds the cards nobody else does.
      if (hands[1].length === 0) {
        const held = new Set(hands.flat());
        hands[1] = BRIDGE_DECK.filter((c) => !held.has(c));
      }
      const fault = dealFault(hands);
      if (fault) return refuse(number, fault);
      cur = {
        board: number,
        dealer: LIN_SEATS[dealerDigit - 1],
        vul: pending.vul ?? boardVul(number),
        hands,
        players: players.slice(),
        calls: [],
        play: [],
        claim: null,
      };
      boards.push(cur);
      pending = {};
    } else if (!cur) {
      continue;
    } else if (key === "mb") {
      const alert = value.includes("!");
      const call = fromLinCall(value.replace(/!/g, ""));
      if (call) cur.calls.push({ call, alert });
    } else if (key === "an") {
      const last = cur.calls[cur.calls.length - 1];
      if (last) last.explanation = value;
    } else if (key === "pc") {
      const m = /^([SHDC])([2-9TJQKA])$/i.exec(value.trim());
      if (m) cur.play.push((m[2] + m[1]).toUpperCase());
    } else if (key === "mc") {
      const n = Number(value);
      if (Number.isInteger(n) && n >= 0 && n <= 13) cur.claim = n;
    }
  }
  if (boards.length === 0) {
    const refusal: ImportRefusal = { code: "import_no_deal", params: {}, message: "no deal found in the file" };
    return { error: `[import_no_deal] ${refusal.message}`, refusal };
  }
  return { boards };
}

function writeOne(d: PbnDealRecord): string {
  const bySouth = [2, 3, 0, 1];
  const names = bySouth.map((s) => (d.players[s] ?? "").replace(/[|,]/g, " "));
  const dealerDigit = bySouth.indexOf(d.dealer) + 1;
  const parts = [
    `pn|${names.join(",")}|st||md|${dealerDigit}${bySouth.map((s) => writeLinHand(d.hands[s])).join(",")}|rh||ah|Board ${d.board}|sv|${VUL_LIN[d.vul]}|`,
  ];
  // An alerted call is written "mb|2C!|", its explanation (or a person's answer to a question) as "an|…|".
  const notes = writtenNotes(d);
  d.calls.forEach((c, i) => {
    const n = notes.find((w) => w.call === i);
    parts.push(`mb|${toLinCall(c)}${n?.alert ? "!" : ""}|`);
    if (n?.text) parts.push(`an|${n.text.replace(/\|/g, "/")}|`);
  });
  if (d.contract) {
    parts.push("pg||");
    d.play.forEach((p, i) => {
      parts.push(`pc|${p.card[1]}${p.card[0]}|`);
      if (i % 4 === 3) parts.push("pg||");
    });
    if (d.claimed) parts.push(`mc|${d.result}|`);
  }
  return parts.join("");
}

/** LIN text for the deals, one board a line. */
export function writeLin(deals: readonly PbnDealRecord[]): string {
  return deals.map(writeOne).join("\n") + "\n";
}
