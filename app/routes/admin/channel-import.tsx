// /admin/channels/import (YouTube Data API): many channels at once from a CSV (or pasted lines) of YouTube
// channel URLs, @handles or ids. Step 1 previews what the file holds; step 2 starts a run that
// continues in the server (services.channelImport) while this page reloads its data every second
// to move the progress bar; then a report of every row: added, updated or failed with the reason.
import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { ArrowLeft, FileSpreadsheet, Info, Upload } from "~/components/ui/icons";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import {
  CHANNEL_IMPORT_HEADERS_TEXT,
  CHANNEL_IMPORT_INTENTS,
  CHANNEL_IMPORT_LIMITS,
  CHANNEL_IMPORT_MESSAGES,
  CHANNEL_IMPORT_PATH,
  channelCount,
  channelImportPreviewSchema,
  channelImportStartSchema,
  channelImportCost,
} from "#domain/admin/channel-import";
import { IMPORT_FLOOR_TEXT, IMPORT_REVIEW_PATH } from "#domain/admin/import-review";
import { formatNumber } from "#domain/format";
import { INVALID_CHANNEL_REF_MESSAGE, parseYoutubeChannelRef } from "#domain/youtube-channel-ref";
import type { Route } from "./+types/channel-import";
import { AuditTime } from "~/components/admin/audit-time";
import { ChannelImportReport } from "~/components/admin/channel-import-report";
import { JobProgress } from "~/components/admin/job-progress";
import { flashCookie } from "#domain/flash-message";
import { FormField } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { FormAlert, FormErrors } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { usePollWhileRunning } from "~/lib/use-poll-while-running";

const TITLE = "Import channels";
const DESCRIPTION = "Add or update many channels at once from a CSV of YouTube channel URLs, @handles or channel ids.";
/** How often the page asks for the running import's progress. */
/** Room for the multipart envelope around a file at the limit. */
const MAX_REQUEST_BYTES = CHANNEL_IMPORT_LIMITS.maxBytes + 64 * 1024;

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  return {
    configured: services.channelImport.configured(),
    run: await services.channelImport.latestRun(),
    now: new Date(),
  };
}

interface PreviewRow {
  line: number;
  reference: string;
  readable: boolean;
}

interface Preview {
  csv: string;
  header: string | null;
  rows: PreviewRow[];
  repeats: number;
  /** What the run will spend of each allowance (channelImportCost). */
  cost: ReturnType<typeof channelImportCost>;
  /** Searches left in today's allowance, and the allowance. */
  searches: { remaining: number; limit: number };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const imports = services.channelImport;

  // Refuse a huge upload before reading it.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_REQUEST_BYTES) {
    return data({ intent: CHANNEL_IMPORT_INTENTS.start, error: CHANNEL_IMPORT_MESSAGES.tooLarge }, { status: 413 });
  }
  const formData = await readFormData(request);

  if (formData.get("intent") === CHANNEL_IMPORT_INTENTS.stop) {
    const stopped = await imports.stopImport({ id: viewer.id, email: viewer.email });
    const flash = stopped
      ? flashCookie(
          "success",
          `Import stopped: ${formatNumber(stopped.itemsDone)} of ${formatNumber(stopped.itemsTotal)} rows done; those channels stay imported.`,
        )
      : flashCookie("info", "No import is running.");
    return redirect(CHANNEL_IMPORT_PATH, { headers: { "set-cookie": flash } });
  }

  if (formData.get("intent") === CHANNEL_IMPORT_INTENTS.start) {
    const parsed = channelImportStartSchema.safeParse({ csv: formData.get("csv") });
    const rows = parsed.success ? imports.readCsv(parsed.data.csv) : null;
    if (!rows?.ok) {
      const message = parsed.success
        ? rows && !rows.ok
          ? rows.message
          : CHANNEL_IMPORT_MESSAGES.empty
        : (parsed.error.issues[0]?.message ?? CHANNEL_IMPORT_MESSAGES.empty);
      return data({ intent: CHANNEL_IMPORT_INTENTS.start, error: message }, { status: 400 });
    }
    const started = await imports.importMany({ id: viewer.id, email: viewer.email }, rows.rows);
    if (!started.ok) return data({ intent: CHANNEL_IMPORT_INTENTS.start, error: started.message }, { status: 400 });
    const flash = started.joined
      ? flashCookie("info", CHANNEL_IMPORT_MESSAGES.alreadyRunning)
      : flashCookie("success", `Importing ${channelCount(rows.rows.length)}`);
    return redirect(CHANNEL_IMPORT_PATH, { headers: { "set-cookie": flash } });
  }

  const submission = parseWithZod(formData, { schema: channelImportPreviewSchema });
  if (submission.status !== "success")
    return data({ intent: CHANNEL_IMPORT_INTENTS.preview, result: submission.reply(), preview: null }, { status: 400 });
  const { file, lines } = submission.value;
  const text = file ? await file.text() : (lines ?? "");
  const parsed = imports.readCsv(text);
  if (!parsed.ok) {
    const reply = submission.reply({ fieldErrors: { [file ? "file" : "lines"]: [parsed.message] } });
    return data({ intent: CHANNEL_IMPORT_INTENTS.preview, result: reply, preview: null }, { status: 400 });
  }
  const search = (await services.youtubeQuota.usage()).buckets.find((bucket) => bucket.bucket === "search");
  const preview: Preview = {
    csv: text,
    header: parsed.header,
    rows: parsed.rows.map((row) => ({ ...row, readable: parseYoutubeChannelRef(row.reference).ok })),
    repeats: parsed.skipped.length,
    cost: channelImportCost(parsed.rows.map((row) => row.reference)),
    searches: { remaining: search?.remaining ?? 0, limit: search?.limit ?? 0 },
  };
  return { intent: CHANNEL_IMPORT_INTENTS.preview, result: submission.reply(), preview };
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, run, now } = loaderData;
  const running = run?.status === "running";
  usePollWhileRunning(running);
  const preview = actionData?.intent === CHANNEL_IMPORT_INTENTS.preview ? actionData.preview : null;
  const previewResult =
    actionData?.intent === CHANNEL_IMPORT_INTENTS.preview ? (actionData.result as SubmissionResult<string[]>) : undefined;
  // Starting failed, or the upload was refused before it could be read.
  const startError = actionData?.intent === CHANNEL_IMPORT_INTENTS.start ? actionData.error : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link
        to="/admin/channels"
        className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All channels
      </Link>
      <PageHeader title={TITLE} description={DESCRIPTION}>
        <p className="max-w-3xl text-sm text-muted-foreground">
          {IMPORT_FLOOR_TEXT}{" "}
          <Link to={IMPORT_REVIEW_PATH} className="font-medium text-foreground underline underline-offset-4">
            Open the review list
          </Link>
        </p>
      </PageHeader>
      {configured ? null : <NotConfigured />}
      {startError ? <FormAlert>{startError}</FormAlert> : null}

      {run && running ? (
        <RunCard run={run} now={now} />
      ) : preview ? (
        <PreviewCard preview={preview} configured={configured} />
      ) : (
        <UploadCard configured={configured} lastResult={previewResult} />
      )}

      {run && !running ? <RunCard run={run} now={now} /> : null}
    </div>
  );
}

