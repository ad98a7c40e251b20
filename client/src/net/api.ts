/** The HTTP API (docs/protocol.md, "HTTP"): rulesets for the create form, public rooms for the lobby. */
import type { RoomListing, RulesetInfo } from "./types";

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

export function fetchRulesets(): Promise<RulesetInfo[]> {
  return getJson<RulesetInfo[]>("/api/rulesets");
}

export function fetchRooms(): Promise<RoomListing[]> {
  return getJson<RoomListing[]>("/api/rooms");
}
