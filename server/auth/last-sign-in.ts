// The time a person last signed in, kept on their users row for the admin user list: their
// sessions cannot tell (signing out deletes a session, and a used one is touched only daily).
//
// A Better Auth plugin with an after hook, not a session-create database hook: Better Auth
// creates sessions that are not sign-ins too. The password step of a two-factor sign-in makes
// one and deletes it while the code is owed (the two-factor plugin then clears `newSession`, so
// it must come before this plugin); a signed-in request can rotate its session (change-password,
// turning two-factor on); an admin can act as a user (/admin/impersonate-user). Only a request
// that ends with a new session and did not already have one is a sign-in.
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
