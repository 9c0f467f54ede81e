import { getEnv } from "#server/env";
import { configuredOAuthProviders } from "#server/auth/config.server";
import { callAuthEndpoint, withCookies } from "#server/auth/form-replay.server";
import { getViewer, requireAdmin, requireUser } from "#server/auth/viewer.server";
import { getAuthSecret } from "#server/auth/secret.server";
import { readSignedFlash } from "#server/auth/flash-cookie";

export function createAccounts() {
  return {
    getViewer,
    requireUser,
    requireAdmin,
    callAuthEndpoint,
    withCookies,
    oauthProviders: configuredOAuthProviders(getEnv()),
    readFlash: (request: Request) => readSignedFlash(request.headers.get("cookie"), getAuthSecret()),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
