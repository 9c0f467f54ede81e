import { RefreshCw } from "~/components/ui/icons";
import { DashboardJobStatus, type DashboardJobRunView } from "~/components/admin/dashboard-job-status";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

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
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <RefreshCw className="size-4 text-muted-foreground" aria-hidden="true" />
          Stats refresh
        </CardTitle>
        <CardDescription>{scheduleText(youtube.apiKeySet, youtube.statsRefreshAt)}</CardDescription>
      </CardHeader>
      <CardContent>
        {run ? <DashboardJobStatus run={run} now={now} itemNoun="channels" /> : <p className="text-sm text-muted-foreground">No stats refresh has run yet.</p>}
      </CardContent>
    </Card>
  );
}
