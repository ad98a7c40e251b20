/**
 * The replay command: `npm run -s replay -- <record.json>` (or `-` for standard input).
 * Prints one JSON object (contract: "Game records") and exits 1 when the record or an action is refused.
 */
import { readFileSync } from "node:fs";
import { replay } from "../core/record";
import { rulesets } from "../registry";

function main(argv: string[]): number {
  const path = argv[0];
  if (!path) {
    process.stderr.write("usage: npm run -s replay -- <record.json | ->\n");
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path === "-" ? 0 : path, "utf8"));
  } catch (e) {
    process.stdout.write(JSON.stringify({ ok: false, index: -1, error: `cannot read record: ${(e as Error).message}` }) + "\n");
    return 1;
  }
  const { report } = replay(rulesets, raw);
  process.stdout.write(JSON.stringify(report) + "\n");
  return report.ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
