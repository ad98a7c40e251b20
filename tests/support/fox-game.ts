/**
 * A whole Fox game played to its end under a browser's player identity, so that its My games page lists it:
 * the setup the My games / replay tests and the accessibility audit share.
 */
import { TestClient } from "./clients";

/**
 * A one-point Fox game for the player with `secret` (name Ann) against a bot, every move its first legal
 * action, played through to the end. Returns the game's room id.
 */
export async function playFoxGameAs(wsUrl: string, secret: string): Promise<string> {
  const c = await TestClient.create(wsUrl, { ruleset: "fox", name: "Ann", player: secret, options: { targetScore: 1 } });
  c.send("addBot", { seat: 1 });
  await c.until(() => c.state.seats[1].kind === "bot");
  c.send("start");
  const { foxAction } = await import("@salon/shared/fox");
  await c.until(() => c.state.status === "playing");
  while (c.state.status === "playing") {
    const v = c.view();
    if ((v.legal as string[] | undefined)?.length) c.send("action", foxAction(v.phase as string, (v.legal as string[])[0])!);
    await new Promise((r) => setTimeout(r, 20));
  }
  const roomId = c.room.roomId;
  await c.leave();
  return roomId;
}
