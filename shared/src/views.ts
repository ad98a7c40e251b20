/**
 * The view contract (docs/protocol.md, "Views on the wire"): the type of the view each ruleset sends, by
 * ruleset id. `view(state, viewer)` of ruleset `id` is a `RulesetViews[id]`; the server sends it less the
 * ruleset's derived keys (`SentView`), and a client's `completeView` makes it a `RulesetViews[id]` again.
 * Types only: the server's view channel, the client's view store and the renderers import it with
 * `import type`, so it costs no client chunk anything.
 */
import type { BridgeView } from "./bridge/types";
import type { EuchreDerivedKey, EuchreView } from "./euchre/types";
import type { FoxDerivedKey, FoxView } from "./fox/types";
import type { KierkiDerivedKey, KierkiView } from "./kierki/types";
import type { KrendzuView } from "./krendzu/types";
import type { KtuluView } from "./ktulu/types";
import type { SkatView } from "./skat/types";
import type { WerewolfView } from "./werewolf/types";

/** Each ruleset's view, as `view(state, viewer)` returns it. */
export interface RulesetViews {
  fox: FoxView;
  euchre: EuchreView;
  kierki: KierkiView;
  skat: SkatView;
  bridge: BridgeView;
  krendzu: KrendzuView;
  ktulu: KtuluView;
  werewolf: WerewolfView;
}

export type RulesetId = keyof RulesetViews;

/** The keys each ruleset lets clients recompute (`Ruleset.derived`), never sent. */
export interface DerivedKeys {
  fox: FoxDerivedKey;
  euchre: EuchreDerivedKey;
  kierki: KierkiDerivedKey;
  skat: never;
  bridge: never;
  krendzu: never;
  ktulu: never;
  werewolf: never;
}

/** The view of ruleset `Id` as it travels: its derived keys left out. */
export type SentView<Id extends RulesetId> = Omit<RulesetViews[Id], DerivedKeys[Id]>;

/** A game's view with the ruleset it belongs to: `ruleset` tells which view `view` is. */
export type GameView = { [Id in RulesetId]: { ruleset: Id; view: RulesetViews[Id] } }[RulesetId];

/** Any ruleset's view as sent (what a `v` message of some table carries). */
export type AnySentView = { [Id in RulesetId]: SentView<Id> }[RulesetId];

/** Any ruleset's complete view. */
export type AnyView = RulesetViews[RulesetId];

/** Whether `id` names one of the rulesets (a table's `ruleset` comes from the synced state as a string). */
export function isRulesetId(id: string): id is RulesetId {
  return id in RULESET_IDS;
}

const RULESET_IDS: Record<RulesetId, true> = { fox: true, euchre: true, kierki: true, skat: true, bridge: true, krendzu: true, ktulu: true, werewolf: true };

/**
 * The game view of a table of ruleset `id` as a `GameView`. The one place where the JSON a ruleset's `view`
 * returns (or a client completed from what the server sent: `completeView`) is taken as that ruleset's view
 * type: each engine builds its view as a `RulesetViews[id]` (its view.ts), and the wire carries exactly that,
 * less the derived keys that `completeView` puts back.
 */
export function gameView<Id extends RulesetId>(id: Id, view: object): GameView {
  return { ruleset: id, view: viewAs(id, view) } as GameView;
}

/** The JSON of ruleset `id`'s `view` (or a completed received view) as that ruleset's view type (see `gameView`). */
export function viewAs<Id extends RulesetId>(_id: Id, view: object): RulesetViews[Id] {
  return view as RulesetViews[Id];
}

/** The view of `snapshot` if its game is `id`, else null (before the first game, or another game's table). */
export function viewOf<Id extends RulesetId>(snapshot: { game: GameView | null }, id: Id): RulesetViews[Id] | null {
  const game = snapshot.game;
  return game !== null && game.ruleset === id ? (game.view as RulesetViews[Id]) : null;
}
