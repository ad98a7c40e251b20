/**
 * Seats and who holds them: taking, leaving and vacating seats, bots in seats, and the rules that nobody may
 * see two hands of one game — one seat per person, by connection and by player identity — and that a dropped
 * player's seat stays theirs until the game ends: a bot may keep it warm, but only the player's claim or the
 * table's host (`release`, after a warning) frees it. A seated client is sent its seat's view
 * (room/view-channel.ts).
 */
import type { Client } from "@colyseus/core";
import type { BotLevel } from "@salon/shared";
import type { TableModel } from "./table-model";
import { botIn, seatBot } from "./bot-seats";
import { SeatClaims } from "./claims";
import { Refusal } from "./refusals";
import type { Session } from "./sessions";

/** What seating needs from the room. */
export interface SeatingHost {
  readonly model: TableModel;
  readonly clients: ReadonlyArray<Client>;
}

export class Seating {
  readonly sessions = new Map<string, Session>();
  /** Who held which seat in the current game, by session id. */
  private holders = new Map<string, number>();
  /** Who held which seat in the current game, by player identity. */
  private personHolders = new Map<string, number>();
  /** Each seat's claim, kept in the table model (`SeatModel.claim`). */
  readonly claims: SeatClaims;

  constructor(private readonly host: SeatingHost) {
    this.claims = new SeatClaims(host.model.seats);
  }

  get playing(): boolean {
    return this.host.model.status === "playing";
  }

  /** The lowest free seat, or -1. */
  firstFree(): number {
    return this.host.model.seats.findIndex((s) => s.kind === "empty");
  }

  isFull(): boolean {
    return this.firstFree() < 0;
  }

  /** A new game starts: whoever sits now holds that seat for the whole game. */
  newGame(): void {
    this.holders = new Map();
    this.personHolders = new Map();
    for (const [id, s] of this.sessions) if (s.seat !== null) this.holders.set(id, s.seat);
    this.host.model.seats.forEach((s, seat) => void (s.player !== null && s.kind !== "empty" && this.personHolders.set(s.player, seat)));
  }

  /** The seat a person holds at this table (seated, away, or kept warm), or played in the running game; null if none. */
  seatOfPerson(playerId: string | null, played = true): number | null {
    if (!playerId) return null;
    const held = this.host.model.seats.findIndex((s) => s.player === playerId && s.kind !== "empty");
    if (held >= 0) return held;
    return played && this.playing ? (this.personHolders.get(playerId) ?? null) : null;
  }

  /** Why this client may not take `seat` now (null: it may). */
  whyNot(client: Client, session: Session, seat: number): Refusal | null {
    const held = this.holders.get(client.sessionId);
    if (this.playing && held !== undefined && held !== seat) {
      return new Refusal("not_allowed", `You played seat ${held + 1} in this game; you cannot take another seat until it ends`, {
        reason: "played_other_seat",
      });
    }
    const mine = this.seatOfPerson(session.playerId);
    // Moving from one's own seat to another before a game starts is fine; holding two is not.
    if (mine !== null && mine !== seat && !(session.seat === mine && !this.playing)) {
      return new Refusal("one_seat", `you already hold seat ${mine + 1} at this table (one seat per person)`, { seat: mine });
    }
    return null;
  }

  check(seat: number): void {
    if (seat >= this.host.model.seats.length) throw new Refusal("bad_seat", `There is no seat ${seat + 1}`, { seat });
  }

