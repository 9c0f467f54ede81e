// Password hashing, one at a time per process: scrypt takes 16 MB and tens of ms on libuv's four-thread pool, and a
// burst of sign-ins would stall compression and file reads site-wide. Past a short queue: 503 with Retry-After.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { APIError } from "better-auth/api";
import pLimit from "p-limit";

const PASSWORD_HASH_CONCURRENCY = 1;
/** At ~50 ms each, the last in line waits about a second. */
const PASSWORD_HASH_QUEUE = 20;
const PASSWORD_BUSY_RETRY_AFTER_SECONDS = 2;
export const PASSWORD_BUSY_MESSAGE = "We are handling many sign-ins right now. Please try again in a few seconds.";

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** On a machine short of CPU the queue moves slower than its length suggests. */
const PASSWORD_HASH_MAX_WAIT_MS = 2_000;

function busy(): APIError {
  return new APIError(
    "SERVICE_UNAVAILABLE",
    { message: PASSWORD_BUSY_MESSAGE, code: "PASSWORD_HASHING_BUSY" },
    { "Retry-After": String(PASSWORD_BUSY_RETRY_AFTER_SECONDS) },
  );
}

export function boundedPasswordHashing(
  concurrency = PASSWORD_HASH_CONCURRENCY,
  queue = PASSWORD_HASH_QUEUE,
  maxWaitMs = PASSWORD_HASH_MAX_WAIT_MS,
): PasswordHashing {
  const limit = pLimit(concurrency);
  function run<T>(work: () => Promise<T>): Promise<T> {
    if (limit.pendingCount >= queue) return Promise.reject(busy());
    const queuedAt = performance.now();
    return limit(() => (performance.now() - queuedAt > maxWaitMs ? Promise.reject(busy()) : work()));
  }
  return {
    hash: (password) => run(() => hashPassword(password)),
    verify: (input) => run(() => verifyPassword(input)),
  };
}
