// A member's own limits (FOLLOW_LIMIT, SAVED_SEARCH_LIMIT) are checked by counting and then
// inserting. Under PostgreSQL's read committed, two requests of the same member at the same time
// would both count one under the limit and both insert. Locking the member's row first makes
// them take turns; other members are not held up.
import { eq } from "drizzle-orm";
import type { Transaction } from "#db/database";
import { users } from "#db/schema/auth";

/** Holds the member's row until the transaction ends: their limit checks run one at a time. */
export async function lockMember(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
