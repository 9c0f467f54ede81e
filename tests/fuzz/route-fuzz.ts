// The route fuzzer (fast-check): malformed query strings, path segments, request headers (cookies,
// encodings, validators), form posts and JSON bodies sent to every route of app/routes.ts, the
// JSON API and Better Auth's endpoints, as a visitor, a member and an admin, against the
// production build in this process. It holds the app to two rules: no answer is a 5xx, and no Location header leads off the site.
//
//   npm run fuzz                       a long run (FUZZ_RUNS=3000 per property unless set)
//   FUZZ_RUNS=400 tsx tests/fuzz/route-fuzz.ts   (what `npm test` runs: fixed seed, about a minute)
//
// Every failure is printed with the request that caused it; the seed makes a run repeatable.
import fc from "fast-check";
import routes from "~/routes";
import { crawl, type HarvestedForm } from "#tests/fuzz/crawl";
import { ORIGIN, startFuzzApp, type Role } from "#tests/fuzz/fuzz-app";
import {
  fieldValue,
  hostileHeaders,
  hostileJson,
  hostileQueryValue,
  hostileSegment,
  hostileText,
} from "#tests/fuzz/hostile-values";
import { routePatterns, matchPattern } from "#tests/fuzz/route-patterns";
import { MCP_PATH } from "#domain/request-limits";

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const ROLES: readonly Role[] = ["visitor", "member", "admin"];

/** Hono's own routes, beside React Router's. */
const SERVER_PATTERNS = ["/api/health", "/api/docs", "/api/openapi.json", "/api/v1/*", "/api/auth/*", MCP_PATH];

/** The MCP server's tools and the argument names they read (and some they do not). */
const MCP_TOOLS = ["search_channels", "get_channel", "list_outliers", "get_niches", "compare_channels", "no_such_tool"];
const MCP_ARGUMENT_NAMES = [
  "q",
  "limit",
  "page",
  "cursor",
  "sort",
  "subs_min",
  "started_from",
  "rpv_min",
  "niche",
  "type",
].concat(["country", "within", "size", "format", "views_min", "competition", "risk", "category", "channel", "channels"]);

/** Better Auth endpoints a browser or a script can reach (JSON posts). */
const AUTH_ENDPOINTS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/username",
  "/api/auth/sign-in/social",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/send-verification-email",
  "/api/auth/update-user",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
  "/api/auth/two-factor/send-otp",
  "/api/auth/phone-number/send-otp",
  "/api/auth/phone-number/verify",
  "/api/auth/is-username-available",
];
/** Ends or changes the fuzzer's own sessions: sent as a visitor only. */
const SESSION_ENDING = /^\/(?:auth\/logout|api\/auth\/(?:sign-out|revoke|delete-user|change-password|change-email))/;

/** Requests that answered 500 (or led off the site) before the input rules: kept as fixed cases. */
const REGRESSIONS = [
  "/channel-search?q=%00",
  "/channel-search?subs_min=1.5",
  "/channel-search?subs_max=1e23",
  "/channel-search?views_min=2147483648&videos_max=2147483648",
  "/channel-search?videos_min=-1",
  "/channel-search?started_from=2024-02-30",
  "/channel-search.data?started_to=2023-02-29",
  "/api/v1/channels?subs_min=1.5",
  "/api/v1/channels?started_from=2024-02-30",
  "/niches?category=%00",
  "/niches?competition=%00",
  "/faceless-ideas?niche=%00",
  "/channel/%00",
  "/channel/%E0%A4%A",
  "/admin/channels?q=%00",
  "/admin/users?q=%00",
  "/auth?redirect=/%09/evil.example",
  "/auth?redirect=%0d%0a",
  "/auth?redirect=/%E2%82%AC",
  "/admin/login?redirect=/%5Cevil.example",
  "/calculator?channel=%00",
  "/%09%5C?_routes=&",
  "/%09/",
  // Better Auth resolved dot segments after its own relative-URL check, and a full-width
  // backslash made the Location header throw.
  "/api/auth/verify-email?token=x&callbackURL=%2F.%2F%2Fevil.example",
  "/api/auth/verify-email?token=x&callbackURL=%2F%2e%2e%2F%2Fevil.example",
  "/api/auth/verify-email?token=x&callbackURL=%2F%EF%BC%BCevil.example",
  "/api/auth/reset-password/x?callbackURL=%2Fa%2F..%2F..%2F%2Fevil.example",
];
/** Header findings, kept the same way. */
const HEADER_REGRESSIONS: [string, string][][] = [[["cookie", "theme=%ff"]], [["cookie", "atlas_flash=%ff; theme=%E0%A4%A"]]];

