// /admin/tools/link-checker (admin area): checks every channel URL, screenshot, channel type image and
// video link. "Check all links" starts a run that continues in the server after the answer; while
// it runs the page reloads its data every second to move the progress bar, and Stop ends it. Results are filterable
// (all / broken / ok, by source) and each can be re-checked on its own.
import { Link, data, redirect, useNavigation } from "react-router";
import { linkCheckActionSchema, linkCheckerHref, parseLinkCheckFilters } from "#domain/admin/link-checker";
import { formatNumber } from "#domain/format";
import type { Route } from "./+types/link-checker";
import { LinkCheckFiltersBar } from "~/components/admin/link-check-filters";
import { LinkCheckResultsTable } from "~/components/admin/link-check-results-table";
import { LinkCheckRunPanel } from "~/components/admin/link-check-run-panel";
import { ListPager } from "~/components/admin/list-pager";
import { flashCookie } from "#domain/flash-message";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { readFormData } from "~/lib/form-data";
import { usePollWhileRunning } from "~/lib/use-poll-while-running";

/** How often the page asks for the running check's progress. */

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const filters = parseLinkCheckFilters(url.searchParams);
  // The source select sends an empty value for "All sources": keep the address to the filters in effect.
  if ([...url.searchParams.values()].some((value) => value.trim() === "")) throw redirect(linkCheckerHref(filters));
  const checker = services.linkChecker;
  const latest = await checker.latestRun();
  // A running or stopped run's page shows the results that run stored, and its progress line
  // counts those same rows: one source, so "27 checked, 27 broken" and "Broken 27" agree.
  const runId = latest && (latest.status === "running" || latest.status === "stopped") ? latest.id : undefined;
  const [counts, list, allCounts, demoLinks] = await Promise.all([
    checker.resultCounts({ runId }),
    checker.listResults({ outcome: filters.outcome, source: filters.source, page: filters.page, runId }),
    runId ? checker.resultCounts() : null,
    checker.countDemoLinks(),
  ]);
  const run = latest && runId ? { ...latest, itemsDone: counts.total, itemsFailed: counts.broken } : latest;
  const { concurrency, timeoutMs, allowPrivate } = checker.config();
  return {
    run,
    counts: { total: counts.total, ok: counts.ok, broken: counts.broken },
    /** Broken links stored by any run (what "Re-check broken" re-checks). */
    brokenTotal: (allCounts ?? counts).broken,
    resultsOfRun: runId !== undefined,
    ...list,
    filters,
    settings: { concurrency, timeoutMs, allowPrivate },
    // Only before the first run: how many links a run would check.
    linkCounts: run === null && counts.total === 0 ? await checker.countLinks() : null,
    demoLinks,
    now: new Date(),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const parsed = linkCheckActionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "That action is not available here." }, { status: 400 });
  }
  // Back to the same filtered view.
  const back = `${url.pathname}${url.search}`;
  const answer = (kind: "success" | "error" | "info", message: string) =>
    redirect(back, { headers: { "set-cookie": flashCookie(kind, message) } });

  if (parsed.data.intent === "recheck") {
    const outcome = await services.linkChecker.recheck(parsed.data.id, actor);
    if (outcome.status === "missing") return answer("error", "That link result no longer exists.");
    if (outcome.status === "gone") return answer("info", "That link was removed from the catalogue, so its result was dropped.");
    const { result } = outcome;
    return result.outcome === "ok"
      ? answer("success", `Link works${result.httpStatus ? ` (${result.httpStatus})` : ""}`)
      : answer("error", `Still broken: ${result.error ?? `HTTP ${result.httpStatus}`}`);
  }

  if (parsed.data.intent === "stop") {
    const outcome = await services.linkChecker.stop(actor);
    if (outcome.status === "not-running") return answer("info", "No link check is running.");
    const { run } = outcome;
    return answer(
      "success",
      `Link check stopped: ${formatNumber(run.itemsDone)} of ${formatNumber(run.itemsTotal)} links checked`,
    );
  }

  const scope = parsed.data.intent === "check-broken" ? "broken" : "all";
  const { joined } = await services.linkChecker.start({ scope, actor });
  if (joined) return answer("info", "A link check is already running: showing its progress.");
  return answer("success", scope === "all" ? "Link check started" : "Re-checking the broken links");
}

const TITLE = "Link checker";
const DESCRIPTION = "Check every channel and image link, with progress and a status per link.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminLinkCheckerPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    run,
    counts,
    brokenTotal,
    resultsOfRun,
    results,
    total,
    page,
    pageSize,
    filters,
    settings,
    linkCounts,
    demoLinks,
    now,
  } = loaderData;
  const running = run?.status === "running";
  usePollWhileRunning(running);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/tools/link-checker";
  const filtered = Boolean(filters.outcome || filters.source);
  const searchParams = new URLSearchParams(linkCheckerHref(filters).split("?")[1] ?? "");

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {actionData?.error ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <LinkCheckRunPanel
        run={run}
        settings={settings}
        counts={counts}
        brokenTotal={brokenTotal}
        linkCounts={linkCounts}
        demoLinks={demoLinks}
        now={now}
      />

      <section aria-labelledby="link-results-heading" aria-busy={loading} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="link-results-heading" className="text-xl font-semibold tracking-tight">
            Results
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="link-results-scope">
            {resultsOfRun
              ? running
                ? "What this check has found so far. Broken links come first."
                : "What this check found before it was stopped (links it did not reach keep their earlier result until the next full check). Broken links come first."
              : "The latest check of each link. Broken links come first."}
          </p>
        </div>
        {counts.total > 0 ? <LinkCheckFiltersBar filters={filters} counts={counts} /> : null}
        {results.length === 0 ? (
          <StatusPanel
            tone="empty"
            title={
              counts.total === 0
                ? "No results yet"
                : filtered
                  ? filters.outcome === "broken"
                    ? "No broken links"
                    : "No links match these filters"
                  : "No results on this page"
            }
            description={
              counts.total === 0
                ? running
                  ? "Results appear here as links are checked."
                  : "Run a check to see the status of every link here."
                : filtered
                  ? filters.outcome === "broken"
                    ? "Every checked link answered at its last check."
                    : "Try another source or show all results."
                  : "This page is past the last result."
            }
            action={
              counts.total > 0 ? (
                <Button asChild variant="outline">
                  <Link to={linkCheckerHref({})}>{filtered ? "Show all results" : "Go to the first page"}</Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="link-results-count">
              {formatNumber(total)} {total === 1 ? "link" : "links"}
              {filtered ? (total === 1 ? " matches the filters" : " match the filters") : ""}.
            </p>
            <LinkCheckResultsTable results={results} now={now} />
            <ListPager page={page} pageSize={pageSize} total={total} searchParams={searchParams} label="Result pages" />
          </>
        )}
      </section>
    </div>
  );
}
