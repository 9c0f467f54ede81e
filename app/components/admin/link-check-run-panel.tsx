import { AlertTriangle, CheckCircle2, Link2, RefreshCw, ShieldAlert, XCircle } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { LINK_CHECK_SOURCES, LINK_SOURCE_LABELS, type LinkCheckSource } from "#domain/admin/link-checker";
import { formatNumber } from "#domain/format";
import { AuditTime, formatExactTime } from "~/components/admin/audit-time";
import { JobProgress } from "~/components/admin/job-progress";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

export interface LinkCheckRunView {
  id: string;
  status: "running" | "succeeded" | "failed" | "stopped";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  errors: { item?: string; message: string }[];
  startedAt: Date | string;
  finishedAt: Date | string | null;
  triggeredByEmail: string | null;
}

export interface ResultCountsView {
  total: number;
  ok: number;
  broken: number;
}

export interface LinkCheckSettingsView {
  concurrency: number;
  timeoutMs: number;
  allowPrivate: boolean;
}

function duration(from: Date | string, to: Date | string): string {
  const seconds = Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${seconds % 60} s`;
}

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/**
 * The top of the link checker: what the last run found (or that none has run), the running
 * check's progress bar, and the buttons that start a run.
 */
export function LinkCheckRunPanel({
  run,
  settings,
  counts,
  brokenTotal,
  linkCounts,
  demoLinks,
  now,
}: {
  run: LinkCheckRunView | null;
  settings: LinkCheckSettingsView;
  /** The results the table shows: a running or stopped run's own, else every stored result. */
  counts: ResultCountsView;
  /** Broken links stored by any run: what "Re-check broken" re-checks. */
  brokenTotal: number;
  /** Links there are to check, per source (shown before the first run). */
  linkCounts: Record<LinkCheckSource, number> | null;
  /** The demo channels' links, which no run checks. */
  demoLinks: number;
  now: Date | string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const running = run?.status === "running";
  const busy = running || submitting === "check-all" || submitting === "check-broken";
  const stopping = submitting === "stop";
  const totalLinks = linkCounts ? LINK_CHECK_SOURCES.reduce((sum, source) => sum + linkCounts[source], 0) : 0;

  return (
    <section aria-labelledby="link-check-run-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="link-check-run-heading" className="flex items-center gap-2 text-lg">
            {running ? (
              <Spinner className="size-4 text-primary" />
            ) : (
              <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
            )}
            {running ? "Checking links…" : run ? "Last check" : "No links checked yet"}
          </CardTitle>
          <CardDescription>
            {formatNumber(settings.concurrency)} requests at a time, {formatNumber(settings.timeoutMs / 1000)} s per request, up
            to 5 redirects followed.
            {settings.allowPrivate ? null : " Private and local network addresses are never requested."}
          </CardDescription>
          {settings.allowPrivate ? (
            <Badge variant="warning" className="mt-1">
              <ShieldAlert aria-hidden="true" />
              Private addresses allowed (LINK_CHECK_ALLOW_PRIVATE is on: for local testing only)
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4" aria-live="polite">
          {demoLinks > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="demo-links-skipped">
              {plural(demoLinks, "link", "links")} of the demo channels are not checked: they are generated and cannot resolve.{" "}
              <Link to="/admin/settings" className="underline underline-offset-4 hover:text-foreground">
                Go live
              </Link>{" "}
              to remove them.
            </p>
          ) : null}
          {run === null ? (
            <div className="flex flex-col gap-2 text-sm">
              <p>
                Check every channel link, screenshot, channel type image and video link for broken addresses. It runs in the
                background: you can leave this page and come back.
              </p>
              {linkCounts ? (
                <p className="text-muted-foreground" data-testid="link-counts">
                  {totalLinks === 0
                    ? "There are no links to check yet: add channels, channel type images or videos first."
                    : `${plural(totalLinks, "link", "links")} to check: ${LINK_CHECK_SOURCES.filter((s) => linkCounts[s] > 0)
                        .map(
                          (s) =>
                            `${formatNumber(linkCounts[s])} ${LINK_SOURCE_LABELS[s].toLowerCase()}${linkCounts[s] === 1 ? "" : "s"}`,
                        )
                        .join(", ")}.`}
                </p>
              ) : null}
            </div>
          ) : running ? (
            <>
              <JobProgress
                label="Link check progress"
                done={run.itemsDone}
                total={run.itemsTotal}
                failed={run.itemsFailed}
                doneText="links checked"
                failedText="broken"
              />
              <p className="text-sm text-muted-foreground">
                Started <AuditTime at={run.startedAt} now={now} />
                {run.triggeredByEmail ? ` by ${run.triggeredByEmail}` : " from the command line"}. This page updates by itself.
              </p>
            </>
          ) : (
            <RunSummary run={run} counts={counts} now={now} />
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Form method="post" className="contents">
            <Button type="submit" name="intent" value="check-all" disabled={busy}>
              {submitting === "check-all" || running ? <Spinner className="size-4" /> : <Link2 aria-hidden="true" />}
              {running ? "Check running…" : submitting === "check-all" ? "Starting…" : "Check all links"}
            </Button>
            {running ? (
              <Button type="submit" name="intent" value="stop" variant="destructive" disabled={stopping}>
                {stopping ? <Spinner className="size-4" /> : <XCircle aria-hidden="true" />}
                {stopping ? "Stopping…" : "Stop"}
              </Button>
            ) : null}
            {brokenTotal > 0 && !running ? (
              <Button type="submit" name="intent" value="check-broken" variant="outline" disabled={busy}>
                {submitting === "check-broken" ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
                {submitting === "check-broken" ? "Starting…" : `Re-check broken (${formatNumber(brokenTotal)})`}
              </Button>
            ) : null}
          </Form>
        </CardFooter>
      </Card>
    </section>
  );
}

function RunSummary({ run, counts, now }: { run: LinkCheckRunView; counts: ResultCountsView; now: Date | string }) {
  const failed = run.status === "failed";
  const stopped = run.status === "stopped";
  return (
    <div className="flex flex-col gap-3" data-testid="link-check-summary">
      <div className="flex flex-wrap items-center gap-2">
        {failed || stopped ? (
          <Badge variant={failed ? "destructive" : "secondary"}>
            <AlertTriangle aria-hidden="true" />
            Stopped
          </Badge>
        ) : (
          <Badge variant="outline">
            <CheckCircle2 className="text-success" aria-hidden="true" />
            Finished
          </Badge>
        )}
        <span className="text-sm text-muted-foreground">
          <AuditTime at={run.finishedAt ?? run.startedAt} now={now} />:{" "}
          {stopped
            ? `${formatNumber(run.itemsDone)} of ${plural(run.itemsTotal, "link", "links")}`
            : plural(run.itemsDone, "link", "links")}{" "}
          checked, {formatNumber(run.itemsFailed)} broken
          {run.finishedAt ? `, took ${duration(run.startedAt, run.finishedAt)}` : ""}
          {run.triggeredByEmail ? `, started by ${run.triggeredByEmail}` : ", started from the command line"}.
        </span>
      </div>
      {(failed || stopped) && run.errors.length > 0 ? (
        <ul className={stopped ? "flex flex-col gap-1 text-sm" : "flex flex-col gap-1 text-sm text-destructive"}>
          {run.errors.map((error, index) => (
            <li key={index}>{error.item ? `${error.item}: ${error.message}` : error.message}</li>
          ))}
        </ul>
      ) : null}
      <dl
        className="grid grid-cols-3 gap-3 text-center sm:max-w-md"
        aria-label={stopped ? "Links this check checked" : "Links now"}
      >
        <Stat label="Links" value={counts.total} />
        <Stat label="OK" value={counts.ok} />
        <Stat label="Broken" value={counts.broken} tone={counts.broken > 0 ? "bad" : "neutral"} />
      </dl>
      <p className="sr-only">Started {formatExactTime(run.startedAt)}.</p>
    </div>
  );
}

function Stat({ label, value, tone = "neutral" }: { label: string; value: number; tone?: "neutral" | "bad" }) {
  return (
    <div className="rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd
        className={
          tone === "bad" ? "text-2xl font-semibold text-destructive tabular-nums" : "text-2xl font-semibold tabular-nums"
        }
      >
        {formatNumber(value)}
      </dd>
    </div>
  );
}
