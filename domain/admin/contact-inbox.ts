// The admin contact inbox: its filter, button forms and reply link.
import { z } from "zod";

export const CONTACT_INBOX_PAGE_SIZE = 25;

export type ContactInboxFilter = "unread" | "all";

export interface ContactInboxParams {
  filter: ContactInboxFilter;
  page: number;
  messageId: string | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown values fall back to the defaults. */
export function parseContactInboxParams(params: URLSearchParams): ContactInboxParams {
  const filter = params.get("filter");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const messageId = params.get("message");
  return {
    filter: filter === "unread" ? "unread" : "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    messageId: messageId && UUID_PATTERN.test(messageId) ? messageId.toLowerCase() : null,
  };
}

export const CONTACT_INBOX_MESSAGES = {
  invalidMessage: "Choose a message from the inbox.",
  notFound: "That message no longer exists. The inbox has been refreshed.",
  markedRead: "Marked as read",
  markedUnread: "Marked as unread",
  deleted: "Message deleted",
} as const;

const messageId = z
  .string({ error: CONTACT_INBOX_MESSAGES.invalidMessage })
  .trim()
  .regex(UUID_PATTERN, { error: CONTACT_INBOX_MESSAGES.invalidMessage });

export const contactInboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), messageId }),
  z.object({ intent: z.literal("mark-unread"), messageId }),
  z.object({ intent: z.literal("delete"), messageId }),
]);

export function replyMailto(message: { email: string; subject: string | null }): string {
  const subject = `Re: ${message.subject?.trim() || "Your message to Faceless Atlas"}`;
  // Keeps the "@"; anything that could end the address part (?, #, &…) is escaped.
  const address = encodeURIComponent(message.email.trim()).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