function NotConfigured() {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">YouTube isn't connected yet, so channels can't be imported.</p>
        <p className="text-muted-foreground">
          Add{" "}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">YOUTUBE_API_KEY=&lt;your key&gt;</code>{" "}
          to the <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">.env</code> file (a YouTube Data
          API v3 key from the Google Cloud console) and restart the server. Until then,{" "}
          <Link to="/admin/channels/add" className="font-medium text-foreground underline underline-offset-4">
            add channels by hand
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function UploadCard({ configured, lastResult }: { configured: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === CHANNEL_IMPORT_INTENTS.preview;
  const [form, fields] = useForm({
    id: "channel-import",
    lastResult,
    constraint: getZodConstraint(channelImportPreviewSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: channelImportPreviewSchema }),
  });
  const helpId = "channel-import-help";

  return (
    <section aria-labelledby="channel-import-upload-heading">
      <Card>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-6">
          <CardHeader>
            <CardTitle as="h2" id="channel-import-upload-heading" className="flex items-center gap-2 text-lg">
              <FileSpreadsheet className="size-4 text-muted-foreground" aria-hidden="true" />
              Choose the channels
            </CardTitle>
            <CardDescription id={helpId}>
              One channel per row: a channel URL (https://www.youtube.com/@name), an @handle or a channel id (UC…). Channels
              already in the catalogue are updated, not added twice. At most {formatNumber(CHANNEL_IMPORT_LIMITS.maxRows)} rows
              and 1 MB.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <input type="hidden" name="intent" value={CHANNEL_IMPORT_INTENTS.preview} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <FormField
              id={fields.file.id}
              label="CSV file"
              errors={fields.file.errors}
              hint={`A .csv or .txt file, for example exported from a spreadsheet. A header row is optional: the column is the one named ${CHANNEL_IMPORT_HEADERS_TEXT}, or else the one holding channel links.`}
            >
              <Input
                {...getInputProps(fields.file, { type: "file" })}
                key={fields.file.key}
                accept=".csv,.txt,text/csv,text/plain"
                disabled={!configured}
                aria-describedby={[helpId, fields.file.errors?.length ? fields.file.errorId : null].filter(Boolean).join(" ")}
                className="cursor-pointer file:mr-3 file:cursor-pointer"
              />
            </FormField>
            <div
              className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase"
              aria-hidden="true"
            >
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <FormField id={fields.lines.id} label="Paste channels, one per line" errors={fields.lines.errors}>
              <Textarea
                {...getTextareaProps(fields.lines)}
                key={fields.lines.key}
                rows={6}
                disabled={!configured}
                spellCheck={false}
                autoComplete="off"
                placeholder={"@quietarchive\nhttps://www.youtube.com/@name\nUCxxxxxxxxxxxxxxxxxxxxxx"}
                className="font-mono text-sm"
              />
            </FormField>
          </CardContent>
          <CardFooter className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!configured || busy} aria-busy={busy}>
              {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
              {busy ? "Reading..." : "Preview import"}
            </Button>
          </CardFooter>
        </Form>
      </Card>
    </section>
  );
}

const range = ({ low, high }: { low: number; high: number }) =>
  low === high ? formatNumber(high) : `${formatNumber(low)}–${formatNumber(high)}`;

/** The run's cost in both allowances: units, and the searches (100 a day by default) it may use. */
function costText({ cost, searches }: Preview): string {
  const units = `About ${range(cost.units)} YouTube API units`;
  if (cost.searches.high === 0) return `${units}; no searches.`;
  const calls = `up to ${formatNumber(cost.searches.high)} ${cost.searches.high === 1 ? "search" : "searches"} (each new channel's top videos, and finding old /c/ names)`;
  const left = `${formatNumber(searches.remaining)} of today's ${formatNumber(searches.limit)} searches are left`;
  const short =
    cost.searches.high > searches.remaining ? "; past them, new channels are added without their all-time top videos" : "";
  return `${units} and ${calls}. ${left}${short}.`;
}

function PreviewCard({ preview, configured }: { preview: Preview; configured: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === CHANNEL_IMPORT_INTENTS.start;
  const unreadable = preview.rows.filter((row) => !row.readable).length;
  const count = preview.rows.length;

  return (
    <section aria-labelledby="channel-import-preview-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="channel-import-preview-heading" className="text-lg">
            Ready to import {channelCount(count)}
          </CardTitle>
          <CardDescription data-testid="import-preview-summary">
            {preview.header ? `Read from the “${preview.header}” column. ` : "No header row. "}
            {unreadable > 0
              ? `${formatNumber(unreadable)} ${unreadable === 1 ? "row isn't a" : "rows aren't"} channel reference${unreadable === 1 ? "" : "s"} and will be reported as failed. `
              : ""}
            {preview.repeats > 0
              ? `${formatNumber(preview.repeats)} repeated ${preview.repeats === 1 ? "row was" : "rows were"} left out. `
              : ""}
          </CardDescription>
          <p className="text-sm text-muted-foreground" data-testid="import-preview-cost">
            {costText(preview)}
          </p>
        </CardHeader>
        <CardContent>
          <div className="max-h-96 overflow-auto rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-12">Row</TableHead>
                  <TableHead>Channel</TableHead>
                  <TableHead className="w-28 sm:w-48">Check</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.rows.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell className="tabular-nums text-muted-foreground">{row.line}</TableCell>
                    <TableCell className="max-w-40 truncate font-mono text-xs sm:max-w-md" title={row.reference}>
                      {row.reference}
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      {row.readable ? (
                        <Badge variant="outline">Ready</Badge>
                      ) : (
                        <span className="text-xs text-destructive">{INVALID_CHANNEL_REF_MESSAGE}</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value={CHANNEL_IMPORT_INTENTS.start} />
            <input type="hidden" name="csv" value={preview.csv} />
            <Button type="submit" disabled={!configured || busy} aria-busy={busy}>
              {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
              {busy ? "Starting..." : `Import ${channelCount(count)}`}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to={CHANNEL_IMPORT_PATH}>Choose another file</Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}

type RunView = Route.ComponentProps["loaderData"]["run"] & {};

function RunCard({ run, now }: { run: RunView; now: Date | string }) {
  const running = run.status === "running";
  return (
    <section aria-labelledby="channel-import-run-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="channel-import-run-heading" className="flex items-center gap-2 text-lg">
            {running ? <Spinner className="size-4 text-primary" /> : null}
            {running ? "Importing channels…" : "Last import"}
          </CardTitle>
          <CardDescription>
            {running ? "Started" : run.status === "stopped" ? "Stopped" : run.status === "failed" ? "Failed" : "Finished"}{" "}
            <AuditTime at={run.finishedAt ?? run.startedAt} now={now} />
            {run.triggeredByEmail ? ` by ${run.triggeredByEmail}` : ""}. {formatNumber(run.unitsSpent)} YouTube quota units spent.
            {running ? " This page updates by itself; you can leave it and come back." : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div aria-live="polite">
            <JobProgress
              label="Import progress"
              done={run.itemsDone}
              total={run.itemsTotal}
              failed={run.itemsFailed}
              doneText="rows done"
              failedText="failed"
              finished={!running}
            />
          </div>
          {run.runError ? (
            <p role="alert" className="text-sm text-destructive">
              {run.runError}
            </p>
          ) : null}
          {run.results.length > 0 ? <ChannelImportReport rows={run.results} /> : null}
          {running ? (
            <Form method="post">
              <input type="hidden" name="intent" value={CHANNEL_IMPORT_INTENTS.stop} />
              <Button type="submit" variant="outline">
                Stop the import
              </Button>
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
