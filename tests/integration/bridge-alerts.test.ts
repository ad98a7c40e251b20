/**
 * Bridge alerts and explanations on the wire (docs/rules/bridge.md §5.5, Law 40B): four people and a spectator
 * on real colyseus.js clients. South alerts and explains Stayman; West asks about North's unalerted 1NT and
 * North answers. Every byte each client receives is searched: the bidder's partner never receives its side's
 * explanation or even an alert flag while the deal is live, an unalerted call's answer reaches only the
 * asker (and the spectator), and once the deal is over every seat has them all in the finished deal's result.
 * The record replays with them and exports them to PBN and LIN.
 */
import { matchMaker } from "@colyseus/core";
import { isDeepStrictEqual } from "node:util";
import { replay, rulesets, type JsonObject } from "@salon/shared";
import { parsePbn, pbnAuction } from "@salon/shared/bridge/pbn";
import { parseLin } from "@salon/shared/bridge/lin";
import { bootSalon } from "../support/server";
import { TestClient, engineView } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const room = (roomId: string): any => matchMaker.getLocalRoomById(roomId);
const has = (c: TestClient, from: number, text: string) => c.bytesSince(from).includes(Buffer.from(text, "utf8"));

/** Two unique explanations, so a raw byte search finds them wherever they travel. */
const STAYMAN = "Zebra-Stayman: asks for a major";
const ANSWER = "Quokka 15-17 balanced";

