// A shared member page as kept: its bytes cut at the slots, each piece compressed once. A request joins the pieces
// with its member's values, so a hit compresses nothing: the pieces are raw deflate ended by a sync flush
// (byte-aligned, not final), which may follow one another in one gzip stream (as pigz does); a value goes between
// them as a stored block, and the stream's CRC-32 is combined from the pieces' own.
import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { entityTag, type StoredBody } from "#server/http/stored-response";
import { SLOT_PREFIX_BYTES, SLOTS, type SlotName, type SlotValues } from "#server/auth/member-render";

export interface MemberTemplate {
  status: number;
  headers: Record<string, string>;
  tag: string;
  /** The page's bytes between the slots (one more than `slots`). */
  pieces: Buffer[];
  slots: SlotName[];
  /** Each piece as raw deflate; all but the last sync-flushed, the last finished. */
  deflated: Buffer[];
  /** Each piece's CRC-32. */
  crcs: number[];
}

const SLOT_NAMES = Object.keys(SLOTS) as SlotName[];
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function memberTemplateBytes(template: MemberTemplate): number {
  let bytes = 512;
  for (const piece of template.pieces) bytes += piece.byteLength;
  for (const piece of template.deflated) bytes += piece.byteLength;
  return bytes;
}

export function toMemberTemplate(status: number, headers: Record<string, string>, body: Buffer): MemberTemplate {
  const pieces: Buffer[] = [];
  const slots: SlotName[] = [];
  let start = 0;
  let at = body.indexOf(SLOT_PREFIX_BYTES);
  while (at !== -1) {
    const after = at + SLOT_PREFIX_BYTES.byteLength;
    const slot = SLOT_NAMES.find((name) => body.subarray(at, at + SLOTS[name].length).toString() === SLOTS[name]);
    if (slot) {
      pieces.push(body.subarray(start, at));
      slots.push(slot);
      start = at + SLOTS[slot].length;
    }
    at = body.indexOf(SLOT_PREFIX_BYTES, slot ? start : after);
  }
  pieces.push(body.subarray(start));
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, { finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  );
  return { status, headers, tag: entityTag(body), pieces, slots, deflated, crcs: pieces.map((piece) => crc32(piece)) };
}

/** The member's page as plain bytes (a render's own answer, compressed on its way out like any render). */
export function memberIdentity(template: MemberTemplate, values: SlotValues): Buffer {
  const parts: Buffer[] = [];
  template.pieces.forEach((piece, index) => {
    parts.push(piece);
    const slot = template.slots[index];
    if (slot) parts.push(Buffer.from(values[slot]));
  });
  return Buffer.concat(parts);
}

/** RFC 1951 §3.2.4: a stored block, not final, at a byte boundary (where a sync flush leaves the stream). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.byteLength);
  block.writeUInt16LE(bytes.byteLength, 1);
  block.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The member's page: gzip (no brotli: its streams cannot be joined; plain bytes are unzipped for the rare client
 * that takes no compression), tagged per member. */
export function memberBody(template: MemberTemplate, values: SlotValues): StoredBody {
  const blocks = new Map<SlotName, { bytes: Buffer; block: Buffer; crc: number }>();
  const gzip: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.pieces.forEach((piece, index) => {
    gzip.push(template.deflated[index]!);
    crc = crc32Combine(crc, template.crcs[index]!, piece.byteLength);
    length += piece.byteLength;
    const slot = template.slots[index];
    if (!slot) return;
    let value = blocks.get(slot);
    if (!value) {
      const bytes = Buffer.from(values[slot]);
      value = { bytes, block: storedBlock(bytes), crc: crc32(bytes) };
      blocks.set(slot, value);
    }
    gzip.push(value.block);
    crc = crc32Combine(crc, value.crc, value.bytes.byteLength);
    length += value.bytes.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  gzip.push(trailer);
  const personal = createHash("sha256")
    .update(template.slots.length ? JSON.stringify(values) : "")
    .digest("base64url")
    .slice(0, 8);
  return { status: template.status, headers: template.headers, tag: `${template.tag}.${personal}`, gzip: Buffer.concat(gzip) };
}

// CRC-32 of two strings joined from the CRC-32 of each (zlib's crc32_combine): arithmetic modulo the CRC polynomial,
// a few dozen steps whatever the lengths.
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p);
  p = multiplyModP(p, p);
}

/** x^(8·bytes) modulo the polynomial: the shift of a CRC past that many bytes. */
function shiftFor(bytes: number): number {
  let p = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return (multiplyModP(shiftFor(length2), crc1 >>> 0) ^ (crc2 >>> 0)) >>> 0;
}
