// A plain HTTP GET that sends exactly the headers given and returns the bytes as they came
// (fetch and Playwright's request context add Accept-Encoding and decompress on their own).
import { request } from "node:http";
import { connect } from "node:net";
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

/**
 * The pieces a response body was sent in: each `Transfer-Encoding: chunked` chunk is one write of
 * the server's response, however TCP then groups the bytes. A body sent whole is one piece.
 */
export function bodyPieces(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; sizes: number[]; body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(target.port), target.hostname);
    const received: Buffer[] = [];
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", reject);
    socket.on("end", () => {
      const bytes = Buffer.concat(received);
      const headEnd = bytes.indexOf("\r\n\r\n");
      const head = bytes.subarray(0, headEnd).toString("latin1");
      const status = Number(head.split(" ")[1]);
      if (!/^transfer-encoding:\s*chunked\s*$/im.test(head)) {
        resolve({ status, sizes: [bytes.byteLength - headEnd - 4], body: bytes.subarray(headEnd + 4) });
        return;
      }
      const pieces: Buffer[] = [];
      for (let at = headEnd + 4; ; ) {
        const lineEnd = bytes.indexOf("\r\n", at);
        const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
        if (!(size > 0)) break;
        pieces.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      resolve({ status, sizes: pieces.map((piece) => piece.byteLength), body: Buffer.concat(pieces) });
    });
    const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, "Connection: close"];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    // Written, not ended: a half-closed connection may be closed before the answer.
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}
