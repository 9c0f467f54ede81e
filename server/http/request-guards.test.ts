// The edge guards of server/app.ts on a small app of their own: an oversized body is a 413
// before the route reads it (without reading it whole), a NUL character or a malformed
// %-escape anywhere is a 400 with a clear message, and good requests pass untouched.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MCP_PATH, REQUEST_BODY_LIMITS, bodyTooLargeMessage } from "#domain/request-limits";
import { CONTROL_CHARACTER_PATH_MESSAGE, MALFORMED_PATH_MESSAGE, NUL_INPUT_MESSAGE } from "#domain/request-text";
import { requestBodyLimits } from "#server/http/body-limit";
import { inputGuard } from "#server/http/input-guard";
import { sameOriginWrites } from "#server/http/same-origin-writes";
import { CROSS_SITE_WRITE_MESSAGE } from "#domain/cross-site-request";
import type { Logger } from "#server/logger";

function guardedApp() {
  const reached: string[] = [];
  const app = new Hono();
  app.use(requestBodyLimits());
  app.use(inputGuard());
  app.all("*", async (c) => {
    reached.push(c.req.path);
    const body = c.req.method === "POST" ? await c.req.text() : "";
    return c.json({ ok: true, length: body.length });
  });
  return { app, reached };
}

/** A chunked body of `total` bytes made on demand, counting how much of it was read. */
function lazyBody(total: number, chunk = 64 * 1024) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= total) return controller.close();
      const size = Math.min(chunk, total - produced);
      produced += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, produced: () => produced };
}

describe("request body limits", () => {
  it("refuses a 20 MB JSON sign-in from its Content-Length, before Better Auth's route runs", async () => {
    const { app, reached } = guardedApp();
    const response = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(20 * 1024 * 1024) },
      body: "{}",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: bodyTooLargeMessage(REQUEST_BODY_LIMITS.authBytes) });
    expect(bodyTooLargeMessage(REQUEST_BODY_LIMITS.authBytes)).toBe("This request is too large: the limit is 64 KB.");
    expect(reached).toEqual([]);
  });

  it("holds the MCP endpoint to its own limit: tool arguments are a few filters", async () => {
    const { app, reached } = guardedApp();
    const post = (bytes: number) =>
      app.request(MCP_PATH, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(bytes) });
    const refused = await post(REQUEST_BODY_LIMITS.mcpBytes + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: "This request is too large: the limit is 64 KB." });
    expect(reached).toEqual([]);
    expect((await post(REQUEST_BODY_LIMITS.mcpBytes)).status).toBe(200);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { app, reached } = guardedApp();
    const body = lazyBody(20 * 1024 * 1024);
    const response = await app.request("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked", accept: "text/html" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("This request is too large: the limit is 1 MB.");
    expect(body.produced()).toBeLessThanOrEqual(REQUEST_BODY_LIMITS.defaultBytes + 2 * 64 * 1024);
    expect(reached).toEqual([]);
  });

  it("lets the CSV import take a larger body than other pages", async () => {
    const { app } = guardedApp();
    const twoMb = "a".repeat(2 * 1024 * 1024);
    const post = (path: string) => app.request(path, { method: "POST", headers: { "content-type": "text/plain" }, body: twoMb });
    expect((await post("/admin/channels/import")).status).toBe(200);
    expect((await post("/admin/channels/import.data")).status).toBe(200);
    expect((await post("/admin/niches")).status).toBe(413);
  });
});

