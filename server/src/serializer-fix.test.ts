/**
 * Patches bigger than the encoder's buffer (schema 3.0.76 mishandles growing it, in a viewer's part and in
 * the public part; see serializer-fix.ts): with the fix every viewer decodes exactly what was written.
 */
import { Decoder, Encoder, StateView } from "@colyseus/schema";
import { readDoc } from "@salon/shared";
import { writeDoc } from "./projection";
import { SeatState, TableState } from "./schema";
import { installViewOverflowFix } from "./serializer-fix";

/** A two-seat table with an 8 KB encoder buffer, a client per seat, and `sync` to send them a patch. */
function withTable(body: (t: { server: TableState; views: StateView[]; clients: { state: TableState }[]; sync: () => void }) => void): void {
  installViewOverflowFix(Encoder);
  const size = Encoder.BUFFER_SIZE;
  Encoder.BUFFER_SIZE = 8 * 1024;
  try {
    const server = new TableState();
    server.seats.push(new SeatState(), new SeatState());
    const encoder = new Encoder(server);
    const views = [new StateView(), new StateView()];
    views.forEach((v, i) => v.add(server.seats[i]));
    const clients = views.map((view) => {
      const state = new TableState();
      const decoder = new Decoder(state);
      const it = { offset: 0 };
      encoder.encodeAll(it);
      decoder.decode(encoder.encodeAllView(view, it.offset, it));
      return { state, decoder, view };
    });
    const sync = () => {
      const it = { offset: 0 };
      encoder.encode(it);
      const at = it.offset;
      for (const c of clients) c.decoder.decode(encoder.encodeView(c.view, at, it));
      encoder.discardChanges();
    };
    body({ server, views, clients, sync });
  } finally {
    Encoder.BUFFER_SIZE = size;
  }
}

test("a seat's update larger than the encoder's buffer reaches its client intact, and the next seat's too", () => {
  withTable(({ server, views, clients, sync }) => {
    const line = (i: number) => JSON.stringify({ when: "Night 1", code: "died", params: { seat: i % 12 }, text: `Seat ${i} died (Villager). `.repeat(3) });
    const log0 = Array.from({ length: 120 }, (_, i) => line(i));
    const log1 = Array.from({ length: 90 }, (_, i) => line(i + 500));
    writeDoc(server.pub, { phase: "night", step: "wolves" });
    writeDoc(server.seats[0].priv, { log: log0 }, [views[0]]);
    writeDoc(server.seats[1].priv, { log: log1 }, [views[1]]);
    sync();
    expect(readDoc(clients[0].state.seats[0].priv)).toEqual({ log: log0 });
    expect(readDoc(clients[1].state.seats[1].priv)).toEqual({ log: log1 });
    expect(readDoc(clients[1].state.pub)).toEqual({ phase: "night", step: "wolves" });
    // and the next, small patch still decodes
    writeDoc(server.seats[0].priv, { log: [...log0, line(999)] }, [views[0]]);
    sync();
    expect(readDoc(clients[0].state.seats[0].priv).log).toHaveLength(121);
  });
});

test("a public update larger than the encoder's buffer reaches every client intact, with each seat's part after it", () => {
  // schema 3.0.76 grows the buffer for the shared part but leaves `sharedBuffer` and the caller's offset as
  // they were, so every viewer's patch began with the old buffer's truncated bytes (a CI run: Werewolf's
  // public log past 8 KB, "Bad control character" in the client's JSON).
  withTable(({ server, views, clients, sync }) => {
    const line = (i: number) => JSON.stringify({ when: "Day 2", code: "voted", params: { seat: i % 12 }, text: `Seat ${i} voted against seat ${(i + 3) % 12}. `.repeat(3) });
    const log = Array.from({ length: 150 }, (_, i) => line(i));
    writeDoc(server.pub, { phase: "day", log });
    writeDoc(server.seats[0].priv, { hand: ["seer"] }, [views[0]]);
    writeDoc(server.seats[1].priv, { hand: ["wolf"] }, [views[1]]);
    sync();
    for (const c of clients) expect(readDoc(c.state.pub)).toEqual({ phase: "day", log });
    expect(readDoc(clients[0].state.seats[0].priv)).toEqual({ hand: ["seer"] });
    expect(readDoc(clients[1].state.seats[1].priv)).toEqual({ hand: ["wolf"] });
    writeDoc(server.pub, { phase: "night", log: [...log, line(999)] });
    sync();
    for (const c of clients) expect(readDoc(c.state.pub).log).toHaveLength(151);
  });
});
