/** Entry point: styles, test hooks, and the router that swaps the lobby and table screens. */
import "./styles/app.css";
import { startRouter, type Route } from "./app/router";
import type { Screen } from "./app/screen";
import { installTestHooks } from "./app/testHooks";
import { initI18n } from "./i18n/i18n";
import { ClaimScreen } from "./screens/games/claimScreen";
import { GamesScreen } from "./screens/games/gamesScreen";
import { LobbyScreen } from "./screens/lobby/lobbyScreen";
import { ReplayScreen } from "./screens/replay/replayScreen";
import { TableScreen } from "./screens/table/tableScreen";

const root = document.getElementById("app") as HTMLElement;
let screen: Screen | null = null;
let shownKey = "";

function screenFor(route: Route): [string, () => Screen] {
  switch (route.name) {
    case "table":
      return [`table:${route.roomId}`, () => new TableScreen(route.roomId)];
    case "replay":
      return [`replay:${route.tableId}:${route.gameNo}`, () => new ReplayScreen(route.tableId, route.gameNo, route.key)];
    case "games":
      return ["games", () => new GamesScreen()];
    case "claim":
      return ["claim", () => new ClaimScreen()];
    default:
      return ["lobby", () => new LobbyScreen()];
  }
}

function show(route: Route): void {
  const [key, make] = screenFor(route);
  if (key === shownKey) return;
  shownKey = key;
  screen?.unmount();
  screen = make();
  screen.mount(root);
  window.scrollTo(0, 0);
}

initI18n();
installTestHooks();
startRouter(show);
