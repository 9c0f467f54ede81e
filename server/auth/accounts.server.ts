// What route modules get through the router context (they import only its type).
import { getEnv } from "#server/env";
import { configuredOAuthProviders } from "#server/auth/config.server";
import { callAuthEndpoint, withCookies } from "#server/auth/form-replay.server";
import { getViewer, requireAdmin, requireUser } from "#server/auth/viewer.server";

export function createAccounts() {
  return {
    getViewer,
    requireUser,
    requireAdmin,
    callAuthEndpoint,
    withCookies,
    oauthProviders: configuredOAuthProviders(getEnv()),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
