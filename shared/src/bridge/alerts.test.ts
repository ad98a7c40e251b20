/**
 * §5.5 alerts and explanations (Law 40, Law 20F): who sees a call's alert and explanation, questions and
 * their answers, refusals, the finished deal's notes, replay, the bots' alerts, and PBN/LIN notes.
 */
import { botInput } from "../core/bot";
import type { RecordedAction } from "../core/record";
import { rngFromSeed } from "../core/rng";
import type { Action, JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { botExplanation, cleanExplanation, seeBridgeAction } from "./alerts";
import { bridge } from "./index";
import { parseLin, writeLin } from "./lin";
import { parsePbn, pbnAuction, writePbn, type PbnDealRecord } from "./pbn";
import { bridgeExports } from "./pbn-hooks";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";
import { act, calls, claimOut, roundRobinDeal, start } from "./testkit";
import type { BridgeAction, BridgeDeal } from "./types";

const VIEWERS: Viewer[] = [0, 1, 2, 3, "spectator"];
const notes = (s: BridgeState, v: Viewer) => bridge.view(s, v).notes as (JsonObject | null)[];
const refusal = (s: BridgeState, seat: number, a: BridgeAction) => {
  const r = bridge.apply(s, seat, a);
  return r.ok ? null : r.error;
};

/** N (dealer) opens 1NT, E passes, S bids 2♣ alerted as Stayman. */
function stayman(): BridgeState {
  let s = start({ scoring: "duplicate", boards: 2 }, [roundRobinDeal(), roundRobinDeal(1)], 0);
  s = calls(s, "1NT p");
  return act(s, 2, { type: "call", call: "2C", alert: true, explain: "Stayman: asks for a major" });
}

describe("§5.5 an alerted call", () => {
  test("Law 40B: opponents and spectators see the alert and explanation at once; the bidder's partner sees nothing", () => {
    const s = stayman();
    const seen = VIEWERS.map((v) => notes(s, v)[2] ?? null);
    expect(seen[1]).toEqual({ alert: true, text: "Stayman: asks for a major" });
    expect(seen[3]).toEqual({ alert: true, text: "Stayman: asks for a major" });
    expect(seen[4]).toEqual({ alert: true, text: "Stayman: asks for a major" });
    expect(seen[2]).toEqual({ alert: true, text: "Stayman: asks for a major" });
    // North, the partner: not the explanation, not even the alert, anywhere in its view.
    expect(seen[0]).toBeNull();
    expect(JSON.stringify(bridge.view(s, 0))).not.toContain("Stayman");
    expect(JSON.stringify(bridge.view(s, 0))).not.toContain("alert");
  });

  test("an alert without words is shown as an alert; an empty explanation is none", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = act(s, 0, { type: "call", call: "1C", alert: true, explain: "  \u200b " });
    expect(notes(s, 1)[0]).toEqual({ alert: true });
    expect(notes(s, 2)).toEqual([]);
    s = act(s, 1, { type: "call", call: "pass", explain: "" });
    expect(s.notes[1] ?? null).toBeNull();
  });

  test("explanations are cleaned like names: controls and line breaks become spaces, bidi and zero-width marks go, at most 120 characters", () => {
    expect(cleanExplanation("a\u202Eb\u2066c\u200Bd\ne\tf  g ")).toBe("abcd e f g");
    let s = start({}, [roundRobinDeal()], 0);
    expect(refusal(s, 0, { type: "call", call: "1C", explain: "x".repeat(121) })).toMatch(/at most 120/);
    s = act(s, 0, { type: "call", call: "1C", alert: true, explain: "Precision \u202Estrong\u202C,\n16+" });
    expect(s.notes[0]).toEqual({ alert: true, text: "Precision strong, 16+", asked: [] });
  });
});

