// What the server hands every loader and action (ADR 002): the one module of server/ that app/
// imports as a value. It holds the context key and types only, so no server code reaches the
// browser bundle through it.
import { createContext } from "react-router";
import type { Accounts } from "#server/auth/accounts.server";
import type { PublicEnv } from "#server/env";
import type { Logger } from "#server/logger";
import type { ApiDirectory } from "#server/api/api-endpoints";
import type { Services } from "#server/services/services.server";

export type AppLoadContext = {
  requestId: string;
  logger: Logger;
  publicEnv: PublicEnv;
  services: Services;
  /** The public API's endpoints, for /developers (read from the API's own route definitions). */
  apiDirectory: ApiDirectory;
  /** Who is asking (getViewer / requireUser / requireAdmin) and the auth endpoints for form actions. */
  accounts: Accounts;
  /** This response's Content-Security-Policy nonce (server/http/security-headers.ts), for app/entry.server.tsx. */
  cspNonce: string;
};

export const appContext = createContext<AppLoadContext>();
