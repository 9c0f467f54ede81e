// /admin/dashboard (admin area): counts, recent sign-ups and catalogue changes, the last link-check
// and stats-refresh runs with the tiered refresh's plan, today's YouTube quota, and weekly sign-ups
// and catalogue growth.
import { DashboardCountTiles } from "~/components/admin/dashboard-count-tiles";
import { DashboardLinkCheckCard } from "~/components/admin/dashboard-link-check-card";
import { DashboardQuotaCard } from "~/components/admin/dashboard-quota-card";
import { DashboardRecentChanges } from "~/components/admin/dashboard-recent-changes";
import { DashboardRecentSignups } from "~/components/admin/dashboard-recent-signups";
import { DashboardRefreshPlanCard } from "~/components/admin/dashboard-refresh-plan-card";
import { DashboardStatsRefreshCard } from "~/components/admin/dashboard-stats-refresh-card";
import { DashboardWeeklyChart } from "~/components/admin/dashboard-weekly-chart";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/dashboard";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const now = new Date();
  return { summary: await services.adminDashboard.summary(now), now };
}

const TITLE = "Dashboard";
const DESCRIPTION = "Counts, recent sign-ups, the last sync and link-check results, and API quota used.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { summary, now } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
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
