// The Content-Security-Policy directive lists; each source's reason is beside it (and in docs/security.md).

export const NONCE_SOURCE = "{nonce}";

/**
 * Scalar's standalone bundle, pinned and checked by Subresource Integrity. To update: `npm pack
 * @scalar/api-reference@<version>`, then `tar -xOf scalar-api-reference-<version>.tgz package/dist/browser/standalone.js | openssl dgst -sha384 -binary | base64`.
 */
export const API_DOCS_SCRIPT = {
  url: "https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1/dist/browser/standalone.js",
  integrity: "sha384-U11tb2XnKvmwt8RlTvnwUnYgrN+ur4Xyh9htLhjajWNR/Oyl5AX5DEz00qRmlrmK",
} as const;

export type PolicyOptions = {
  https: boolean;
  oauthOrigins: readonly string[];
};

export type Directives = Record<string, string[]>;

export function sitePolicy(options: PolicyOptions): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE_SOURCE],
    // A style cannot run script, and a nonce would switch 'unsafe-inline' off (Radix and chart style attributes).
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

export function apiDocsPolicy(options: PolicyOptions): Directives {
  return {
    defaultSrc: ["'none'"],
    scriptSrc: [NONCE_SOURCE, API_DOCS_SCRIPT.url],
    // Scalar injects its stylesheet and sets style attributes at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

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

export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
