/**
 * The bridge hand record's integration tests (tests/integration/bridge-hand-record*.test.ts): a one-board
 * duplicate table dealt from a PBN file holding deal 8 of DDS's reference list
 * (shared/src/bridge/testdata/dds-list10.txt, North deals, East-West vulnerable), DDS's published table and
 * par for it, and the steps that play the board and rematch before its hand record has come.
 */
import { matchMaker } from "@colyseus/core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { callFromView } from "@salon/shared/bridge/auction";
import { optimumResultRows, type DDTableResult } from "@salon/shared/bridge/par";
import { analyzeOffThread } from "../../server/src/bots/pool";
import { TestClient } from "./clients";

/** Deal 8 of DDS's list10: its deal and its published table (DDS order: spades N E S W, hearts, diamonds, clubs, notrump). */
export const LIST10 = readFileSync(join(__dirname, "../../shared/src/bridge/testdata/dds-list10.txt"), "utf8").split("\n").filter(Boolean);
const DEAL8 = LIST10[7 * 3].match(/"(.*)"/)![1];
const TABLE8 = LIST10[7 * 3 + 1].split(" ").slice(1).map(Number);
/** Ours: tricks[strain][seat], strains C D H S NT. */
export const PUBLISHED: DDTableResult = [3, 2, 1, 0, 4].map((k) => TABLE8.slice(k * 4, k * 4 + 4));

/** The board as a one-board PBN file. */
export const FILE = ['[Event "Hand record test"]', '[Board "8"]', '[Dealer "N"]', '[Vulnerable "E-W"]', `[Deal "${DEAL8}"]`, ""].join("\n");

/** The table's room in this process (its game, analyses and model). */
export function room(roomId: string): any {
  return matchMaker.getLocalRoomById(roomId) as any;
}

/** Polls `pred` every 5 ms until it holds; fails saying `what` after `ms`. */
export async function waitFor(pred: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`${what}: not in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Ann (seat 0) passes, refuses claims and plays her first legal card until the game's deal has ended. */
export async function playTheDeal(a: TestClient, roomId: string): Promise<void> {
  let moves = 0;
  const game = room(roomId).game;
  const ended = () => game.state.results.length > 0;
  while (!ended()) {
    await waitFor(() => ended() || game.toAct().includes(0), 20_000, "Ann's turn");
    if (ended()) break;
    const v = game.rules.view(game.state, 0);
    const legal = v.legal as string[];
    const before = game.moves;
    if (v.phase === "auction") a.send("action", { type: "call", call: callFromView("pass") });
    else if (v.phase === "claim") a.send("action", { type: "rejectClaim" });
    else a.send("action", { type: "play", card: legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x))! });
    await waitFor(() => game.moves > before || ended(), 8000, "an answer");
    if (++moves > 100) throw new Error("the deal did not end");
  }
}

/**
 * One board played, then a rematch at once while the board's hand record is still being solved: two other
 * boards' hand records (DDS's deals 7 and 10) are on the analysis thread when this deal ends, as on a busy club
 * evening, so this table's request waits behind them and the rematch surely comes first. Game 1 is then
 * stored with its hand record still coming.
 */
export async function rematchBeforeTheHandRecord(on: { ws_url: string; http_url: string }) {
  const a = await TestClient.create(on.ws_url, { ruleset: "bridge", name: "Ann", botDelayMs: 4, pbn: FILE, options: { scoring: "duplicate" } });
  const roomId = a.room.roomId;
  for (const seat of [1, 2, 3]) a.send("addBot", { seat });
  await a.until(() => a.state.seats.every((s: any) => s.kind !== "empty"));
  a.send("start");
  await a.until(() => a.state.status === "playing");
  const others = [6, 9].map((i) => {
    const [dealer, vul] = LIST10[i * 3].split(" ").slice(1, 3).map(Number); // DDS: vulnerability 0 none, 1 both, 2 NS, 3 EW
    return analyzeOffThread("bridge", { pbn: LIST10[i * 3].match(/"(.*)"/)![1], vul: ["none", "both", "ns", "ew"][vul], dealer });
  });
  await playTheDeal(a, roomId);
  await a.until(() => a.state.status === "over", 10_000, "the game's end");
  a.send("start"); // the rematch, at once
  await a.until(() => a.state.status === "playing" && a.state.gameNo === 2, 10_000, "the rematch");
  const url = `${on.http_url}/api/records/${roomId}/1`;
  const early: any = await (await fetch(url)).json();
  expect(early.meta.analyses).toEqual([null]);
  return { a, roomId, others, early, path: `/api/records/${roomId}/1` };
}

/** Game 1's stored record once its late hand record has joined it (polled at `base`). */
export async function lateRecord(base: string, path: string): Promise<any> {
  let record: any = null;
  await waitFor(
    async () => {
      record = await (await fetch(base + path)).json();
      return Array.isArray(record?.meta?.analyses) && record.meta.analyses[0] !== null;
    },
    110_000,
    "the late hand record in game 1's record",
  );
  return record;
}

/** Deal 8's hand record as the server writes it. */
export const HAND_RECORD = { table: PUBLISHED, parContract: "EW 5HX", optimumScore: "NS 200", rows: optimumResultRows(PUBLISHED) };
