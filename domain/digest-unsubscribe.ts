import { type DigestFrequency, digestName } from "#domain/digest-period";

export const UNSUBSCRIBE_PATH = "/unsubscribe";

export function unsubscribedMessage(previous: DigestFrequency): string {
  return previous === "off" ? "You will no longer get e-mail digests." : `You will no longer get the ${digestName(previous)}.`;
}

/** RFC 8058 asks for a working link while the mail is fresh. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

export const UNSUBSCRIBE_LINK_EXPIRED = `This unsubscribe link is more than ${UNSUBSCRIBE_LINK_DAYS} days old, so it no longer works. Use the link in your newest digest, or sign in and turn e-mail alerts off on your profile.`;

/** From a mail sent before the member last changed their alerts. */
export const UNSUBSCRIBE_LINK_SUPERSEDED =
  "This link is from an e-mail sent before you last changed your e-mail alerts, so it no longer changes them. Use the link in your newest digest, or sign in and turn e-mail alerts off on your profile.";

export const UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is not complete or has been changed, so we could not tell whose alerts to turn off. Open the link from the e-mail again (the whole link), or sign in and turn e-mail alerts off on your profile.";
