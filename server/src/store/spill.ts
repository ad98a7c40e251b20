/**
 * The spill file: while the database cannot be written, every write the journal queues is ALSO appended to a
 * local file and fsynced before the move behind it is acknowledged, so a crash during an outage loses
 * nothing (issue 28). The file is a header line and then one line per statement, `[line, sql, params]`,
 * numbered from 1. When the database is back the queue is written as usual; each group commit that carries
 * spilled statements also records, in the same transaction, the last line it wrote (`spill_marks`), so a
 * file found at the next start is replayed from the first line the database does not hold yet — exactly
 * once, whether the crash came before, during or after the catch-up. Once every spilled line is in the
 * database the file is deleted.
 */
import { randomBytes, createHash } from "node:crypto";
import { closeSync, existsSync, fdatasyncSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Stmt } from "./statements";

/** A statement as queued by the journal; `line` once it is in the spill file. */
export interface Queued extends Stmt {
  line?: number;
}

interface Header {
  salon: "spill";
  v: 1;
  id: string;
  pid: number;
  db: string;
}

/** Spill files this process holds open (two stores of one process on one database get a file each). */
const held = new Set<string>();

/** Where a store's spill file lives: one per database and owner, under `dir`. */
export function spillPath(dir: string, db: string, owner: string): string {
  const key = createHash("sha256").update(`${db}\n${owner}`).digest("hex").slice(0, 16);
  return join(dir, `salon-spill-${key}.jsonl`);
}

export class Spill {
  /** The file's id, recorded with the last line committed (spill_marks). */
  readonly id: string;
  private fd: number;
  private next: number;
  private pending: string[] = [];
  /** New statements are spilled (the database is away); false once it is back and only the rest drains. */
  accepting = true;
  /** Lines in the file that the database may not hold yet (read back at start, before any commit). */
  readonly adopted: Queued[];
  /** The adopted lines must first be checked against spill_marks (the database may hold some already). */
  needsCheck: boolean;

  private constructor(
    readonly file: string,
    id: string,
    fd: number,
    next: number,
    adopted: Queued[],
  ) {
    this.id = id;
    this.fd = fd;
    this.next = next;
    this.adopted = adopted;
    this.needsCheck = adopted.length > 0;
  }

  /**
   * The spill file left by an earlier run at `file` (null when none): its lines are what the database may
   * be missing. A torn last line (a crash while it was written, before its fsync returned, so nothing it
   * carried was acknowledged) is dropped.
   */
  static adopt(file: string): Spill | null {
    if (held.has(file) || !existsSync(file)) return null;
    const lines = readFileSync(file, "utf8").split("\n");
    let header: Header | null = null;
    try {
      header = JSON.parse(lines[0]) as Header;
    } catch {
      header = null;
    }
    if (!header || header.salon !== "spill") {
      unlinkSync(file);
      return null;
    }
    const adopted: Queued[] = [];
    let last = 0;
    for (const text of lines.slice(1)) {
      if (!text) continue;
      try {
        const [line, sql, params] = JSON.parse(text) as [number, string, Stmt["params"]];
        adopted.push({ sql, params, line });
        last = line;
      } catch {
        break;
      }
    }
    held.add(file);
    // Rewrite whole lines only, then append after them (a torn tail is cut off).
    const fd = openSync(file, "r+");
    const keep = lines.slice(0, adopted.length + 1).join("\n") + "\n";
    writeSync(fd, keep, 0);
    ftruncateSync(fd, Buffer.byteLength(keep));
    fdatasyncSync(fd);
    return new Spill(file, header.id, fd, last + 1, adopted);
  }

  /** A new spill file at `file` (or next to it when this process holds that one already). */
  static create(file: string, db: string): Spill {
    let path = file;
    for (let n = 2; held.has(path) || existsSync(path); n++) path = file.replace(/\.jsonl$/, `-${n}.jsonl`);
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(path, "a");
    const id = randomBytes(12).toString("hex");
    const header: Header = { salon: "spill", v: 1, id, pid: process.pid, db };
    writeSync(fd, JSON.stringify(header) + "\n");
    fdatasyncSync(fd);
    syncDir(dirname(path));
    held.add(path);
    return new Spill(path, id, fd, 1, []);
  }

  /** Numbers the statement and keeps its line for the next `sync()`. */
  append(s: Queued): void {
    s.line = this.next++;
    this.pending.push(JSON.stringify([s.line, s.sql, s.params]));
  }

  get unsynced(): boolean {
    return this.pending.length > 0;
  }

  /** Writes the appended lines and fsyncs them: after this, they survive a crash. */
  sync(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join("\n") + "\n";
    this.pending = [];
    writeSync(this.fd, text);
    fdatasyncSync(this.fd);
  }

  /** Every line is in the database: the file goes. */
  retire(): void {
    closeSync(this.fd);
    held.delete(this.file);
    try {
      unlinkSync(this.file);
      syncDir(dirname(this.file));
    } catch {
      // already gone
    }
  }

  /** Closing without retiring (the process stops; the file is replayed at the next start). */
  release(): void {
    try {
      this.sync();
    } finally {
      closeSync(this.fd);
      held.delete(this.file);
    }
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some file systems cannot fsync a folder; the file's own fsync still holds its lines
  }
}
