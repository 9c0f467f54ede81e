// Password hashing, held to what the machine can give it. Better Auth hashes with scrypt
// (16 MB and tens of milliseconds of a core per hash, on libuv's thread pool of four). Under a
// burst of sign-ups or sign-ins every pool thread ends up hashing, and the page compression and
// file reads queued behind them wait: the whole site stalls for the sake of one endpoint. One
// hash at a time per process keeps the pool for everything else; a short queue absorbs bursts,
// and beyond it the request is told to come back in a moment (503 with Retry-After) instead of
// waiting until it times out.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { APIError } from "better-auth/api";
import pLimit from "p-limit";

/** Hashes running at once in one process; the rest wait their turn. */
const PASSWORD_HASH_CONCURRENCY = 1;
/** Hashes allowed to wait; at ~50 ms each, the last in line waits about a second. */
const PASSWORD_HASH_QUEUE = 20;
const PASSWORD_BUSY_RETRY_AFTER_SECONDS = 2;
export const PASSWORD_BUSY_MESSAGE = "We are handling many sign-ins right now. Please try again in a few seconds.";

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Longest a hash may wait for its turn. On a machine short of CPU the queue moves slower than
 * its length suggests; a request that has waited this long is answered at once rather than
 * after a hash that would leave it at the edge of the client's patience.
 */
const PASSWORD_HASH_MAX_WAIT_MS = 2_000;

function busy(): APIError {
  return new APIError("SERVICE_UNAVAILABLE", { message: PASSWORD_BUSY_MESSAGE, code: "PASSWORD_HASHING_BUSY" }, { "Retry-After": String(PASSWORD_BUSY_RETRY_AFTER_SECONDS) });
}

export function boundedPasswordHashing(concurrency = PASSWORD_HASH_CONCURRENCY, queue = PASSWORD_HASH_QUEUE, maxWaitMs = PASSWORD_HASH_MAX_WAIT_MS): PasswordHashing {
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
