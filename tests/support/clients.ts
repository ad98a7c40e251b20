/**
 * Real colyseus.js clients for integration tests: each records the raw bytes its socket receives, the
 * messages it gets, and rebuilds its own merged view exactly as the browser client does.
 */
import { Client, type Room } from "colyseus.js";
import { completeView, getRuleset, mergeViews, readDoc, type JsonObject } from "@salon/shared";

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

  private constructor(readonly room: Room) {
    (room.connection as any).transport.ws.on("message", (d: Buffer) => this.bytes.push(Buffer.from(d)));
    room.onMessage("you", ({ claim, ...you }) => {
      this.you = you;
      if (claim) this.claim = claim;
    });
    room.onMessage("error", (m: ErrorMessage) => this.errors.push(m));
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
    return this.until(() => this.room.state?.seats !== undefined && this.you !== null);
  }

  get state(): any {
    return this.room.state;
  }

  /**
   * This client's whole view, rebuilt as the browser client does: the public Doc, its own private Doc,
   * and the keys its ruleset lets it recompute. Equals the engine's view(state, viewer).
   */
  view(): JsonObject {
    const rules = getRuleset(this.state.ruleset);
    if (!rules) throw new Error(`unknown ruleset ${this.state.ruleset}`);
    const pub = readDoc(this.state.pub);
    const seat = this.you?.seat;
    if (this.you?.role === "moderator") return completeView(rules, mergeViews(pub, readDoc(this.state.mod?.doc)), "moderator");
    if (seat === null || seat === undefined) return completeView(rules, pub, "spectator");
    return completeView(rules, mergeViews(pub, readDoc(this.state.seats[seat]?.priv)), seat);
  }

  /** Everything this client decoded, as text (Doc values are JSON inside JSON). */
  decodedText(): string {
    return JSON.stringify(this.state.toJSON());
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Waits until `pred` holds on this client's state (checked on every change). */
  until(pred: () => boolean, ms = 5000, what = "condition"): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        let ok = false;
        try {
          ok = pred();
        } catch {
          ok = false;
        }
        if (ok) {
          clearTimeout(timer);
          this.room.onStateChange.remove(check);
          clearInterval(poll);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        this.room.onStateChange.remove(check);
        clearInterval(poll);
        reject(new Error(`${what} not met within ${ms} ms (client ${this.you?.role} ${this.you?.seat}; errors: ${JSON.stringify(this.errors)})`));
      }, ms);
      // Messages (errors, `you`) do not fire onStateChange, so poll lightly as well.
      const poll = setInterval(check, 10);
      this.room.onStateChange(check);
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
