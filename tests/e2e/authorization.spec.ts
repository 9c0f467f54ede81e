// Who may open what (accounts, spec §2/§4/§6): every page route of app/routes.ts and every API
// endpoint, requested as a visitor, a member and an admin, against the designed status or
// redirect. Later issues add their routes to ROUTES.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import routeConfig from "../../app/routes";
import { ADMIN_EMAIL, signInByApi } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

type Role = "visitor" | "member" | "admin";

/**
 * - a number: that status, no redirect
 * - { redirect }: a redirect to exactly that location
 * - "open": not gated (the same answer for every role, never a redirect to a sign-in page, no 5xx)
 * - "refused-input": reached, and the empty form is refused with a 4xx (no redirect, no 5xx)
 */
type Expectation = number | { redirect: string } | "open" | "refused-input";
type Row = {
  path: string;
  method?: "GET" | "POST" /** A POST's form fields (an empty form when unset). */;
  form?: Record<string, string>;
  expect: Record<Role, Expectation> | Expectation;
};

const ALL_200 = 200;
const adminOnly = (path: string): Row => ({
  path,
  // Spec §4: "No user: redirect to /admin/login carrying the origin path. Non-admin on an admin page: redirect to /."
  expect: { visitor: { redirect: `/admin/login?redirect=${encodeURIComponent(path)}` }, member: { redirect: "/" }, admin: 200 },
});

