// The production server's HTTP layer as a browser, a crawler and a CDN meet it: compressed
// responses by Accept-Encoding, ETags and 304s, the page cache by audience that never crosses the
// session line (a member's revenue never reaches a visitor, a visitor's page never a member, one
// member's e-mail or follows never another member), and an admin's edit showing on a visitor's
// very next request. Runs its own app server.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { editChannelDescription } from "./admin-app";
import { ADMIN_EMAIL, createConfirmedAccount, PASSWORD, signInByApi, startAuthApp, type AuthApp } from "./auth-app-server";
import { bodyPieces, rawGet } from "./http-client";

const MEMBER_EMAIL = "cache.member@example.com";
const OTHER_EMAIL = "other.member@example.com";
const VISITOR_PROMPT = "Want to see revenue estimates?";
const MEMBER_CARD = "Estimated Monthly Revenue";
/** The shell, the loader data React Router streams after it, and the end of the document. */
const PIECES_AT_MOST = 6;

let app: AuthApp;
let member: APIRequestContext;
let other: APIRequestContext;
let channel: { id: string; slug: string; title: string };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAuthApp("page-cache", { seedDemo: true });
  await createConfirmedAccount(app, MEMBER_EMAIL, "Cache Member");
  await createConfirmedAccount(app, OTHER_EMAIL, "Other Member");
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  other = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(other, app, OTHER_EMAIL, PASSWORD);
  const list = JSON.parse((await rawGet(`${app.url}/api/v1/channels?limit=1&sort=subscribers`)).text) as {
    channels: (typeof channel)[];
  };
  channel = list.channels[0]!;
});

test.afterAll(async () => {
  await member?.dispose();
  await other?.dispose();
  await app?.stop();
});

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

test("a visitor and a member take turns on one page: each gets their own, the visitor from the cache", async () => {
  const paths = [`/channel/${channel.slug}`, `/channel/${channel.slug}.data`, `/api/v1/channels/${channel.id}`];
  for (const path of paths) {
    const first = await rawGet(`${app.url}${path}`, BROWSER);
    expect(first.status, path).toBe(200);
    const again = await rawGet(`${app.url}${path}`, BROWSER);
    expect(again.headers["x-cache"], path).toBe("hit");

    const asMember = await member.get(path);
    expect(asMember.status(), path).toBe(200);
    const memberBody = await asMember.text();
    // Members share pages of their own; the API answers every caller afresh.
    if (path.startsWith("/api/")) expect(asMember.headers()["x-cache"], path).toBeUndefined();
    expect(asMember.headers()["cache-control"], path).toBe("private, no-cache");
    if (path.endsWith(".data") || path.startsWith("/api/")) expect(memberBody, path).toMatch(/revenuePerVideo/);
    else expect(memberBody, path).toContain(MEMBER_CARD);

    const visitorAfter = await rawGet(`${app.url}${path}`, BROWSER);
    expect(visitorAfter.headers["x-cache"], path).toBe("hit");
    expect(visitorAfter.text, path).not.toMatch(/revenuePerVideo|revenuePerSubscriber|twelveMonthPotential/);
    if (!path.endsWith(".data") && !path.startsWith("/api/")) {
      expect(visitorAfter.text).toContain(VISITOR_PROMPT);
      expect(visitorAfter.text).not.toContain(MEMBER_CARD);
    }
  }
});