describe("§5.5 questions (Law 20F)", () => {
  test("an unalerted call's explanation reaches only the opponents who asked (and spectators); the partner never", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = calls(s, "1NT p");
    s = act(s, 2, { type: "call", call: "2D", explain: "Natural, to play" });
    // Unalerted: the opponents see nothing until they ask.
    expect(notes(s, 1)).toEqual([]);
    expect(notes(s, 3)).toEqual([]);
    expect(notes(s, "spectator")[2]).toEqual({ text: "Natural, to play" });
    s = act(s, 3, { type: "ask", call: 2 });
    expect(notes(s, 3)[2]).toEqual({ text: "Natural, to play", asked: true });
    expect(notes(s, 1)).toEqual([]);
    expect(notes(s, 2)[2]).toEqual({ text: "Natural, to play", asked: [3] });
    expect(notes(s, 0)).toEqual([]);
  });

  test("a question about a call with no explanation waits for the bidder's answer, which goes to the asker", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = calls(s, "1C");
    s = act(s, 3, { type: "ask", call: 0 }); // off turn: East is to call
    expect(s.turn).toBe(1);
    expect(notes(s, 0)[0]).toEqual({ asked: [3] });
    expect(notes(s, 3)[0]).toEqual({ asked: true });
    s = act(s, 0, { type: "explain", call: 0, explain: "3+ clubs, 11-21" });
    expect(notes(s, 3)[0]).toEqual({ text: "3+ clubs, 11-21", asked: true });
    expect(notes(s, 1)).toEqual([]);
    expect(notes(s, 2)).toEqual([]);
    expect(s.turn).toBe(1);
  });

  test("refusals: own side's call, a second question, no such call, another's call to explain, nothing to say", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = calls(s, "1C p");
    expect(refusal(s, 2, { type: "ask", call: 0 })).toMatch(/opponents' calls/);
    expect(refusal(s, 1, { type: "ask", call: 1 })).toMatch(/opponents' calls/);
    expect(refusal(s, 1, { type: "ask", call: 2 })).toMatch(/No such call/);
    s = act(s, 1, { type: "ask", call: 0 });
    expect(refusal(s, 1, { type: "ask", call: 0 })).toMatch(/already asked/);
    expect(refusal(s, 2, { type: "explain", call: 0, explain: "mine" })).toMatch(/only your own/);
    expect(refusal(s, 0, { type: "explain", call: 0, explain: " " })).toMatch(/visible text/);
    const before = s;
    expect(refusal(s, 0, { type: "explain", call: 0, explain: "y".repeat(121) })).toMatch(/at most 120/);
    expect(s).toBe(before);
  });

  test("questions go on during the play, about any call of the auction", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = act(s, 0, { type: "call", call: "2C", alert: true, explain: "Strong" });
    s = calls(s, "p p p");
    expect(s.phase).toBe("play");
    s = act(s, 3, { type: "ask", call: 0 });
    expect(notes(s, 3)[0]).toEqual({ alert: true, text: "Strong", asked: true });
    expect(notes(s, 2)[0] ?? null).toBeNull();
  });
});

describe("§5.5 after the deal", () => {
  test("the finished deal's result holds its auction and every alert and explanation, seen by all four seats", () => {
    let s = stayman();
    s = act(s, 1, { type: "ask", call: 0 });
    s = act(s, 0, { type: "explain", call: 0, explain: "15-17 balanced" });
    s = calls(s, "p 2H p p p");
    s = claimOut(s, 8);
    expect(s.dealNo).toBe(1);
    expect(s.results[0].notes).toEqual([
      { call: 0, alert: false, text: "15-17 balanced" },
      { call: 2, alert: true, text: "Stayman: asks for a major" },
    ]);
    for (const v of VIEWERS) {
      const r = (bridge.view(s, v).results as JsonObject[])[0];
      expect(r.notes).toEqual(s.results[0].notes);
      expect(r.calls).toEqual(["1NT", "pass", "2\u2663", "pass", "2\u2665", "pass", "pass", "pass"]);
    }
    // The new deal's auction starts without notes.
    expect(notes(s, 1)).toEqual([]);
  });

  test("a record replays to the same notes; a record written before alerts (bare calls) still replays", () => {
    const actions: { seat: number; action: unknown }[] = [
      { seat: 0, action: { type: "call", call: "1NT" } },
      { seat: 1, action: { type: "call", call: "pass" } },
      { seat: 2, action: { type: "call", call: "2C", alert: true, explain: "Stayman" } },
      { seat: 1, action: { type: "ask", call: 0 } },
      { seat: 0, action: { type: "explain", call: 0, code: "natural" } },
    ];
    const run = (list: typeof actions) => {
      let s = start({}, [roundRobinDeal()], 0);
      for (const { seat, action } of list) {
        const shaped = bridge.actionSchema.safeParse(action);
        if (!shaped.success) throw new Error(shaped.error.message);
        s = act(s, seat, shaped.data);
      }
      return s;
    };
    const s = run(actions);
    expect(s.notes).toEqual([{ alert: false, code: "natural", asked: [1] }, null, { alert: true, text: "Stayman", asked: [] }]);
    expect(run(actions).notes).toEqual(s.notes);
    expect(run(actions.slice(0, 3).map((a) => ({ ...a, action: { type: "call", call: (a.action as { call: string }).call } }))).notes).toEqual([]);
  });
});

