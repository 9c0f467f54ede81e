// Last sign-in kept on the users row: sessions cannot tell (signing out deletes one). An after hook, not a
// session-create hook, because Better Auth creates sessions that are not sign-ins (the two-factor password step,
// rotation, impersonation); only a request that ends with a new session and had none is a sign-in.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";

export function lastSignIn(db: Database) {
  return {
    id: "atlas-last-sign-in",
    hooks: {
      after: [
        {
          matcher: (ctx) => !ctx.path?.startsWith("/admin/"),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || ctx.context.session || created.session.impersonatedBy) return;
            await db.update(users).set({ lastSignInAt: created.session.createdAt }).where(eq(users.id, created.user.id));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
