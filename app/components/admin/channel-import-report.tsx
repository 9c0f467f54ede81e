import { AlertCircle, CheckCircle2, Clock, ExternalLink, Pencil, RefreshCw } from "~/components/ui/icons";
import { Link } from "react-router";
import { CHANNEL_IMPORT_OUTCOME_LABELS, type ChannelImportOutcome } from "#domain/admin/channel-import";
import { IMPORT_REVIEW_PATH, type ImportSuggestionsShown } from "#domain/admin/import-review";
import { formatNumber } from "#domain/format";
import { ImportSuggestionSummary } from "~/components/admin/import-suggestion-summary";
import type { AdminChannelRef } from "#domain/read-models/admin-channels";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

export interface ChannelImportRowView {
  line: number;
  item: string;
  outcome: ChannelImportOutcome;
  message: string;
  channel: AdminChannelRef | null;
  suggestions?: ImportSuggestionsShown | null | undefined;
}

function OutcomeBadge({ outcome }: { outcome: ChannelImportOutcome }) {
  const label = CHANNEL_IMPORT_OUTCOME_LABELS[outcome];
  if (outcome === "failed") {
    return (
      <Badge variant="destructive">
        <AlertCircle aria-hidden="true" />
        {label}
      </Badge>
    );
  }
  return (
    <Badge variant="outline">
      {outcome === "created" ? (
        <CheckCircle2 className="text-success" aria-hidden="true" />
      ) : outcome === "held" ? (
        <Clock className="text-warning" aria-hidden="true" />
      ) : (
        <RefreshCw className="text-primary" aria-hidden="true" />
      )}
      {label}
    </Badge>
  );
}

/** Counts of an import's rows by outcome. */
function channelImportTally(rows: ChannelImportRowView[]): Record<ChannelImportOutcome, number> {
  const tally = { created: 0, updated: 0, held: 0, failed: 0 };
  for (const row of rows) tally[row.outcome] += 1;
  return tally;
}

/** One line per row of the CSV: what it said, what happened, and links to the channel. */
export function ChannelImportReport({ rows }: { rows: ChannelImportRowView[] }) {
  const tally = channelImportTally(rows);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="import-tally">
        {formatNumber(tally.created)} added, {formatNumber(tally.updated)} updated,{" "}
        {tally.held > 0 ? `${formatNumber(tally.held)} waiting for review, ` : ""}
        {formatNumber(tally.failed)} failed.
        {tally.held > 0 ? (
          <>
            {" "}
            <Link to={IMPORT_REVIEW_PATH} className="font-medium text-foreground underline underline-offset-4">
              Review them
            </Link>
          </>
        ) : null}
      </p>
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">Row</TableHead>
              <TableHead className="hidden sm:table-cell">In the file</TableHead>
              <TableHead className="w-28">Result</TableHead>
              <TableHead>Details</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.line}-${row.item}`} data-outcome={row.outcome}>
                <TableCell className="tabular-nums text-muted-foreground">{row.line}</TableCell>
                <TableCell className="hidden max-w-80 truncate font-mono text-xs sm:table-cell" title={row.item}>
                  {row.item}
                </TableCell>
                <TableCell>
                  <OutcomeBadge outcome={row.outcome} />
                </TableCell>
                <TableCell className="whitespace-normal sm:min-w-56">
                  {/* Phones: what the row said goes here, the column is hidden. */}
                  <span
                    className="mb-1 block max-w-36 truncate font-mono text-xs text-muted-foreground sm:hidden"
                    title={row.item}
                  >
                    {row.item}
                  </span>
                  {row.channel ? (
                    <div className="flex flex-col gap-1">
                      <Link
                        to={`/channel/${row.channel.slug}`}
                        className="inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
                      >
                        {row.channel.channelTitle}
                        <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
                      </Link>
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                        {row.message === CHANNEL_IMPORT_OUTCOME_LABELS[row.outcome] ? null : <span>{row.message}</span>}
                        <Link
                          to={`/admin/channels/edit/${row.channel.id}`}
                          className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-foreground"
                          aria-label={`Edit ${row.channel.channelTitle}`}
                        >
                          <Pencil className="size-3" aria-hidden="true" />
                          Edit
                        </Link>
                      </span>
                      {row.suggestions ? <ImportSuggestionSummary suggestions={row.suggestions} compact /> : null}
                    </div>
                  ) : row.outcome === "held" ? (
                    <div className="flex flex-col gap-1">
                      <span className="text-sm">
                        Not published: its type or niche is below the confidence floor.{" "}
                        <Link to={IMPORT_REVIEW_PATH} className="font-medium underline underline-offset-4">
                          Pick them in the review list
                        </Link>
                      </span>
                      {row.suggestions ? <ImportSuggestionSummary suggestions={row.suggestions} compact /> : null}
                    </div>
                  ) : (
                    <span className="text-sm text-destructive">{row.message}</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
