// Every rate limit of the app in one table; the lock-out design is in auth-rate-limits.server.ts and ADR 007.
import { CONTACT_RATE_LIMIT } from "#domain/contact-message";

export interface RateLimitRule {
  points: number;
  /** From the first request counted in it. */
  durationSeconds: number;
  /** Refused this long once over, instead of to the window's end. */
  blockSeconds?: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  // Password sign-in: one budget per account whichever name it is signed in by.
  /** A NAT'ed office can still sign in. */
  signInPerAddress: { points: 30, durationSeconds: 15 * MINUTE },
  /** Generous for typing mistakes. */
  signInPerAccountAndAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Over it, addresses that have not signed in before are refused for an hour; known ones are not. */
  signInPerAccount: { points: 20, durationSeconds: 15 * MINUTE, blockSeconds: HOUR },

  // Second-factor codes, the same three layers.
  secondFactorPerAddress: { points: 20, durationSeconds: 15 * MINUTE },
  secondFactorPerAccountAndAddress: { points: 5, durationSeconds: 15 * MINUTE },
  secondFactorPerAccount: { points: 10, durationSeconds: 15 * MINUTE, blockSeconds: HOUR },
  /** Each costs a text message. */
  secondFactorSendPerAccount: { points: 3, durationSeconds: 10 * MINUTE },
  secondFactorSendPerAddress: { points: 10, durationSeconds: 10 * MINUTE },

  passwordCheckPerAccount: { points: 10, durationSeconds: 15 * MINUTE },
  passwordCheckPerAddress: { points: 30, durationSeconds: 15 * MINUTE },

  signUpPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Each sends that mailbox a message. */
  signUpPerEmail: { points: 3, durationSeconds: HOUR },

  passwordResetRequestPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** An attacker who spends it has sent the owner that many working links, so it cannot keep the owner out. */
  passwordResetRequestPerEmail: { points: 5, durationSeconds: HOUR },
  /** The link's token is the proof. */
  passwordResetPerAddress: { points: 10, durationSeconds: 15 * MINUTE },

  verificationEmailPerAddress: { points: 5, durationSeconds: 15 * MINUTE },
  verificationEmailPerEmail: { points: 3, durationSeconds: HOUR },

  phoneCodeSendPerNumber: { points: 3, durationSeconds: 15 * MINUTE },
  phoneCodeSendPerAddress: { points: 5, durationSeconds: 15 * MINUTE },
  phoneCodeVerifyPerNumber: { points: 10, durationSeconds: 15 * MINUTE },
  phoneCodeVerifyPerAddress: { points: 20, durationSeconds: 15 * MINUTE },

  usernameLookupPerAddress: { points: 60, durationSeconds: 15 * MINUTE },

  /** Answers from the page cache are sent before the app and cost nothing, so are not counted. */
  apiPerAddress: { points: 300, durationSeconds: MINUTE },
  /** A personal API token's own budget wherever it is used from, counted after the address's: one address's worth. */
  apiPerToken: { points: 300, durationSeconds: MINUTE },

  contactPerAddress: { points: CONTACT_RATE_LIMIT.max, durationSeconds: CONTACT_RATE_LIMIT.windowMs / 1000 },

  /** A code that worked is refused until it can no longer work anyway: authenticator codes 90 s with the step either
   * side, texted codes 3 to 5 minutes. */
  oneTimeCodeUse: { points: 1, durationSeconds: 15 * MINUTE },
  /** A confirmation link lives 24 hours, a reset link one. */
  emailLinkUse: { points: 1, durationSeconds: 25 * HOUR },

  /** Not a limit: addresses that signed in within 90 days, which an account under attack still accepts. */
  knownAddress: { points: 1, durationSeconds: 90 * DAY },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