type Failure = { key: string; detail: string };

function describeRequest(role: Role, method: string, target: string, body?: string): string {
  const shown =
    body === undefined ? "" : ` body=${JSON.stringify(body.length > 300 ? `${body.slice(0, 300)}…(${body.length})` : body)}`;
  return `${role} ${method} ${target}${shown}`;
}

/** Where a browser on the site goes for this Location: it drops tab/CR/LF and reads "\" as "/". */
function leavesSite(location: string): boolean {
  try {
    return new URL(location.replace(/[\t\n\r]/g, "").replace(/\\/g, "/"), ORIGIN).origin !== ORIGIN;
  } catch {
    return true;
  }
}

async function main() {
  const started = performance.now();
  const app = await startFuzzApp();
  console.log(`fuzz: app started with a member and an admin in ${Math.round(performance.now() - started)} ms`);
  const failures = new Map<string, Failure & { count: number }>();
  const hits = new Map<string, number>();
  const patterns = [...routePatterns(routes), ...SERVER_PATTERNS];
  let sent = 0;

  async function check(role: Role, request: Request, body?: string): Promise<void> {
    const target = request.url.slice(ORIGIN.length);
    const pathname = new URL(request.url).pathname;
    const pattern = matchPattern(patterns, pathname.replace(/\.data$/, "")) ?? "(no route)";
    hits.set(pattern, (hits.get(pattern) ?? 0) + 1);
    sent++;
    let response: Response;
    try {
      response = await app.send(role, request);
      await response.arrayBuffer();
    } catch (error) {
      record(
        `${request.method} ${pattern} threw`,
        `${describeRequest(role, request.method, target, body)} → ${(error as Error).stack}`,
      );
      return;
    }
    if (response.status >= 500) {
      record(
        `${request.method} ${pattern} ${response.status}`,
        `${describeRequest(role, request.method, target, body)} → ${response.status}`,
      );
    }
    const location = response.headers.get("location");
    if (location !== null && leavesSite(location)) {
      record(
        `${request.method} ${pattern} off-site redirect`,
        `${describeRequest(role, request.method, target, body)} → Location ${JSON.stringify(location)}`,
      );
    }
  }

  function record(key: string, detail: string) {
    const seen = failures.get(key);
    if (seen) seen.count++;
    else failures.set(key, { key, detail, count: 1 });
  }

  // What the pages offer: real slugs, ids, query names and forms.
  const staticPaths = routePatterns(routes).filter((p) => !p.includes(":") && !p.includes("*"));
  const harvest = await crawl(app, ["/", ...staticPaths], Number(process.env.FUZZ_CRAWL_PAGES ?? 60));
  const openapi = (await (await app.send("visitor", new Request(`${ORIGIN}/api/openapi.json`))).json()) as {
    paths: Record<string, unknown>;
  };
  const channelId =
    [...harvest.urls].map((u) => /\/admin\/channels\/edit\/([0-9a-f-]{36})/.exec(u)?.[1]).find(Boolean) ??
    "00000000-0000-4000-8000-000000000000";
  const apiPaths = Object.keys(openapi.paths).map((p) => p.replace(/\{[^}]+\}/g, channelId));
  const urls = [
    ...new Set([...harvest.urls, ...staticPaths, ...apiPaths, "/api/health", "/api/docs", "/api/openapi.json", "/no/such/page"]),
  ].sort();
  const queryNames = [
    ...new Set([
      ...harvest.queryNames,
      "q",
      "page",
      "sort",
      "redirect",
      "redirectTo",
      "next",
      "callbackURL",
      "edit",
      "new",
      "id",
      "limit",
      "cursor",
      "channel",
      "type",
      "niche",
      "category",
      "competition",
      "userId",
      "started_from",
      "subs_min",
      "views_max",
      "videos_min",
      "_routes",
      "index",
    ]),
  ].sort();
  const forms: HarvestedForm[] = harvest.forms.filter((form) => form.method === "post");
  const postTargets = [...new Set([...forms.map((f) => new URL(f.action, ORIGIN).pathname), ...staticPaths])].sort();
  console.log(
    `fuzz: ${urls.length} URLs, ${forms.length} forms, ${queryNames.length} query names harvested in ${Math.round(performance.now() - started)} ms; ${RUNS} runs per property, seed ${SEED}`,
  );

  let iteration = 0;
  async function keepSessions() {
    if (++iteration % 100 !== 0) return;
    await app.ensureSession("member");
    await app.ensureSession("admin");
  }

  // The findings of the attack report this fuzzer was written after: each must stay below 500.
  for (const target of REGRESSIONS)
    for (const who of ROLES) await check(who, new Request(`${ORIGIN}${target}`, { headers: { accept: "text/html" } }));
  for (const headers of HEADER_REGRESSIONS)
    for (const who of ROLES)
      await check(
        who,
        new Request(`${ORIGIN}/`, { headers: [["accept", "text/html"], ...headers] }),
        `headers ${JSON.stringify(headers)}`,
      );

  // URLs grouped by route, so every route gets its share of runs (not only the channel pages).
  const byPattern = new Map<string, string[]>();
  for (const url of urls) {
    const pattern = matchPattern(patterns, url.split("?")[0]!) ?? "(no route)";
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), url]);
  }
  for (const pattern of patterns) {
    if (!byPattern.has(pattern) && !pattern.startsWith("/api/auth"))
      byPattern.set(pattern, [pattern.replace(/:[^/]+/g, "1").replace("*", "x")]);
  }
  const anyUrl = fc.constantFrom(...[...byPattern.keys()].sort()).chain((pattern) => fc.constantFrom(...byPattern.get(pattern)!));

  const role = fc.constantFrom(...ROLES);
  const queryPairs = fc.array(fc.tuple(fc.constantFrom(...queryNames), hostileQueryValue), { maxLength: 4 });

  // 1. GET with hostile query values and path segments (documents and React Router's .data).
  const getRequests = fc.record({
    role,
    url: anyUrl,
    pairs: queryPairs,
    segment: fc.option(fc.tuple(fc.nat(), hostileSegment), { freq: 2 }),
    data: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(getRequests, async ({ role, url, pairs, segment, data }) => {
      await keepSessions();
      const [pathPart = "/", queryPart = ""] = url.split("?");
      let pathname = pathPart;
      if (segment) {
        const parts = pathname.split("/");
        const index = 1 + (segment[0] % Math.max(1, parts.length - 1));
        parts[index] = segment[1];
        pathname = parts.join("/") || "/";
      }
      if (data && !pathname.startsWith("/api/")) pathname = pathname === "/" ? "/_root.data" : `${pathname}.data`;
      const query = [queryPart, ...pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`)]
        .filter(Boolean)
        .join("&");
      await check(role, new Request(`${ORIGIN}${pathname}${query ? `?${query}` : ""}`, { headers: { accept: "text/html" } }));
    }),
    { seed: SEED, numRuns: RUNS * 2, endOnFailure: true },
  );

  // 2. Posts to every form the pages render, with hostile field values, missing and repeated
  //    fields, in every encoding (and a few that are not forms at all).
  const encoding = fc.constantFrom("urlencoded", "multipart", "json", "text", "none");
  const fieldEntry = (name: string, values: string[]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant<string[]>([]) }, // missing
        { weight: 3, arbitrary: (values.length > 0 ? fc.constantFrom(...values) : hostileText).map((v) => [v]) }, // as rendered
        { weight: 3, arbitrary: fieldValue(values[0]).map((v) => [v]) },
        { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) }, // repeated
      )
      .map((list) => list.map((value): [string, string] => [name, value]));
  const formPost = (form: HarvestedForm) =>
    fc.record({
      form: fc.constant(form),
      fields: fc.tuple(...[...form.fields].map(([name, values]) => fieldEntry(name, values))).map((entries) => entries.flat()),
      asOwnRole: fc.boolean(),
      otherRole: role,
      encoding,
      data: fc.boolean(),
    });
  if (forms.length > 0) {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms).chain(formPost),
        async ({ form, fields, asOwnRole, otherRole, encoding: kind, data }) => {
          await keepSessions();
          await postForm(asOwnRole ? form.role : otherRole, form.action, fields, kind, data);
        },
      ),
      { seed: SEED + 1, numRuns: RUNS * 3, endOnFailure: true },
    );
  }

  async function postForm(sender: Role, action: string, fields: [string, string][], kind: string, data: boolean) {
    const url = new URL(action, ORIGIN);
    if (SESSION_ENDING.test(url.pathname) && sender !== "visitor") sender = "visitor";
    if (data && !url.pathname.startsWith("/api/")) url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
    const headers = new Headers({ origin: ORIGIN, accept: "text/html" });
    let body: BodyInit | undefined;
    let shown: string | undefined;
    switch (kind) {
      case "urlencoded": {
        const params = new URLSearchParams();
        for (const [name, value] of fields) params.append(name, value.replace(/[\ud800-\udfff]/g, "\ufffd"));
        body = shown = params.toString();
        headers.set("content-type", "application/x-www-form-urlencoded");
        break;
      }
      case "multipart": {
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, value);
        body = form;
        shown = `multipart ${JSON.stringify(fields).slice(0, 300)}`;
        break;
      }
      case "json":
        body = shown = JSON.stringify(Object.fromEntries(fields));
        headers.set("content-type", "application/json");
        break;
      case "text":
        body = shown = fields.map(([n, v]) => `${n}=${v}`).join("\n");
        headers.set("content-type", "text/plain");
        break;
      default:
        shown = "";
    }
    await check(sender, new Request(url, { method: "POST", headers, body }), shown);
  }

  // 3. Posts to every route, forms or not, with made-up fields (actions that do not exist, wrong types).
  const anyPost = fc.record({
    role,
    target: fc.constantFrom(...postTargets),
    fields: fc.array(
      fc.tuple(
        fc.constantFrom(
          "intent",
          "id",
          "redirect",
          "redirectTo",
          "theme",
          "email",
          "name",
          "q",
          "page",
          "csv",
          "slug",
          "ids",
          "userId",
          "role",
        ),
        hostileText,
      ),
      { maxLength: 5 },
    ),
    encoding,
    data: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(anyPost, async ({ role: sender, target, fields, encoding: kind, data }) => {
      await keepSessions();
      await postForm(sender, target, fields, kind, data);
    }),
    { seed: SEED + 2, numRuns: RUNS, endOnFailure: true },
  );

  // 4. Better Auth's JSON endpoints with hostile bodies.
  const authPosts = fc.record({ role, endpoint: fc.constantFrom(...AUTH_ENDPOINTS), body: hostileJson });
  await fc.assert(
    fc.asyncProperty(authPosts, async ({ role: sender, endpoint, body }) => {
      await keepSessions();
      const text = JSON.stringify(body);
      await check(
        sender,
        new Request(`${ORIGIN}${endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN },
          body: text,
        }),
        text,
      );
    }),
    { seed: SEED + 3, numRuns: RUNS, endOnFailure: true },
  );

  // 5. Better Auth's GET endpoints that redirect, with hostile redirect parameters (each
  //    parameter name Better Auth reads as a place to go), and its JSON posts that take them.
  const authGets = fc.record({
    role,
    path: fc.constantFrom(
      "/api/auth/verify-email",
      "/api/auth/reset-password/x",
      "/api/auth/delete-user/callback",
      "/api/auth/callback/google",
      "/api/auth/error",
    ),
    pairs: fc.array(
      fc.tuple(
        fc.constantFrom("callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo", "token", "error", "state"),
        hostileQueryValue,
      ),
      { minLength: 1, maxLength: 3 },
    ),
  });
  await fc.assert(
    fc.asyncProperty(authGets, async ({ role: sender, path, pairs }) => {
      await keepSessions();
      const query = pairs.map(([name, value]) => `${name}=${value}`).join("&");
      await check(sender, new Request(`${ORIGIN}${path}?${query}`, { headers: { accept: "text/html" } }));
    }),
    { seed: SEED + 5, numRuns: RUNS, endOnFailure: true },
  );

  // 6. GETs with hostile headers: malformed cookies under the names the site reads (a theme of
  //    "%ff" once failed every page), odd Accept-Encoding, validators, ranges, forwarded hosts.
  const headerRequests = fc.record({ role, url: anyUrl, headers: hostileHeaders, data: fc.boolean() });
  await fc.assert(
    fc.asyncProperty(headerRequests, async ({ role: sender, url, headers, data }) => {
      await keepSessions();
      const [pathname = "/", query] = url.split("?");
      const target =
        data && !pathname.startsWith("/api/") ? `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}` : url;
      const request = new Request(`${ORIGIN}${target}`, { headers: [["accept", "text/html"], ...headers] });
      await check(sender, request, `headers ${JSON.stringify(headers).slice(0, 300)}`);
    }),
    { seed: SEED + 4, numRuns: RUNS, endOnFailure: true },
  );

  // 7. The MCP server's tools with hostile arguments (and methods it does not have): a result or a tool error, never a 5xx.
  const mcpArguments = fc.oneof(
    fc.dictionary(
      fc.constantFrom(...MCP_ARGUMENT_NAMES),
      fc.oneof(
        hostileText,
        fc.constant(null),
        fc.array(hostileText, { maxLength: 5 }),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
      ),
      { maxKeys: 4 },
    ),
    hostileJson,
  );
  const mcpCalls = fc.record({
    role,
    method: fc.constantFrom("tools/call", "tools/call", "tools/call", "resources/read", "tools/list", "no/such/method"),
    tool: fc.constantFrom(...MCP_TOOLS),
    args: mcpArguments,
  });
  await fc.assert(
    fc.asyncProperty(mcpCalls, async ({ role: sender, method, tool, args }) => {
      await keepSessions();
      const params =
        method === "resources/read"
          ? { uri: typeof args === "string" ? args : `faceless-atlas://methods/${tool}` }
          : { name: tool, arguments: args };
      const text = JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
      await check(
        sender,
        new Request(`${ORIGIN}${MCP_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
          body: text,
        }),
        text,
      );
    }),
    { seed: SEED + 6, numRuns: RUNS, endOnFailure: true },
  );

  await app.stop();

  // Every route of app/routes.ts (and the server's own) was reached.
  const missed = patterns.filter((pattern) => !hits.has(pattern));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz: ${sent} requests to ${hits.size} routes in ${seconds} s`);
  if (missed.length > 0) console.log(`fuzz: routes never reached: ${missed.join(", ")}`);
  for (const failure of failures.values()) console.log(`FAIL ${failure.key} (${failure.count}×)\n  ${failure.detail}`);
  const failed = failures.size + (missed.length > 0 ? 1 : 0);
  console.log(`${failed === 0 ? 1 : 0} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

await main();
