// Text that no input of the app accepts. PostgreSQL cannot store a NUL character in text or
// jsonb (it answers "invalid byte sequence", which used to surface as a 500), and no field has
// a use for one, so a request carrying one anywhere (path, query, form field, JSON string) is
// refused at the edge with this message (server/http/input-guard.ts).

export const NUL_INPUT_MESSAGE = "The request contains a NUL character (%00), which no field accepts. Remove it and try again.";

const NUL = /\u0000/;
const ENCODED_NUL = /%00/i;

export function containsNul(text: string): boolean {
  return NUL.test(text);
}

/** A raw URL or url-encoded body: a NUL typed as is or percent-encoded. */
export function containsEncodedNul(text: string): boolean {
  return ENCODED_NUL.test(text) || NUL.test(text);
}

/** Any string (or object key) of a parsed JSON value with a NUL. */
export function jsonContainsNul(value: unknown): boolean {
  if (typeof value === "string") return containsNul(value);
  if (Array.isArray(value)) return value.some(jsonContainsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => containsNul(key) || jsonContainsNul(item));
  }
  return false;
}

export const MALFORMED_PATH_MESSAGE = "The address has a malformed %-escape (a % must be followed by two hex digits of UTF-8). Check the link and try again.";

/** A path whose %-escapes do not decode as UTF-8 ("/%E0%A4%A", "/%C0%AF", "/%"): no page has one. */
export function isMalformedPath(pathname: string): boolean {
  try {
    // The result is used on purpose: the bundler drops a call to a built-in whose value is unused.
    return typeof decodeURIComponent(pathname) !== "string";
  } catch {
    return true;
  }
}

export const CONTROL_CHARACTER_PATH_MESSAGE = "The address contains a control character (a tab, a line break or similar), which no page has. Check the link and try again.";

// C0 controls and DEL. Browsers drop a tab or line break from a URL as they read it, so a
// decoded path such as "/\t/" turns into "//", which is no path at all (React Router failed on
// it with a 500); no slug, id or file name of the site has one.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** A path that decodes to a control character ("/%09/", "/a%0Ab"). Check isMalformedPath first. */
export function hasControlCharacter(pathname: string): boolean {
  return CONTROL_CHARACTER.test(decodeURIComponent(pathname));
}
