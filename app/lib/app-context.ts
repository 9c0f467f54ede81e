// What the server hands every loader and action. Route modules import only
// types from server code, so the browser bundle never pulls server modules in.
import { createContext } from "react-router";
import type { Accounts } from "#server/auth/accounts.server";
import type { PublicEnv } from "#server/env";
import type { Logger } from "#server/logger";
import type { Services } from "#server/services/services.server";

export type AppLoadContext = {
  requestId: string;
  logger: Logger;
  publicEnv: PublicEnv;
  services: Services;
  /** Who is asking (getViewer / requireUser / requireAdmin) and the auth endpoints for form actions. */
  accounts: Accounts;
  /** This response's Content-Security-Policy nonce (server/http/security-headers.ts), for app/entry.server.tsx. */
  cspNonce: string;
};

export const appContext = createContext<AppLoadContext>();
