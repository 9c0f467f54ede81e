// The JSON API in-process for tests: real services on a test database; a request is a member's when it carries
// the `x-test-member` header (sessions are tested in the accounts specs).
import type { Viewer } from "#server/auth/viewer.server";
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

export function createTestApi(db: Database, options: Pick<ApiDeps, "rateLimit"> = {}) {
  const services = createServices(db);
  return createApi({
    services: async () => services,
    getViewer: async (request) => (request.headers.has("x-test-member") ? TEST_MEMBER : null),
    ...options,
  });
}

export const asMember = { headers: { "x-test-member": "1" } };
