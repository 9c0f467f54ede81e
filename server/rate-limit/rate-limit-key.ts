// Keys are hashes: a fixed small size whatever a client sends, and no address or e-mail in clear.
import { createHash } from "node:crypto";

/** Order matters; parts cannot run into each other. */
export function rateLimitKey(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(String(part.length));
    hash.update(":");
    hash.update(part);
  }
  return hash.digest("base64url");
}
