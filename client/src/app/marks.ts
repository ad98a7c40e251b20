/**
 * The steps of a page's first visit, as performance marks (`salon:<step>`), each made once: `npm run bench:web
 * -- --waterfall` prints them beside the requests, to see what waits for what (issue 29).
 */
const made = new Set<string>();

export function markStep(step: string): void {
  if (made.has(step)) return;
  made.add(step);
  performance.mark(`salon:${step}`);
}
