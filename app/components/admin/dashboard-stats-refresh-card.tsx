import { Form, useNavigation } from "react-router";
import { RefreshCw, XCircle } from "~/components/ui/icons";
import { DashboardJobStatus, type DashboardJobRunView } from "~/components/admin/dashboard-job-status";
import { JobProgress } from "~/components/admin/job-progress";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

/** When the daily refresh runs, in words ("03:30" is UTC, "off" turns the schedule off). */
function scheduleText(apiKeySet: boolean, statsRefreshAt: string): string {
  if (!apiKeySet) return "The YouTube refresh runs daily once YOUTUBE_API_KEY is set.";
  if (statsRefreshAt === "off") return "The daily schedule is off (STATS_REFRESH_AT=off); refresh by hand here.";
  return `Runs daily at ${statsRefreshAt} UTC.`;
}

/**
 * The last YouTube stats refresh, or why none has run, and "Refresh now": the run goes on in the
 * server after the click (the embedded database too), this card follows its progress, and Stop
 * ends it after the batch in hand. Plain form posts, so it works before the scripts load.
 */
export function DashboardStatsRefreshCard({
  run,
  now,
  youtube,
}: {
  run: (DashboardJobRunView & { triggeredByEmail?: string | null }) | null;
  now: Date | string;
  youtube: { apiKeySet: boolean; statsRefreshAt: string };
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const running = run?.status === "running";
  return (
    <Card data-testid="stats-refresh-card">
      <DashboardCardHeader
        icon={RefreshCw}
        title="Stats refresh"
        description={scheduleText(youtube.apiKeySet, youtube.statsRefreshAt)}
      />
      <CardContent className="flex flex-col gap-3" aria-live="polite">
        {running ? (
          <JobProgress
            label="Refresh progress"
            done={run.itemsDone}
            total={run.itemsTotal}
            failed={run.itemsFailed}
            doneText="channels stored"
            failedText="failed"
          />
        ) : null}
        {run ? (
          <DashboardJobStatus run={run} now={now} itemNoun="channels" />
        ) : (
          <p className="text-sm text-muted-foreground">No stats refresh has run yet.</p>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Form method="post" className="contents">
          {running ? (
            <Button
              type="submit"
              name="intent"
              value="stop-refresh"
              variant="destructive"
              size="sm"
              disabled={submitting === "stop-refresh"}
            >
              {submitting === "stop-refresh" ? <Spinner className="size-4" /> : <XCircle aria-hidden="true" />}
              {submitting === "stop-refresh" ? "Stopping…" : "Stop"}
            </Button>
          ) : (
            <Button
              type="submit"
              name="intent"
              value="refresh-now"
              size="sm"
              disabled={!youtube.apiKeySet || submitting === "refresh-now"}
            >
              {submitting === "refresh-now" ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
              {submitting === "refresh-now" ? "Starting…" : "Refresh now"}
            </Button>
          )}
        </Form>
      </CardFooter>
    </Card>
  );
}
