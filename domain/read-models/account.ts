// What /profile shows of a member's own account beyond the profile fields.

/** One signed-in device (a session) in the member's list. */
export interface AccountSession {
  id: string;
  /** "Chrome on Windows" (domain/device-label.ts). */
  device: string;
  /** The address it signed in from, as the server saw it. */
  address: string | null;
  signedInAt: Date;
  /** When the session was last extended: it moves at most once a day while used. */
  lastActiveAt: Date;
  /** The device this page is open on. */
  current: boolean;
}
