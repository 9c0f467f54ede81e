// /developers: what the public JSON API offers (the /api/v1 endpoints, read from their route
// definitions), its limits as the code sets them, and the way to the interactive docs.
import { ArrowRight } from "~/components/ui/icons";
import type { Route } from "./+types/developers";
import { CPM_FIELD_REMOVED_ON } from "#domain/ad-rates";
import { apiChanges } from "#domain/api-deprecations";
import { LIMITS } from "#domain/constants";
import { formatNumber } from "#domain/format";
import { SEARCH_MAX_LIMIT, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from "#domain/channel-search-url";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "Faceless Atlas API";
const DESCRIPTION =
  "A read-only JSON API over the Faceless Atlas catalogue: channels, rankings, channel types, niches, ideas and facts.";

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv, apiDirectory } = context.get(appContext);
  return { origin: siteOrigin(publicEnv.publicUrl, request), ...apiDirectory, changes: apiChanges() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/developers",
    breadcrumbs: [{ name: "API", path: "/developers" }],
  });
}

// The limits every caller meets, from the constants the API enforces.
type Limit = { requests: number; perSeconds: number };

function perWindow(limit: Limit): string {
  return `${formatNumber(limit.requests)} requests ${limit.perSeconds === 60 ? "a minute" : `every ${formatNumber(limit.perSeconds)} seconds`}`;
}

function limitLines(rateLimit: Limit, tokenRateLimit: Limit): string[] {
  return [
    `Rate limit: ${perWindow(rateLimit)} from one address, and ${perWindow(tokenRateLimit)} for each API token wherever it is used from. Answers already cached (the same public request made recently) are not counted. Over a limit, requests are answered 429 with a Retry-After header giving the seconds to wait.`,
    ...LIMIT_LINES,
  ];
}

const LIMIT_LINES = [
  `A channel search returns ${formatNumber(SEARCH_PAGE_SIZE)} channels a page by default and at most ${formatNumber(SEARCH_MAX_LIMIT)} (limit), up to page ${formatNumber(SEARCH_MAX_PAGE)}; use nextCursor to go further.`,
  `Rankings list the top ${formatNumber(LIMITS.rankingsTop)} channels of a metric, optionally narrowed by type, niche, country and subscribers.`,
  "A malformed parameter is answered 400 with a message naming it; a members-only resource without a token or session is answered 401.",
];