test("§5.5 the partner never receives its side's alert or explanation during the deal; opponents, askers and spectators do; everybody after it", async () => {
  const n = await TestClient.create(salon.ws_url, { ruleset: "bridge", name: "Ann", options: { scoring: "duplicate", boards: 1 } });
  const roomId = n.room.roomId;
  const e = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const s = await TestClient.join(salon.ws_url, roomId, { name: "Cat" });
  const w = await TestClient.join(salon.ws_url, roomId, { name: "Dan" });
  const spec = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  const seats = [n, e, s, w];
  expect(seats.map((c) => c.you?.seat)).toEqual([0, 1, 2, 3]);
  n.send("start");
  await Promise.all(seats.map((c) => c.until(() => ((c.view().hand as string[]) ?? []).length === 13)));
  const dealer = n.view().dealer as number;
  const game = () => room(roomId).game;
  const marks = [...seats, spec].map((c) => c.bytes.length);

  /** `by` sends `action`; resolves once the server accepted it (or refused it: the error is returned). */
  async function send(by: TestClient, action: JsonObject): Promise<string | null> {
    const before = game().moves;
    const errors = by.errors.length;
    by.send("action", action);
    await by.until(() => game().moves > before || by.errors.length > errors, 8000, `${JSON.stringify(action)} answered`);
    return by.errors.length > errors ? by.errors[errors].code : null;
  }
  /** Everybody's view has caught up with the server's. */
  const caughtUp = () =>
    Promise.all(
      [...seats, spec].map((c, i) =>
        c.until(() => isDeepStrictEqual(engineView(c.view()), game().rules.view(game().state, i < 4 ? i : "spectator")), 8000, `client ${i} caught up`),
      ),
    );
  // The auction goes round from the dealer; `bySeat[k]` is the client at seat k.
  const at = (k: number) => seats[(dealer + k) % 4];
  const opener = at(0);
  const openerPartner = at(2);
  const [lho, rho] = [at(1), at(3)];
  expect(await send(opener, { type: "call", call: "1NT" })).toBeNull();
  expect(await send(lho, { type: "call", call: "pass" })).toBeNull();
  expect(await send(openerPartner, { type: "call", call: "2C", alert: true, explain: STAYMAN })).toBeNull();
  // Questions: RHO (on turn) about the unalerted 1NT; LHO (off turn) about the alerted 2♣; the partner may not ask.
  expect(await send(rho, { type: "ask", call: 0 })).toBeNull();
  expect(await send(lho, { type: "ask", call: 2 })).toBeNull();
  expect(await send(openerPartner, { type: "ask", call: 0 })).not.toBeNull();
  // The opener answers off turn.
  expect(await send(opener, { type: "explain", call: 0, explain: ANSWER })).toBeNull();
  await caughtUp();

  // What each one sees of the auction's notes now.
  const notesOf = (c: TestClient) => (c.view().notes as (JsonObject | null)[]).map((x) => x ?? null);
  expect(notesOf(openerPartner)).toEqual([null, null, { alert: true, text: STAYMAN, asked: [(dealer + 1) % 4] }]);
  expect(notesOf(opener)).toEqual([{ text: ANSWER, asked: [(dealer + 3) % 4] }]);
  expect(notesOf(rho)).toEqual([{ text: ANSWER, asked: true }, null, { alert: true, text: STAYMAN }]);
  expect(notesOf(lho)).toEqual([null, null, { alert: true, text: STAYMAN, asked: true }]);
  expect(notesOf(spec)).toEqual([{ text: ANSWER, asked: [(dealer + 3) % 4] }, null, { alert: true, text: STAYMAN, asked: [(dealer + 1) % 4] }]);

  // The rest of the auction and the play to a claim; the raw bytes are searched all along.
  const checkWire = () => {
    const idx = (c: TestClient) => [...seats, spec].indexOf(c);
    // The opener (partner of the alerting bidder) receives neither the explanation nor any alert flag.
    expect(has(opener, marks[idx(opener)], STAYMAN)).toBe(false);
    expect(has(opener, marks[idx(opener)], "alert")).toBe(false);
    // The responder (partner of the answering opener) and the opponent who did not ask receive no answer.
    expect(has(openerPartner, marks[idx(openerPartner)], ANSWER)).toBe(false);
    expect(has(lho, marks[idx(lho)], ANSWER)).toBe(false);
    // The opponents and the spectator received the alert's explanation; the asker and the spectator the answer.
    for (const c of [lho, rho, spec]) expect(has(c, marks[idx(c)], STAYMAN)).toBe(true);
    for (const c of [rho, spec]) expect(has(c, marks[idx(c)], ANSWER)).toBe(true);
  };
  checkWire();
  expect(await send(rho, { type: "call", call: "pass" })).toBeNull();
  expect(await send(opener, { type: "call", call: "2H" })).toBeNull();
  for (const c of [lho, openerPartner, rho]) expect(await send(c, { type: "call", call: "pass" })).toBeNull();
  expect(game().state.phase).toBe("play");
  // The opening lead, then questions go on in the play: the opening leader asks about 2♣ again? Refused (asked).
  await caughtUp();
  const leadCard = (lho.view().legal as string[]).find((x) => /^[2-9TJQKA][SHDC]$/.test(x))!;
  expect(await send(lho, { type: "play", card: leadCard })).toBeNull();
  expect(await send(lho, { type: "ask", call: 2 })).not.toBeNull();
  expect(await send(rho, { type: "ask", call: 2 })).toBeNull();
  await caughtUp();
  checkWire();
  expect(notesOf(opener)).toEqual([{ text: ANSWER, asked: [(dealer + 3) % 4] }]);
  // The declarer (the opener, who bid 2♥ first for the side) claims; both defenders accept.
  expect(game().state.contract.declarer).toBe(opener.you!.seat);
  expect(await send(opener, { type: "claim", tricks: 7 })).toBeNull();
  expect(await send(lho, { type: "acceptClaim" })).toBeNull();
  await caughtUp();
  checkWire();
  expect(await send(rho, { type: "acceptClaim" })).toBeNull();

  await Promise.all([...seats, spec].map((c) => c.until(() => c.state.status === "over")));
  // The deal is over: every seat now has both explanations in the finished deal's result.
  for (const c of [...seats, spec]) {
    const r = (c.view().results as JsonObject[])[0];
    expect(r.notes).toEqual([
      { call: 0, alert: false, text: ANSWER },
      { call: 2, alert: true, text: STAYMAN },
    ]);
    expect(r.calls).toEqual(["1NT", "pass", "2\u2663", "pass", "2\u2665", "pass", "pass", "pass"]);
  }
  expect(has(opener, marks[0 + seats.indexOf(opener)], STAYMAN)).toBe(true);

  // The record holds them and replays; PBN notes and LIN alerts carry them.
  const record = (await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json()) as any;
  expect(record.actions.slice(0, 3).map((a: any) => a.action)[2]).toEqual({ type: "call", call: "2C", alert: true, explain: STAYMAN });
  expect(replay(rulesets, record).report.ok).toBe(true);
  const pbn = await (await fetch(`${salon.http_url}/api/records/${roomId}?format=pbn`)).text();
  const [board] = parsePbn(pbn);
  expect(pbnAuction(board).slice(0, 3)).toEqual([
    // PBN has notes, not alert marks: a noted call reads back as alerted.
    { call: "1NT", alert: true, explanation: ANSWER },
    { call: "pass", alert: false },
    { call: "2C", alert: true, explanation: STAYMAN },
  ]);
  const lin = await (await fetch(`${salon.http_url}/api/records/${roomId}?format=lin`)).text();
  const read = parseLin(lin);
  if ("error" in read) throw new Error(read.error);
  expect(read.boards[0].calls[2]).toEqual({ call: "2C", alert: true, explanation: STAYMAN });
  await Promise.all([...seats, spec].map((c) => c.leave()));
}, 60_000);