describe("§5.5 bots", () => {
  test("the system's artificial calls are alerted with a code; others are explained as natural, unalerted", () => {
    expect(botExplanation([], 0, 0, "2C")).toEqual({ alert: true, code: "strong2C" });
    expect(botExplanation(["2C", "pass"], 0, 2, "2D")).toEqual({ alert: true, code: "waiting2D" });
    expect(botExplanation(["1NT", "pass"], 0, 2, "2C")).toEqual({ alert: true, code: "stayman" });
    expect(botExplanation(["1NT", "pass", "2C", "pass"], 0, 0, "2D")).toEqual({ alert: true, code: "staymanNoMajor" });
    expect(botExplanation(["1NT", "pass", "2C", "pass"], 0, 0, "2S")).toEqual({ code: "staymanSpades" });
    expect(botExplanation(["1NT", "pass", "2C", "2D"], 0, 0, "2S")).toEqual({ code: "natural" });
    expect(botExplanation(["1S", "pass"], 0, 2, "2C")).toEqual({ code: "natural" });
    expect(botExplanation([], 0, 0, "1NT")).toEqual({ code: "natural" });
  });

  test("a bot's Stayman 2♣ goes out alerted; a bot learns nothing of its partner's alerts or of anyone's questions", () => {
    const deal: BridgeDeal = {
      hands: [
        ["AS", "KS", "3S", "2S", "KH", "3H", "2H", "QD", "3D", "2D", "KC", "3C", "2C"],
        ["JS", "TS", "9S", "JH", "TH", "9H", "KD", "JD", "TD", "AC", "JC", "TC", "9C"],
        ["QS", "5S", "4S", "AH", "QH", "5H", "4H", "AD", "5D", "4D", "QC", "5C", "4C"],
        ["8S", "7S", "6S", "8H", "7H", "6H", "9D", "8D", "7D", "6D", "8C", "7C", "6C"],
      ],
    };
    let s = start({}, [deal], 0);
    const actions: RecordedAction[] = [];
    let rng = rngFromSeed("alerts");
    for (let k = 0; k < 4; k++) {
      const seat = s.turn;
      let a: Action | null;
      [a, rng] = bridge.bot.decide(botInput(bridge, bridge.bot, s, { seats: 4, options: DEFAULT_OPTIONS as never, actions }, seat), "normal", rng);
      s = act(s, seat, a as BridgeAction);
      actions.push({ seat, action: a as Action });
    }
    expect(actions.map((a) => a.action)).toEqual([
      { type: "call", call: "1NT", code: "natural" },
      { type: "call", call: "pass", code: "natural" },
      { type: "call", call: "2C", alert: true, code: "stayman" },
      { type: "call", call: "pass", code: "natural" },
    ]);
    expect(notes(s, 1)[2]).toEqual({ alert: true, code: "stayman" });
    expect(notes(s, 0)[2] ?? null).toBeNull();
    const stay = actions[2].action;
    expect(seeBridgeAction(stay, 2, 0)).toEqual({ type: "call", call: "2C" });
    expect(seeBridgeAction(stay, 2, 1)).toEqual({ type: "call", call: "2C", alert: true, code: "stayman" });
    expect(seeBridgeAction({ type: "call", call: "2D", explain: "to play" }, 2, 1)).toEqual({ type: "call", call: "2D" });
    expect(seeBridgeAction({ type: "ask", call: 2 }, 1, 2)).toBeNull();
    expect(seeBridgeAction({ type: "explain", call: 2, explain: "x" }, 2, 1)).toBeNull();
  });
});

