// The artwork route: an SVG with a year-long cache and an ETag, compressed like every text
// response; malformed addresses are a 400 with a message, never a 500.
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { artworkPath } from "#domain/artwork-path";
import { ARTWORK_ROUTE, artworkHandler } from "#server/http/artwork";
import { compressResponses } from "#server/http/compress-responses";

function app() {
  const hono = new Hono();
  hono.use(compressResponses());
  hono.get(ARTWORK_ROUTE, artworkHandler);
  return hono;
}

describe("GET /artwork/v1/…", () => {
  it("answers an SVG with the title, cacheable for a year, compressed, with an ETag that revalidates", async () => {
    const path = artworkPath("channel", "history_educational", "Midnight <Archives>");
    const response = await app().request(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(body).toMatch(/^<svg /);
    expect(body).toContain("Midnight &lt;Archives&gt;");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await app().request(path, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("refuses malformed addresses with a 400 and a message", async () => {
    for (const path of [
      "/artwork/v1/channel/History.svg?title=x",
      "/artwork/v1/channel/history.png?title=x",
      "/artwork/v1/channel/history.svg",
      "/artwork/v1/channel/history.svg?title=%20",
      "/artwork/v1/channel/history.svg?title=a&title=b",
      `/artwork/v1/channel/history.svg?title=${"x".repeat(161)}`,
      "/artwork/v1/channel/%E0%A4%A.svg?title=x",
    ]) {
      const response = await app().request(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toMatch(/^(Invalid artwork type|Missing title|Title too long)/);
    }
    expect((await app().request("/artwork/v1/poster/history.svg?title=x")).status).toBe(404);
  });
});
