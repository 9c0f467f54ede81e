/**
 * A same-site path to send the browser back to, or `fallback`. Refuses absolute and
 * protocol-relative URLs ("//evil.example", "/\\evil.example") so a form cannot be used as an
 * open redirect.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
