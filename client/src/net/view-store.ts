/**
 * The view store: rebuilds the table snapshot on every `onStateChange`, `v` (view) and `you` message, and tells
 * its listeners. Screens and renderers read only from here.
 */
import { ReceivedView, type ViewMessage } from "@salon/shared/core/wire";
import type { AnySentView } from "@salon/shared/views";
import type { TableSnapshot } from "./snapshot";
import { takeSnapshot } from "./snapshot";
import type { TableStateLike, You } from "./types";

export type SnapshotListener = (snapshot: TableSnapshot) => void;

export class ViewStore {
  private state: TableStateLike | null = null;
  private youMsg: You | null;
  /** The view as the `v` messages built it: a ruleset's view less its derived keys (shared/src/views.ts). */
  private readonly received = new ReceivedView<AnySentView>();
  private current: TableSnapshot | null = null;
  private readonly listeners = new Set<SnapshotListener>();

  constructor(initialYou: You | null = null) {
    this.youMsg = initialYou;
  }

  /** Call from `room.onStateChange`. */
  setState(state: TableStateLike): void {
    this.state = state;
    this.rebuild();
  }

  /** Call on the `v` message: the whole view, or what changed in it. */
  applyView(message: ViewMessage<AnySentView>): void {
    this.received.apply(message);
    this.rebuild();
  }

  /** Call on the `you` message. */
  setYou(you: You): void {
    this.youMsg = you;
    this.rebuild();
  }

  get you(): You | null {
    return this.youMsg;
  }

  get snapshot(): TableSnapshot | null {
    return this.current;
  }

  subscribe(listener: SnapshotListener): () => void {
    this.listeners.add(listener);
    if (this.current) listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** Rebuilds the snapshot now (the table screen calls it once the game's view code is loaded). */
  refresh(): void {
    this.rebuild();
  }

  private rebuild(): void {
    if (!this.state) return;
    this.current = takeSnapshot(this.state, this.received, this.you);
    for (const l of this.listeners) l(this.current);
  }
}