const ROUTES: Row[] = [
  // Public pages (spec §2).
  ...[
    "/",
    "/contact",
    "/calculators",
    "/calculator",
    "/growth-rate-calculator",
    "/growth-calculator",
    "/reach-calculator",
    "/channel-earnings",
    "/privacy-policy",
    "/terms-of-service",
    "/channel-search",
    "/compare",
    "/channel-types",
    "/channel-rankings",
    "/outliers",
    "/start",
    "/niches",
    "/faceless-ideas",
    "/faceless-channel-ideas",
    "/ideas",
    "/how-it-works",
    "/developers",
    "/training",
    "/about",
  ].map((path): Row => ({ path, expect: ALL_200 })),
  // Pages of one record: public, whatever the record (a missing one is a 404 for everyone).
  ...[
    "/channel/some-channel-1",
    "/channel-types/documentary_story",
    "/niche/1",
    "/niches/finance",
    "/faceless-idea/1",
    "/faceless-ideas/1",
  ].map((path): Row => ({ path, expect: "open" })),
  // Spec §2: "'*' shows a 404 page".
  { path: "/no-such-page", expect: 404 },
  // Compare: public; a malformed channel list is a 400 for everyone.
  { path: "/compare?c=some-channel-1,some-channel-2", expect: "open" },
  { path: "/compare?c=a,%3Cb%3E", expect: 400 },
  // Member tools: e-mail alerts
  // The digest's one-click unsubscribe works signed out, so it is open to every role; a link that
  // is missing, cut or not signed for its member is a 400 (the signed link is in digest.spec.ts).
  { path: "/unsubscribe", expect: 400 },
  { path: "/unsubscribe?u=someone&t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", expect: 400 },
  {
    path: "/unsubscribe?u=someone&t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    method: "POST",
    form: { "List-Unsubscribe": "One-Click" },
    expect: 400,
  },
  // The profile's e-mail alerts choice: members only; a value that is not a choice is a 400.
  {
    path: "/profile",
    method: "POST",
    form: { intent: "email-alerts", frequency: "hourly" },
    expect: { visitor: { redirect: "/auth?redirect=%2Fprofile" }, member: 400, admin: 400 },
  },
  // Member tools: the watchlist. Members only: visitors sign in and come back; an empty
  // form is refused as bad input; opening an action's address goes to the watchlist.
  { path: "/watchlist", expect: { visitor: { redirect: "/auth?redirect=%2Fwatchlist" }, member: 200, admin: 200 } },
  { path: "/watchlist/follow", expect: { redirect: "/watchlist" } },
  {
    path: "/watchlist/follow",
    method: "POST",
    expect: { visitor: { redirect: "/auth?redirect=%2Fwatchlist" }, member: "refused-input", admin: "refused-input" },
  },
  { path: "/watchlist/saved-searches", expect: { redirect: "/watchlist" } },
  {
    path: "/watchlist/saved-searches",
    method: "POST",
    expect: { visitor: { redirect: "/auth?redirect=%2Fwatchlist" }, member: "refused-input", admin: "refused-input" },
  },
  // Someone else's (or no) saved search: back to the watchlist with a message.
  {
    path: "/watchlist/saved-searches/00000000-0000-4000-8000-000000000000/run",
    expect: {
      visitor: { redirect: "/auth?redirect=%2Fwatchlist%2Fsaved-searches%2F00000000-0000-4000-8000-000000000000%2Frun" },
      member: { redirect: "/watchlist" },
      admin: { redirect: "/watchlist" },
    },
  },

  // Accounts. Spec §2: "/auth … Signed-in users are redirected to /"; "/profile: requires sign-in".
  { path: "/auth", expect: { visitor: 200, member: { redirect: "/" }, admin: { redirect: "/" } } },
  { path: "/admin/login", expect: { visitor: 200, member: { redirect: "/" }, admin: { redirect: "/admin/dashboard" } } },
  { path: "/profile", expect: { visitor: { redirect: "/auth?redirect=%2Fprofile" }, member: 200, admin: 200 } },
  { path: "/auth/forgot-password", expect: ALL_200 },
  { path: "/auth/logout", expect: { redirect: "/" } },
  { path: "/auth/reset-password", expect: ALL_200 },
  // The second-factor step exists only between the password and the code: otherwise back to /auth (or / when signed in).
  { path: "/auth/two-factor", expect: { visitor: { redirect: "/auth" }, member: { redirect: "/" }, admin: { redirect: "/" } } },
  { path: "/auth/oauth", expect: { redirect: "/auth" } },

  // Admin area. Spec §2: "/admin redirects to /admin/dashboard"; /admin/users is guarded too (PRODUCT.md).
  {
    path: "/admin",
    expect: {
      visitor: { redirect: "/admin/login?redirect=%2Fadmin" },
      member: { redirect: "/" },
      admin: { redirect: "/admin/dashboard" },
    },
  },
  ...[
    "/admin/dashboard",
    "/admin/channels/add",
    "/admin/channels/import",
    "/admin/channels/review",
    "/admin/niches",
    "/admin/channel-types",
    "/admin/faceless-ideas",
    "/admin/did-you-know-facts",
    "/admin/tools/link-checker",
    "/admin/discovery",
    "/admin/users",
    "/admin/channels",
    "/admin/contact-messages",
    "/admin/audit-log",
    "/admin/settings",
  ].map(adminOnly),
  // A channel that does not exist: the admin gets the edit page's "Channel not found" (404).
  {
    path: "/admin/channels/edit/some-channel",
    expect: {
      visitor: { redirect: "/admin/login?redirect=%2Fadmin%2Fchannels%2Fedit%2Fsome-channel" },
      member: { redirect: "/" },
      admin: 404,
    },
  },

  // Admin actions (admin area: "Every admin page, action and API route checks the admin role on the
  // server"): an empty form post as a visitor or member never reaches the action; an admin's is
  // refused as bad input.
  ...[
    "/admin/channels",
    "/admin/channels/add",
    "/admin/channels/edit/some-channel",
    "/admin/channels/review",
    "/admin/niches",
    "/admin/channel-types",
    "/admin/faceless-ideas",
    "/admin/did-you-know-facts",
    "/admin/tools/link-checker",
    "/admin/discovery",
    "/admin/users",
    "/admin/contact-messages",
    "/admin/settings",
  ].map(
    (path): Row => ({
      path,
      method: "POST",
      expect: {
        visitor: { redirect: `/admin/login?redirect=${encodeURIComponent(path)}` },
        member: { redirect: "/" },
        admin: "refused-input",
      },
    }),
  ),

  // Files for crawlers (catalogue).
  { path: "/sitemap.xml", expect: ALL_200 },
  { path: "/robots.txt", expect: ALL_200 },

  // API.
  { path: "/api/health", expect: ALL_200 },
  { path: "/api/auth/get-session", expect: ALL_200 },
  // JSON API (catalogue): public reads; revenue fields are stripped for visitors by the service.
  ...[
    "/api/v1/channels",
    "/api/v1/channels/some-channel-1",
    "/api/v1/channels/some-channel-1/top-videos",
    "/api/v1/channels/some-channel-1/related",
    "/api/v1/channel-types",
    "/api/v1/niches",
    "/api/v1/ideas",
    "/api/v1/facts/random",
    "/api/v1/outliers",
    "/api/openapi.json",
  ].map((path): Row => ({ path, expect: "open" })),
  // Spec §6: revenue rankings are for signed-in users ('Sign in to view rankings').
  { path: "/api/v1/rankings", expect: { visitor: 401, member: 200, admin: 200 } },
  // CSV exports are for members; a client that does not ask for HTML gets 401 (a browser is sent to /auth).
  { path: "/channel-search/export.csv?q=history", expect: { visitor: 401, member: 200, admin: 200 } },
  { path: "/channel-rankings/export.csv?tab=per-video", expect: { visitor: 401, member: 200, admin: 200 } },
  { path: "/niches/export.csv?verdict=enter", expect: { visitor: 401, member: 200, admin: 200 } },
];

