// Limits are checked by counting then inserting; under read committed two requests of one member would both pass.
// Locking the member's row makes them take turns.
import { eq } from "drizzle-orm";
import type { Transaction } from "#db/database";
import { users } from "#db/schema/auth";

export async function lockMember(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
