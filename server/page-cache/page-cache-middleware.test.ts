// The page cache's rules, through the middleware stack server/app.ts uses, in front of a small
// stand-in for the pages: a visitor's page, a member's page with a revenue figure (the session
// cookie decides, as getViewer does), a page that sets a cookie, and one that counts renders.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { compressResponses } from "#server/http/compress-responses";
import { PageCache } from "#server/page-cache/page-cache";
import { pageCacheMiddleware } from "#server/page-cache/page-cache-middleware";
import { serveFromPageCache } from "#server/page-cache/page-cache-fast-path";

const MEMBER = { cookie: "atlas.session_token=member-session" };
let renders = 0;
let title = "Quiet Archive";
let cache: PageCache;
let app: Hono;

beforeEach(() => {
  renders = 0;
  title = "Quiet Archive";
  cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
  cache.trust();
  app = new Hono();
  app.use(compressResponses());
  app.use(pageCacheMiddleware(cache));
  app.get("/channel/:slug", async (c) => {
    renders++;
    // Read first, then the slow part, as a loader reads the database and then the page renders.
    const shown = title;
    await new Promise((r) => setTimeout(r, 5));
    const member = (c.req.header("cookie") ?? "").includes("atlas.session_token");
    const theme = /theme=dark/.test(c.req.header("cookie") ?? "") ? "dark" : "light";
    const revenue = member ? "<p>Estimated Monthly Revenue: $46.26</p>" : "<p>Want to see revenue estimates?</p>";
    return c.html(`<html class="${theme}"><h1>${shown}</h1>${revenue}${"<p>filler</p>".repeat(300)}</html>`);
  });
  app.get("/sets-cookie", (c) => {
    renders++;
    c.header("set-cookie", "flash=; Max-Age=0");
    return c.html("<p>once</p>".repeat(300));
  });
  app.get("/no-store", (c) => {
    renders++;
    c.header("cache-control", "no-store");
    return c.json({ fact: renders });
  });
});

async function text(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  return bytes.toString();
}

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "accept-encoding": "gzip, br", ...headers } });