const ROLES: Role[] = ["visitor", "member", "admin"];
const MEMBER_EMAIL = "member.authz@example.com";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern of app/routes.ts ("/channel/:slug"…), resource routes and the 404 catch-all aside. */
function pagePatterns(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path !== undefined || entry.index ? [path || "/"] : [];
    return [...own, ...pagePatterns(entry.children ?? [], path)];
  });
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
  return regex.test(path.split("?")[0]!);
}

test("the table covers every page route of app/routes.ts", () => {
  const patterns = pagePatterns(routeConfig as RouteEntry[]).filter((p) => p !== "/*" && !p.startsWith("/resources/"));
  const missing = patterns.filter((pattern) => !ROUTES.some((row) => matches(pattern, row.path)));
  expect(missing, "add these routes to ROUTES").toEqual([]);
});

test.describe("access by role", () => {
  test.describe.configure({ mode: "serial" });

  let app: SharedApp;
  const clients = new Map<Role, APIRequestContext>();

  test.beforeAll(async ({ app: shared }) => {
    app = shared;
    await app.createAccount("member", { email: MEMBER_EMAIL, name: "Mo Member" });
    await app.createAccount("admin");
    for (const role of ROLES) {
      const client = await playwrightRequest.newContext({ baseURL: app.url, maxRedirects: 0 });
      if (role === "member") await signInByApi(client, app, MEMBER_EMAIL);
      if (role === "admin") await signInByApi(client, app, ADMIN_EMAIL);
      clients.set(role, client);
    }
  });

  test.afterAll(async () => {
    for (const client of clients.values()) await client.dispose();
  });

  function expectationFor(row: Row, role: Role): Expectation {
    return typeof row.expect === "object" && !("redirect" in row.expect) ? row.expect[role] : row.expect;
  }

  async function fetchAs(role: Role, row: Row) {
    const client = clients.get(role)!;
    const response =
      row.method === "POST"
        ? await client.post(row.path, { headers: { origin: app.url }, ...(row.form ? { form: row.form } : {}) })
        : await client.get(row.path);
    const location = response.headers()["location"];
    return { status: response.status(), location: location ? location.replace(app.url, "") : null };
  }

  test("the sessions used by the table are who they claim to be", async () => {
    const member = await (await clients.get("member")!.get("/api/auth/get-session")).json();
    const admin = await (await clients.get("admin")!.get("/api/auth/get-session")).json();
    expect(member?.user).toMatchObject({ email: MEMBER_EMAIL, role: "member" });
    // ADMIN_EMAILS bootstraps admins (accounts).
    expect(admin?.user).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
    expect(await (await clients.get("visitor")!.get("/api/auth/get-session")).json()).toBeNull();
  });

  for (const row of ROUTES) {
    test(`${row.method ?? "GET"} ${row.path}`, async () => {
      const seen: Record<string, { status: number; location: string | null }> = {};
      for (const role of ROLES) {
        const actual = await fetchAs(role, row);
        seen[role] = actual;
        const expected = expectationFor(row, role);
        const label = `${role} → ${row.path}`;
        if (expected === "refused-input") {
          expect(actual.status, label).toBeGreaterThanOrEqual(400);
          expect(actual.status, label).toBeLessThan(500);
        } else if (expected === "open") {
          expect(actual.status, label).toBeLessThan(500);
          expect(actual.location ?? "", label).not.toMatch(/^\/(auth|admin\/login)(\?|$)/);
        } else if (typeof expected === "number") {
          expect(actual, label).toEqual({ status: expected, location: null });
        } else {
          expect(actual.status, label).toBeGreaterThanOrEqual(300);
          expect(actual.status, label).toBeLessThan(400);
          expect(actual.location, label).toBe(expected.redirect);
        }
      }
      if (expectationFor(row, "visitor") === "open") {
        // Not gated: every role gets the same answer.
        expect(seen.member, row.path).toEqual(seen.visitor);
        expect(seen.admin, row.path).toEqual(seen.visitor);
      }
    });
  }
});
