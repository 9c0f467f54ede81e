// A username to offer someone who has none yet, so the profile form can be saved with only a
// new full name (spec §5 keeps "username at least 3" on every save). Made from the full name
// (already shown on the site), else the e-mail's local part, and always valid under the
// username rules (usernameField: alphabet, 3 to USERNAME_MAX_LENGTH characters).
import { FIELD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "#domain/constants";
import { usernameField } from "#domain/validation";

/** When neither the name nor the e-mail gives three usable characters (a name in another script). */
export const FALLBACK_USERNAME = "member";

/** "Zoë O'Brien-Smith" → "zoe.obrien-smith": letters and digits kept, accents dropped, other runs one dot. */
export function usernameBase(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/['’]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/([._-])[._-]+/g, "$1")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/[._-]+$/, "");
}

/**
 * Usernames to offer, best first: the name's, then numbered 2, 3, … Usernames are public, so
 * the e-mail's local part (without a +tag) is used only when the name gives nothing (another
 * script, two letters), and FALLBACK_USERNAME when neither does. Every one passes the username
 * rules; the caller takes the first free one.
 */
export function usernameCandidates({ fullName, email }: { fullName: string | null | undefined; email: string }, count = 20): string[] {
  const local = email.split("@")[0]?.split("+")[0] ?? "";
  const base = [usernameBase(fullName ?? ""), usernameBase(local)].find((text) => text.length >= FIELD_MIN_LENGTH.username) ?? FALLBACK_USERNAME;
  const numbered = Array.from({ length: count }, (_, i) => numberedUsername(base, i + 2));
  return [...new Set([base, ...numbered])].filter((candidate) => usernameField.safeParse(candidate).success);
}

/** `base` with a number after it, shortened to fit USERNAME_MAX_LENGTH. */
export function numberedUsername(base: string, n: number): string {
  const suffix = String(n);
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length).replace(/[._-]+$/, "")}${suffix}`;
}
