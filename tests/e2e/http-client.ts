// A plain HTTP GET that sends exactly the headers given and returns the bytes as they came
// (fetch and Playwright's request context add Accept-Encoding and decompress on their own).
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

export function rawGet(url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        // A HEAD (or a 304) names its encoding but carries no bytes to decode.
        const decoded =
          raw.byteLength === 0
            ? raw
            : encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
