/**
 * The synced state through schema's real encoder with StateViews: the public doc reaches everybody, a
 * seat's private doc only its owner, the moderator's doc only the moderator, lists included.
 */
import { Decoder, Encoder, StateView } from "@colyseus/schema";
import { readDoc } from "@salon/shared";
import { writeDoc } from "./projection";
import { SealedBox, SeatState, TableState } from "./schema";

function setup() {
  const server = new TableState();
  server.seats.push(new SeatState(), new SeatState());
  server.mod = new SealedBox();
  const encoder = new Encoder(server);
  const seat0 = new StateView();
  seat0.add(server.seats[0]);
  const mod = new StateView();
  mod.add(server.mod!);
  const viewers = { seat0, mod, spectator: undefined as StateView | undefined };
  const decoded = Object.fromEntries(
    Object.entries(viewers).map(([name, view]) => {
      const state = new TableState();
      const decoder = new Decoder(state);
      const it = { offset: 0 };
      const all = encoder.encodeAll(it);
      decoder.decode(view ? encoder.encodeAllView(view, it.offset, it) : all);
      return [name, { state, decoder, view }];
    }),
  );
  const sync = () => {
    const it = { offset: 0 };
    const shared = encoder.encode(it);
    const at = it.offset;
    for (const d of Object.values(decoded)) d.decoder.decode(d.view ? encoder.encodeView(d.view, at, it) : shared);
    encoder.discardChanges();
  };
  return { server, decoded, viewers, sync };
}

test("public, seat-private and moderator docs reach exactly their viewers", () => {
  const { server, decoded, viewers, sync } = setup();
  writeDoc(server.pub, { phase: "play", trick: ["1B"], scores: [0, 1] });
  writeDoc(server.seats[0].priv, { hand: ["2B", "3K"], note: "x" }, [viewers.seat0]);
  writeDoc(server.seats[1].priv, { hand: ["4M", "5M"] });
  writeDoc(server.mod!.doc, { hands: [["2B", "3K"], ["4M", "5M"]], deck: ["6B"] }, [viewers.mod]);
  sync();
  // a second change, to existing fields
  writeDoc(server.pub, { phase: "play", trick: ["1B", "2B"], scores: [0, 1] });
  writeDoc(server.seats[0].priv, { hand: ["3K"], note: "y", count: 1 }, [viewers.seat0]);
  writeDoc(server.mod!.doc, { hands: [["3K"], ["4M", "5M"]], deck: ["6B"] }, [viewers.mod]);
  sync();
  const pub = { phase: "play", trick: ["1B", "2B"], scores: [0, 1] };
  for (const d of Object.values(decoded)) expect(readDoc(d.state.pub)).toEqual(pub);
  expect(readDoc(decoded.seat0.state.seats[0].priv)).toEqual({ hand: ["3K"], note: "y", count: 1 });
  // (decoded with our own classes, an invisible Doc is the constructor's empty one; colyseus.js leaves it undefined)
  expect(readDoc(decoded.seat0.state.seats[1].priv)).toEqual({});
  expect(readDoc(decoded.spectator.state.seats[0].priv)).toEqual({});
  expect(readDoc(decoded.spectator.state.mod?.doc)).toEqual({});
  expect(readDoc(decoded.seat0.state.mod?.doc)).toEqual({});
  expect(readDoc(decoded.mod.state.mod?.doc)).toEqual({ hands: [["3K"], ["4M", "5M"]], deck: ["6B"] });
  expect(readDoc(decoded.mod.state.seats[0].priv)).toEqual({});
});
