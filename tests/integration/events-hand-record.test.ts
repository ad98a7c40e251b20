/**
 * A bridge event on the director's own hand record (issue 31: "the same deals at every table (dealt once, or
 * imported from PBN/LIN)"; docs/events.md, "The same deals at every table"): the file's first boards, in its
 * order and with its dealers and vulnerability, are the event's boards and what every table plays; a file too
 * short for the event, a malformed deal, or a hand record that is not one file's text is refused with a code.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useSalon } from "../support/server";
import { pbnDeal } from "@salon/shared/bridge/cards";
import { sleep } from "../support/clients";
import { api, playAllPairs, sixPairBridgeEvent } from "../support/events";

jest.setTimeout(300_000);

const testdata = (name: string) => readFileSync(join(__dirname, "../../shared/src/bridge/testdata", name), "utf8");
const FILE = testdata("multi_board-1-4.pbn");
/** A PBN text's boards as their tags: Board, Dealer, Vulnerable and Deal (whatever other tags stand between). */
const tags = (pbn: string) =>
  pbn
    .split(/(?=\[Board ")/)
    .filter((block) => block.startsWith("[Board"))
    .map((block) => {
      const tag = (name: string) => new RegExp(`\\[${name} "([^"]*)"\\]`).exec(block)?.[1] ?? "";
      return { board: Number(tag("Board")), dealer: tag("Dealer"), vul: tag("Vulnerable"), deal: tag("Deal") };
    });

/** PBN's ways of writing the vulnerability, as the engine names it. */
const VUL: Record<string, string> = { "-": "none", None: "none", Love: "none", NS: "ns", EW: "ew", All: "both", Both: "both" };

describe("a bridge event on its own hand record", () => {
  const salon = useSalon();

  test("refusals: a file with fewer boards than the event plays, a malformed deal, not one file's text", async () => {
    const spec = { name: "Deals", game: "bridge", tables: 3, boardsPerRound: 1, botAfterSeconds: 600 };
    const two = FILE.slice(0, FILE.indexOf('[Board "3"]'));
    expect(await api(salon, "POST", "/api/events", { ...spec, pbn: two })).toMatchObject({
      status: 400,
      json: { code: "hand_record_short", params: { have: 2, need: 3 } },
    });
    expect(await api(salon, "POST", "/api/events", { ...spec, pbn: testdata("12_cards.pbn") })).toMatchObject({
      status: 400,
      json: { code: "import_bad_deal", params: { board: 1 } },
    });
    expect(await api(salon, "POST", "/api/events", { ...spec, pbn: "% nothing here\n" })).toMatchObject({ status: 400, json: { code: "import_no_deal" } });
    expect(await api(salon, "POST", "/api/events", { ...spec, pbn: 42 })).toMatchObject({ status: 400, json: { code: "bad_hand_record" } });
    expect(await api(salon, "POST", "/api/events", { ...spec, pbn: FILE, lin: testdata("bbo-board1.lin") })).toMatchObject({
      status: 400,
      json: { code: "bad_hand_record" },
    });
    // A LIN file is read too: BBO's one-board record makes a teams match of one board.
    expect(
      await api(salon, "POST", "/api/events", { name: "LIN", game: "bridge", format: "teams", boardsPerRound: 1, lin: testdata("bbo-board1.lin") }),
    ).toMatchObject({
      status: 201,
    });
  });

  test("end to end: every table plays the file's boards, with its dealers and vulnerability; nothing of them shows before", async () => {
    const { ev, pairs } = await sixPairBridgeEvent(salon, "Hand record night", "Deal ", { rounds: 3, pbn: FILE });
    // The event's public view says how many boards, never what they hold.
    const { json: pub } = await api(salon, "GET", `/api/events/${ev.id}`);
    expect(pub.boards).toBe(3);
    expect(JSON.stringify(pub)).not.toMatch(/QJ4\.AK7|deals/);
    expect((await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).status).toBe(200);
    const logs = await playAllPairs(salon, ev.id, pairs);
    for (let i = 0; i < 100 && (await api(salon, "GET", `/api/events/${ev.id}`)).json.status !== "finished"; i++) await sleep(100);

    // Every table's own record dealt the file's board: its deal, dealer and vulnerability.
    const file = tags(FILE);
    const tables = [...logs.values()].flat();
    expect(tables.length).toBeGreaterThanOrEqual(9);
    for (const roomId of new Set(tables.map((x) => x.roomId))) {
      const ended = await salon.store!.endedGame(roomId, 1);
      expect(ended?.status).toBe("finished");
      const dealt = ended!.record.deal as { board: number; dealer: number; vul: string; hands: string[][] }[];
      expect(dealt.length).toBeGreaterThan(0);
      for (const b of dealt) {
        const f = file[b.board - 1];
        expect({ dealer: "NESW"[b.dealer], vul: b.vul, deal: pbnDeal(b.hands, 0) }).toEqual({ dealer: f.dealer, vul: VUL[f.vul], deal: f.deal });
      }
    }
    // The results' download carries the file's three boards (not the fourth: the event plays three).
    const out = tags(await fetch(`${salon.http_url}/api/events/${ev.id}/results.pbn`).then((r) => r.text()));
    expect(new Set(out.map((b) => b.board))).toEqual(new Set([1, 2, 3]));
    for (const b of out) {
      const f = file[b.board - 1];
      expect({ dealer: b.dealer, vul: VUL[b.vul], deal: b.deal }).toEqual({ dealer: f.dealer, vul: VUL[f.vul], deal: f.deal });
    }
  });
});
