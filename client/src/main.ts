/**
 * Entry point: styles, test hooks, and the router that swaps the lobby and table screens. Only the lobby is
 * in this chunk: the table (with Pixi and the game's code), the replay viewer and the games pages are
 * loaded on demand, when their route is first shown.
 */
import "./styles/app.css";
import { startRouter, type Route } from "./app/router";
import type { Screen } from "./app/screen";
import { installTestHooks } from "./app/testHooks";
import { initI18n } from "./i18n/i18n";
import { applyDisplaySettings } from "./net/profile";
import { LobbyScreen } from "./screens/lobby/lobbyScreen";

const root = document.getElementById("app") as HTMLElement;
let screen: Screen | null = null;
let shownKey = "";

function screenFor(route: Route): [string, () => Screen | Promise<Screen>] {
  switch (route.name) {
    case "table":
      return [`table:${route.roomId}`, () => import("./screens/table/tableScreen").then((m) => new m.TableScreen(route.roomId))];
    case "replay":
      return [`replay:${route.tableId}:${route.gameNo}`, () => import("./screens/replay/replayScreen").then((m) => new m.ReplayScreen(route.tableId, route.gameNo, route.key))];
    case "games":
      return ["games", () => import("./screens/games/gamesScreen").then((m) => new m.GamesScreen())];
    case "claim":
      return ["claim", () => import("./screens/games/claimScreen").then((m) => new m.ClaimScreen())];
    case "event":
      return [`event:${route.eventId ?? ""}`, () => import("./screens/events/eventScreen").then((m) => new m.EventScreen(route.eventId))];
    default:
      return ["lobby", () => new LobbyScreen()];
  }
}

function show(route: Route): void {
  const [key, make] = screenFor(route);
  if (key === shownKey) return;
  shownKey = key;
  screen?.unmount();
  screen = null;
  const made = make();
  const mount = (next: Screen) => {
    // The route may have changed while the screen's code was downloading.
    if (shownKey !== key) return;
    screen = next;
    sessionStorage.removeItem("salon.reloaded");
    next.mount(root);
    window.scrollTo(0, 0);
  };
  if (made instanceof Promise) {
    made.then(mount, (err: unknown) => {
      // Its code did not download (a new build replaced it, or the network): load the page afresh, once.
      console.error(err);
      if (shownKey !== key || sessionStorage.getItem("salon.reloaded") === location.href) return;
      sessionStorage.setItem("salon.reloaded", location.href);
      location.reload();
    });
  } else mount(made);
}

applyDisplaySettings();
installTestHooks();
// The page's language catalogue first: no screen is drawn before its words are there.
initI18n().then(
  () => startRouter(show),
  (err: unknown) => {
    // The catalogue did not download (a new build replaced it, or the network): load the page afresh, once.
    console.error(err);
    if (sessionStorage.getItem("salon.reloaded") === location.href) return;
    sessionStorage.setItem("salon.reloaded", location.href);
    location.reload();
  },
);
