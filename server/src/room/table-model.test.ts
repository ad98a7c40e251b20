/**
 * The table model and its projection (room/table-model.ts) through schema's real encoder: a client decodes
 * exactly the model's public fields, a change sends a patch, and projecting an unchanged model sends nothing.
 */
import { Decoder, Encoder } from "@colyseus/schema";
import { TableState } from "../wire-state";
import { initialModel, project, projected } from "./table-model";
import type { TableSetup } from "./setup";

const setup: TableSetup = {
  ruleset: "fox",
  options: { targetScore: 21 },
  seats: 2,
  tableName: "Ann's table",
  private: false,
  moderate: false,
  botDelayMs: 0,
  imported: null,
  table: { takeover: true, undo: true, kibitz: "public", kibitzDelay: "deal", spectatorChat: false, hint: false, clock: null },
};

/** What a client holds of the synced state. */
const publicOf = (s: TableState) => ({
  ruleset: s.ruleset,
  tableName: s.tableName,
  options: s.options,
  table: s.table,
  status: s.status,
  gameNo: s.gameNo,
  moderator: s.moderator,
  spectators: s.spectators,
  deadline: s.deadline,
  undo: s.undo,
  seats: Array.from(s.seats, (x) => ({
    name: x.name,
    kind: x.kind,
    connected: x.connected,
    level: x.level,
    deadline: x.deadline,
    reserve: x.reserve,
    away: x.away,
  })),
});

test("a client decodes the model's public fields; an unchanged model projects to no patch", () => {
  const model = initialModel(setup);
  const server = projected(model);
  const encoder = new Encoder(server);
  const client = new TableState();
  const decoder = new Decoder(client);
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  const expected = () => {
    const { seats, ...rest } = model;
    return {
      ...rest,
      seats: seats.map(({ name, kind, connected, level, deadline, reserve, away }) => ({ name, kind, connected, level, deadline, reserve, away })),
    };
  };
  expect(publicOf(client)).toEqual(expected());

  // Seat 0 taken by a person with a claim, seat 1 by a bot; a game starts with a clock running.
  Object.assign(model.seats[0], { kind: "human", name: "Ann", connected: true, claim: "ab".repeat(32), player: "p-1" });
  Object.assign(model.seats[1], { kind: "bot", name: "Bede (bot)", level: "strong", connected: true });
  model.status = "playing";
  model.gameNo = 1;
  model.seats[0].deadline = 1_700_000_000_000;
  model.seats[0].reserve = 30_000;
  model.spectators = 2;
  project(model, server);
  expect(encoder.hasChanges).toBe(true);
  decoder.decode(encoder.encode());
  encoder.discardChanges();
  expect(publicOf(client)).toEqual(expected());

  // Nothing changed in the model: projecting again marks nothing, so no patch goes out.
  project(model, server);
  expect(encoder.hasChanges).toBe(false);

  // A warm bot and a player identity stay on the server: the wire shows only kind, name, level and clock.
  model.seats[0].warm = true;
  model.seats[0].player = "p-2";
  project(model, server);
  expect(encoder.hasChanges).toBe(false);
});
