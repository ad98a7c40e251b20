/**
 * Entry point: styles, test hooks, and the router that swaps the lobby and table screens. Only the lobby is
 * in this chunk: the table (with Pixi and the game's code), the replay viewer and the games pages are
 * loaded on demand, when their route is first shown. The page's language catalogue is a chunk of its own,
 * loaded beside them (i18n/i18n.ts); a screen is made only once both are there.
 */
import "./styles/app.css";
import { parseRoute, startRouter, type Route } from "./app/router";
import type { Screen } from "./app/screen";
import { markStep } from "./app/marks";
import { installTestHooks } from "./app/test-hooks";
import { initI18n } from "./i18n/i18n";
import { askEarly, fetchRooms, fetchRulesets, pending, tableProbePath } from "./net/api";
import { ensureIdentity } from "./net/player";
import { applyDisplaySettings } from "./net/profile";
import { LobbyScreen } from "./screens/lobby/lobby-screen";
import { askBeforeTable, willAskName } from "./screens/table/entry";

const root = document.getElementById("app") as HTMLElement;
let screen: Screen | null = null;
let shownKey = "";

// The page's language catalogue, first of all: no screen is made before its words are there.
markStep("entry");
const words = initI18n().then(() => markStep("words"));

/** A screen made once its code and the catalogue are both there; the two download side by side. */
function after<M>(code: Promise<M>, make: (m: M) => Screen): Promise<Screen> {
  return Promise.all([code, words]).then(([m]) => make(m));
}

/**
 * The lobby, made once its words are there and drawn with the server's first answers (the games, the open
 * tables) when they come soon after: one layout of the whole page instead of two, which on a slow phone is
 * a third of a second (npm run bench:web). Answers that are late are filled in when they come, as before.
 */
function lobbyScreen(): Promise<Screen> {
  const first = { rulesets: pending(fetchRulesets()), rooms: pending(fetchRooms()) };
  const soon = (p: Promise<unknown>) => Promise.race([p.catch(() => null), words.then(() => new Promise((res) => setTimeout(res, LOBBY_WAIT_MS)))]);
  return Promise.all([words, soon(first.rulesets.promise), soon(first.rooms.promise)]).then(() => new LobbyScreen(first));
}

/** How long the lobby waits, once its words are there, for the answers it draws at once. */
const LOBBY_WAIT_MS = 400;

function screenFor(route: Route): [string, () => Promise<Screen>] {
  switch (route.name) {
    case "table":
      return [
        `table:${route.roomId}`,
        () => {
          // The table's code downloads (and runs) while the visitor is asked for a name, if it must be: then after
          // the words, which the name prompt waits for and which would share the line with it (index.html does the
          // same); at once otherwise.
          const table = () => import("./screens/table/table-screen");
          const code = willAskName(route.roomId) ? words.then(table) : table();
          // Pixi starts while the name is typed: a slow phone takes a good part of a second for it.
          void code.then(() => import("./app/pixi-stage").then((m) => m.pixiStage())).catch(() => undefined);
          return words.then(() => askBeforeTable(route.roomId)).then(() => after(code, (m) => new m.TableScreen(route.roomId)));
        },
      ];
    case "replay":
      return [
        `replay:${route.tableId}:${route.gameNo}`,
        () => after(import("./screens/replay/replay-screen"), (m) => new m.ReplayScreen(route.tableId, route.gameNo, route.key)),
      ];
    case "games":
      return ["games", () => after(import("./screens/games/games-screen"), (m) => new m.GamesScreen())];
    case "claim":
      return ["claim", () => after(import("./screens/games/claim-screen"), (m) => new m.ClaimScreen())];
    case "event":
      return [`event:${route.eventId ?? ""}`, () => after(import("./screens/events/event-screen"), (m) => new m.EventScreen(route.eventId))];
    default:
      return ["lobby", () => lobbyScreen()];
  }
}

function show(route: Route): void {
  const [key, make] = screenFor(route);
  if (key === shownKey) return;
  shownKey = key;
  screen?.unmount();
  screen = null;
  make().then(
    (next: Screen) => {
      // The route may have changed while the screen's code (or the catalogue) was downloading.
      if (shownKey !== key) return;
      screen = next;
      sessionStorage.removeItem("salon.reloaded");
      next.mount(root);
      window.scrollTo(0, 0);
    },
    (err: unknown) => {
      // Its code or the catalogue did not download (a new build replaced it, or the network): load the page
      // afresh, once.
      console.error(err);
      if (shownKey !== key || sessionStorage.getItem("salon.reloaded") === location.href) return;
      sessionStorage.setItem("salon.reloaded", location.href);
      location.reload();
    },
  );
}

// What the first screen asks the server first, asked now: the answer comes while the catalogue (and the
// screen's code) download, instead of after them.
const first = parseRoute(location.pathname, location.search);
if (first.name === "lobby") ["/api/rulesets", "/api/rooms"].forEach(askEarly);
else if (first.name === "table") {
  askEarly(tableProbePath(first.roomId));
  // A visitor about to be asked a name is about to sit down: its identity is made now, before the table's code
  // takes the six connections HTTP/1.1 allows, so the join after the name waits for one request less (issue 29).
  if (willAskName(first.roomId)) void ensureIdentity();
}

applyDisplaySettings();
installTestHooks();
startRouter(show);
