// PostgreSQL cannot store NUL in text or jsonb ("invalid byte sequence", a 500) and no field needs one, so
// server/http/input-guard.ts refuses it anywhere in a request.

export const NUL_INPUT_MESSAGE = "The request contains a NUL character (%00), which no field accepts. Remove it and try again.";

const NUL = /\u0000/;
const ENCODED_NUL = /%00/i;

export function containsNul(text: string): boolean {
  return NUL.test(text);
}

export function containsEncodedNul(text: string): boolean {
  return ENCODED_NUL.test(text) || NUL.test(text);
}

export function jsonContainsNul(value: unknown): boolean {
  if (typeof value === "string") return containsNul(value);
  if (Array.isArray(value)) return value.some(jsonContainsNul);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => containsNul(key) || jsonContainsNul(item));
  }
  return false;
}

export const MALFORMED_PATH_MESSAGE =
  "The address has a malformed %-escape (a % must be followed by two hex digits of UTF-8). Check the link and try again.";

export function isMalformedPath(pathname: string): boolean {
  try {
    // The result is used on purpose: the bundler drops a call to a built-in whose value is unused.
    return typeof decodeURIComponent(pathname) !== "string";
  } catch {
    return true;
  }
}

export const CONTROL_CHARACTER_PATH_MESSAGE =
  "The address contains a control character (a tab, a line break or similar), which no page has. Check the link and try again.";

// Browsers drop tabs and line breaks from a URL, so a decoded "/\t/" becomes "//", no path at all.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function hasControlCharacter(pathname: string): boolean {
  return CONTROL_CHARACTER.test(decodeURIComponent(pathname));
}
