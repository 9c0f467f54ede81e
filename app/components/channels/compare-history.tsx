import { History as HistoryIcon } from "~/components/ui/icons";
import type { CompareHistoryMetric, CompareHistoryRow } from "#domain/compare-channels";
import { viewCountChangeWithin } from "#domain/channel-history";
import { formatDate, formatNumber } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { onDemand } from "~/lib/on-demand";
import { ViewCountChangeNote } from "~/components/channels/view-count-change-note";

const plot = onDemand(() => import("~/components/channels/compare-history-plot"));

const METRIC_LABELS: Record<CompareHistoryMetric, string> = { subscribers: "Subscribers", views: "Views" };

/**
 * The compared channels' subscribers and views over time: a tab per figure (the two differ by
 * orders of magnitude, so one axis would flatten subscribers), each with one chart (recharts,
 * loaded when it scrolls into view, hidden from screen readers) and the same numbers as a table
 * rendered on the server. The views chart marks YouTube's view-count change when its rows span
 * it, with a note saying what the line means.
 */
export function CompareHistory({
  history,
  titles,
}: {
  history: Record<CompareHistoryMetric, readonly CompareHistoryRow[]>;
  titles: readonly string[];
}) {
  const empty = history.subscribers.length === 0 && history.views.length === 0;
  const viewCountChange = viewCountChangeWithin(
    history.views.filter((row) => row.values.some((value) => value !== null)).map((row) => row.day),
  );
  return (
    <section
      aria-labelledby="compare-history-heading"
      data-testid="compare-history"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
    >
      <h2 id="compare-history-heading" className="flex items-center gap-2 text-lg font-semibold">
        <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        Subscribers and views over time
      </h2>
      {empty ? (
        <p className="rounded-lg border border-dashed p-5 text-sm text-muted-foreground">
          No history yet: subscribers and views are recorded each time a channel's stats refresh.
        </p>
      ) : (
        <Tabs defaultValue="subscribers">
          <TabsList aria-label="Figure over time">
            {(Object.keys(METRIC_LABELS) as CompareHistoryMetric[]).map((metric) => (
              <TabsTrigger key={metric} value={metric} data-testid={`compare-history-tab-${metric}`}>
                {METRIC_LABELS[metric]}
              </TabsTrigger>
            ))}
          </TabsList>
          {(Object.keys(METRIC_LABELS) as CompareHistoryMetric[]).map((metric) => (
            <TabsContent key={metric} value={metric} className="flex flex-col gap-4">
              <ChartFrame
                height={280}
                chart={plot}
                props={{ rows: history[metric], titles, markDay: metric === "views" ? viewCountChange : null }}
              />
              {metric === "views" && viewCountChange ? <ViewCountChangeNote /> : null}
              <ProjectionTable
                id={`compare-history-table-${metric}`}
                caption={`${METRIC_LABELS[metric]} by snapshot day, newest first`}
                short
                rows={[...history[metric]].reverse()}
                rowKey={(row) => row.day}
                columns={[
                  { key: "day", header: "Date", cell: (row) => formatDate(row.day) },
                  ...titles.map((title, index) => ({
                    key: `c${index}`,
                    header: title,
                    numeric: true,
                    cell: (row: CompareHistoryRow) =>
                      row.values[index] === null || row.values[index] === undefined ? "—" : formatNumber(row.values[index]),
                  })),
                ]}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
