// The one rule for "where to send the browser next" (every `redirect`, `redirectTo`, `next` and
// callbackURL of the app goes through it): a path on this site, never another origin.
//
// Browsers are lenient in ways a string check misses: they drop tab, CR and LF anywhere in a URL
// ("/\t/evil.example" becomes "//evil.example"), treat "\" as "/" ("/\evil.example"), and strip
// leading control characters and spaces. So a target is refused when it has any control
// character or backslash at all, and what is kept is the WHATWG URL parser's own reading of it
// against a placeholder origin, which must still be that origin: the value then means the same
// to us and to any browser. The result is ASCII (non-Latin-1 characters percent-encoded), so it
// is always a valid Location header value.

/** Longest target kept; a longer one is refused (a real page address is far shorter). */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;

// A reserved name (RFC 2606): it never resolves, so nothing can mistake it for a real site.
const PLACEHOLDER_ORIGIN = "http://redirect-target.invalid";

// C0 controls (tab, CR, LF, NUL…), DEL, the C1 controls, and the Unicode line and paragraph
// separators; plus the backslash, which browsers read as "/".
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

/**
 * `value` as a same-site path (with its query and fragment), or `fallback` when it is missing,
 * not a string, or could lead anywhere else: absolute URLs, schemes, protocol-relative "//…",
 * backslashes, control characters, over-long values.
 */
export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > REDIRECT_TARGET_MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || REFUSED_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The parser resolves "/./" and "/../" segments; it must not have made a "//" of them.
  if (!target.startsWith("/") || target.startsWith("//") || target.length > REDIRECT_TARGET_MAX_LENGTH) return fallback;
  return target;
}

/** True when `value` is kept by the rule as it is (a safe, already normalised path). */
export function isSafeRedirectTarget(value: unknown): value is string {
  return typeof value === "string" && safeRedirectTarget(value, "") === value;
}
