// /admin/dashboard (admin area): counts, recent sign-ups and catalogue changes, the last link-check
// and stats-refresh runs with the refresh's plan (freshness and units per part), today's YouTube
// quota, and weekly sign-ups and catalogue growth. "Refresh now" starts the stats refresh in the
// server (progress while it runs: the page reloads its data every second; Stop ends it).
import { DashboardCountTiles } from "~/components/admin/dashboard-count-tiles";
import { DashboardLinkCheckCard } from "~/components/admin/dashboard-link-check-card";
import { DashboardQuotaCard } from "~/components/admin/dashboard-quota-card";
import { DashboardRecentChanges } from "~/components/admin/dashboard-recent-changes";
import { DashboardRecentSignups } from "~/components/admin/dashboard-recent-signups";
import { DashboardRefreshPlanCard } from "~/components/admin/dashboard-refresh-plan-card";
import { DashboardStatsRefreshCard } from "~/components/admin/dashboard-stats-refresh-card";
import { DashboardWeeklyChart } from "~/components/admin/dashboard-weekly-chart";
import { PageHeader } from "~/components/page-header";
import { data, redirect } from "react-router";
import { STATS_REFRESH_MESSAGES, statsRefreshActionSchema } from "#domain/admin/stats-refresh";
import { flashCookie } from "#domain/flash-message";
import { formatNumber } from "#domain/format";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { pageMeta } from "~/lib/page-meta";
import { usePollWhileRunning } from "~/lib/use-poll-while-running";
import type { Route } from "./+types/dashboard";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const now = new Date();
  return { summary: await services.adminDashboard.summary(now), now };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const parsed = statsRefreshActionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "That action is not available here." }, { status: 400 });
  const answer = (kind: "success" | "error" | "info", message: string) =>
    redirect(url.pathname, { headers: { "set-cookie": flashCookie(kind, message) } });
  if (parsed.data.intent === "stop-refresh") {
    const outcome = await services.statsRefresh.stop(actor);
    if (outcome.status === "not-running") return answer("info", STATS_REFRESH_MESSAGES.notRunning);
    return answer(
      "success",
      `Stats refresh stopped: ${formatNumber(outcome.run.itemsDone)} of ${formatNumber(outcome.run.itemsTotal)} channels stored`,
    );
  }
  // 409 as discovery answers it: the request is fine; the server is not set up for YouTube.
  if (!services.statsRefresh.configured()) return data({ error: STATS_REFRESH_MESSAGES.notConfigured }, { status: 409 });
  const started = await services.statsRefresh.start(actor);
  if (started.kind === "skipped") return answer("info", started.message);
  return answer(
    started.kind === "running" ? "info" : "success",
    started.kind === "running" ? STATS_REFRESH_MESSAGES.alreadyRunning : STATS_REFRESH_MESSAGES.started,
  );
}

const TITLE = "Dashboard";
const DESCRIPTION = "Counts, recent sign-ups, the last sync and link-check results, and API quota used.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, now } = loaderData;
  usePollWhileRunning(summary.statsRefresh?.status === "running");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {actionData?.error ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <section aria-label="Counts">
        <DashboardCountTiles counts={summary.counts} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 sm:grid-cols-2 lg:col-span-2">
          <DashboardWeeklyChart
            id="signups-chart"
            title="Sign-ups per week"
            description="New accounts, last 12 weeks (weeks start Monday, UTC)."
            weeks={summary.weeks}
            kind="bar"
            dataKey="signups"
            seriesLabel="Sign-ups"
            columns={[{ header: "Sign-ups", value: (week) => week.signups }]}
          />
          <DashboardWeeklyChart
            id="catalogue-chart"
            title="Catalogue size"
            description="Channels in the directory at each week's end, last 12 weeks."
            weeks={summary.weeks}
            kind="area"
            dataKey="channelsTotal"
            seriesLabel="Channels"
            columns={[
              { header: "Channels added", value: (week) => week.channelsAdded },
              { header: "Channels in total", value: (week) => week.channelsTotal },
            ]}
          />
          <DashboardRecentSignups users={summary.recentSignups} now={now} />
          <DashboardRecentChanges entries={summary.recentChanges} now={now} />
        </div>
        <div className="grid content-start gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <DashboardQuotaCard quota={summary.quota} apiKeySet={summary.youtube.apiKeySet} />
          <DashboardLinkCheckCard run={summary.linkCheck} now={now} />
          <DashboardStatsRefreshCard run={summary.statsRefresh} now={now} youtube={summary.youtube} />
          <DashboardRefreshPlanCard plan={summary.refreshPlan} />
        </div>
      </div>
    </div>
  );
}
