/**
 * The view channel (docs/protocol.md, "Views on the wire") with stand-in connections that keep the bytes
 * they are given: each client gets exactly its own view, whole on arrival or a role change, then only the
 * changes; a group's members get the same bytes; nobody gets another seat's view.
 */
import { getMessageBytes, Protocol, type Client } from "@colyseus/core";
import { unpack } from "@colyseus/msgpackr";
import { ReceivedView, VIEW_MESSAGE, type AnyRuleset, type AnyView, type JsonObject, type ViewMessage, type Viewer } from "@salon/shared";
import { encodeView, ViewChannel, type ViewKey } from "./view-channel";

/** A connection that decodes what it is sent (ROOM_DATA, the type as a short string, then msgpack). */
function connection(sessionId: string) {
  const received = new ReceivedView();
  const frames: Buffer[] = [];
  const client = {
    sessionId,
    enqueueRaw(bytes: Buffer) {
      frames.push(bytes);
      const typeLength = bytes[1] & 0x1f;
      expect(bytes.subarray(2, 2 + typeLength).toString()).toBe("v");
      received.apply(unpack(bytes.subarray(2 + typeLength)) as ViewMessage);
    },
  } as unknown as Client;
  return { client, received, frames };
}

/** A "game" whose view for each viewer is `{ pub, mine }`, the derived key `turn` included (never sent). */
function table() {
  const state = { pub: 0, hands: [["1B", "2B"], ["3K"]] as string[][] };
  const roles = new Map<string, ViewKey>();
  const rules = { derived: { turn: () => 0 } } as unknown as AnyRuleset;
  const channel = new ViewChannel({
    rules,
    viewKeyOf: (c) => roles.get(c.sessionId) ?? null,
    viewNow: (key) => {
      const v: JsonObject = { pub: state.pub, turn: 1 };
      if (typeof key === "number") v.hand = state.hands[key];
      if (key === "moderator") v.hands = state.hands;
      // A stand-in for a ruleset's view: the channel diffs and encodes any view as its JSON.
      return { view: v as unknown as AnyView, delayed: false };
    },
  });
  /** A change, durable at once: prepared, then sent. */
  const send = (clients: Client[]) => {
    channel.publish(clients);
    channel.flush();
  };
  return { state, roles, channel, send };
}

const expected = (t: ReturnType<typeof table>, viewer: Viewer) => ({
  pub: t.state.pub,
  ...(typeof viewer === "number" ? { hand: t.state.hands[viewer] } : viewer === "moderator" ? { hands: t.state.hands } : {}),
});

test("each client holds exactly its own view; a change sends only what changed; spectators share the bytes", () => {
  const t = table();
  const [a, b, s1, s2] = ["a", "b", "s1", "s2"].map(connection);
  t.roles.set("a", 0).set("b", 1).set("s1", "spectator").set("s2", "spectator");
  const clients = [a, b, s1, s2].map((c) => c.client);
  t.send(clients);
  expect(a.received.view).toEqual(expected(t, 0));
  expect(b.received.view).toEqual(expected(t, 1));
  expect(s1.received.view).toEqual(expected(t, "spectator"));
  // a card leaves seat 0's hand and the public counter moves
  t.state.hands = [["2B"], ["3K"]];
  t.state.pub = 1;
  t.send(clients);
  expect(a.received.view).toEqual(expected(t, 0));
  expect(b.received.view).toEqual(expected(t, 1));
  expect(s2.received.view).toEqual(expected(t, "spectator"));
  expect(a.frames[1].length).toBeLessThan(16);
  expect(s1.frames[1]).toBe(s2.frames[1]); // one encoding for the group
  expect(JSON.stringify(b.received.view)).not.toContain("2B");
  // nothing changed: nothing sent
  t.send(clients);
  expect(a.frames).toHaveLength(2);
});

test("a role change, a newcomer and a reconnection get the whole view; the group keeps numbering keys alike", () => {
  const t = table();
  const [a, s1] = ["a", "s1"].map(connection);
  t.roles.set("a", 0).set("s1", "spectator");
  t.send([a.client, s1.client]);
  // a stands up and watches: from now on the public view, whole first
  t.roles.set("a", "spectator");
  t.state.pub = 2;
  t.send([a.client, s1.client]);
  expect(a.received.view).toEqual(expected(t, "spectator"));
  expect(a.received.wholes).toBe(2);
  expect(s1.received.view).toEqual(expected(t, "spectator"));
  // a reconnects (a new connection of the same session): whole again, and later changes reach both alike
  const back = connection("a");
  t.send([back.client, s1.client]);
  expect(back.received.view).toEqual(expected(t, "spectator"));
  t.state.pub = 3;
  t.send([back.client, s1.client]);
  expect(back.received.view).toEqual(expected(t, "spectator"));
  expect(s1.received.view).toEqual(expected(t, "spectator"));
  // the moderator sees every hand; a client that left is forgotten
  const m = connection("m");
  t.roles.set("m", "moderator");
  t.send([m.client]);
  expect(m.received.view).toEqual(expected(t, "moderator"));
  expect(back.frames.length).toBe(2);
});

test("what a change prepares waits for flush, and several changes go out in order", () => {
  const t = table();
  const a = connection("a");
  t.roles.set("a", 0);
  t.send([a.client]);
  // two changes while the first is not yet durable: nothing leaves until flush, then both, oldest first
  t.state.pub = 1;
  t.channel.publish([a.client]);
  t.state.hands = [["2B"], ["3K"]];
  t.channel.publish([a.client]);
  expect(a.frames).toHaveLength(1);
  t.channel.flush();
  expect(a.frames).toHaveLength(3);
  expect(a.received.view).toEqual(expected(t, 0));
  t.channel.flush();
  expect(a.frames).toHaveLength(3);
});

test("a view's bytes are exactly what Colyseus' getMessageBytes.raw makes of it, whole views and changes alike", () => {
  const messages: ViewMessage[] = [
    { full: { phase: "play", hand: ["AS", "10H"], scores: [0, -20, 40], lastMove: null, name: "Zoë ".repeat(80) } },
    { full: { n: 1.5, big: 2 ** 40, deep: { a: [{ b: [true, false] }] } }, k: 1 },
    [[0, "bid"], [3, 1, 0, "KH"], ["fresh", { x: 1 }], [7]],
    [[2, 0, 1]],
  ];
  for (const message of messages) expect(encodeView(message).equals(getMessageBytes.raw(Protocol.ROOM_DATA, VIEW_MESSAGE, message))).toBe(true);
});
