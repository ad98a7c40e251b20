/**
 * Real colyseus.js clients for integration tests: each records the raw bytes its socket receives, the
 * messages it gets, and rebuilds its own merged view exactly as the browser client does.
 */
import { Client, type Room } from "colyseus.js";
import { completeView, getRuleset, ReceivedView, VIEW_MESSAGE, type JsonObject, type ViewMessage } from "@salon/shared";

export interface ErrorMessage {
  code: string;
  message: string;
}

export class TestClient {
  readonly bytes: Buffer[] = [];
  readonly errors: ErrorMessage[] = [];
  readonly messages: { type: string; payload: unknown }[] = [];
  you: { seat: number | null; role: string } | null = null;
  /** The claim secret of the seat (or chair) this client was last given, kept apart from `you`. */
  claim: string | undefined;
  /** The view as received (`v` messages): derived keys left out. */
  readonly received = new ReceivedView();

  private constructor(readonly room: Room) {
    (room.connection as any).transport.ws.on("message", (d: Buffer) => this.bytes.push(Buffer.from(d)));
    room.onMessage("you", ({ claim, ...you }) => {
      this.you = you;
      if (claim) this.claim = claim;
    });
    room.onMessage("error", (m: ErrorMessage) => this.errors.push(m));
    room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => this.received.apply(m));
    room.onMessage("*", (type, payload) => this.messages.push({ type: String(type), payload }));
    room.onMessage("chat", (m) => this.messages.push({ type: "chat", payload: m }));
    room.onMessage("chatLog", () => undefined);
  }

  static async create(url: string, options: Record<string, unknown>): Promise<TestClient> {
    const c = new TestClient(await new Client(url).create("table", options));
    await c.firstState();
    return c;
  }

  static async join(url: string, roomId: string, options: Record<string, unknown>): Promise<TestClient> {
    const c = new TestClient(await new Client(url).joinById(roomId, options));
    await c.firstState();
    return c;
  }

  static async reconnect(url: string, token: string): Promise<TestClient> {
    const c = new TestClient(await new Client(url).reconnect(token));
    await c.firstState();
    return c;
  }

  private firstState(): Promise<void> {
    return this.until(() => this.room.state?.seats !== undefined && this.you !== null && this.received.wholes > 0);
  }

  get state(): any {
    return this.room.state;
  }

  /**
   * This client's whole view, rebuilt as the browser client does: the received view and the keys its
   * ruleset lets it recompute. Equals the engine's view(state, viewer) (the room's own `takeBack` left out:
   * read it with `mayTakeBack`).
   */
  view(): JsonObject {
    const rules = getRuleset(this.state.ruleset);
    if (!rules) throw new Error(`unknown ruleset ${this.state.ruleset}`);
    const seat = this.you?.seat;
    const viewer = this.received.delayed || this.you?.role === "moderator" ? "moderator" : seat === null || seat === undefined ? "spectator" : seat;
    const { takeBack: _takeBack, ...view } = this.received.view;
    return completeView(rules, view, viewer);
  }

  /** Whether this client's view offers it a take-back now (`takeBack: true`, docs/protocol.md "Undo"). */
  mayTakeBack(): boolean {
    return this.received.view.takeBack === true;
  }

  /** Everything this client decoded, as text: the synced state and the view (JSON values inside JSON). */
  decodedText(): string {
    return JSON.stringify({ state: this.state.toJSON(), view: this.received.view });
  }

  /** Calls `fn` on every change this client sees: a state patch or a `v` message (after it was applied). */
  onChange(fn: () => void): () => void {
    const onState = () => fn();
    this.room.onStateChange(onState);
    const offView = this.room.onMessage(VIEW_MESSAGE, () => fn());
    return () => {
      this.room.onStateChange.remove(onState);
      offView();
    };
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Waits until `pred` holds on this client's state (checked on every change). */
  until(pred: () => boolean, ms = 5000, what = "condition"): Promise<void> {
    return new Promise((resolve, reject) => {
      let off = (): void => undefined;
      const check = () => {
        let ok = false;
        try {
          ok = pred();
        } catch {
          ok = false;
        }
        if (ok) {
          clearTimeout(timer);
          off();
          clearInterval(poll);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        off();
        clearInterval(poll);
        reject(new Error(`${what} not met within ${ms} ms (client ${this.you?.role} ${this.you?.seat}; errors: ${JSON.stringify(this.errors)})`));
      }, ms);
      // Other messages (errors, `you`) fire nothing, so poll lightly as well.
      const poll = setInterval(check, 10);
      off = this.onChange(check);
      check();
    });
  }

  /** Waits for the next `error` message after `count` errors had arrived. */
  nextError(count: number, ms = 3000): Promise<ErrorMessage> {
    return this.until(() => this.errors.length > count, ms).then(() => this.errors[count]);
  }

  /** Bytes received since `from` (an index into `bytes`). */
  bytesSince(from: number): Buffer {
    return Buffer.concat(this.bytes.slice(from));
  }

  async leave(consented = true): Promise<void> {
    await this.room.leave(consented);
  }

  /** Drops the socket abruptly, as a lost connection does. */
  drop(): void {
    (this.room.connection as any).transport.ws.terminate();
  }
}

