import { CheckCircle2, ExternalLink, RefreshCw, XCircle } from "~/components/ui/icons";
import { useFetcher } from "react-router";
import { LINK_SOURCE_LABELS, type LinkCheckSource } from "#domain/admin/link-checker";
import { formatNumber } from "#domain/format";
import { AuditTime } from "~/components/admin/audit-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface LinkCheckResultView {
  id: string;
  source: LinkCheckSource;
  label: string | null;
  url: string;
  outcome: "ok" | "broken";
  httpStatus: number | null;
  finalUrl: string | null;
  error: string | null;
  durationMs: number | null;
  checkedAt: Date | string;
}

function formatDuration(ms: number | null): string {
  if (ms === null) return "";
  return ms < 1000 ? `${formatNumber(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

/** The stored result of every link (one page), broken first, each with a Re-check button. */
export function LinkCheckResultsTable({ results, now }: { results: LinkCheckResultView[]; now: Date | string }) {
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table>
        <caption className="sr-only">Link check results, broken links first</caption>
        <TableHeader className="max-md:hidden">
          <TableRow>
            <TableHead>Link</TableHead>
            <TableHead>Result</TableHead>
            <TableHead>Checked</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {results.map((result) => (
            <ResultRow key={result.id} result={result} now={now} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ResultRow({ result, now }: { result: LinkCheckResultView; now: Date | string }) {
  const fetcher = useFetcher({ key: `recheck-${result.id}` });
  const checking = fetcher.state !== "idle";
  const redirected = result.finalUrl !== null && result.finalUrl !== result.url;
  const name = result.label ?? result.url;
  return (
    <TableRow
      data-testid="link-result"
      data-outcome={result.outcome}
      className="max-md:flex max-md:flex-col max-md:gap-1 max-md:py-3"
    >
      <TableCell className="max-w-md max-md:max-w-none max-md:py-0">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{name}</span>
            <Badge variant="secondary">{LINK_SOURCE_LABELS[result.source]}</Badge>
          </div>
          <a
            href={result.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-start gap-1 text-xs break-all text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {result.url}
            <ExternalLink className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </TableCell>
      <TableCell className="max-w-xs max-md:max-w-none max-md:py-0">
        <div className="flex flex-col gap-1">
          {result.outcome === "ok" ? (
            <Badge variant="outline">
              <CheckCircle2 className="text-success" aria-hidden="true" />
              OK{result.httpStatus !== null ? ` · ${result.httpStatus}` : ""}
            </Badge>
          ) : (
            <Badge variant="destructive">
              <XCircle aria-hidden="true" />
              Broken{result.httpStatus !== null ? ` · ${result.httpStatus}` : ""}
            </Badge>
          )}
          {result.error ? <span className="text-xs break-words text-destructive">{result.error}</span> : null}
          {redirected ? <span className="text-xs break-all text-muted-foreground">Ends at {result.finalUrl}</span> : null}
        </div>
      </TableCell>
      <TableCell className="text-sm whitespace-nowrap text-muted-foreground max-md:py-0">
        <AuditTime at={result.checkedAt} now={now} />
        {result.durationMs !== null ? <span className="tabular-nums"> · {formatDuration(result.durationMs)}</span> : null}
      </TableCell>
      <TableCell className="text-right max-md:pt-1 max-md:text-left">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="recheck" />
          <input type="hidden" name="id" value={result.id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={checking}
            aria-label={`Re-check ${name} (${LINK_SOURCE_LABELS[result.source].toLowerCase()})`}
          >
            {checking ? <Spinner className="size-3.5" /> : <RefreshCw aria-hidden="true" />}
            {checking ? "Checking…" : "Re-check"}
          </Button>
        </fetcher.Form>
      </TableCell>
    </TableRow>
  );
}
