/**
 * The server's Skat bot: random legal play, except that it never opens a kontra. A defender who is not on
 * turn may say kontra before the first card (ruling 14), and for such a bot kontra would be its only legal
 * action: a random bot would then double every game. It still answers a kontra (re or pass) at random.
 */
import { randInt, type Rng } from "../core/rng";
import type { Actor } from "../core/seats";
import { legalActions } from "./legal";
import type { SkatState } from "./state";
import type { SkatAction } from "./types";

export function botAction(s: SkatState, actor: Actor, rng: Rng): [SkatAction | null, Rng] {
  if (actor === "moderator") return [null, rng];
  const choices = legalActions(s, actor).filter((a) => a.type !== "kontra");
  if (choices.length === 0) return [null, rng];
  const [i, next] = randInt(rng, choices.length);
  return [choices[i], next];
}
