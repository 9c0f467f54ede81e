// Every rate limit of the app, in one table: what is counted, in which window, how many. The
// lock-out design they implement is described in server/rate-limit/auth-rate-limits.server.ts
// and docs/decisions/007-one-rate-limiter.md.
import { CONTACT_RATE_LIMIT } from "#domain/contact-message";

export interface RateLimitRule {
  /** Requests allowed in one window. */
  points: number;
  /** The window, in seconds, from the first request counted in it. */
  durationSeconds: number;
  /** Once over the limit, the key stays refused this long (seconds) instead of to the window's end. */
  blockSeconds?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  // Password sign-in (/sign-in/email, /sign-in/username), one budget per
  // account whichever name it is signed in by.
  /** One address, whatever account it tries: a NAT'ed office can still sign in. */
  signInPerAddress: { points: 30, durationSeconds: 15 * MINUTE },
  /** One account from one address: generous for typing mistakes. */
  signInPerAccountAndAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /**
   * One account from every address together. Over it, the account is under attack: addresses
   * that have not signed in to it before are refused for an hour; known ones are not affected.
   */
  signInPerAccount: { points: 20, durationSeconds: 15 * MINUTE, blockSeconds: HOUR },

  // Second-factor codes (TOTP, backup code, SMS code), the same three layers.
  secondFactorPerAddress: { points: 20, durationSeconds: 15 * MINUTE },
  secondFactorPerAccountAndAddress: { points: 5, durationSeconds: 15 * MINUTE },
  secondFactorPerAccount: { points: 10, durationSeconds: 15 * MINUTE, blockSeconds: HOUR },
  /** SMS sign-in codes sent per account (each costs a text message). */
  secondFactorSendPerAccount: { points: 3, durationSeconds: 10 * MINUTE },
  secondFactorSendPerAddress: { points: 10, durationSeconds: 10 * MINUTE },

  /** The current password asked again while signed in (change-password, two-factor set-up…), per account. */
  passwordCheckPerAccount: { points: 10, durationSeconds: 15 * MINUTE },
  passwordCheckPerAddress: { points: 30, durationSeconds: 15 * MINUTE },

  /** New accounts from one address. */
  signUpPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Sign-ups naming one e-mail: each sends that mailbox a message. */
  signUpPerEmail: { points: 3, durationSeconds: HOUR },

  /** Reset links asked for from one address. */
  passwordResetRequestPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /**
   * Reset links mailed to one address. An attacker who spends it has sent the owner that many
   * working links (each valid an hour), so it cannot keep the owner out.
   */
  passwordResetRequestPerEmail: { points: 5, durationSeconds: HOUR },
  /** New passwords set with a reset link, per address (the link's token is the proof). */
  passwordResetPerAddress: { points: 10, durationSeconds: 15 * MINUTE },

  /** Confirmation e-mails sent again. */
  verificationEmailPerAddress: { points: 5, durationSeconds: 15 * MINUTE },
  verificationEmailPerEmail: { points: 3, durationSeconds: HOUR },

  /** Phone-number codes texted to one number, and asked for from one address. */
  phoneCodeSendPerNumber: { points: 3, durationSeconds: 15 * MINUTE },
  phoneCodeSendPerAddress: { points: 5, durationSeconds: 15 * MINUTE },
  /** Phone-number codes checked for one number, and from one address. */
  phoneCodeVerifyPerNumber: { points: 10, durationSeconds: 15 * MINUTE },
  phoneCodeVerifyPerAddress: { points: 20, durationSeconds: 15 * MINUTE },

  /** "Is this username free?" lookups from one address. */
  usernameLookupPerAddress: { points: 60, durationSeconds: 15 * MINUTE },

  /**
   * The public JSON API (/api/v1), per address: the requests it has to compute. Answers the page
   * cache already holds are sent before the app and are not counted (they cost nothing).
   */
  apiPerAddress: { points: 300, durationSeconds: MINUTE },

  /** The contact form (PRODUCT.md: "rate-limited"), per address. */
  contactPerAddress: { points: CONTACT_RATE_LIMIT.max, durationSeconds: CONTACT_RATE_LIMIT.windowMs / 1000 },

  /**
   * Single use (server/auth/single-use-codes.ts): a code that worked is refused until it can no
   * longer work anyway. Authenticator codes live 30 s, accepted one step either side (90 s);
   * texted codes 3 to 5 minutes. Counted per account (or phone number) and code.
   */
  oneTimeCodeUse: { points: 1, durationSeconds: 15 * MINUTE },
  /** Single use of e-mailed links: a confirmation link lives 24 hours, a reset link one. */
  emailLinkUse: { points: 1, durationSeconds: 25 * HOUR },

  /**
   * Not a limit: the addresses that have signed in to an account (or set its password with a
   * reset link) in the last 90 days, which an account under attack still accepts.
   */
  knownAddress: { points: 1, durationSeconds: 90 * DAY },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
