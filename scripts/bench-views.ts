/**
 * `npm run bench`, part 3: what the view channel costs per move, in process (steadier on a noisy machine than
 * the load harness, which measures it among sockets and the database). A random game's moves are played
 * through the engine once; then, for each move, every player's view and the public one are computed and
 * diffed against the viewer's previous one, as server/src/room/view-channel.ts does on every change.
 */
import { randomStates, stripDerived, ViewDiffer, type AnyRuleset, type Viewer } from "@salon/shared";

export function viewsBench(rules: AnyRuleset, ms = 1500): { moves: number; usPerMove: number; viewers: number } {
  const games = Array.from({ length: 20 }, (_, g) => randomStates(rules, `views-${g}`, 400));
  const viewers: Viewer[] = [...Array.from({ length: rules.minSeats }, (_, s) => s), "spectator"];
  let moves = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (const states of games) {
      const differs = viewers.map((v) => {
        const whole = rules.view(states[0], v);
        return new ViewDiffer(rules.derived, whole, stripDerived(rules, whole));
      });
      for (let m = 1; m < states.length; m++) {
        for (let i = 0; i < viewers.length; i++) sink += differs[i].next(rules.view(states[m], viewers[i]))?.length ?? 0;
        moves++;
      }
    }
  }
  if (sink < 0) console.log(sink);
  return { moves, usPerMove: ((performance.now() - start) * 1000) / moves, viewers: viewers.length };
}
