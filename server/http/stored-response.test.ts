import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressForStorage } from "#server/http/content-encoding";
import { type StoredBody, entityTag, matchesEntityTag, storedResponse } from "#server/http/stored-response";

const body = Buffer.from("console.log('faceless atlas');\n".repeat(200));

async function stored(): Promise<StoredBody> {
  return {
    status: 200,
    headers: { "content-type": "text/javascript", "cache-control": "public, max-age=31536000, immutable" },
    tag: entityTag(body),
    identity: body,
    ...(await compressForStorage(body)),
    lastModified: new Date("2026-11-01T10:00:00.500Z"),
  };
}

const get = (headers: Record<string, string> = {}, method = "GET") => new Request("http://x/assets/a.js", { method, headers });

describe("storedResponse", () => {
  it("sends brotli to a browser, with a tag per encoding and Vary", async () => {
    const response = storedResponse(get({ "accept-encoding": "gzip, deflate, br" }), await stored());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("etag")).toBe(`"${entityTag(body)}-br"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).equals(body)).toBe(true);
  });

  it("sends plain bytes to a client that accepts no encoding, even when only gzip is stored", async () => {
    const { identity: _dropped, ...gzipOnly } = await stored();
    const response = storedResponse(get(), gzipOnly);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
  });

  it("answers 304 to If-None-Match in any encoding's tag, weak or strong", async () => {
    const entry = await stored();
    for (const tag of [`"${entry.tag}-br"`, `W/"${entry.tag}-gz"`, `"other", "${entry.tag}"`, "*"]) {
      const response = storedResponse(get({ "accept-encoding": "br", "if-none-match": tag }), entry);
      expect(response.status, tag).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("cache-control")).toContain("immutable");
    }
    const changed = storedResponse(get({ "if-none-match": '"something-else"' }), entry);
    expect(changed.status).toBe(200);
  });

  it("answers 304 to If-Modified-Since at or after the file's time, 200 before it", async () => {
    const entry = await stored();
    const same = storedResponse(get({ "if-modified-since": "Sun, 01 Nov 2026 10:00:00 GMT" }), entry);
    expect(same.status).toBe(304);
    const earlier = storedResponse(get({ "if-modified-since": "Sun, 01 Nov 2026 09:59:59 GMT" }), entry);
    expect(earlier.status).toBe(200);
    const garbage = storedResponse(get({ "if-modified-since": "not a date" }), entry);
    expect(garbage.status).toBe(200);
  });

  it("lets If-None-Match decide over If-Modified-Since", async () => {
    const entry = await stored();
    const response = storedResponse(
      get({ "if-none-match": '"stale"', "if-modified-since": "Sun, 01 Nov 2026 11:00:00 GMT" }),
      entry,
    );
    expect(response.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = storedResponse(get({ "accept-encoding": "gzip" }, "HEAD"), await stored());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe("");
  });
});

describe("matchesEntityTag", () => {
  it("compares the opaque part only", () => {
    expect(matchesEntityTag('"abc"', "abc")).toBe(true);
    expect(matchesEntityTag('W/"abc-br"', "abc")).toBe(true);
    expect(matchesEntityTag('"abcd"', "abc")).toBe(false);
    expect(matchesEntityTag(null, "abc")).toBe(false);
  });
});
