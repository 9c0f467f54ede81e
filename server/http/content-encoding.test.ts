import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressForStorage, compressStream, isCompressibleType, negotiateEncoding } from "#server/http/content-encoding";

describe("negotiateEncoding", () => {
  it.each([
    [null, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["BR", "br"],
    ["br;q=abc", "identity"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("isCompressibleType", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["application/json", true],
    ["text/x-script", true],
    ["application/xml; charset=utf-8", true],
    ["image/svg+xml", true],
    ["application/problem+json", true],
    ["image/png", false],
    ["font/woff2", false],
    [null, false],
  ])("%s → %s", (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe("compression round trips", () => {
  const page = Buffer.from("<!doctype html><title>Faceless</title>".repeat(400));

  it("stores brotli and gzip bodies that decode to the original and are smaller", async () => {
    const { br, gzip } = await compressForStorage(page);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.byteLength).toBeLessThan(page.byteLength / 10);
  });

  it.each(["br", "gzip"] as const)("streams %s chunk by chunk", async (encoding) => {
    const chunks = [page.subarray(0, 5000), page.subarray(5000)];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    });
    const out = Buffer.from(await new Response(compressStream(source, encoding)).arrayBuffer());
    const decoded = encoding === "br" ? brotliDecompressSync(out) : gunzipSync(out);
    expect(decoded.equals(page)).toBe(true);
  });
});
