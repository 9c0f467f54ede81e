// The Content-Security-Policy directive lists; each source's reason is beside it (and in docs/security.md).

export const NONCE_SOURCE = "{nonce}";

/**
 * Scalar's standalone bundle (@scalar/api-reference), served from our own origin so the API
 * reference works offline (docs/vendored-files.md); its hash is the published file's, checked by
 * Subresource Integrity in the browser and by a test against the file.
 */
export const API_DOCS_SCRIPT = {
  url: "/assets/vendor/scalar-api-reference-1.72.1.js",
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
    // The bundle's tag carries the nonce; nothing else runs.
    scriptSrc: [NONCE_SOURCE],
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
