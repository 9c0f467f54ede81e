// The JSON API in-process for tests: real services on a test database; a request is a member's when it carries
// the `x-test-member` header (sessions are tested in the accounts specs) or a personal API token, which the real
// resolver checks against the test database.
import { createApiViewerResolver } from "#server/auth/api-viewer.server";
import type { Viewer } from "#server/auth/viewer.server";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.server";
import { createServices } from "#server/services/services.server";
import type { Database } from "#db/database";
import { type ApiDeps, createApi } from "#server/api/create-api";

const TEST_MEMBER: Viewer = {
  id: "member-1",
  sessionId: "session-1",
  email: "member@example.com",
  fullName: "Mem Ber",
  username: null,
  isAdmin: false,
  emailVerified: true,
  twoFactorEnabled: false,
  phoneNumber: null,
  phoneNumberVerified: false,
};

export function createTestApi(
  db: Database,
  { tokenLimiter = null, ...options }: Pick<ApiDeps, "rateLimit"> & { tokenLimiter?: RateLimiter | null } = {},
) {
  const services = createServices(db);
  const getApiViewer = createApiViewerResolver({
    db,
    sessionViewer: async (request) => (request.headers.has("x-test-member") ? TEST_MEMBER : null),
    limiter: tokenLimiter,
  });
  return createApi({ services: async () => services, getApiViewer, ...options });
}

export const asMember = { headers: { "x-test-member": "1" } };
