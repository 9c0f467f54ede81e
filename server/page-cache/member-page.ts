// A shared member page as kept: its bytes cut at the slots, each piece compressed once. A request joins the pieces
// with its member's values, so a hit costs compressing a few short strings, not the page: the pieces are raw deflate
// ended by a sync flush (byte-aligned, not final), which may follow one another in one gzip stream (as pigz does).
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
  return { status, headers, tag: entityTag(body), pieces, slots, deflated };
}

/** The member's page: plain and gzip (no brotli: its streams cannot be joined), tagged per member. */
export function memberBody(template: MemberTemplate, values: SlotValues): StoredBody {
  const valueBytes = new Map<SlotName, Buffer>();
  const plain: Buffer[] = [];
  const gzip: Buffer[] = [GZIP_HEADER];
  template.pieces.forEach((piece, index) => {
    plain.push(piece);
    gzip.push(template.deflated[index]!);
    const slot = template.slots[index];
    if (!slot) return;
    let bytes = valueBytes.get(slot);
    if (!bytes) {
      bytes = Buffer.from(values[slot]);
      valueBytes.set(slot, bytes);
    }
    plain.push(bytes);
    gzip.push(deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }));
  });
  const identity = Buffer.concat(plain);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(identity), 0);
  trailer.writeUInt32LE(identity.byteLength % 2 ** 32, 4);
  gzip.push(trailer);
  const personal = createHash("sha256")
    .update(template.slots.length ? JSON.stringify(values) : "")
    .digest("base64url")
    .slice(0, 8);
  return {
    status: template.status,
    headers: template.headers,
    tag: `${template.tag}.${personal}`,
    identity,
    gzip: Buffer.concat(gzip),
  };
}
