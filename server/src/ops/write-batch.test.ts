/**
 * The write batching (write-batch.ts) on a socket that records what reaches the wire: a player's frames of
 * one event leave together at its end; a watcher's wait for the watchers' flush, in order; a watcher who
 * sits down is written with that event.
 */
import { installWriteBatching, pace, WATCH_FLUSH_MS } from "./write-batch";

class FakeSocket {
  corks = 0;
  pending: string[] = [];
  /** Each entry: the frames one system call wrote. */
  wire: string[][] = [];
  destroyed = false;
  cork(): void {
    this.corks++;
  }
  uncork(): void {
    if (this.corks > 0) this.corks--;
    if (this.corks === 0) this.drain();
  }
  write(frame: string): void {
    this.pending.push(frame);
    if (this.corks === 0) this.drain();
  }
  private drain(): void {
    if (this.pending.length) this.wire.push(this.pending.splice(0));
  }
}

class FakeClient {
  readonly ref = { _socket: new FakeSocket() };
  raw(frame: unknown): void {
    this.ref._socket.write(String(frame));
  }
}
installWriteBatching(FakeClient);

const tick = () => new Promise<void>((r) => process.nextTick(r));
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

test("a player's frames of one event leave in one write at its end", async () => {
  const player = new FakeClient();
  player.raw("view");
  player.raw("patch");
  expect(player.ref._socket.wire).toEqual([]);
  await tick();
  expect(player.ref._socket.wire).toEqual([["view", "patch"]]);
});

test("a watcher's frames wait for the watchers' flush, several events in one write, in order", async () => {
  const watcher = new FakeClient();
  pace(watcher, () => true);
  watcher.raw("v1");
  await tick();
  watcher.raw("v2");
  await tick();
  expect(watcher.ref._socket.wire).toEqual([]);
  await sleep(WATCH_FLUSH_MS + 20);
  expect(watcher.ref._socket.wire).toEqual([["v1", "v2"]]);
  watcher.raw("v3");
  await sleep(WATCH_FLUSH_MS + 20);
  expect(watcher.ref._socket.wire).toEqual([["v1", "v2"], ["v3"]]);
});

test("a watcher who sits down gets what waited and the new frames with this event", async () => {
  let watching = true;
  const client = new FakeClient();
  pace(client, () => watching);
  client.raw("as watcher");
  await tick();
  watching = false;
  client.raw("as player");
  await tick();
  expect(client.ref._socket.wire).toEqual([["as watcher", "as player"]]);
  await sleep(WATCH_FLUSH_MS + 20);
  expect(client.ref._socket.wire).toHaveLength(1);
  expect(client.ref._socket.corks).toBe(0);
});
