// `npm run admin:grant -- someone@example.com [more@example.com…]`: makes existing accounts
// admins (accounts: admins are bootstrapped from ADMIN_EMAILS and by this command). Use
// `--revoke` to make them members again. With the embedded database (no DATABASE_URL), stop the
// server first: one PGlite folder takes one process at a time.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "#db/client.server";
import { users } from "#db/schema/auth";
import { databaseConfig, getEnv } from "#server/env";
import { operatorMessage } from "#server/startup-errors";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { revoke: { type: "boolean", default: false } } });
  const emails = positionals.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (emails.length === 0) {
    console.error("Usage: npm run admin:grant -- someone@example.com [--revoke]");
    return 2;
  }
  const env = getEnv();
  const db = await getDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const role = values.revoke ? "member" : "admin";
  let missing = 0;
  for (const email of emails) {
    const updated = await db.update(users).set({ role }).where(sql`lower(${users.email}) = ${email}`).returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`No account with the e-mail ${email}: sign up first, or list it in ADMIN_EMAILS.`);
      missing += 1;
    } else {
      console.log(`${email} is now ${role === "admin" ? "an admin" : "a member"}.`);
    }
  }
  return missing > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(operatorMessage(error, databaseConfig));
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
