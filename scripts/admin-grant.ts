// `npm run admin:grant -- someone@example.com [more@example.com…]`: makes existing accounts
// admins (accounts: admins are bootstrapped from ADMIN_EMAILS and by this command). Use
// `--revoke` to make them members again. With the embedded database (no DATABASE_URL), stop the
// server first: one PGlite folder takes one process at a time.
import { sql } from "drizzle-orm";
import { users } from "#db/schema/auth";
import { UsageError, runCli } from "#server/jobs/run-cli";

await runCli({
  usage: "Usage: npm run admin:grant -- someone@example.com [--revoke]",
  options: { revoke: { type: "boolean", default: false } },
  allowPositionals: true,
  parse(values, positionals) {
    const emails = positionals.map((e) => e.trim().toLowerCase()).filter(Boolean);
    if (emails.length === 0) throw new UsageError("Name at least one account's e-mail.");
    return { emails, role: values.revoke ? ("member" as const) : ("admin" as const) };
  },
  async run({ args: { emails, role }, db }) {
    let missing = 0;
    for (const email of emails) {
      const updated = await db
        .update(users)
        .set({ role })
        .where(sql`lower(${users.email}) = ${email}`)
        .returning({ id: users.id });
      if (updated.length === 0) {
        console.error(`No account with the e-mail ${email}: sign up first, or list it in ADMIN_EMAILS.`);
        missing += 1;
      } else {
        console.log(`${email} is now ${role === "admin" ? "an admin" : "a member"}.`);
      }
    }
    return missing > 0 ? 1 : 0;
  },
});
