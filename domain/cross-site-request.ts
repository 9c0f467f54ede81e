// Which writes come from the site itself: the one rule for every state-changing request (page
// actions, resource routes, the JSON API, Better Auth). React Router checks only document and
// `.data` actions, and SameSite=Lax cookies stop other sites but not a sibling subdomain or
// another port of the same host. Browsers name a request's sender in `Origin` (every POST) and
// `Sec-Fetch-Site`; a request with neither is not a browser's (a script, curl) and carries no
// one else's cookies.

/** Methods that change nothing (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_WRITE_MESSAGE =
  "This request came from another site, so nothing was changed. Go back to the page on this site and try again.";

export interface WriteSender {
  method: string;
  /** The Origin header, if any. */
  origin: string | null;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | null;
  /** The Host header the request was sent to. */
  host: string | null;
  /** PUBLIC_URL's origin, when set (a proxy in front may send another Host). */
  publicOrigin: string | null;
}

/** True when a state-changing request was sent by another site (or an opaque "null" origin). */
export function isCrossSiteWrite({ method, origin, fetchSite, host, publicOrigin }: WriteSender): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin !== null) {
    if (publicOrigin !== null && origin === publicOrigin) return false;
    let sender: URL;
    try {
      sender = new URL(origin);
    } catch {
      return true;
    }
    // "null" (a sandboxed frame, a data: page) and anything not http(s) never match a host.
    if (sender.protocol !== "http:" && sender.protocol !== "https:") return true;
    return host === null || sender.host !== host.toLowerCase();
  }
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}
