export interface AccountSession {
  id: string;
  device: string;
  /** The address it signed in from, as the server saw it. */
  address: string | null;
  signedInAt: Date;
  /** Moves at most once a day while used. */
  lastActiveAt: Date;
  current: boolean;
}
