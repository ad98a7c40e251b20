/** The HTTP API (docs/protocol.md, "HTTP"): rulesets for the create form, public rooms for the lobby. */
import type { HistoryEntry, RoomListing } from "@salon/shared/api";
import type { RulesetInfo } from "./types";

/** Answers asked for before the screen that reads them was made (main.ts, while its code loads), each read once. */
const early = new Map<string, Promise<Response>>();

declare global {
  interface Window {
    /** The answers index.html's first script asked for, before the entry chunk came (client/vite.config.ts). */
    __salonEarly?: Record<string, Promise<Response>>;
  }
}

/** Asks for `path` now (or takes the page's own early question); the next getJson or probeTable of the same path takes this answer. */
export function askEarly(path: string): void {
  if (early.has(path)) return;
  const page = window.__salonEarly;
  const asked = page?.[path];
  if (page && asked) delete page[path];
  const res = asked ?? fetch(path, { headers: { accept: "application/json" }, cache: "no-store" });
  res.catch(() => undefined);
  early.set(path, res);
}

function ask(path: string): Promise<Response> {
  const res = early.get(path);
  early.delete(path);
  return res ?? fetch(path, { headers: { accept: "application/json" }, cache: "no-store" });
}

/** An answer on its way, with its value once it has come: a screen draws what is there at once, the rest when it comes. */
export interface Pending<T> {
  readonly promise: Promise<T>;
  value?: T;
}

export function pending<T>(promise: Promise<T>): Pending<T> {
  const p: Pending<T> = { promise };
  promise.then(
    (v) => (p.value = v),
    () => undefined,
  );
  return p;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await ask(path);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

export function fetchRulesets(): Promise<RulesetInfo[]> {
  return getJson<RulesetInfo[]>("/api/rulesets");
}

export function fetchRooms(): Promise<RoomListing[]> {
  return getJson<RoomListing[]>("/api/rooms");
}

/** A readable error from an API answer (`{ error }`), or the status line. */
async function failure(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  return new Error(body?.error ?? `${res.status} ${res.statusText}`);
}

export type { HistoryEntry };

export async function fetchMyGames(headers: Record<string, string>, before?: string): Promise<{ games: HistoryEntry[]; next: string | null }> {
  const q = new URLSearchParams({ limit: "20", ...(before ? { before } : {}) });
  const res = await fetch(`/api/me/games?${q}`, { headers: { accept: "application/json", ...headers }, cache: "no-store" });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as { games: HistoryEntry[]; next: string | null };
}

/** A finished game's record (JSON), with the player's secret and/or a share key. */
export async function fetchRecord(tableId: string, gameNo: number, headers: Record<string, string>, key?: string): Promise<unknown> {
  const q = key ? `?key=${encodeURIComponent(key)}` : "";
  const res = await fetch(`/api/records/${encodeURIComponent(tableId)}/${gameNo}${q}`, {
    headers: { accept: "application/json", ...headers },
    cache: "no-store",
  });
  if (!res.ok) throw await failure(res);
  return res.json();
}

export async function shareRecord(tableId: string, gameNo: number, headers: Record<string, string>): Promise<{ key: string; link: string }> {
  const res = await fetch(`/api/records/${encodeURIComponent(tableId)}/${gameNo}/share`, {
    method: "POST",
    headers: { accept: "application/json", ...headers },
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as { key: string; link: string };
}

export async function startTransfer(headers: Record<string, string>): Promise<{ code: string; link: string; expiresAt: number }> {
  const res = await fetch("/api/me/transfer", { method: "POST", headers: { accept: "application/json", ...headers } });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as { code: string; link: string; expiresAt: number };
}

export async function claimTransfer(code: string): Promise<{ id: string; name: string; secret: string }> {
  const res = await fetch("/api/players/claim", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code }) });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as { id: string; name: string; secret: string };
}

/** What an invite link learns before asking for a name (`GET /api/tables/:id`). */
export interface TableProbe {
  id: string;
  ruleset: string;
  tableName: string;
  status: string;
  seats: number;
  /** A seat is free. */
  open: boolean;
  /** The table takes spectators. */
  watch: boolean;
}

export function tableProbePath(roomId: string): string {
  return `/api/tables/${encodeURIComponent(roomId)}`;
}

/**
 * Whether the table exists: its probe, or `{ code: "no_table" }` when the server says there is no such
 * table; null when the question could not be asked (an older server, or no answer): the join then decides.
 */
export async function probeTable(roomId: string): Promise<TableProbe | { code: string } | null> {
  try {
    const res = await ask(tableProbePath(roomId));
    const body = (await res.json().catch(() => null)) as (TableProbe & { code?: string }) | null;
    if (body?.code === "no_table") return { code: "no_table" };
    return res.ok && body ? body : null;
  } catch {
    return null;
  }
}
