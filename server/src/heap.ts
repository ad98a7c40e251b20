/**
 * V8 heap settings for a server that holds many tables (issue 12). Joining a thousand tables makes a burst
 * of short-lived garbage; V8 grows the old space for it, and after the burst its default compaction
 * heuristics leave the survivors spread over half-empty pages, which stay resident. Compacting on every full
 * GC (full GCs are rare beside the young generation's scavenges) keeps the live tables on dense pages and gives the
 * rest back. Measured with `npm run load -- --tables 1000`, two paired runs against `--v8-defaults`: heap
 * committed 176–179 MB vs 364–375 MB for the same ~150 MB live; RSS while the tables are held 282–300 MB vs
 * 463–488 MB (sampled from /proc; the harness's single reading said 293 and 464 vs 463 and 475); CPU per
 * play unchanged within the machine's noise. The cost: a compacting GC maps its new pages before it frees
 * the old ones, so the peak RSS while 1,000 tables join at once is higher (430–703 MB vs 479–519 MB). Tables
 * are held for hours and such bursts are rare, so the lower steady figure is the one worth having.
 */
import { setFlagsFromString } from "node:v8";

let done = false;

export function tuneHeap(): void {
  if (done) return;
  done = true;
  setFlagsFromString("--compact-on-every-full-gc");
}
