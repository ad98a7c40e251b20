/**
 * Seats and who holds them: taking, leaving and vacating seats, bots in seats, and the rule that nobody may
 * see two hands of one game. A seated client gets its own StateView holding its seat (and so its private Doc).
 */
import type { Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { TableState } from "../schema";
import { Refusal } from "./refusals";
import type { Session } from "./sessions";

const BOT_NAMES = ["Ada", "Bede", "Cleo", "Dara", "Emil", "Fenna", "Gus", "Hana"];

/** What seating needs from the room. */
export interface SeatingHost {
  readonly state: TableState;
  readonly clients: ReadonlyArray<Client>;
}

export class Seating {
  readonly sessions = new Map<string, Session>();
  /** Who held which seat in the current game, by session id. */
  private holders = new Map<string, number>();

  constructor(private readonly host: SeatingHost) {}

  get playing(): boolean {
    return this.host.state.status === "playing";
  }

  /** The lowest free seat, or -1. */
  firstFree(): number {
    return this.host.state.seats.findIndex((s) => s.kind === "empty");
  }

  isFull(): boolean {
    return this.firstFree() < 0;
  }

  /** A new game starts: whoever sits now holds that seat for the whole game. */
  newGame(): void {
    this.holders = new Map();
    for (const [id, s] of this.sessions) if (s.seat !== null) this.holders.set(id, s.seat);
  }

  /** Why this client may not take `seat` now (null: it may). */
  whyNot(client: Client, seat: number): string | null {
    const held = this.holders.get(client.sessionId);
    if (this.playing && held !== undefined && held !== seat) {
      return `You played seat ${held + 1} in this game; you cannot take another seat until it ends`;
    }
    return null;
  }

  check(seat: number): void {
    if (seat >= this.host.state.seats.length) throw new Refusal("bad_seat", `There is no seat ${seat + 1}`, { seat });
  }

  /**
   * A joiner takes the seat it asked for, or the lowest free one unless it came to watch. A seat asked for
   * that does not exist or is taken refuses the join (the message is shown to the joiner).
   */
  arrive(client: Client, session: Session, wish: { seat?: number; spectate?: boolean }): void {
    if (wish.spectate) return;
    const seats = this.host.state.seats;
    if (wish.seat !== undefined) {
      if (wish.seat >= seats.length) throw new Error(`cannot join: there is no seat ${wish.seat + 1}`);
      if (seats[wish.seat].kind !== "empty") throw new Error(`cannot join: seat ${wish.seat + 1} is taken`);
    }
    const wanted = wish.seat ?? this.firstFree();
    if (wanted >= 0 && this.whyNot(client, wanted) === null) this.seat(client, session, wanted);
  }

  /** Seats `client` at `seat` (checked by the caller) and lets it see that seat's private Doc. */
  seat(client: Client, session: Session, seat: number): void {
    const s = this.host.state.seats[seat];
    s.kind = "human";
    s.name = session.name;
    s.connected = true;
    session.role = "player";
    session.seat = seat;
    if (this.playing) this.holders.set(client.sessionId, seat);
    client.view = new StateView();
    client.view.add(s);
  }

  /** A spectator (or a player before the game starts) moves to a free seat. */
  sit(client: Client, session: Session, seat: number, onLeaveAudience: () => void): void {
    if (session.role === "moderator") throw new Refusal("not_allowed", "The moderator sees every hand and cannot take a seat");
    this.check(seat);
    if (this.host.state.seats[seat].kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`, { seat });
    const why = this.whyNot(client, seat);
    if (why) throw new Refusal("not_allowed", why);
    if (session.seat !== null) {
      if (this.playing) throw new Refusal("not_allowed", "You cannot change seats during a game");
      this.vacate(session.seat);
      client.view = undefined;
    } else {
      onLeaveAudience();
    }
    this.seat(client, session, seat);
  }

  /** A player leaves the seat and watches; mid-game the seat waits for someone to sit or a bot. */
  stand(client: Client, session: Session): void {
    if (session.seat === null) throw new Refusal("not_seated", "You are not seated");
    this.vacate(session.seat);
    session.seat = null;
    session.role = "spectator";
    client.view = undefined;
  }

  addBot(seat: number): void {
    this.check(seat);
    const s = this.host.state.seats[seat];
    if (s.kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`, { seat });
    s.kind = "bot";
    s.name = `${BOT_NAMES[seat % BOT_NAMES.length]} (bot)`;
    s.connected = true;
  }

  removeBot(seat: number): void {
    this.check(seat);
    if (this.host.state.seats[seat].kind !== "bot") throw new Refusal("bad_seat", `Seat ${seat + 1} has no bot`, { seat });
    this.vacate(seat);
  }

  /** Empties a seat; whoever sat there (a dropped player's session) becomes seatless. */
  vacate(seat: number): void {
    const s = this.host.state.seats[seat];
    s.kind = "empty";
    s.name = "";
    s.connected = false;
    for (const [id, session] of this.sessions) {
      if (session.seat !== seat) continue;
      session.seat = null;
      const client = this.host.clients.find((c) => c.sessionId === id);
      if (client) client.view = undefined;
    }
  }

  /** The StateViews of the clients seated at `seat` (normally one). */
  viewsOf(seat: number): StateView[] {
    const views: StateView[] = [];
    for (const client of this.host.clients) {
      if (this.sessions.get(client.sessionId)?.seat === seat && client.view) views.push(client.view);
    }
    return views;
  }

  sessionOf(client: Client): Session {
    const session = this.sessions.get(client.sessionId);
    if (!session) throw new Refusal("not_allowed", "You are not at this table");
    return session;
  }
}
