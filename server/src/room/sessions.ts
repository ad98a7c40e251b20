/** Who is who at a table: one session per connected (or reconnecting) client. */
export type Role = "player" | "spectator" | "moderator";

export interface Session {
  role: Role;
  /** The seat a player holds, null for spectators and the moderator. */
  seat: number | null;
  /** The display name the client joined with (players' names are never translated or composed). */
  name: string;
  /** The lasting player identity behind this connection, when the client presented one. */
  playerId: string | null;
  /** The table's creator (its host): manages bots and starts games even when not seated. */
  host: boolean;
}

export function newSession(name: string, playerId: string | null = null): Session {
  return { role: "spectator", seat: null, name, playerId, host: false };
}
