// Members' pages from the cache, through the middleware stack server/app.ts uses, in front of a small stand-in for
// the pages that asks the member's personal parts as the real loaders do (MemberRender): the header's e-mail, the
// follow state, and a page that reads who the member is.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { memberRenderFor, startSharedRender } from "#server/auth/member-render";
import type { Viewer } from "#server/auth/viewer.server";
import { compressResponses } from "#server/http/compress-responses";
import { PageCache } from "#server/page-cache/page-cache";
import { pageCacheMiddleware } from "#server/page-cache/page-cache-middleware";

const member = (id: string, email: string, isAdmin = false): Viewer => ({
  id,
  sessionId: `session-${id}`,
  email,
  fullName: id,
  username: null,
  isAdmin,
  emailVerified: true,
  twoFactorEnabled: false,
  phoneNumber: null,
  phoneNumberVerified: false,
});
const SESSIONS: Record<string, Viewer> = {
  ada: member("ada", "ada@example.com"),
  bo: member("bo", "bo@example.org"),
  root: member("root", "root@example.com", true),
  odd: member("odd", "o'brien@example.com"),
};
const cookieFor = (session: string) => ({ cookie: `atlas.session_token=${session}; theme=dark` });

let renders = 0;
let databaseAway = false;
let follows: Set<string>;
let app: Hono;

beforeEach(() => {
  renders = 0;
  databaseAway = false;
  follows = new Set();
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000, sessionCookies: ["atlas.session_token"] });
  cache.trust();
  const viewerOf = (request: Request) => {
    const session = /atlas\.session_token=(\w+)/.exec(request.headers.get("cookie") ?? "")?.[1];
    return session ? (SESSIONS[session] ?? null) : null;
  };
  const isFollowing = async (userId: string, key: { channelId: string } | { nicheId: string } | { channelTypeId: string }) =>
    follows.has(`${userId}:${JSON.stringify(key)}`);
  app = new Hono();
  app.use(compressResponses());
  const lookups = {
    viewer: async (request: Request) => {
      if (databaseAway) throw new Error("connection refused");
      return viewerOf(request);
    },
    isFollowing,
  };
  app.use(pageCacheMiddleware(cache, lookups));
  app.get("/channel/:slug", async (c) => {
    renders++;
    const render = memberRenderFor(c.req.raw);
    const viewer = render.watch(viewerOf(c.req.raw));
    const user = render.shellUser(viewer);
    const following = await render.following(viewer, { channelId: c.req.param("slug") }, isFollowing);
    const revenue = viewer ? "<p>Estimated Monthly Revenue: $46.26</p>" : "<p>Want to see revenue estimates?</p>";
    const menu = user ? `<button aria-label="Account menu for ${user.email}">${user.initial}</button>` : "";
    const data = `<script>enqueue(${JSON.stringify(JSON.stringify({ user, following }))})</script>`;
    return c.html(`<html>${menu}${following ? "Following" : "Follow"}${revenue}${"<p>filler</p>".repeat(300)}${data}</html>`);
  });
  app.get("/export.csv", (c) => {
    renders++;
    return c.body("title,revenue\nQuiet Archive,46.26\n", 200, { "content-type": "text/csv" });
  });
  app.get("/watchlist", (c) => {
    renders++;
    const viewer = memberRenderFor(c.req.raw).watch(viewerOf(c.req.raw));
    return c.html(`<html><h1>Watchlist of ${viewer?.id}</h1>${"<p>filler</p>".repeat(300)}</html>`);
  });
});

async function text(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  return encoding === "gzip" ? gunzipSync(bytes).toString() : bytes.toString();
}

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "accept-encoding": "gzip, br", ...headers } });