/** The Cookie header of a signed-in request context. */
async function cookieOf(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

const MEMBER_BYTES = /revenuePerVideo|revenuePerSubscriber|twelveMonthPotential|Estimated Monthly Revenue|@example\.com/;

test("members take turns on a page: each is served from the cache with their own e-mail, a visitor after them with no member byte", async () => {
  const [mine, theirs] = [await cookieOf(member), await cookieOf(other)];
  const paths = [
    "/",
    `/channel/${channel.slug}`,
    `/channel/${channel.slug}.data`,
    "/channel-search?q=history&sort=revenue_per_video",
  ];
  for (const path of paths) {
    const first = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
    expect(first.status, path).toBe(200);
    expect(first.headers["x-cache"], path).toMatch(/^(hit|miss)$/);
    expect(first.text, path).toContain(MEMBER_EMAIL);
    for (const [cookie, email, notEmail] of [
      [theirs, OTHER_EMAIL, MEMBER_EMAIL],
      [mine, MEMBER_EMAIL, OTHER_EMAIL],
      [theirs, OTHER_EMAIL, MEMBER_EMAIL],
    ] as const) {
      for (const encoding of ["gzip, deflate, br, zstd", "identity"]) {
        const turn = await rawGet(`${app.url}${path}`, { "accept-encoding": encoding, cookie });
        expect(turn.headers["x-cache"], `${path} ${email} ${encoding}`).toBe("hit");
        expect(turn.headers["cache-control"], path).toBe("private, no-cache");
        expect(turn.text, `${path} ${email}`).toContain(email);
        expect(turn.text, `${path} ${email}`).not.toContain(notEmail);
        expect(turn.text.length, path).toBe(
          first.text.length + (email.length - MEMBER_EMAIL.length) * (first.text.split(MEMBER_EMAIL).length - 1),
        );
        if (path === `/channel/${channel.slug}`) expect(turn.text, path).toContain(MEMBER_CARD);
        if (path.endsWith(".data")) expect(turn.text, path).toMatch(/revenuePerVideo/);
      }
    }
    const visitor = await rawGet(`${app.url}${path}`, BROWSER);
    expect(visitor.status, path).toBe(200);
    expect(visitor.text, path).not.toMatch(MEMBER_BYTES);
    // A stale or forged session cookie is a visitor's request: rendered for a visitor, never the members' copy.
    const forged = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: "atlas.session_token=forged.value" });
    expect(forged.status, path).toBe(200);
    expect(forged.headers["x-cache"], path).toBeUndefined();
    expect(forged.text, path).not.toMatch(MEMBER_BYTES);
  }
  // The avatar's letter and the menu's label are the member's own.
  const page = await rawGet(`${app.url}/`, { ...BROWSER, cookie: theirs });
  expect(page.text).toContain(`aria-label="Account menu for ${OTHER_EMAIL}"`);
  expect(page.text).not.toMatch(/atlasslot/);
});

test("a member's follow shows on their next request, and only on theirs", async () => {
  const path = `/channel/${channel.slug}`;
  const [mine, theirs] = [await cookieOf(member), await cookieOf(other)];
  await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
  const before = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
  expect(before.headers["x-cache"]).toBe("hit");
  expect(before.text).toContain(">Follow<");

  const followed = await member.post("/watchlist/follow", {
    form: { kind: "channel", target: channel.id, intent: "follow", redirect: path },
    headers: { origin: app.url },
    maxRedirects: 0,
  });
  expect(followed.status()).toBe(303);

  const after = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
  expect(after.text).toContain(">Following<");
  expect(after.text).toContain(MEMBER_EMAIL);
  const again = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
  expect(again.headers["x-cache"]).toBe("hit");
  expect(again.text).toContain(">Following<");

  const theirPage = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: theirs });
  expect(theirPage.headers["x-cache"]).toBe("hit");
  expect(theirPage.text).toContain(">Follow<");
  expect(theirPage.text).not.toContain(">Following<");

  await member.post("/watchlist/follow", {
    form: { kind: "channel", target: channel.id, intent: "unfollow", redirect: path },
    headers: { origin: app.url },
    maxRedirects: 0,
  });
  const unfollowed = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: mine });
  expect(unfollowed.headers["x-cache"]).toBe("hit");
  expect(unfollowed.text).not.toContain(">Following<");
});

test("a member's own pages are never shared: the watchlist and profile render for them alone", async () => {
  for (const path of ["/watchlist", "/profile"]) {
    const mine = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: await cookieOf(member) });
    const theirs = await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: await cookieOf(other) });
    expect(mine.status, path).toBe(200);
    expect(theirs.headers["x-cache"], path).toBe("miss");
    expect(theirs.text, path).toContain(OTHER_EMAIL);
    expect(theirs.text, path).not.toContain(MEMBER_EMAIL);
    expect((await rawGet(`${app.url}${path}`, { ...BROWSER, cookie: await cookieOf(other) })).headers["x-cache"], path).toBe(
      "miss",
    );
  }
});

