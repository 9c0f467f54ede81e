export interface NameFields {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec §3: "display_name, else first and last name joined, else first name"; a lone last name beats nothing. */
export function displayName({ displayName: display, firstName, lastName }: NameFields): string | null {
  const trimmedDisplay = display?.trim();
  if (trimmedDisplay) return trimmedDisplay;
  const joined = [firstName?.trim(), lastName?.trim()].filter((part) => !!part).join(" ");
  return joined || null;
}
