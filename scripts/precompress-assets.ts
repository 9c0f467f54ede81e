// After `react-router build`: writes a .br and a .gz beside every text file of build/client,
// at the highest settings (time is cheap once per build), so the server sends them as they are
// (server/http/static-files.server.ts). A variant that would not be smaller is not written.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { MIN_COMPRESS_BYTES } from "../server/http/content-encoding.ts";

const ROOT = process.argv[2] ?? "build/client";
const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map|ico)$/i;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

let files = 0;
let before = 0;
let after = 0;
const all = walk(ROOT);
// Variants left from an earlier build of the same folder go first.
for (const file of all) if (file.endsWith(".br") || file.endsWith(".gz")) rmSync(file);
for (const file of all) {
  if (!TEXT.test(file) || file.endsWith(".br") || file.endsWith(".gz")) continue;
  const body = readFileSync(file);
  if (body.byteLength < MIN_COMPRESS_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  if (br.byteLength < body.byteLength) writeFileSync(`${file}.br`, br);
  if (gz.byteLength < body.byteLength) writeFileSync(`${file}.gz`, gz);
  files++;
  before += body.byteLength;
  after += Math.min(br.byteLength, body.byteLength);
}
console.log(`precompressed ${files} files in ${ROOT}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
