/**
 * Everyone at a table who is not in a seat: spectators (counted in the public state; they get the public
 * view, or the kibitzers' delayed picture) and the moderator, who gets the moderator's view.
 *
 * The moderator's chair is taken by the creator when it asked at creation (join options cannot ask for it),
 * and taken back like a seat: with the chair's claim secret, given to the moderator only.
 */
import type { Client } from "@colyseus/core";
import { randomBytes } from "node:crypto";
import type { TableModel } from "./table-model";
import { hashSecret } from "./claims";
import type { Kibitz } from "./kibitz";
import type { Session } from "./sessions";

export interface Chair {
  name: string;
  claimHash: string | null;
}

export class Audience {
  /** The creator's right to the chair, used by its first join only. */
  private creatorSits: boolean;
  private chair: Chair | null = null;
  /** The creator's player identity, and whether the creator's own first join is still to come. */
  private hostPlayer: string | null = null;
  private creatorToCome = false;

  constructor(
    private readonly model: TableModel,
    creatorModerates: boolean,
    readonly kibitz: Kibitz,
  ) {
    this.creatorSits = creatorModerates;
  }

  /** A new table: its creator joins next (and may come back later under its player identity). */
  expectCreator(playerId: string | null): void {
    this.hostPlayer = playerId;
    this.creatorToCome = true;
  }

  /** After a restart: the host is whoever holds the creator's player identity. */
  restoreHost(playerId: string | null): void {
    this.hostPlayer = playerId;
  }

  /** The table's host: its creator (the first join), or the creator's player identity coming back. */
  isHost(session: Session): boolean {
    const first = this.creatorToCome;
    this.creatorToCome = false;
    return first || (this.hostPlayer !== null && session.playerId === this.hostPlayer);
  }

  /** The chair as stored (null when nobody moderates). */
  get stored(): Chair | null {
    return this.chair;
  }

  /** After a restart: the chair waits for its moderator's claim. */
  restore(chair: Chair | null): void {
    this.creatorSits = false;
    this.chair = chair;
    this.model.moderator = chair?.name ?? "";
  }

  /** Seats the creator in the chair when it asked for it at creation; returns the chair's claim secret. */
  takeChair(session: Session): string | null {
    if (!this.creatorSits) return null;
    this.creatorSits = false;
    const secret = randomBytes(24).toString("base64url");
    this.chair = { name: session.name, claimHash: hashSecret(secret) };
    this.seatModerator(session);
    return secret;
  }

  /** The moderator comes back with the chair's claim; false when the secret does not open it. */
  reclaimChair(session: Session, secret: string): boolean {
    if (!this.chair?.claimHash || secret.length > 200 || hashSecret(secret) !== this.chair.claimHash) return false;
    session.name = this.chair.name;
    this.seatModerator(session);
    return true;
  }

  /**
   * Someone starts watching: counted, and remembered when the table shows kibitzers every hand (then it may
   * not play in this game). A table without spectators refuses.
   */
  watch(client: Client | undefined, session: Session, clientId: string | null = client?.sessionId ?? null): void {
    if (this.kibitz.mode === "none") throw new Error("cannot join: this table has no spectators");
    this.model.spectators++;
    this.kibitz.admit([clientId, session.playerId]);
  }

  unwatch(): void {
    this.model.spectators = Math.max(0, this.model.spectators - 1);
  }

  /** A session leaves the table for good; a moderator's chair stays reserved for its claim. */
  leave(session: Session): void {
    if (session.role === "spectator") this.unwatch();
    if (session.role === "moderator") this.model.moderator = "";
  }

  private seatModerator(session: Session): void {
    session.role = "moderator";
    this.model.moderator = this.chair?.name ?? session.name;
  }
}
