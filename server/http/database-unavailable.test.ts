// While the database is away: 503 with Retry-After at once (a page for people, JSON for the API,
// text for client-side navigations), build assets as usual; a request that fails because the
// database went away mid-flight gets the same 503; other failures are left alone.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { DatabaseHealth } from "#db/database-health.server";
import { isDatabaseUnavailableError } from "#db/database-health.server";
import { databaseUnavailable } from "#server/http/database-unavailable";

/** A database whose reachability the test sets (the real one is exercised by the chaos e2e spec). */
function switchableHealth(initiallyAvailable: boolean) {
  let available = initiallyAvailable;
  const health: DatabaseHealth & { set(value: boolean): void } = {
    get available() {
      return available;
    },
    get unavailableSince() {
      return available ? null : 0;
    },
    report(error) {
      if (!isDatabaseUnavailableError(error)) return false;
      available = false;
      return true;
    },
    check: async () => available,
    close: () => undefined,
    set(value) {
      available = value;
    },
  };
  return health;
}

function appWith(health: DatabaseHealth) {
  const app = new Hono();
  app.use(databaseUnavailable(() => health));
  app.get("/assets/app.js", (c) => c.text("js"));
  app.get("/niches", (c) => c.html("<h1>Niches</h1>"));
  app.get("/broken", () => {
    throw new Error("a bug");
  });
  app.get("/lost", () => {
    throw new Error("Failed query", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
  });
  app.get("/api/v1/niches", (c) => c.json({ niches: [] }));
  app.get("/invalid", (c) => c.json({ error: "bad" }, 400));
  app.onError((_error, c) => c.text("error", 500));
  return app;
}

const html = { headers: { accept: "text/html,application/xhtml+xml" } };

describe("databaseUnavailable", () => {
  it("answers pages, the API and navigations with 503 and Retry-After while the database is away", async () => {
    const app = appWith(switchableHealth(false));
    const page = await app.request("/niches?sort=name", html);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    expect(body).toContain("<h1>We'll be right back</h1>");
    expect(body).toContain('<a href="/niches?sort=name">Try again</a>');
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);

    const api = await app.request("/api/v1/niches");
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      status: "unavailable",
      error: "The database is unavailable right now. Please try again in a few seconds.",
    });

    const navigation = await app.request("/niches.data");
    expect(navigation.status).toBe(503);
    expect(navigation.headers.get("content-type")).toMatch(/^text\/plain/);

    expect((await app.request("/assets/app.js")).status).toBe(200);
  });

  it("turns a failure caused by a lost connection into the 503, and serves again once it is back", async () => {
    const health = switchableHealth(true);
    const app = appWith(health);
    const lost = await app.request("/lost", html);
    expect(lost.status).toBe(503);
    expect(health.available).toBe(false);
    health.set(true);
    expect((await app.request("/niches", html)).status).toBe(200);
  });

  it("leaves other failures alone while the database is there", async () => {
    const app = appWith(switchableHealth(true));
    expect((await app.request("/broken", html)).status).toBe(500);
    expect((await app.request("/invalid")).status).toBe(400);
  });

  it("escapes the address it offers to try again", async () => {
    const app = appWith(switchableHealth(false));
    const body = await (await app.request('/niches?q="><script>', html)).text();
    expect(body).not.toContain("<script>");
  });
});
