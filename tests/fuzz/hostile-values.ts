// Values an attacker or a broken client sends instead of what a field expects: NUL and other
// control characters, CR/LF, numbers past every column's range, fractions and exponents,
// impossible dates, non-Latin-1 text, 20 KB strings, empty values, open-redirect targets.
import fc from "fast-check";
import { FLASH_COOKIE } from "#domain/flash-message";
import { authCookieNames } from "#server/auth/config.server";
import { type Env, parseEnv } from "#server/env";
import { THEME_COOKIE_NAME } from "#domain/theme-cookie";

const NUMBERS = [
  "1.5",
  "1e23",
  "2147483648",
  "9223372036854775808",
  "-1",
  "-0",
  "0",
  "00",
  "NaN",
  "Infinity",
  "0x10",
  " 7 ",
  "1,000",
  "99999999999999999999999",
  "1e-7",
  "+5",
];
const DATES = [
  "2024-02-30",
  "2023-02-29",
  "0000-00-00",
  "9999-12-31",
  "10000-01-01",
  "2024-13-01",
  "2024-1-1",
  "yesterday",
  "2024-02-29T25:00:00Z",
];
const TEXT = [
  "\u0000",
  "a\u0000b",
  "%00",
  "\r\nSet-Cookie: x=1",
  "\t",
  "€uro",
  "日本語",
  "😀",
  "\ud800",
  "\u202e",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "\\",
  "../../etc/passwd",
  "null",
  "undefined",
  "[]",
  "{}",
  "true",
];
const REDIRECTS = [
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "/%09/evil.example",
  "\r\n//evil.example",
  "/€",
  "/.//evil.example",
  "/..//evil.example",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/\uff3cevil.example",
];
const IDS = ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff", "not-a-uuid", "1", "-1"];

/** One hostile text value. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS, ...DATES, ...TEXT, ...REDIRECTS, ...IDS, "") },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(20_000, 5_000).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NUMBERS, ...TEXT), fc.constantFrom(...TEXT, "")).map(([a, b]) => a + b) },
);

/** A value for a field: mostly hostile, sometimes the real value the page rendered. */
export function fieldValue(real: string | undefined): fc.Arbitrary<string> {
  return real === undefined
    ? hostileText
    : fc.oneof({ weight: 1, arbitrary: fc.constant(real) }, { weight: 3, arbitrary: hostileText });
}

/** A path segment: percent-encoded hostile text, or a malformed escape. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%C0%AF", "..", ".", "%2e%2e", "a%2Fb", "%5C", "%00") },
);

/** A query-string value, encoded as a browser (or a careless client) would send it. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%ZZ", "%E0%A4%A", "a+b", "%0d%0a", "%09", "&", "=") },
);

/**
 * JSON objects with hostile members. Bodies that are not objects at all (null, a string, an
 * array) are the accounts tests' to send to Better Auth's endpoints (server/auth/config.server).
 */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "name",
      "callbackURL",
      "errorCallbackURL",
      "newUserCallbackURL",
      "redirectTo",
      "code",
      "newPassword",
      "currentPassword",
      "token",
      "username",
      "image",
      "phoneNumber",
      "userId",
      "rememberMe",
    ),
    fc.oneof(
      hostileText,
      fc.constant(null),
      fc.array(hostileText, { maxLength: 3 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }),
    ),
  ),
);

/**
 * The cookies the site and Better Auth read, and one nobody reads: Better Auth's names come from
 * the auth configuration (as on http and on https), so a rename cannot leave the fuzzer sending
 * cookies nobody reads (server/auth/auth-cookies.test.ts holds it to the names really set).
 */
export function fuzzCookieNames(env: Env): string[] {
  const auth = authCookieNames(env);
  return [
    THEME_COOKIE_NAME,
    FLASH_COOKIE,
    ...auth,
    ...auth.filter((name) => !name.startsWith("__Secure-")).map((name) => `__Secure-${name}`),
    "unknown",
  ];
}
const COOKIE_NAMES = fuzzCookieNames(parseEnv({ PUBLIC_URL: "http://127.0.0.1:4239" }));
const MALFORMED_ESCAPES = ["%", "%ff", "%E0%A4%A", "%ZZ", "%C0%AF", "%7B%22id%22", '"', '""', "a=b", "=", ";", ","];

/** A header value a client can send: no NUL, CR or LF (fetch refuses them), Latin-1 only. */
const headerSafe = (value: string) => value.replace(/[\0\r\n]/g, " ").replace(/[^\x20-\xff\t]/g, "?");

const cookieValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
  { weight: 2, arbitrary: hostileText.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"))) },
  { weight: 1, arbitrary: hostileText.map(headerSafe) },
);

/**
 * Request headers a broken client, a proxy or a probe sends: malformed cookies under the names the
 * site reads, odd encodings and validators, ranges, forwarded hosts.
 */
export const hostileHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), cookieValue), { minLength: 1, maxLength: 3 })
        .map((pairs): [string, string] => ["cookie", pairs.map(([n, v]) => `${n}=${v}`).join("; ")]),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(
        fc.constantFrom(
          "accept-encoding",
          "accept",
          "if-none-match",
          "if-modified-since",
          "range",
          "accept-language",
          "user-agent",
          "x-forwarded-for",
          "x-forwarded-proto",
          "x-forwarded-host",
          "content-type",
          "origin",
          "referer",
          "authorization",
        ),
        fc.oneof(
          fc.constantFrom(
            "br;q=abc, gzip;q=-1, *;q=2",
            "identity;q=0, *;q=0",
            '"',
            'W/"x", *',
            "Thu, 99 Foo 2024",
            "bytes=999999-",
            "bytes=abc",
            "bytes=-0",
            "Googlebot/2.1",
            "",
            "*/*;q=x",
            "text/html;;;",
            "evil.example",
            "javascript:alert(1)",
            "1.2.3.4, ::1, nonsense",
            // Personal API tokens: well-formed but unknown, malformed, another scheme.
            `Bearer fat_${"A".repeat(43)}`,
            "Bearer fat_",
            "Basic Zm9vOmJhcg==",
          ),
          hostileText.map(headerSafe),
        ),
      ),
    },
  ),
  { minLength: 1, maxLength: 3 },
);