describe("input guard", () => {
  it.each([
    ["/channel-search?q=a%00b", "GET"],
    ["/niches?category=%00", "GET"],
    ["/channel/%00", "GET"],
  ])("refuses a NUL in %s", async (path) => {
    const { app, reached } = guardedApp();
    const response = await app.request(path, { headers: { accept: "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NUL_INPUT_MESSAGE });
    expect(reached).toEqual([]);
  });

  it("refuses a NUL in a form field, a multipart field and a JSON string, and passes the same bodies without one", async () => {
    const { app, reached } = guardedApp();
    const posts = (nul: string) => [
      { headers: { "content-type": "application/x-www-form-urlencoded" }, body: `name=Ada${encodeURIComponent(nul)}` },
      {
        body: (() => {
          const form = new FormData();
          form.set("name", `Ada${nul}`);
          return form;
        })(),
      },
      { headers: { "content-type": "application/json" }, body: JSON.stringify({ user: { name: `Ada${nul}` } }) },
    ];
    for (const init of posts("\u0000"))
      expect((await app.request("/api/auth/update-user", { method: "POST", ...init })).status).toBe(400);
    expect(reached).toEqual([]);
    for (const init of posts(""))
      expect((await app.request("/api/auth/update-user", { method: "POST", ...init })).status).toBe(200);
    expect(reached).toHaveLength(3);
  });

  it("refuses a path whose %-escapes do not decode, and keeps an escaped %", async () => {
    const { app } = guardedApp();
    for (const path of ["/%C0%AF", "/channel/%E0%A4%A", "/%"]) {
      const response = await app.request(path, { headers: { accept: "text/html" } });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(MALFORMED_PATH_MESSAGE);
    }
    expect((await app.request("/channel/100%25-growth")).status).toBe(200);
  });

  it("refuses a path that decodes to a tab, a line break or another control character", async () => {
    const { app, reached } = guardedApp();
    for (const path of ["/%09/", "/%09%5C", "/channel/a%0Ab", "/%7F", "/niches/%1F.data"]) {
      const response = await app.request(path, { headers: { accept: "text/html" } });
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain(CONTROL_CHARACTER_PATH_MESSAGE);
    }
    expect(reached).toEqual([]);
    expect((await app.request("/channel/caf%C3%A9-%E2%82%AC")).status).toBe(200);
  });
});

describe("writes from another site", () => {
  function originApp(publicUrl?: string) {
    const reached: string[] = [];
    const warnings: unknown[] = [];
    const logger = { warn: (fields: unknown) => void warnings.push(fields) } as unknown as Logger;
    const app = new Hono<{ Variables: { logger: Logger } }>();
    app.use(async (c, next) => {
      c.set("logger", logger);
      await next();
    });
    app.use(sameOriginWrites(publicUrl));
    app.all("*", (c) => {
      reached.push(`${c.req.method} ${c.req.path}`);
      return c.json({ ok: true });
    });
    return { app, reached, warnings };
  }

  it("refuses a follow posted from another site with the member's cookie, on a resource route, before it runs", async () => {
    const { app, reached, warnings } = originApp();
    const response = await app.request("http://atlas.example/watchlist/follow", {
      method: "POST",
      headers: {
        origin: "http://evil.example",
        cookie: "atlas.session_token=abc",
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      body: "channelId=1",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(CROSS_SITE_WRITE_MESSAGE);
    expect(reached).toEqual([]);
    // A warning with what was refused, and no error object (no stack in the log).
    expect(warnings).toEqual([{ method: "POST", path: "/watchlist/follow", origin: "http://evil.example", fetchSite: null }]);
  });

  it("refuses the JSON API and Better Auth alike, and lets the site's own writes through", async () => {
    const { app, reached } = originApp("https://atlas.example");
    const foreign = await app.request("http://atlas.example/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "https://atlas.example.evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: CROSS_SITE_WRITE_MESSAGE });
    const sibling = await app.request("http://atlas.example/profile", {
      method: "POST",
      headers: { "sec-fetch-site": "same-site" },
    });
    expect(sibling.status).toBe(403);
    const own = await app.request("http://atlas.example/profile", {
      method: "POST",
      headers: { origin: "https://atlas.example" },
    });
    const proxied = await app.request("http://10.0.0.5:3000/profile", {
      method: "POST",
      headers: { origin: "https://atlas.example" },
    });
    const script = await app.request("http://atlas.example/unsubscribe?t=x", { method: "POST" });
    expect([own.status, proxied.status, script.status]).toEqual([200, 200, 200]);
    expect(reached).toEqual(["POST /profile", "POST /profile", "POST /unsubscribe"]);
  });
});
