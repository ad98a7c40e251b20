/** The replay command as a newcomer runs it (`npm run -s replay -- <record.json>`), for the CLI tests. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
let dir: string | null = null;
let n = 0;

/** Writes `record` to a file, runs the command on it, and returns its exit status and last JSON line. */
export function runReplay(record: unknown): { status: number | null; out: any; stdout: string } {
  dir ??= mkdtempSync(join(tmpdir(), "salon-replay-"));
  const file = join(dir, `r${n++}.json`);
  writeFileSync(file, JSON.stringify(record));
  const res = spawnSync("npm", ["run", "-s", "replay", "--", file], { cwd: root, encoding: "utf8" });
  const lines = res.stdout.trim().split("\n");
  return { status: res.status, out: JSON.parse(lines[lines.length - 1]), stdout: res.stdout };
}
