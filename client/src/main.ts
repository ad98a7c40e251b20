/** Entry point: styles, test hooks, and the router that swaps the lobby and table screens. */
import "./styles/app.css";
import { startRouter, type Route } from "./app/router";
import type { Screen } from "./app/screen";
import { installTestHooks } from "./app/testHooks";
import { LobbyScreen } from "./screens/lobby/lobbyScreen";
import { TableScreen } from "./screens/table/tableScreen";

const root = document.getElementById("app") as HTMLElement;
let screen: Screen | null = null;
let shownKey = "";

function show(route: Route): void {
  const key = route.name === "table" ? `table:${route.roomId}` : "lobby";
  if (key === shownKey) return;
  shownKey = key;
  screen?.unmount();
  screen = route.name === "table" ? new TableScreen(route.roomId) : new LobbyScreen();
  screen.mount(root);
  window.scrollTo(0, 0);
}

installTestHooks();
startRouter(show);
