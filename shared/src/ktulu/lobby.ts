/**
 * What the lobby needs to know of Ktulu before a table exists, without loading its engine (the browser's
 * lobby imports this file alone).
 */
import type { KtuluOptions } from "./types";

/** A human moderator chosen in the options means the creator runs the game from the console. */
export const needsModerator = (o: KtuluOptions): boolean => o.moderator === "human";
