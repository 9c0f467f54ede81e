import { Form, useNavigation } from "react-router";
import { DISCOVERY_MESSAGES } from "#domain/admin/discovery";
import { formatNumber } from "#domain/format";
import { AuditTime } from "~/components/admin/audit-time";
import { JobProgress } from "~/components/admin/job-progress";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Radar } from "~/components/ui/icons";
import { Spinner } from "~/components/ui/spinner";

export interface DiscoveryRunView {
  status: "running" | "succeeded" | "failed";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  notes: { item?: string; message: string }[];
  startedAt: Date | string;
  finishedAt: Date | string | null;
  triggeredByEmail: string | null;
}

const STATUS_LABELS = { running: "Running", succeeded: "Finished", failed: "Failed" } as const;

/** The latest discovery run (progress while it runs, what it found after) and "Run discovery now". */
export function DiscoveryRunPanel({
  configured,
  run,
  queryCount,
  now,
}: {
  configured: boolean;
  run: DiscoveryRunView | null;
  queryCount: number;
  now: Date | string;
}) {
  const navigation = useNavigation();
  const starting = navigation.state === "submitting" && navigation.formData?.get("intent") === "run";
  const running = run?.status === "running";
  return (
    <section aria-labelledby="discovery-run-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="discovery-run-heading" className="flex items-center gap-2 text-lg">
            <Radar className="size-5 text-muted-foreground" aria-hidden="true" />
            Search YouTube
          </CardTitle>
          <CardDescription>
            Each run searches the queries that waited longest, within the day's search allowance, and queues the channels it
            finds. It also runs every day on its own.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3" data-testid="discovery-run">
          {!configured ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {DISCOVERY_MESSAGES.notConfigured}
            </p>
          ) : run === null ? (
            <p className="text-sm text-muted-foreground">No run yet.</p>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={run.status === "failed" ? "destructive" : run.status === "running" ? "secondary" : "outline"}>
                  {STATUS_LABELS[run.status]}
                </Badge>
                <span className="text-muted-foreground">
                  Started <AuditTime at={run.startedAt} now={now} />
                  {run.triggeredByEmail ? ` by ${run.triggeredByEmail}` : " by the schedule"}
                </span>
              </p>
              <JobProgress
                label="Discovery progress"
                done={run.itemsDone}
                total={run.itemsTotal}
                failed={run.itemsFailed}
                doneText="queries searched"
                failedText="failed"
                finished={!running}
              />
              {run.notes.length > 0 ? (
                <ul className="flex flex-col gap-1 text-sm" data-testid="discovery-run-notes">
                  {run.notes.map((note, index) => (
                    <li key={`${index}-${note.message}`} className={note.item ? "text-destructive" : "text-muted-foreground"}>
                      {note.item ? `“${note.item}”: ` : ""}
                      {note.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
        </CardContent>
        <CardFooter>
          <Form method="post">
            <input type="hidden" name="intent" value="run" />
            <Button type="submit" disabled={!configured || running || starting || queryCount === 0}>
              {running || starting ? <Spinner className="size-4" /> : null}
              {running ? "Running…" : "Run discovery now"}
            </Button>
          </Form>
          {queryCount === 0 ? (
            <p className="ml-3 text-sm text-muted-foreground">Add a query below first.</p>
          ) : (
            <p className="ml-3 text-sm text-muted-foreground">
              {formatNumber(queryCount)} {queryCount === 1 ? "query" : "queries"}
            </p>
          )}
        </CardFooter>
      </Card>
    </section>
  );
}
