// The admin contact inbox (admin area: "Contact inbox: the messages from /contact, read / unread,
// delete"): its filter, the forms behind its buttons and the reply link.
import { z } from "zod";

/** Ours: 25 messages a page. */
export const CONTACT_INBOX_PAGE_SIZE = 25;

export type ContactInboxFilter = "unread" | "all";

export interface ContactInboxParams {
  filter: ContactInboxFilter;
  page: number;
  /** The open message's id, when one is open. */
  messageId: string | null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The inbox's search params; unknown values fall back to the defaults (all messages, page 1). */
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

/** A mailto: link answering the message ("Re: <subject>"). */
export function replyMailto(message: { email: string; subject: string | null }): string {
  const subject = `Re: ${message.subject?.trim() || "Your message to Faceless Atlas"}`;
  // The address keeps its "@"; anything that could end the address part (?, #, &…) is escaped.
  const address = encodeURIComponent(message.email.trim()).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