/** Card codes found in decoded text: as JSON strings, or as JSON inside JSON. */
export function cardsInText(text: string, pattern: RegExp): Set<string> {
  const found = new Set<string>();
  const re = new RegExp(`(?:\\\\"|")(${pattern.source})(?:\\\\"|")`, "g");
  for (const m of text.matchAll(re)) found.add(m[1]);
  return found;
}

/**
 * The cards of `codes` that occur in raw bytes as they are encoded on the wire: a length-prefixed string
 * (schema and msgpack both use 0xa0|len for short strings) or a JSON string inside a longer string.
 */
export function cardsInBytes(buf: Buffer, codes: Iterable<string>): string[] {
  const found: string[] = [];
  for (const code of codes) {
    const prefixed = Buffer.concat([Buffer.from([0xa0 | code.length]), Buffer.from(code, "latin1")]);
    const quoted = Buffer.from(`"${code}"`, "latin1");
    if (buf.includes(prefixed) || buf.includes(quoted)) found.push(code);
  }
  return found;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Mia creates a table of `seats` for `ruleset` and takes the chair as its human moderator (bots move at
 * once): the moderated table the Werewolf, Ktulu and pause tests start from.
 */
export function tableMiaModerates(url: string, ruleset: string, seats: number, options: Record<string, unknown> = {}): Promise<TestClient> {
  return TestClient.create(url, { ruleset, name: "Mia", seats, botDelayMs: 1, moderate: true, options: { moderator: "human", ...options } });
}

/**
 * Polls `pred` (mostly the server's own state, which fires no client change) every 3 ms until it holds;
 * after `ms` it throws "`what`: the server did not move".
 */
export async function waitFor(pred: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`${what}: the server did not move`);
    await new Promise((r) => setTimeout(r, 3));
  }
}

/**
 * A player's connection is lost mid-hand: `player` (at `seat`) drops, and `other` sees the seat go
 * unconnected. Returns what the player held and its reconnection token, from before the drop.
 */
export async function dropMidHand(player: TestClient, seat: number, other: TestClient): Promise<{ hand: string[]; token: string }> {
  const hand = (player.view().hand as string[]).slice();
  const token = player.room.reconnectionToken;
  player.drop();
  await other.until(() => other.state.seats[seat].connected === false);
  return { hand, token };
}

/**
 * A client's view as the engine gives it: without the deal analyses the room adds to live views after a deal
 * has ended (docs/protocol.md, "Deal analyses"), for comparing with `rules.view`.
 */
export function engineView(view: JsonObject): JsonObject {
  if (!("analyses" in view)) return view;
  const { analyses: _analyses, ...rest } = view;
  return rest;
}
