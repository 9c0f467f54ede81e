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

/** A personal API token as its owner sees it in the list: never the secret. */
export interface ApiTokenListItem {
  id: string;
  name: string;
  /** The token's first characters ("fat_" and six), to tell tokens apart. */
  start: string;
  createdAt: Date;
  /** Recorded at most once a minute. */
  lastUsedAt: Date | null;
}
