/**
 * Nothing is lost (issue 30, the hand record; docs/protocol.md, "Deal analyses"): a bridge board's hand record
 * still being solved when the table's next game began, and the server stopped before it came. The table's
 * extra kept that game's requests and record; the next server, bringing the table back, asks again, and the
 * first game's stored record gets its hand record. Its own file: the analysis thread is one per process,
 * and it must really close with the first server (no other server of this file holding it open).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bootSalon } from "../support/server";
import { HAND_RECORD, lateRecord, rematchBeforeTheHandRecord, room, waitFor } from "../support/hand-record";

test("a server stopped before a late hand record came asks again when it brings the table back: game 1's record gets it", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "salon-late-hand-record-"));
  let first: Awaited<ReturnType<typeof bootSalon>> | null = await bootSalon({ dataDir });
  try {
    const { a, roomId, others, early, path } = await rematchBeforeTheHandRecord(first);
    // The table's extra keeps game 1's requests and record while its answer is still coming.
    expect(room(roomId).analyses.stored.late).toEqual([expect.objectContaining({ gameNo: 1, list: [null] })]);
    // The server stops now: the analysis thread closes with the answer still coming (and the others with it).
    a.drop(); // Ann's connection goes with the server
    const stopped = others.map((p) =>
      p.then(
        () => "solved",
        () => "stopped",
      ),
    );
    await first.close();
    first = null;
    await Promise.all(stopped);

    const second = await bootSalon({ dataDir });
    try {
      const record = await lateRecord(second.http_url, path);
      expect(record.meta.analyses).toEqual([HAND_RECORD]);
      expect(record.actions).toEqual(early.actions); // the same game, only its hand record added
      // Nothing is left waiting: the table's extra no longer keeps game 1.
      await waitFor(() => room(roomId).analyses.stored?.late === undefined, 10_000, "the late game forgotten");
      expect(room(roomId).model.gameNo).toBe(2);
    } finally {
      await second.close();
    }
  } finally {
    await first?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
