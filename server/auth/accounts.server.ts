import { getEnv } from "#server/env";
import { configuredOAuthProviders } from "#server/auth/config.server";
import { callAuthEndpoint, withCookies } from "#server/auth/form-replay.server";
import { getViewer, requireAdmin, requireUser } from "#server/auth/viewer.server";
import { getAuthSecret } from "#server/auth/secret.server";
import { readSignedFlash } from "#server/auth/flash-cookie";
import { MemberRender } from "#server/auth/member-render";

/** In a render shared by members, the viewer is watched and anything that acts as the member makes it personal. */
export function createAccounts(render: MemberRender = new MemberRender(false)) {
  const personal =
    <A extends unknown[], R>(act: (...args: A) => R) =>
    (...args: A): R => {
      render.markPersonal();
      return act(...args);
    };
  return {
    getViewer: async (request: Request) => render.watch(await getViewer(request)),
    requireUser: personal(requireUser),
    requireAdmin: personal(requireAdmin),
    callAuthEndpoint: personal(callAuthEndpoint),
    withCookies: personal(withCookies),
    oauthProviders: configuredOAuthProviders(getEnv()),
    readFlash: (request: Request) => readSignedFlash(request.headers.get("cookie"), getAuthSecret()),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
