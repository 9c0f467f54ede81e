// A username to offer someone with none, so the profile form saves with only a new full name (spec §5 checks
// the username on every save).
import { FIELD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "#domain/constants";
import { usernameField } from "#domain/validation";

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

/** Usernames are public, so the e-mail's local part is used only when the name gives nothing. */
export function usernameCandidates(
  { fullName, email }: { fullName: string | null | undefined; email: string },
  count = 20,
): string[] {
  const local = email.split("@")[0]?.split("+")[0] ?? "";
  const base =
    [usernameBase(fullName ?? ""), usernameBase(local)].find((text) => text.length >= FIELD_MIN_LENGTH.username) ??
    FALLBACK_USERNAME;
  const numbered = Array.from({ length: count }, (_, i) => numberedUsername(base, i + 2));
  return [...new Set([base, ...numbered])].filter((candidate) => usernameField.safeParse(candidate).success);
}

export function numberedUsername(base: string, n: number): string {
  const suffix = String(n);
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length).replace(/[._-]+$/, "")}${suffix}`;
}