describe("the session line", () => {
  it("never serves a visitor's cached page to a member, nor a member's page to a visitor", async () => {
    const visitorFirst = await get("/channel/quiet-archive");
    expect(await text(visitorFirst)).toContain("Want to see revenue estimates?");
    expect((await get("/channel/quiet-archive")).headers.get("x-cache")).toBe("hit");

    const member = await get("/channel/quiet-archive", MEMBER);
    const memberHtml = await text(member);
    expect(memberHtml).toContain("$46.26");
    expect(memberHtml).not.toContain("Want to see revenue estimates?");
    expect(member.headers.get("x-cache")).toBeNull();
    expect(member.headers.get("cache-control")).toBe("private, no-cache");

    const visitorAgain = await get("/channel/quiet-archive");
    expect(visitorAgain.headers.get("x-cache")).toBe("hit");
    expect(await text(visitorAgain)).not.toContain("$46.26");
  });

  it("keeps nothing a member was sent: a visitor asking next gets a fresh visitor page", async () => {
    await text(await get("/channel/member-first", MEMBER));
    const visitor = await get("/channel/member-first");
    expect(visitor.headers.get("x-cache")).toBe("miss");
    expect(await text(visitor)).not.toContain("$46.26");
  });

  it("treats any cookie but the theme as a session, and an Authorization header too", async () => {
    await get("/channel/x");
    const requests: Record<string, string>[] = [
      { cookie: "theme=light; flash=abc" },
      { cookie: "__Secure-atlas.session_token=1" },
      { authorization: "Bearer t" },
    ];
    for (const headers of requests) {
      const response = await get("/channel/x", headers);
      expect(response.headers.get("x-cache"), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    }
  });

  it("keeps light and dark pages apart (the theme cookie changes the bytes)", async () => {
    await text(await get("/channel/x"));
    const dark = await get("/channel/x", { cookie: "theme=dark" });
    expect(dark.headers.get("x-cache")).toBe("miss");
    expect(await text(dark)).toContain('class="dark"');
    expect(await text(await get("/channel/x"))).toContain('class="light"');
  });

  it("does not keep a response that sets a cookie or forbids storing", async () => {
    await get("/sets-cookie");
    const again = await get("/sets-cookie");
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.headers.get("set-cookie")).toContain("flash=");
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    expect(renders).toBe(2);

    const first = JSON.parse(await text(await get("/no-store")));
    const second = JSON.parse(await text(await get("/no-store")));
    expect(second).not.toEqual(first);
    expect((await get("/no-store")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("what a visitor is sent", () => {
  it("is public for shared caches for a minute, keyed on the cookie and encoding", async () => {
    const response = await get("/channel/x");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{20}-br"$/);
  });

  it("is compressed per Accept-Encoding, and plain for a client that accepts none", async () => {
    const br = await get("/channel/x");
    const gzip = await get("/channel/x", { "accept-encoding": "gzip" });
    const plain = await app.request("/channel/x");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const bodies = await Promise.all([text(br), text(gzip), text(plain)]);
    expect(new Set(bodies).size).toBe(1);
    expect(renders).toBe(1);
  });

  it("to a client that takes no compression, unzips a page once and keeps the plain bytes, counted in the cache's memory", async () => {
    await get("/channel/x");
    const compressedOnly = cache.bytes;
    const first = await app.request("/channel/x");
    expect(first.headers.get("content-encoding")).toBeNull();
    const plainBytes = Number(first.headers.get("content-length"));
    expect(await first.text()).toContain("Want to see revenue estimates?");
    // The plain copy is now part of the entry and of the memory bound.
    expect(cache.bytes).toBe(compressedOnly + plainBytes);
    const key = `localhost\n/channel/x\n`;
    const kept = cache.get(key, null)!;
    expect(cache.get(key, undefined)!.identity).toBe(kept.identity);
    expect(cache.bytes).toBe(compressedOnly + plainBytes);
    // Compressed clients are served as before, from the same entry.
    expect((await get("/channel/x")).headers.get("content-encoding")).toBe("br");
    expect(renders).toBe(1);
  });

  it("answers 304 when the browser's copy is current, and 200 once the page changed", async () => {
    const first = await get("/channel/x");
    const etag = first.headers.get("etag")!;
    const revalidated = await get("/channel/x", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    title = "Quiet Archive Renamed";
    cache.invalidate();
    const changed = await get("/channel/x", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(await text(changed)).toContain("Quiet Archive Renamed");
  });
});

describe("keeping the cache right", () => {
  it("renders again after an invalidation (a write to the catalogue)", async () => {
    await get("/channel/x");
    await get("/channel/x");
    expect(renders).toBe(1);
    title = "New Title";
    cache.invalidate();
    expect(await text(await get("/channel/x"))).toContain("New Title");
    expect(renders).toBe(2);
  });

  it("does not keep a page rendered while the data changed", async () => {
    const pending = get("/channel/racing");
    cache.invalidate(); // a write lands while the page renders
    await text(await pending);
    expect((await get("/channel/racing")).headers.get("x-cache")).toBe("miss");
    expect(renders).toBe(2);
  });

  it("renders a page once for many visitors asking at the same moment", async () => {
    const responses = await Promise.all(Array.from({ length: 25 }, () => get("/channel/burst")));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(renders).toBe(1);
  });

  it("does not hand a render that began before a change to a visitor who asks after it", async () => {
    const early = get("/channel/edited");
    await new Promise((r) => setTimeout(r, 1)); // it has read the old title
    title = "Edited Title";
    cache.invalidate(); // the admin's edit lands while it renders
    const late = get("/channel/edited");
    expect(await text(await late)).toContain("Edited Title");
    expect(await text(await early)).toContain("Quiet Archive");
    expect(renders).toBe(2);
    // Asking together after the change still shares one render.
    await Promise.all([get("/channel/edited"), get("/channel/edited")]);
    expect(renders).toBe(2);
  });

  it("serves and keeps nothing while changes may go unannounced, and starts clean when they are again", async () => {
    await get("/channel/kept");
    expect((await get("/channel/kept")).headers.get("x-cache")).toBe("hit");
    cache.distrust();
    expect((await get("/channel/kept")).headers.get("x-cache")).toBe("miss");
    expect((await get("/channel/kept")).headers.get("x-cache")).toBe("miss");
    cache.trust();
    expect((await get("/channel/kept")).headers.get("x-cache")).toBe("miss");
    expect((await get("/channel/kept")).headers.get("x-cache")).toBe("hit");
  });

  it("is off when given no memory", async () => {
    cache = new PageCache({ maxBytes: 0, ttlMs: 60_000 });
    cache.trust();
    app = new Hono();
    app.use(pageCacheMiddleware(cache));
    app.get("/p", (c) => {
      renders++;
      return c.html("<p>x</p>");
    });
    await app.request("/p");
    await app.request("/p");
    expect(renders).toBe(2);
  });
});

describe("the fast path (cache hits answered before the app, as server/main.ts does)", () => {
  async function withServer(run: (base: string) => Promise<void>): Promise<void> {
    const listener = getRequestListener(app.fetch);
    const server: Server = createServer((req, res) => {
      if (serveFromPageCache(cache, req, res, "fast-path") === null) void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    try {
      await run(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("answers a kept page itself, and leaves members, misses and other methods to the app", async () => {
    await withServer(async (base) => {
      const miss = await fetch(`${base}/channel/fast`);
      expect(miss.headers.get("x-cache")).toBe("miss");
      const hit = await fetch(`${base}/channel/fast`, { headers: { "accept-encoding": "br" } });
      expect(hit.headers.get("x-request-id")).toBe("fast-path");
      expect(hit.headers.get("content-encoding")).toBe("br");
      expect(await hit.text()).toContain("Want to see revenue estimates?");

      const member = await fetch(`${base}/channel/fast`, { headers: MEMBER });
      expect(member.headers.get("x-request-id")).toBeNull();
      expect(await member.text()).toContain("$46.26");

      const notModified = await fetch(`${base}/channel/fast`, { headers: { "if-none-match": hit.headers.get("etag")! } });
      expect(notModified.status).toBe(304);
      const head = await fetch(`${base}/channel/fast`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("x-request-id")).toBe("fast-path");
      expect(renders).toBe(2);
    });
  });
});