export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { origin, endpoints, docsPath, openApiPath, rateLimit, tokenRateLimit, changes, mcp } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <a href={docsPath} data-testid="api-docs-link">
            Open the API reference
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={openApiPath}>OpenAPI document</a>
        </Button>
      </div>

      <section aria-labelledby="endpoints-heading" className="mt-10">
        <h2 id="endpoints-heading" className="text-xl font-semibold">
          Endpoints
        </h2>
        <ul className="mt-4 divide-y rounded-xl border bg-card shadow-xs" data-testid="api-endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint.path} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
              <code className="text-sm font-medium break-all sm:w-80 sm:shrink-0">
                <span className="mr-2 text-xs text-muted-foreground">{endpoint.method}</span>
                {endpoint.path}
              </code>
              <span className="text-sm text-muted-foreground">{endpoint.summary}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="access-heading" className="mt-10" data-testid="api-access">
        <h2 id="access-heading" className="text-xl font-semibold">
          Access and revenue fields
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          The API is free and the catalogue needs no key. Revenue estimates (and the rankings, which are built from them) are
          returned only to members: create a personal API token on your{" "}
          <a href="/profile#api-tokens" className="font-medium text-primary hover:underline">
            profile
          </a>{" "}
          and send it in the Authorization header. Without one, revenue keys are absent from the answers and{" "}
          <code>/api/v1/rankings</code> answers 401.
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg border bg-muted/40 p-3 text-xs">
          <code>{`curl -H "Authorization: Bearer fat_…" "${origin}/api/v1/channels?sort=revenue_per_video"`}</code>
        </pre>
        <p className="mt-3 text-sm text-muted-foreground">
          A token acts as you, so keep it like a password and make one per script, so you can revoke one alone. It is shown once,
          when you create it. A revoked, unknown or malformed token is answered 401 with a JSON <code>error</code> saying why,
          never as a visitor. Tokens work for the API only: they do not sign in to the site. In the browser, your signed-in
          session works too.
        </p>
      </section>

      <section aria-labelledby="mcp-heading" className="mt-10" data-testid="mcp">
        <h2 id="mcp-heading" className="text-xl font-semibold">
          AI assistants (MCP)
        </h2>
        <p className="mt-3 text-sm text-muted-foreground">
          The same catalogue is served to AI assistants through the Model Context Protocol at{" "}
          <code>
            {origin}
            {mcp.path}
          </code>{" "}
          (Streamable HTTP, stateless: every JSON-RPC message is a POST). Its tools answer from the same data, filters and revenue
          rule as the API, and its requests count against the same rate limit. The methods behind the figures are resources.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground" data-testid="mcp-tools">
          {mcp.tools.map((tool) => (
            <li key={tool.name}>
              <code>{tool.name}</code>: {tool.title}
            </li>
          ))}
          {mcp.resources.map((resource) => (
            <li key={resource.uri}>
              <code>{resource.uri}</code>: {resource.title}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">An MCP client's configuration for this site:</p>
        <pre className="mt-2 overflow-x-auto rounded-lg border bg-muted p-4 text-xs" data-testid="mcp-config">
          <code>
            {JSON.stringify({ mcpServers: { "faceless-atlas": { type: "http", url: `${origin}${mcp.path}` } } }, null, 2)}
          </code>
        </pre>
        <p className="mt-4 text-sm text-muted-foreground">
          On your own copy of Faceless Atlas, an assistant can also start it as a command (stdio), on the same database:
        </p>
        <pre className="mt-2 overflow-x-auto rounded-lg border bg-muted p-4 text-xs" data-testid="mcp-stdio-config">
          <code>
            {JSON.stringify(
              {
                mcpServers: {
                  "faceless-atlas": { command: "npm", args: ["--prefix", "/path/to/faceless-atlas", "run", "--silent", "mcp"] },
                },
              },
              null,
              2,
            )}
          </code>
        </pre>
        <p className="mt-3 text-sm text-muted-foreground">
          Over stdio there is no session, so no revenue figures. With the embedded database it cannot open the folder while the
          server runs: connect to <code>{mcp.path}</code> instead. Revenue over HTTP follows the signed-in account, as in the API.
          Requests from a web page of another site are refused (403): use a desktop, command-line or server client.
        </p>
      </section>

      <section aria-labelledby="deprecations-heading" className="mt-10" data-testid="api-deprecations">
        <h2 id="deprecations-heading" className="text-xl font-semibold">
          Changes and deprecations
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>
            A channel&apos;s <code>cpm</code> field always held the creator&apos;s rate per 1,000 views (RPM), not the
            advertiser&apos;s CPM. It is now <code>rpm</code>, beside <code>advertiserCpm</code> (what advertisers pay per 1,000
            ads). <code>cpm</code> stays, with the same value as <code>rpm</code>, until <strong>{CPM_FIELD_REMOVED_ON}</strong>,
            and so do the <code>cpm_min</code>/<code>cpm_max</code> filters and <code>sort=cpm</code> (use <code>rpm_min</code>,{" "}
            <code>rpm_max</code>, <code>sort=rpm</code>).
          </li>
          <li>
            Revenue figures are null for a channel under 1,000 subscribers (it cannot earn from ads yet): see its{" "}
            <code>revenue.eligibility</code>, and <code>revenue.basis</code> for how each figure was made.
          </li>
          {/* The niches' changes, from the list the OpenAPI document reads too (domain/api-deprecations). */}
          {changes.map((change) => (
            <li key={`${change.endpoint} ${change.field}`}>
              <code>{change.field}</code> ({change.endpoint}): {change.note}{" "}
              <strong>{change.until === null ? `Changed on ${change.since}.` : `Served until ${change.until}.`}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="limits-heading" className="mt-10">
        <h2 id="limits-heading" className="text-xl font-semibold">
          Limits
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground" data-testid="api-limits">
          {limitLines(rateLimit, tokenRateLimit).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
