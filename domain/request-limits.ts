// How large a request may be (ARCHITECTURE.md: "every limit (body size, rate, paging) is
// explicit"). server/http/body-limit.ts applies these before any handler reads a body, so an
// oversized one is refused from its Content-Length (or as soon as a chunked one passes the
// limit) without being buffered.
import { CHANNEL_IMPORT_LIMITS } from "#domain/admin/channel-import";

const KIB = 1024;
const MIB = 1024 * KIB;

export const REQUEST_BODY_LIMITS = {
  /**
   * Every route: the largest form is the admin channel type (three rich-text fields of 50,000
   * characters), which percent-encoded stays well under this.
   */
  defaultBytes: 1 * MIB,
  /** Better Auth's JSON endpoints take an e-mail, a password, a name or a code: small bodies. */
  authBytes: 64 * KIB,
  /**
   * The admin CSV import: a 1 MB file in its multipart envelope, or the same text pasted in a
   * form field, where percent-encoding can triple it. The route checks the file's own 1 MB.
   */
  channelImportBytes: 3 * CHANNEL_IMPORT_LIMITS.maxBytes + 64 * KIB,
} as const;

/** The admin CSV import page (spec-free; PRODUCT.md "a CSV import"), as a document and as its .data request. */
const CHANNEL_IMPORT_PATHS = new Set(["/admin/channels/import", "/admin/channels/import.data"]);

/** The body limit of a request path. */
export function requestBodyLimit(path: string): number {
  if (CHANNEL_IMPORT_PATHS.has(path)) return REQUEST_BODY_LIMITS.channelImportBytes;
  if (path.startsWith("/api/auth/")) return REQUEST_BODY_LIMITS.authBytes;
  return REQUEST_BODY_LIMITS.defaultBytes;
}

/** "1 MB", "64 KB": a limit as people read it. */
function formatByteLimit(bytes: number): string {
  return bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.round(bytes / KIB)} KB`;
}

/** The 413 message. */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `This request is too large: the limit is ${formatByteLimit(limitBytes)}.`;
}
