/**
 * Seat claims: whoever takes a seat gets a secret that only their browser holds, and that secret — never a
 * name — brings them back to that seat: after a dropped connection, from another tab, or after the server
 * restarted. The table keeps only a hash of it. A seat that is vacated for good forgets its claim.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** The claims' hashes live in the table model's seats (`SeatModel.claim`, room/table-model.ts). */
export class SeatClaims {
  constructor(private readonly seats: { claim: string | null }[]) {}

  /** A new secret for `seat` (the previous one stops working); the caller hands it to the seat's player only. */
  issue(seat: number): string {
    const secret = randomBytes(24).toString("base64url");
    this.seats[seat].claim = hashSecret(secret);
    return secret;
  }

  matches(seat: number, secret: string): boolean {
    const want = this.seats[seat]?.claim;
    if (!want || secret.length > 200) return false;
    return timingSafeEqual(Buffer.from(want, "hex"), Buffer.from(hashSecret(secret), "hex"));
  }

  revoke(seat: number): void {
    this.seats[seat].claim = null;
  }

  /** The stored hashes, for a durable store; `restore` takes them back after a restart. */
  hashOf(seat: number): string | null {
    return this.seats[seat]?.claim ?? null;
  }

  restore(seat: number, hash: string | null): void {
    this.seats[seat].claim = hash;
  }
}
