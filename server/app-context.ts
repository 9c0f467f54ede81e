// What the server hands every loader and action (ADR 002): the one server/ module app/ imports as a value, so it
// holds the context key and types only and no server code reaches the browser bundle.
import { createContext } from "react-router";
import type { Accounts } from "#server/auth/accounts.server";
import type { PublicEnv } from "#server/env";
import type { Logger } from "#server/logger";
import type { MemberRender } from "#server/auth/member-render";
import type { ApiDirectory } from "#server/api/api-endpoints";
import type { Services } from "#server/services/services.server";

export type AppLoadContext = {
  requestId: string;
  logger: Logger;
  publicEnv: PublicEnv;
  services: Services;
  apiDirectory: ApiDirectory;
  accounts: Accounts;
  /** The member's personal parts (header user, follow state) go through it, so a render shared by members can
   * leave them out. */
  memberRender: MemberRender;
  cspNonce: string;
};

export const appContext = createContext<AppLoadContext>();
