// Rate-limit keys are hashes of what they count (an address, an e-mail, an account), so a key
// has a fixed, small size whatever a client sends (a 20 MB e-mail stays a 43-character key) and
// the table holds no address or e-mail in clear.
import { createHash } from "node:crypto";

/** A fixed-length key for the parts (order matters; parts cannot run into each other). */
export function rateLimitKey(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(String(part.length));
    hash.update(":");
    hash.update(part);
  }
  return hash.digest("base64url");
}
