// How the member-tool actions (follow, saved searches) answer. A fetcher (JavaScript) gets JSON
// with the message for its toast; the plain form (no JavaScript) sends a `redirect` field and is
// sent back there with the message as a flash toast.
import { data, redirect } from "react-router";
import { flashCookie } from "#domain/flash-message";

/** `back` is set when the form asked to be sent back (already a safe same-site path). */
export function replyOk<T extends object>(back: string | null, message: string, extra: T) {
  if (back !== null) throw redirect(back, { status: 303, headers: { "set-cookie": flashCookie("success", message) } });
  return data({ ok: true as const, message, ...extra });
}

/**
 * A refusal. Malformed input (400) and a missing target (404) are answered as such even to a
 * plain form: only a crafted request sends them. A refusal a member can meet by using the page
 * (a limit, a duplicate name: 409) sends a plain form back with the message.
 */
export function replyRefused(back: string | null, status: 400 | 404 | 409, message: string, field?: string) {
  if (back !== null && status === 409)
    throw redirect(back, { status: 303, headers: { "set-cookie": flashCookie("error", message) } });
  return data({ ok: false as const, message, ...(field ? { field } : {}) }, { status });
}
