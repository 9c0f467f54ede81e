// Which writes come from the site itself: React Router checks only some actions, and SameSite=Lax does not stop a
// sibling subdomain. A request with neither Origin nor Sec-Fetch-Site is not a browser's.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_WRITE_MESSAGE =
  "This request came from another site, so nothing was changed. Go back to the page on this site and try again.";

export interface WriteSender {
  method: string;
  origin: string | null;
  fetchSite: string | null;
  host: string | null;
  publicOrigin: string | null;
}

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
