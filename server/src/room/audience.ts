/**
 * Everyone at a table who is not in a seat: spectators (counted in the public state; they get the public
 * view only, so they hold no StateView) and the moderator, who shares one StateView that sees every Doc.
 */
import type { Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { TableState } from "../schema";
import type { Session } from "./sessions";

export class Audience {
  /** Shared by every moderator connection: encoded once per patch. */
  readonly modView = new StateView();
  /** The creator's claim on the moderator's chair, used by its first join only. */
  private chairFor: "creator" | null;

  constructor(
    private readonly state: TableState,
    creatorModerates: boolean,
  ) {
    this.chairFor = creatorModerates ? "creator" : null;
    this.modView.add(state.mod);
  }

  /** Seats the creator in the moderator's chair when it asked for it at creation (join options cannot). */
  takeChair(client: Client, session: Session): boolean {
    if (this.chairFor !== "creator") return false;
    this.chairFor = null;
    session.role = "moderator";
    this.state.moderator = session.name;
    client.view = this.modView;
    return true;
  }

  watch(): void {
    this.state.spectators++;
  }

  unwatch(): void {
    this.state.spectators = Math.max(0, this.state.spectators - 1);
  }

  /** A session leaves the table for good. */
  leave(session: Session): void {
    if (session.role === "spectator") this.unwatch();
    if (session.role === "moderator") this.state.moderator = "";
  }
}
