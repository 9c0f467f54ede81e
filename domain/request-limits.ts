// Request body limits, applied by server/http/body-limit.ts before any handler reads a body, so an oversized one
// is never buffered.
import { CHANNEL_IMPORT_LIMITS } from "#domain/admin/channel-import";

const KIB = 1024;
const MIB = 1024 * KIB;

export const REQUEST_BODY_LIMITS = {
  /** The largest form, the admin channel type (three 50,000-character rich-text fields), stays well under it. */
  defaultBytes: 1 * MIB,
  authBytes: 64 * KIB,
  /** A tool call's arguments are a few filters: far under it. */
  mcpBytes: 64 * KIB,
  /** A 1 MB file in its multipart envelope, or pasted text that percent-encoding can triple. */
  channelImportBytes: 3 * CHANNEL_IMPORT_LIMITS.maxBytes + 64 * KIB,
} as const;

/** Where the MCP server answers over HTTP (server/api/mcp/). */
export const MCP_PATH = "/mcp";

const CHANNEL_IMPORT_PATHS = new Set(["/admin/channels/import", "/admin/channels/import.data"]);

export function requestBodyLimit(path: string): number {
  if (CHANNEL_IMPORT_PATHS.has(path)) return REQUEST_BODY_LIMITS.channelImportBytes;
  if (path.startsWith("/api/auth/")) return REQUEST_BODY_LIMITS.authBytes;
  if (path === MCP_PATH) return REQUEST_BODY_LIMITS.mcpBytes;
  return REQUEST_BODY_LIMITS.defaultBytes;
}

function formatByteLimit(bytes: number): string {
  return bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.round(bytes / KIB)} KB`;
}

export function bodyTooLargeMessage(limitBytes: number): string {
  return `This request is too large: the limit is ${formatByteLimit(limitBytes)}.`;
}