describe("§5.5 hand records: PBN notes and LIN alerts", () => {
  const record: PbnDealRecord = {
    event: "Club",
    site: "Salon",
    date: "2026.11.27",
    board: 1,
    players: ["n", "e", "s", "w"],
    dealer: 0,
    vul: "none",
    hands: roundRobinDeal().hands,
    scoring: "MP",
    calls: ["1NT", "pass", "2C", "pass", "2D", "pass", "3NT", "pass", "pass", "pass"],
    notes: [
      { call: 2, alert: true, code: "stayman" },
      { call: 4, alert: true, text: "No major" },
      { call: 6, alert: false, text: "To play" },
      { call: 1, alert: false, code: "natural" },
    ],
    contract: "3NT",
    declarer: 0,
    result: 9,
    play: [],
    claimed: false,
    score: 400,
  };

  test("PBN 2.1: a note reference after the call (2C =1=) and a Note tag after the auction, read back as written", () => {
    const text = writePbn([record]);
    expect(text).toContain(
      '[Auction "N"]\n1NT Pass 2C =1= Pass\n2D =2= Pass 3NT =3= Pass\nPass Pass\n[Note "1:Stayman: asks for a four-card major, 8+ HCP"]\n[Note "2:No major"]\n[Note "3:To play"]',
    );
    const [game] = parsePbn(text);
    const auction = pbnAuction(game);
    expect(auction.map((c) => c.call)).toEqual(record.calls);
    expect(auction[2]).toEqual({ call: "2C", alert: true, explanation: "Stayman: asks for a four-card major, 8+ HCP" });
    expect(auction[4]).toEqual({ call: "2D", alert: true, explanation: "No major" });
    expect(auction[1]).toEqual({ call: "pass", alert: false });
  });

  test("LIN: an alerted call is mb|2C!| with its explanation in an|…|; read back as written", () => {
    const read = parseLin(writeLin([record]));
    if ("error" in read) throw new Error(read.error);
    expect(read.boards[0].calls.slice(0, 7)).toEqual([
      { call: "1NT", alert: false },
      { call: "pass", alert: false },
      { call: "2C", alert: true, explanation: "Stayman: asks for a four-card major, 8+ HCP" },
      { call: "pass", alert: false },
      { call: "2D", alert: true, explanation: "No major" },
      { call: "pass", alert: false },
      { call: "3NT", alert: false, explanation: "To play" },
    ]);
  });

  test("a finished game's record exports its alerts to PBN and LIN", () => {
    let s = stayman();
    const actions = [
      { seat: 0, action: { type: "call", call: "1NT" } },
      { seat: 1, action: { type: "call", call: "pass" } },
      { seat: 2, action: { type: "call", call: "2C", alert: true, explain: "Stayman | asks" } },
    ];
    s = calls(s, "p 2H p p p");
    for (const c of ["pass", "2H", "pass", "pass", "pass"]) actions.push({ seat: actions.length % 4, action: { type: "call", call: c } });
    const rec = {
      ruleset: "bridge",
      seats: 4,
      dealer: 0,
      options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 1 },
      deal: [roundRobinDeal()] as never,
      actions: [...actions, ...playAll(s)],
      meta: {},
    };
    const pbn = bridgeExports.pbn.write(rec as never);
    if (!pbn.ok) throw new Error(pbn.error);
    expect(pbn.value).toContain("2C =1=");
    expect(pbn.value).toContain('[Note "1:Stayman | asks"]');
    const lin = bridgeExports.lin.write(rec as never);
    if (!lin.ok) throw new Error(lin.error);
    expect(lin.value).toContain("mb|2C!|an|Stayman / asks|");
  });
});

/** The rest of the deal from `s`: the first legal card each time, as recorded actions. */
function playAll(s: BridgeState): { seat: number; action: { type: string; card: string } }[] {
  const out: { seat: number; action: { type: string; card: string } }[] = [];
  while (s.phase === "play") {
    const seat = bridge.toAct(s)[0] as number;
    const a = bridge.legalActions(s, seat).find((x) => x.type === "play") as { type: "play"; card: string };
    out.push({ seat, action: a });
    s = act(s, seat, a);
  }
  return out;
}
