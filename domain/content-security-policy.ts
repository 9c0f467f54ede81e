// The Content-Security-Policy of the site's pages and of the API docs page, as directive lists
// (server/http/security-headers.ts sends them with the per-response nonce). Why each source is
// there is said beside it; docs/security.md repeats the reasons.

/** Stands for "'nonce-<this response's nonce>'" in a directive list. */
export const NONCE_SOURCE = "{nonce}";

/**
 * The Scalar API reference bundle (@scalar/api-reference's standalone build), pinned to one
 * version and checked by Subresource Integrity; the docs page may load this one file only.
 * To update: `npm pack @scalar/api-reference@<version>`, then
 * `tar -xOf scalar-api-reference-<version>.tgz package/dist/browser/standalone.js | openssl dgst -sha384 -binary | base64`.
 */
export const API_DOCS_SCRIPT = {
  url: "https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1/dist/browser/standalone.js",
  integrity: "sha384-U11tb2XnKvmwt8RlTvnwUnYgrN+ur4Xyh9htLhjajWNR/Oyl5AX5DEz00qRmlrmK",
} as const;

export type PolicyOptions = {
  /** The site is served over https (PUBLIC_URL): ask browsers to upgrade stray http requests. */
  https: boolean;
  /** Origins of the configured OAuth providers: the sign-in form's redirect goes there. */
  oauthOrigins: readonly string[];
};

export type Directives = Record<string, string[]>;

/** Every page of the site (React Router's HTML) and every other response. */
export function sitePolicy(options: PolicyOptions): Directives {
  return {
    defaultSrc: ["'self'"],
    // React Router's inline hydration scripts and the theme script carry the nonce; the route
    // modules are our own files.
    scriptSrc: ["'self'", NONCE_SOURCE],
    // Inline style attributes (charts, Radix popovers) and the toaster's injected <style>: a
    // style cannot run script, and a nonce here would switch 'unsafe-inline' off.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Channel screenshots, thumbnails and type images live on other hosts (YouTube, admins' URLs).
    imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // The OAuth button's form is answered by a redirect to the provider, which form-action covers.
    formAction: ["'self'", ...options.oauthOrigins],
    frameAncestors: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** /api/docs: the Scalar reference, its pinned bundle and its inline start-up script. */
export function apiDocsPolicy(options: PolicyOptions): Directives {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: [NONCE_SOURCE, API_DOCS_SCRIPT.url],
    // Scalar injects its stylesheet and sets style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    // The OpenAPI document and "try it" requests go to this origin only.
    connectSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Features no page uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  browsingTopics: [],
} as const;

/** HSTS for an https site: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
