import { RefreshCw } from "~/components/ui/icons";
import { DashboardJobStatus, type DashboardJobRunView } from "~/components/admin/dashboard-job-status";
import { Card, CardContent } from "~/components/ui/card";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

/** When the daily refresh runs, in words ("03:30" is UTC, "off" turns the schedule off). */
function scheduleText(apiKeySet: boolean, statsRefreshAt: string): string {
  if (!apiKeySet) return "The YouTube refresh runs daily once YOUTUBE_API_KEY is set.";
  if (statsRefreshAt === "off") return "The daily schedule is off (STATS_REFRESH_AT=off); run npm run stats:refresh to refresh by hand.";
  return `Runs daily at ${statsRefreshAt} UTC.`;
}

/** The last YouTube stats refresh, or why none has run. */
export function DashboardStatsRefreshCard({
  run,
  now,
  youtube,
}: {
  run: DashboardJobRunView | null;
  now: Date | string;
  youtube: { apiKeySet: boolean; statsRefreshAt: string };
}) {
  return (
    <Card data-testid="stats-refresh-card">
      <DashboardCardHeader icon={RefreshCw} title="Stats refresh" description={scheduleText(youtube.apiKeySet, youtube.statsRefreshAt)} />
      <CardContent>
        {run ? <DashboardJobStatus run={run} now={now} itemNoun="channels" /> : <p className="text-sm text-muted-foreground">No stats refresh has run yet.</p>}
      </CardContent>
    </Card>
  );
}
