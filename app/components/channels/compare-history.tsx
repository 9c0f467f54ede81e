import { History as HistoryIcon } from "~/components/ui/icons";
import type { CompareHistoryRow } from "#domain/compare-channels";
import { formatDate, formatNumber } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { onDemand } from "~/lib/on-demand";

const plot = onDemand(() => import("~/components/channels/compare-history-plot"));

/**
 * The compared channels' subscribers over time: one chart (recharts, loaded when it scrolls
 * into view, hidden from screen readers) and the same numbers as a table rendered on the server.
 */
export function CompareHistory({ rows, titles }: { rows: readonly CompareHistoryRow[]; titles: readonly string[] }) {
  return (
    <section aria-labelledby="compare-history-heading" data-testid="compare-history" className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6">
      <h2 id="compare-history-heading" className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        Subscribers over time
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-5 text-sm text-muted-foreground">No history yet: subscribers are recorded each time a channel's stats refresh.</p>
      ) : (
        <>
          <ChartFrame height={280} chart={plot} props={{ rows, titles }} />
          <ProjectionTable
            id="compare-history-table"
            caption="Subscribers by snapshot day, newest first"
            className="max-h-64"
            rows={[...rows].reverse()}
            rowKey={(row) => row.day}
            columns={[
              { key: "day", header: "Date", cell: (row) => formatDate(row.day) },
              ...titles.map((title, index) => ({
                key: `c${index}`,
                header: title,
                numeric: true,
                cell: (row: CompareHistoryRow) => (row.values[index] === null || row.values[index] === undefined ? "—" : formatNumber(row.values[index])),
              })),
            ]}
          />
        </>
      )}
    </section>
  );
}
