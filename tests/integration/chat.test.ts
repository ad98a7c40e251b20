/**
 * Chat etiquette (docs/protocol.md, "Chat"; issue 15): players write to the table, spectators among
 * spectators; during a game spectators' lines reach the players only if the table allows it; every line says
 * its channel; a newcomer's log holds only what its role may read.
 */
import { bootSalon } from "../support/server";
import { TestClient, sleep } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const said = (c: TestClient) => c.messages.filter((m) => m.type === "chat").map((m) => m.payload as { text: string; channel: string });
const heard = (c: TestClient, text: string) => said(c).some((l) => l.text === text);

async function table(tableOptions: Record<string, unknown> = {}) {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table: tableOptions });
  const b = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Ben" });
  const s = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Sue", spectate: true });
  return { a, b, s, roomId: a.room.roomId };
}

test("before a game everyone reads everyone; during it spectators' lines stay among spectators", async () => {
  const { a, b, s } = await table();
  s.send("chat", { text: "good luck both" });
  await a.until(() => heard(a, "good luck both"));
  expect(said(a).find((l) => l.text === "good luck both")?.channel).toBe("spectators");
  a.send("start");
  await a.until(() => a.state.status === "playing");
  s.send("chat", { text: "Ann holds the 11" });
  a.send("chat", { text: "thinking…" });
  await s.until(() => heard(s, "Ann holds the 11") && heard(s, "thinking…"));
  await b.until(() => heard(b, "thinking…"));
  await sleep(100);
  expect(heard(a, "Ann holds the 11") || heard(b, "Ann holds the 11")).toBe(false);
  expect(said(s).find((l) => l.text === "thinking…")?.channel).toBe("table");
  await Promise.all([a, b, s].map((c) => c.leave()));
});

test("chat logs follow the role: a spectator who sits down gets only the players' lines", async () => {
  const { a, b, s, roomId } = await table();
  a.send("start");
  await a.until(() => a.state.status === "playing");
  s.send("chat", { text: "kibitz line" });
  a.send("chat", { text: "table line" });
  await s.until(() => heard(s, "kibitz line") && heard(s, "table line"));
  const logs: string[][] = [];
  const watcher = await TestClient.join(salon.ws_url, roomId, { name: "Wes", spectate: true });
  watcher.room.onMessage("chatLog", (m: { lines: { text: string }[] }) => logs.push(m.lines.map((l) => l.text)));
  // Ben stands up (a spectator now: the whole log), then sits again (a player: the players' lines only)
  b.room.onMessage("chatLog", (m: { lines: { text: string }[] }) => logs.push(m.lines.map((l) => `ben:${l.text}`)));
  b.send("stand");
  await b.until(() => logs.some((l) => l.includes("ben:kibitz line")));
  b.send("sit", { seat: 1 });
  await b.until(() => logs.length >= 2 && !logs[logs.length - 1].includes("ben:kibitz line") && logs[logs.length - 1].includes("ben:table line"));
  await Promise.all([a, b, s, watcher].map((c) => c.leave()));
});

test("a table may let spectators talk to the players during a game", async () => {
  const { a, b, s } = await table({ spectatorChat: true });
  a.send("start");
  await a.until(() => a.state.status === "playing");
  s.send("chat", { text: "nice lead" });
  await a.until(() => heard(a, "nice lead"));
  await b.until(() => heard(b, "nice lead"));
  await Promise.all([a, b, s].map((c) => c.leave()));
});
