/** What the header and menus need to know about the signed-in user (null when signed out). */
export type ShellUser = { email: string; initial: string; isAdmin: boolean };

/** Spec §2: the user menu's avatar shows "the first letter of the e-mail", uppercased. */
export function emailInitial(email: string): string {
  return email.trim().charAt(0).toUpperCase() || "?";
}
