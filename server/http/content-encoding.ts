// Response encoding: brotli first (about 15–20% smaller than gzip on our HTML and JS), gzip for the rest.
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";

export type ContentEncoding = "br" | "gzip" | "identity";

/** RFC 9110 §12.5.3: highest q-value, brotli on a tie; `q=0` refuses; `*` stands for any encoding not named. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().toLowerCase().split(";");
    const name = rawName?.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number.parseFloat(value ?? "");
    }
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(q) ? q : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** Other images, woff2 fonts and archives are compressed already. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return (
    type.startsWith("text/") ||
    type === "application/json" ||
    type === "application/javascript" ||
    type === "application/manifest+json" ||
    type === "application/xml" ||
    type === "application/rss+xml" ||
    type === "image/svg+xml" ||
    type === "image/x-icon" ||
    type === "image/vnd.microsoft.icon" ||
    type.endsWith("+json") ||
    type.endsWith("+xml")
  );
}

/** Below this a compressed body saves less than its own framing costs. */
export const MIN_COMPRESS_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed once per page and catalogue change, so nearly the best ratio pays; not brotli 9, which cost 8.7 ms on
 * a 130 KB page (more than rendering it) for 0.4% fewer bytes than quality 8's 1.6 ms. */
export async function compressForStorage(body: Uint8Array): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 8,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** zlib's output buffer: a compressed page (15–30 KB) leaves in one chunk, not cut at the 16 KB default (64 KB a
 * response while it is compressed). */
const COMPRESSED_CHUNK_BYTES = 64 * 1024;

/** What arrives within one event-loop turn is flushed together, so streaming still works without a flush per small
 * React write. Brotli 4 costs about gzip 6's CPU and compresses better. */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: "br" | "gzip"): ReadableStream<Uint8Array> {
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          chunkSize: COMPRESSED_CHUNK_BYTES,
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            // A 256 KB window, not brotli's 4 MB default: pages are 80–160 KB, and the larger window cost a third of an
            // uncached render's throughput for the same bytes.
            [constants.BROTLI_PARAM_LGWIN]: 18,
          },
        })
      : createGzip({ level: 6, chunkSize: COMPRESSED_CHUNK_BYTES });
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const writePending = () => {
    scheduled = false;
    if (pending.length === 0 || compressor.destroyed) return;
    compressor.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
    pending = [];
    compressor.flush(flushKind);
  };
  const reader = body.getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending.push(value);
        if (!scheduled) {
          scheduled = true;
          setImmediate(writePending);
        }
      }
      writePending();
      compressor.end();
    } catch (error) {
      compressor.destroy(error as Error);
    }
  })();
  compressor.on("close", () => void reader.cancel().catch(() => undefined));
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}
