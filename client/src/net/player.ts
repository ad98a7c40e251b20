/**
 * This browser's player identity (docs/protocol.md, "Players"): made on first need without signing up, kept
 * in localStorage (`salon.player`: id, name, secret). The secret goes to the server in create and join
 * options and as `Authorization: Bearer` for "My games"; it is never shown to anybody else. Another device
 * gets its own secret for the same player with a one-time code (`/claim#<code>`).
 */
import { storedName } from "./profile";

export interface Identity {
  id: string;
  name: string;
  secret: string;
}

const KEY = "salon.player";
let pending: Promise<Identity | null> | null = null;

export function storedIdentity(): Identity | null {
  try {
    const raw = localStorage.getItem(KEY);
    const p = raw ? (JSON.parse(raw) as Partial<Identity>) : null;
    return p && typeof p.id === "string" && typeof p.secret === "string" ? { id: p.id, name: p.name ?? "", secret: p.secret } : null;
  } catch {
    return null;
  }
}

export function keepIdentity(p: Identity): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* private mode: the identity lasts for this page */
  }
}

/**
 * The identity, made the first time it is needed; null when the server keeps no players (no database) or
 * cannot be reached — play still works, it just is not remembered.
 */
export function ensureIdentity(): Promise<Identity | null> {
  const known = storedIdentity();
  if (known) return Promise.resolve(known);
  pending ??= (async () => {
    try {
      const res = await fetch("/api/players", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: storedName() || "Player" }),
      });
      if (!res.ok) return null;
      const p = (await res.json()) as Identity;
      keepIdentity(p);
      return p;
    } catch {
      return null;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** The secret to send with create and join options, if there is an identity. */
export async function playerOption(): Promise<{ player?: string }> {
  const p = await ensureIdentity();
  return p ? { player: p.secret } : {};
}

/** Keeps the server's name for this player in step with the name typed in the lobby. */
export async function renameIdentity(name: string): Promise<void> {
  const p = storedIdentity();
  if (!p || p.name === name) return;
  const res = await fetch("/api/me", {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${p.secret}` },
    body: JSON.stringify({ name }),
  }).catch(() => null);
  if (res?.ok) keepIdentity({ ...p, name });
}

/** Headers for the player's own requests. */
export function authHeaders(): Record<string, string> {
  const p = storedIdentity();
  return p ? { authorization: `Bearer ${p.secret}` } : {};
}