describe("members' pages from the cache", () => {
  it("renders a page once for every member, each getting their own e-mail", async () => {
    const first = await get("/channel/c1", cookieFor("ada"));
    expect(first.headers.get("x-cache")).toBe("miss");
    const adaPage = await text(first);
    expect(adaPage).toContain('aria-label="Account menu for ada@example.com">A<');
    expect(adaPage).toContain('\\"email\\":\\"ada@example.com\\"');

    const bo = await get("/channel/c1", cookieFor("bo"));
    expect(bo.headers.get("x-cache")).toBe("hit");
    expect(bo.headers.get("content-encoding")).toBe("gzip");
    expect(bo.headers.get("cache-control")).toBe("private, no-cache");
    const boPage = await text(bo);
    expect(boPage).toBe(
      adaPage
        .replaceAll("ada@example.com", "bo@example.org")
        .replace(">A<", ">B<")
        .replace('\\"initial\\":\\"A', '\\"initial\\":\\"B'),
    );
    expect(renders).toBe(1);
  });

  it("never crosses to visitors, either way", async () => {
    await text(await get("/channel/c1", cookieFor("ada")));
    const visitor = await get("/channel/c1");
    expect(visitor.headers.get("x-cache")).toBe("miss");
    expect(await text(visitor)).not.toMatch(/\$46\.26|@example/);
    await get("/channel/c2");
    const asMember = await get("/channel/c2", cookieFor("bo"));
    expect(asMember.headers.get("x-cache")).toBe("miss");
    expect(await text(asMember)).toContain("$46.26");
  });

  it("keeps a variant per follow state, so a follow shows on the member's next request", async () => {
    await text(await get("/channel/c1", cookieFor("ada")));
    follows.add(`ada:${JSON.stringify({ channelId: "c1" })}`);
    const followed = await get("/channel/c1", cookieFor("ada"));
    expect(followed.headers.get("x-cache")).toBe("miss");
    expect(await text(followed)).toContain("Following");
    const bo = await get("/channel/c1", cookieFor("bo"));
    expect(bo.headers.get("x-cache")).toBe("hit");
    expect(await text(bo)).not.toContain("Following");
    const adaAgain = await get("/channel/c1", cookieFor("ada"));
    expect(adaAgain.headers.get("x-cache")).toBe("hit");
    expect(await text(adaAgain)).toContain("Following");
    expect(renders).toBe(2);
  });

  it("never keeps a render that read who the member is", async () => {
    expect(await text(await get("/watchlist", cookieFor("ada")))).toContain("Watchlist of ada");
    const bo = await get("/watchlist", cookieFor("bo"));
    expect(bo.headers.get("x-cache")).toBe("miss");
    expect(await text(bo)).toContain("Watchlist of bo");
    expect(renders).toBe(2);
  });

  it("renders afresh for admins, e-mails the slots cannot carry, and sessions that are not valid", async () => {
    await get("/channel/c1", cookieFor("ada"));
    for (const session of ["root", "odd", "gone"]) {
      const response = await get("/channel/c1", cookieFor(session));
      expect(response.headers.get("x-cache"), session).toBeNull();
      expect(response.headers.get("cache-control"), session).toBe("private, no-cache");
    }
    expect(await text(await get("/channel/c1", cookieFor("odd")))).toContain("Account menu for o'brien@example.com");
    expect(await text(await get("/channel/c1", cookieFor("gone")))).toContain("Want to see revenue estimates?");
  });

  it("renders afresh when the session cannot be read (the render path answers for the database)", async () => {
    await get("/channel/c1", cookieFor("ada"));
    databaseAway = true;
    const response = await get("/channel/c1", cookieFor("bo"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBeNull();
    expect(renders).toBe(2);
  });

  it("sends what is not a page as it is, and keeps none of it", async () => {
    for (let i = 0; i < 2; i++) {
      const csv = await get("/export.csv", cookieFor("ada"));
      expect(await text(csv)).toContain("Quiet Archive,46.26");
      expect(csv.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(renders).toBe(2);
  });

  it("answers 304 to a member's own copy only", async () => {
    await get("/channel/c1", cookieFor("ada"));
    const ada = await get("/channel/c1", cookieFor("ada"));
    const tag = ada.headers.get("etag")!;
    expect((await get("/channel/c1", { ...cookieFor("ada"), "if-none-match": tag })).status).toBe(304);
    expect((await get("/channel/c1", { ...cookieFor("bo"), "if-none-match": tag })).status).toBe(200);
  });
});

describe("a shared render's follows", () => {
  it("keeps a page that asks about one follow, and treats one that asks about two as the member's own", async () => {
    const isFollowing = async () => true;
    const viewer = member("ada", "ada@example.com");
    const one = startSharedRender(new Request("http://x/one"));
    await one.following(one.watch(viewer), { channelId: "c1" }, isFollowing);
    await one.following(one.watch(viewer), { channelId: "c1" }, isFollowing);
    expect(one.personal).toBe(false);
    expect(one.follow).toEqual({ key: { channelId: "c1" }, following: true });
    const two = startSharedRender(new Request("http://x/two"));
    await two.following(two.watch(viewer), { channelId: "c1" }, isFollowing);
    await two.following(two.watch(viewer), { nicheId: "n1" }, isFollowing);
    expect(two.personal).toBe(true);
  });
});
