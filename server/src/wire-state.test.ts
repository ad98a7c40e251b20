/** The public state through schema's real encoder: what one client decodes is what the room holds. */
import { Decoder, Encoder } from "@colyseus/schema";
import { SeatState, stateBytesBound, TableState, wireSafeJson } from "./wire-state";

test("JSON fields of exactly 255 UTF-8 bytes survive (schema 3.0.76 encodes that length as 0)", () => {
  const server = new TableState();
  server.seats.push(new SeatState());
  const encoder = new Encoder(server);
  const client = new TableState();
  const decoder = new Decoder(client);
  decoder.decode(encoder.encodeAll());
  const options = { note: "é".repeat(100) + "x".repeat(44) };
  const text = JSON.stringify(options);
  expect(Buffer.byteLength(text)).toBe(255);
  server.options = wireSafeJson(text);
  server.seats[0].name = "Ann";
  decoder.decode(encoder.encode());
  encoder.discardChanges();
  expect(JSON.parse(client.options)).toEqual(options);
  expect(client.seats[0].name).toBe("Ann");
  // without the padding the decoder reads the text's bytes as operations: pinned so the day schema fixes it shows
  server.options = text.replace("x", "y");
  server.seats[0].name = "Bob";
  let broken = false;
  try {
    decoder.decode(encoder.encode());
    broken = client.options !== server.options || client.seats[0].name !== "Bob";
  } catch {
    broken = true;
  }
  expect(broken).toBe(true);
});

test.each([2, 4, 24, 29])("a full state at its longest fits the buffers sized for it (%i seats)", (seats) => {
  // 4 UTF-8 bytes a code point, every name at its most (24; a table name 40), every number at its widest
  const wide = (n: number) => "\u{1D54F}".repeat(n);
  const state = new TableState();
  state.ruleset = "werewolf";
  state.tableName = wide(40);
  state.options = JSON.stringify({ roles: "seer,doctor,hunter,witch,cupid", discussionSeconds: 300, automatic: true, note: "x".repeat(120) });
  state.table = JSON.stringify({
    takeover: true,
    undo: true,
    kibitz: "public",
    kibitzDelay: "deal",
    spectators: "all",
    chat: "all",
    clock: { minutes: 90, increment: 30 },
  });
  state.status = "playing";
  state.gameNo = 65535;
  state.moderator = wide(24);
  state.spectators = 65535;
  state.deadline = Date.now() + 1e9 + 0.5;
  state.undo = JSON.stringify({ by: seats - 1, waiting: Array.from({ length: seats }, (_, i) => i) });
  for (let i = 0; i < seats; i++) {
    const seat = new SeatState();
    Object.assign(seat, { name: wide(24), kind: "human", connected: true, level: "strong", deadline: Date.now() + 0.5, reserve: 0xffffffff, away: true });
    state.seats.push(seat);
  }
  const encoded = new Encoder(state).encodeAll({ offset: 1 }, Buffer.alloc(64 * 1024));
  expect(encoded.length).toBeLessThanOrEqual(stateBytesBound(state));
  // and not far over what it needs: the point is the memory
  expect(stateBytesBound(state)).toBeLessThan(encoded.length + 1024);
});