  /**
   * A joiner takes back the seat its claim secret opens, or the seat it asked for, or the lowest free one
   * unless it came to watch. A seat asked for that does not exist or is taken refuses the join (the message
   * is shown to the joiner); so does a claim that opens nothing. Returns a newly issued claim secret, and
   * the sessions a claim displaced (they watch from now on).
   */
  arrive(
    client: Client,
    session: Session,
    wish: { seat?: number; spectate?: boolean; claim?: { seat: number; secret: string } },
  ): { claim: string | null; displaced: Session[] } {
    const seats = this.host.model.seats;
    if (wish.claim) {
      const { seat, secret } = wish.claim;
      if (seat >= seats.length || seats[seat].kind === "empty" || !this.claims.matches(seat, secret)) {
        throw new Refusal("claim_invalid", "that seat is no longer yours (the game may have moved on without you)");
      }
      return { claim: null, displaced: this.reclaim(client, session, seat) };
    }
    // A person who holds a seat here comes back with its claim, never into a second seat or the audience.
    const mine = this.seatOfPerson(session.playerId, false);
    if (mine !== null)
      throw new Refusal("one_seat", `you already hold seat ${mine + 1} at this table: come back to it with its claim (one seat per person)`, { seat: mine });
    if (wish.spectate) return { claim: null, displaced: [] };
    if (wish.seat !== undefined) {
      if (wish.seat >= seats.length) throw new Refusal("bad_seat", `there is no seat ${wish.seat + 1}`, { seat: wish.seat });
      if (seats[wish.seat].kind !== "empty") throw new Refusal("seat_taken", `seat ${wish.seat + 1} is taken`, { seat: wish.seat });
      const why = this.whyNot(client, session, wish.seat);
      if (why) throw why;
    }
    const wanted = wish.seat ?? this.firstFree();
    const claim = wanted >= 0 && this.whyNot(client, session, wanted) === null ? this.seat(client, session, wanted) : null;
    return { claim, displaced: [] };
  }

  /**
   * The holder of a seat's claim comes back: whoever sits there now (its own older connection, or a bot
   * keeping the seat warm) gives it up, and the claim stays the same.
   */
  private reclaim(client: Client, session: Session, seat: number): Session[] {
    const displaced: Session[] = [];
    for (const [id, other] of this.sessions) {
      if (other.seat !== seat) continue;
      other.seat = null;
      other.role = "spectator";
      displaced.push(other);
      this.holders.delete(id);
    }
    this.place(client, session, seat);
    return displaced;
  }

  /** The session and player ids of everyone watching now. */
  watcherIds(): (string | null)[] {
    return [...this.sessions].flatMap(([id, s]) => (s.role === "spectator" ? [id, s.playerId] : []));
  }

  /** The connected client of a session, if it is connected now. */
  clientOf(session: Session): Client | undefined {
    for (const [id, s] of this.sessions) if (s === session) return this.host.clients.find((c) => c.sessionId === id);
    return undefined;
  }

  /** Seats `client` at a free `seat` (checked by the caller); returns the seat's new claim secret. */
  seat(client: Client, session: Session, seat: number): string {
    this.place(client, session, seat);
    return this.claims.issue(seat);
  }

  /** Puts `client` in `seat`: from the next change on it is sent that seat's view. */
  private place(client: Client, session: Session, seat: number): void {
    const s = this.host.model.seats[seat];
    s.warm = false;
    s.player = session.playerId ?? null;
    if (this.playing && session.playerId) this.personHolders.set(session.playerId, seat);
    s.kind = "human";
    s.level = "";
    s.name = session.name;
    s.connected = true;
    session.role = "player";
    session.seat = seat;
    if (this.playing) this.holders.set(client.sessionId, seat);
  }

