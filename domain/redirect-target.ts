// The one rule for where to send the browser next: a path on this site. Browsers drop tab/CR/LF and read "\" as
// "/", so such targets are refused and the WHATWG parser's own reading is kept, meaning the same to any browser.

export const REDIRECT_TARGET_MAX_LENGTH = 2048;

// A reserved name (RFC 2606): it never resolves, so nothing can mistake it for a real site.
const PLACEHOLDER_ORIGIN = "http://redirect-target.invalid";

// Controls and Unicode line separators, plus the backslash, which browsers read as "/".
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

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

export function isSafeRedirectTarget(value: unknown): value is string {
  return typeof value === "string" && safeRedirectTarget(value, "") === value;
}
