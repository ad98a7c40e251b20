/**
 * Each game's view as this client gets it: the server sends `view(state, viewer)` less the ruleset's derived
 * keys, whole then as operations (shared/src/core/wire.ts, as the room's view channel does); the client's
 * view store applies them, puts the derived keys back with the same derivations the client loads with the
 * game's code (`<id>/derive.ts`), and the renderers read the result through the rules package's view types
 * (`viewOf` and the readers in each `<id>View.ts`). At every step of random games, for every seat and a
 * spectator, what the renderer reads must be exactly the engine's view.
 */
import { bridgeEngine } from "@salon/shared/bridge";
import { randomStates } from "@salon/shared/core/playout";
import type { AnyRuleset, JsonObject } from "@salon/shared/core/ruleset";
import type { Viewer } from "@salon/shared/core/seats";
import { completeView, ReceivedView, stripDerived, ViewDiffer } from "@salon/shared/core/wire";
import { euchreEngine } from "@salon/shared/euchre";
import { foxEngine } from "@salon/shared/fox";
import { kierkiEngine } from "@salon/shared/kierki";
import { krendzuEngine } from "@salon/shared/krendzu";
import { ktuluEngine } from "@salon/shared/ktulu";
import { skatEngine } from "@salon/shared/skat";
import { werewolfEngine } from "@salon/shared/werewolf";
import { gameView, viewOf, type AnySentView, type GameView, type RulesetId } from "@salon/shared/views";
import { readBridgeView } from "./bridge/view";
import { readDeductionView } from "./deduction/view";
import { readEuchreView } from "./euchre/view";
import { readFoxView } from "./fox/view";
import { readKierkiView } from "./kierki/view";
import { readKrendzuView } from "./krendzu/view";
import { readSkatView } from "./skat/view";

/** Each game's engine, and what its renderer reads from a snapshot holding the game's view. */
const games: Record<RulesetId, { engine: AnyRuleset; read: (snap: { game: GameView | null }) => unknown }> = {
  fox: { engine: foxEngine, read: readFoxView },
  euchre: { engine: euchreEngine, read: readEuchreView },
  kierki: { engine: kierkiEngine, read: readKierkiView },
  skat: { engine: skatEngine, read: readSkatView },
  bridge: { engine: bridgeEngine, read: readBridgeView },
  krendzu: { engine: krendzuEngine, read: readKrendzuView },
  ktulu: { engine: ktuluEngine, read: readDeductionView },
  werewolf: { engine: werewolfEngine, read: readDeductionView },
};

/** One viewer's channel: the server's differ on one end, the client's received view on the other. */
class Wire {
  private differ: ViewDiffer | null = null;
  readonly received = new ReceivedView<AnySentView>();
  constructor(private readonly rules: AnyRuleset) {}

  send(view: JsonObject): void {
    if (!this.differ) {
      const full = stripDerived(this.rules, view);
      this.differ = new ViewDiffer(this.rules.derived, view, full);
      this.received.apply({ full } as never);
      return;
    }
    const ops = this.differ.next(view);
    if (ops) this.received.apply(ops);
  }
}

describe.each(Object.keys(games) as RulesetId[])("%s: the view a renderer reads is the engine's view", (id) => {
  test("at every step of a random game, for every seat and a spectator", () => {
    const rules = games[id].engine;
    for (const seed of ["client-views-1"]) {
      const states = randomStates(rules, seed, 100);
      const seats = rules.view(states[0], "spectator");
      const n = Array.isArray(seats.seats) ? seats.seats.length : Array.isArray(seats.handCounts) ? seats.handCounts.length : rules.minSeats;
      const viewers: Viewer[] = [...Array.from({ length: n }, (_, i) => i), "spectator"];
      const wires = new Map(viewers.map((v) => [v, new Wire(rules)]));
      for (const state of states) {
        for (const viewer of viewers) {
          const engineView = rules.view(state, viewer);
          const wire = wires.get(viewer)!;
          wire.send(engineView);
          const completed = completeView(rules, wire.received.view as JsonObject, viewer);
          expect(completed).toEqual(engineView);
          const snap = { game: gameView(id, completed) };
          // Typed access gives the same object, and another game's id gives nothing.
          expect(viewOf(snap, id)).toBe(completed);
          expect(viewOf(snap, id === "fox" ? "euchre" : "fox")).toBeNull();
          const read = games[id].read(snap) as Record<string, unknown>;
          expect(read).not.toBeNull();
          // The renderer's view holds every key of the engine's view with the engine's value.
          for (const [key, value] of Object.entries(engineView)) expect([key, read[key]]).toEqual([key, value]);
        }
      }
    }
  });
});

test("Skat and Bridge readers give a spectator's absent keys their empty values, Krendzu decodes its board", () => {
  const skat = randomStates(skatEngine, "client-views-skat", 20).at(-1)!;
  const spectator = readSkatView({ game: gameView("skat", skatEngine.view(skat, "spectator")) })!;
  expect(spectator.hand).toBeNull();
  expect(spectator.legal).toEqual([]);
  expect(spectator.skat).toEqual([]);
  const seat = readSkatView({ game: gameView("skat", skatEngine.view(skat, 0)) })!;
  expect(seat.hand).toEqual(skatEngine.view(skat, 0).hand);

  const bridge = randomStates(bridgeEngine, "client-views-bridge", 10).at(-1)!;
  const watcher = readBridgeView({ game: gameView("bridge", bridgeEngine.view(bridge, "spectator")) })!;
  expect(watcher.hand).toBeNull();
  expect(watcher.hands).toBeNull();
  expect(watcher.legal).toEqual([]);

  const krendzu = randomStates(krendzuEngine, "client-views-krendzu", 12).at(-1)!;
  const k = readKrendzuView({ game: gameView("krendzu", krendzuEngine.view(krendzu, 0)) })!;
  expect(k.placed.length).toBe(k.board.length);
  expect(readKrendzuView({ game: null })).toBeNull();
});
