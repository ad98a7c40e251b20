/**
 * Players: a lasting identity without signing up — a random secret the browser keeps, plus a display name.
 * Secrets and transfer codes are stored only as SHA-256 hashes; a secret is shown once, to its device.
 * A transfer code (shown once, valid 15 minutes, single use) gives another device its own secret for the
 * same player.
 */
import type { Kysely } from "kysely";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "./sql-tables";

export interface Player {
  id: string;
  name: string;
}

export const TRANSFER_MINUTES = 15;
/** Letters and digits that cannot be mistaken for each other when read aloud or typed from a phone. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export async function createPlayer(db: Kysely<Database>, name: string): Promise<Player & { secret: string }> {
  const id = randomBytes(12).toString("base64url");
  const secret = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("players").values({ id, name, created_at: now, seen_at: now }).execute();
    await trx
      .insertInto("player_secrets")
      .values({ hash: sha256(secret), player_id: id, created_at: now })
      .execute();
  });
  return { id, name, secret };
}

/** The player a secret belongs to, or null. */
export async function playerBySecret(db: Kysely<Database>, secret: string): Promise<Player | null> {
  if (secret.length < 16 || secret.length > 200) return null;
  const row = await db
    .selectFrom("player_secrets")
    .innerJoin("players", "players.id", "player_secrets.player_id")
    .select(["players.id", "players.name", "players.seen_at"])
    .where("player_secrets.hash", "=", sha256(secret))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (now - Number(row.seen_at) > 60_000) await db.updateTable("players").set({ seen_at: now }).where("id", "=", row.id).execute();
  return { id: row.id, name: row.name };
}

export async function renamePlayer(db: Kysely<Database>, id: string, name: string): Promise<void> {
  await db.updateTable("players").set({ name }).where("id", "=", id).execute();
}

/** A new one-time transfer code for `playerId` (any older unused one keeps working until it expires). */
export async function createTransfer(db: Kysely<Database>, playerId: string): Promise<{ code: string; expiresAt: number }> {
  const bytes = randomBytes(10);
  const code = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  const expiresAt = Date.now() + TRANSFER_MINUTES * 60_000;
  await db
    .insertInto("transfer_codes")
    .values({ hash: sha256(code), player_id: playerId, expires_at: expiresAt, used: 0 })
    .execute();
  return { code, expiresAt };
}

/** Uses a transfer code once: a new device secret for its player, or null (unknown, used or expired). */
export async function redeemTransfer(db: Kysely<Database>, code: string): Promise<(Player & { secret: string }) | null> {
  const clean = code.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (clean.length !== 10) return null;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("transfer_codes")
      .set({ used: 1 })
      .where("hash", "=", sha256(clean))
      .where("used", "=", 0)
      .where("expires_at", ">", Date.now())
      .returning("player_id")
      .executeTakeFirst();
    if (!used) return null;
    const player = await trx.selectFrom("players").select(["id", "name"]).where("id", "=", used.player_id).executeTakeFirst();
    if (!player) return null;
    const secret = randomBytes(32).toString("base64url");
    await trx
      .insertInto("player_secrets")
      .values({ hash: sha256(secret), player_id: player.id, created_at: Date.now() })
      .execute();
    return { ...player, secret };
  });
}
