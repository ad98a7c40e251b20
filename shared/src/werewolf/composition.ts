/**
 * The page's default werewolf count for n seats. Its own module because both the deal (setup.ts) and the
 * catalog's recommended composition need it, and the catalog must not import the game's flow.
 */
export function defaultWolves(n: number): number {
  return Math.max(1, Math.floor(n / 4));
}
