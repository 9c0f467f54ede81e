// Checks whether a URL answers, as a careful crawler would: HEAD first, every redirect hop vetted, no body read.
// The address check sits in the socket's own DNS lookup, so a host cannot pass it and then resolve to a private
// address for the real connection.
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { STATUS_CODES, request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { nonPublicRange } from "#server/integrations/http/address-ranges";

export interface ProbeOptions {
  /** Connect, TLS and response headers. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Local testing only. */
  allowPrivate?: boolean;
  /** Tests let a local server play a public site. */
  allowedAddresses?: readonly string[];
  userAgent?: string;
}

export interface ProbeResult {
  outcome: "ok" | "broken";
  httpStatus: number | null;
  finalUrl: string | null;
  error: string | null;
  durationMs: number;
}

export const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEAD_UNSUPPORTED = new Set([405, 501]);
export const LINK_BUDGET_TIMEOUTS = 3;

class RefusedAddressError extends Error {
  override name = "RefusedAddressError";
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function refusal(host: string, address: string, range: string): RefusedAddressError {
  const where = host === address ? address : `${host} (${address})`;
  const article = /^[aeiou]/.test(range) ? "an" : "a";
  return new RefusedAddressError(`Refused: ${where} is ${article} ${range} address`);
}

type AddressCheck = (host: string, address: string) => RefusedAddressError | null;

function addressCheck(options: ProbeOptions): AddressCheck {
  const allowed = new Set(options.allowedAddresses ?? []);
  return (host, address) => {
    if (options.allowPrivate || allowed.has(address)) return null;
    const range = nonPublicRange(address);
    return range ? refusal(host, address, range) : null;
  };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A host with one private address is not trusted with the others. */
function guardedLookup(check: AddressCheck) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }).then(
      (addresses) => {
        const refused = addresses.map((a) => check(hostname, a.address)).find((e) => e !== null);
        if (refused) return callback(refused, []);
        if (addresses.length === 0)
          return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), []);
        if (options.all) return callback(null, addresses);
        const family =
          options.family === 6 || options.family === "IPv6" ? 6 : options.family === 4 || options.family === "IPv4" ? 4 : 0;
        const first = (addresses.find((a) => family === 0 || a.family === family) ?? addresses[0]) as LookupAddress;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

interface HopAnswer {
  status: number;
  location: string | null;
}

/** Drops the body unread. */
function requestOnce(
  url: URL,
  method: "HEAD" | "GET",
  signal: AbortSignal,
  check: AddressCheck,
  userAgent: string,
): Promise<HopAnswer> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method,
      signal,
      // A pooled socket could have been vetted for another host.
      agent: false,
      lookup: guardedLookup(check) as never,
      headers: { "user-agent": userAgent, accept: "*/*" },
    });
    req.on("response", (res: IncomingMessage) => {
      const location = res.headers.location ?? null;
      const status = res.statusCode ?? 0;
      res.destroy();
      resolve({ status, location });
    });
    req.on("error", reject);
    req.end();
  });
}

function describeError(error: unknown, timeoutMs: number, budgetMs: number, budget: AbortSignal): string {
  if (error instanceof RefusedAddressError) return error.message;
  const err = error as NodeJS.ErrnoException & { cause?: unknown };
  if (err?.name === "AbortError" || err?.name === "TimeoutError" || err?.code === "ABORT_ERR") {
    return budget.aborted ? `No final answer within ${seconds(budgetMs)}` : `Timed out after ${seconds(timeoutMs)}`;
  }
  switch (err?.code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "Host not found";
    case "ECONNREFUSED":
      return "Connection refused";
    case "ECONNRESET":
      return "Connection reset by the server";
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "Host unreachable";
    case "HPE_INVALID_CONSTANT":
    case "HPE_INVALID_STATUS":
      return "Not a valid HTTP answer";
    default:
      break;
  }
  if (typeof err?.code === "string" && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(err.code)) {
    return `TLS certificate problem (${err.code})`;
  }
  return err?.message ? String(err.message) : "Request failed";
}

function httpError(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `HTTP ${status} ${reason}` : `HTTP ${status}`;
}

function isHttpUrl(url: URL): boolean {
  return url.protocol === "http:" || url.protocol === "https:";
}

/** Never throws: every failure is a "broken" result. */
export async function probeLink(rawUrl: string, options: ProbeOptions): Promise<ProbeResult> {
  const started = performance.now();
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const userAgent = options.userAgent ?? "FacelessAtlasLinkChecker/1.0";
  const check = addressCheck(options);
  const budgetMs = options.timeoutMs * LINK_BUDGET_TIMEOUTS;
  const budget = AbortSignal.timeout(budgetMs);
  const done = (result: Omit<ProbeResult, "durationMs">): ProbeResult => ({
    ...result,
    durationMs: Math.round(performance.now() - started),
  });

  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    return done({ outcome: "broken", httpStatus: null, finalUrl: null, error: "Not a valid URL" });
  }
  if (!isHttpUrl(url)) {
    return done({
      outcome: "broken",
      httpStatus: null,
      finalUrl: null,
      error: `Only http and https links are checked (this one is ${url.protocol.replace(/:$/, "")})`,
    });
  }

  let lastStatus: number | null = null;
  for (let hop = 0; ; hop += 1) {
    // IP hosts skip DNS, and so the guarded lookup: check them here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (isIP(literal)) {
      const refused = check(literal, literal);
      if (refused) return done({ outcome: "broken", httpStatus: lastStatus, finalUrl: url.href, error: refused.message });
    }
    let answer: HopAnswer;
    try {
      const signal = () => AbortSignal.any([AbortSignal.timeout(options.timeoutMs), budget]);
      answer = await requestOnce(url, "HEAD", signal(), check, userAgent);
      if (HEAD_UNSUPPORTED.has(answer.status)) answer = await requestOnce(url, "GET", signal(), check, userAgent);
    } catch (error) {
      return done({
        outcome: "broken",
        httpStatus: lastStatus,
        finalUrl: url.href,
        error: describeError(error, options.timeoutMs, budgetMs, budget),
      });
    }
    lastStatus = answer.status;

    if (REDIRECT_STATUSES.has(answer.status) && answer.location) {
      if (hop >= maxRedirects) {
        return done({
          outcome: "broken",
          httpStatus: answer.status,
          finalUrl: url.href,
          error: `Too many redirects (more than ${maxRedirects})`,
        });
      }
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        return done({ outcome: "broken", httpStatus: answer.status, finalUrl: url.href, error: "Redirected to an invalid URL" });
      }
      if (!isHttpUrl(next)) {
        return done({
          outcome: "broken",
          httpStatus: answer.status,
          finalUrl: url.href,
          error: `Redirected to a ${next.protocol.replace(/:$/, "")} URL, which is not checked`,
        });
      }
      url = next;
      continue;
    }

    const ok = answer.status >= 200 && answer.status < 300;
    return done({
      outcome: ok ? "ok" : "broken",
      httpStatus: answer.status,
      finalUrl: url.href,
      error: ok ? null : httpError(answer.status),
    });
  }
}