  /** A spectator (or a player before the game starts) moves to a free seat. */
  sit(client: Client, session: Session, seat: number, onLeaveAudience: () => void): string {
    if (session.role === "moderator") throw new Refusal("not_allowed", "The moderator sees every hand and cannot take a seat", { reason: "moderator_seat" });
    this.check(seat);
    if (this.host.model.seats[seat].kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`, { seat });
    const why = this.whyNot(client, session, seat);
    if (why) throw why;
    if (session.seat !== null) {
      if (this.playing) throw new Refusal("not_allowed", "You cannot change seats during a game", { reason: "seat_change_in_game" });
      this.vacate(session.seat);
    } else {
      onLeaveAudience();
    }
    return this.seat(client, session, seat);
  }

  /** A player leaves the seat and watches; mid-game the seat waits for someone to sit or a bot. */
  stand(_client: Client, session: Session): void {
    if (session.seat === null) throw new Refusal("not_seated", "You are not seated");
    this.vacate(session.seat);
    session.seat = null;
    session.role = "spectator";
  }

  /** A bot plays an absent player's seat until the player's claim brings the player back. */
  keepWarm(seat: number): void {
    const s = this.host.model.seats[seat];
    if (s.kind !== "human") return;
    for (const session of this.sessions.values()) if (session.seat === seat) session.seat = null;
    s.kind = "bot";
    s.level = "normal";
    s.connected = true;
    s.warm = true;
  }

  keptWarm(seat: number): boolean {
    return this.host.model.seats[seat]?.warm ?? false;
  }

  /**
   * A seat kept for a player who is not here during a game: a bot keeps it warm, or (without takeover) it
   * waits, marked away. Only its player's claim or the host's `release` frees it.
   */
  reserved(seat: number): boolean {
    return this.playing && this.absent(seat);
  }

  /** A seat whose player is away: a bot keeps it warm, or it waits for its claim with nobody connected there. */
  absent(seat: number): boolean {
    const s = this.host.model.seats[seat];
    if (!s || s.claim === null) return false;
    if (s.warm) return true;
    if (s.kind !== "human") return false;
    // Within its grace period the player's session still holds the seat, but no connected client does.
    for (const session of this.sessions.values()) if (session.seat === seat && this.clientOf(session)) return false;
    return true;
  }

  /** A dropped player's grace period ended without takeover: the seat waits for its claim (or the host). */
  hold(seat: number): void {
    const s = this.host.model.seats[seat];
    s.connected = false;
    for (const session of this.sessions.values()) if (session.seat === seat) session.seat = null;
  }

  /** The host frees a seat kept for an absent player (after a warning): its claim ends; anyone may sit there. */
  release(seat: number): void {
    this.check(seat);
    if (!this.absent(seat)) throw new Refusal("bad_seat", `seat ${seat + 1} is not kept for an absent player`, { seat });
    this.vacate(seat);
  }

  playerOf(seat: number): string | null {
    return this.host.model.seats[seat]?.player ?? null;
  }

  /** After a restart: a seat as stored (the claim and the player behind it). */
  restore(seat: number, stored: { claimHash: string | null; playerId: string | null; botKeeps?: boolean }): void {
    const s = this.host.model.seats[seat];
    this.claims.restore(seat, stored.claimHash);
    s.player = stored.playerId ?? null;
    s.warm = stored.botKeeps === true;
  }

  /** True when some seat is held or reserved by a person (connected or away), bots' warm seats aside. */
  hasPeople(): boolean {
    return this.host.model.seats.some((s) => s.kind === "human");
  }

  /** A bot sits down at `level` (the lobby's default is normal). */
  addBot(seat: number, level: BotLevel = "normal"): void {
    this.check(seat);
    seatBot(this.host.model.seats[seat], seat, level);
  }

  setBotLevel(seat: number, level: BotLevel): void {
    this.check(seat);
    botIn(this.host.model.seats[seat], seat).level = level;
  }

  removeBot(seat: number): void {
    this.check(seat);
    botIn(this.host.model.seats[seat], seat);
    if (this.reserved(seat)) {
      throw new Refusal(
        "seat_reserved",
        `the bot in seat ${seat + 1} keeps it for a player who dropped out; only the host can release the seat (releaseSeat)`,
        { seat },
      );
    }
    this.vacate(seat);
  }

  /** Empties a seat; whoever sat there (a dropped player's session) becomes seatless, and its claim ends. */
  vacate(seat: number): void {
    this.claims.revoke(seat);
    const s = this.host.model.seats[seat];
    s.warm = false;
    s.player = null;
    s.kind = "empty";
    s.level = "";
    s.name = "";
    s.connected = false;
    for (const session of this.sessions.values()) if (session.seat === seat) session.seat = null;
  }

  sessionOf(client: Client): Session {
    const session = this.sessions.get(client.sessionId);
    if (session) return session;
    throw new Refusal("not_allowed", "You are not at this table", { reason: "not_at_table" });
  }
}