test("a member's page leaves in a few large pieces, not in the renderer's 4 KB ones", async () => {
  const cookie = (await member.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  for (const encoding of ["identity", "br", "gzip"]) {
    const { status, sizes, body } = await bodyPieces(`${app.url}/channel/${channel.slug}`, {
      cookie,
      "accept-encoding": encoding,
    });
    expect(status, encoding).toBe(200);
    const text = (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString();
    expect(text, encoding).toContain(MEMBER_CARD);
    // About 130 KB of HTML: React writes it in some 35 pieces of 4 KB; it leaves in one per pass of the renderer.
    expect(sizes.length, `${encoding}: pieces of ${sizes.join(", ")} bytes`).toBeLessThanOrEqual(PIECES_AT_MOST);
  }
});

test("a member asking first leaves nothing behind for a visitor", async () => {
  const path = "/channel-rankings?tab=per-subscriber";
  const asMember = await member.get(path);
  expect(await asMember.text()).toContain('data-testid="ranking-row"');
  const visitor = await rawGet(`${app.url}${path}`, BROWSER);
  expect(visitor.headers["x-cache"]).toBe("miss");
  expect(visitor.text).toContain("Sign in to view rankings");
  expect(visitor.text).not.toContain('data-testid="ranking-row"');
});

test("every text response is compressed as the client asks, with Vary", async () => {
  const home = await rawGet(`${app.url}/`, BROWSER);
  // Said in the header too, so no byte of a page is read before the browser knows its encoding.
  expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home.text)?.[1];
  // The largest script the page preloads (the entry itself is a few hundred bytes, below the
  // size worth compressing).
  const scripts = [...new Set([...home.text.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const sizes = await Promise.all(
    scripts.map(async (url) => ({ url, bytes: (await rawGet(`${app.url}${url}`)).raw.byteLength })),
  );
  const js = sizes.sort((a, b) => b.bytes - a.bytes)[0]?.url;
  expect(css && js).toBeTruthy();
  const urls = ["/", `/channel/${channel.slug}.data`, "/api/v1/niches", "/sitemap.xml", css!, js!, "/channel-search?q=history"];
  for (const path of urls) {
    const br = await rawGet(`${app.url}${path}`, { "accept-encoding": "br" });
    const gzip = await rawGet(`${app.url}${path}`, { "accept-encoding": "gzip" });
    const plain = await rawGet(`${app.url}${path}`);
    expect(br.status, path).toBe(200);
    expect(br.headers["content-encoding"], path).toBe("br");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(String(br.headers["vary"]), path).toMatch(/Accept-Encoding/i);
    expect(br.raw.byteLength, path).toBeLessThan(plain.raw.byteLength / 2);
    expect(br.text, path).toBe(plain.text);
  }
});

test("a HEAD gets the headers its GET gets, and fills the cache for it", async () => {
  for (const path of ["/how-it-works", "/api/v1/niches?limit=3"]) {
    const head = await rawGet(`${app.url}${path}`, BROWSER, "HEAD");
    const get = await rawGet(`${app.url}${path}`, BROWSER);
    expect(head.raw.byteLength, path).toBe(0);
    expect(get.headers["x-cache"], path).toBe("hit");
    for (const name of ["cache-control", "content-type", "content-encoding", "etag", "vary", "content-length"]) {
      expect(head.headers[name], `${path} ${name}`).toBe(get.headers[name]);
    }
  }
});

test("pages and files answer 304 when the copy a browser holds is current", async () => {
  const page = await rawGet(`${app.url}/channel-types`, BROWSER);
  expect(page.headers["etag"]).toMatch(/^"[\w-]+"$/);
  expect(page.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
  const revalidated = await rawGet(`${app.url}/channel-types`, { ...BROWSER, "if-none-match": String(page.headers["etag"]) });
  expect(revalidated.status).toBe(304);

  const js = /(\/assets\/entry\.client-[^"]+\.js)/.exec(page.text)![1]!;
  const asset = await rawGet(`${app.url}${js}`, BROWSER);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const byTag = await rawGet(`${app.url}${js}`, { ...BROWSER, "if-none-match": String(asset.headers["etag"]) });
  expect(byTag.status).toBe(304);
  const byDate = await rawGet(`${app.url}${js}`, { ...BROWSER, "if-modified-since": String(asset.headers["last-modified"]) });
  expect(byDate.status).toBe(304);

  const icon = await rawGet(`${app.url}/favicon.ico`);
  expect(icon.status).toBe(200);
  expect(icon.headers["content-type"]).toBe("image/x-icon");
});

test("'Another fact' still gets another fact: the fact resource is never cached", async () => {
  const titles = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const response = await rawGet(`${app.url}/resources/random-fact`, BROWSER);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-cache"]).toBeUndefined();
    titles.add((JSON.parse(response.text) as { fact: { title: string } }).fact.title);
  }
  expect(titles.size).toBeGreaterThan(1);
});

test("an admin's edit shows on a visitor's next request", async ({ page }) => {
  const path = `/channel/${channel.slug}`;
  await rawGet(`${app.url}${path}`, BROWSER);
  expect((await rawGet(`${app.url}${path}`, BROWSER)).headers["x-cache"]).toBe("hit");

  const description = `Edited while cached ${Date.now()}`;
  await editChannelDescription(page, app, channel.id, description);

  const after = await rawGet(`${app.url}${path}`, BROWSER);
  expect(after.text).toContain(description);
  expect(after.headers["x-cache"]).toBe("miss");
});
