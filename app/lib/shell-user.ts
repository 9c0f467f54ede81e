/** What the header and menus need to know about the signed-in user (null when signed out). */
export type ShellUser = { email: string; isAdmin: boolean };
