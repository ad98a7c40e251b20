/**
 * A finished game's record, as the integration tests check it: fetched from the HTTP API the replay page uses,
 * then replayed through the engines (sacred rule 3: finished games replay exactly). One home for both steps.
 */
import { replay, rulesets } from "@salon/shared";

/** The record the server keeps of the game in `roomId` (the response must be 200). */
export async function fetchRecord(httpUrl: string, roomId: string): Promise<any> {
  const res = await fetch(`${httpUrl}/api/records/${roomId}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Replays `record` and expects the game over with these scores and this outcome (an exact value or an asymmetric matcher). */
export function expectReplayEnds(record: unknown, scores: unknown, outcome: unknown): void {
  expect(replay(rulesets, record).report).toEqual({ ok: true, phase: "over", over: true, scores, outcome });
}
