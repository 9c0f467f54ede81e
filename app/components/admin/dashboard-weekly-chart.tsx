import { formatNumber } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { onDemand } from "~/lib/on-demand";

const plot = onDemand(() => import("~/components/admin/dashboard-weekly-plot"));

export interface DashboardWeekView {
  week: string;
  signups: number;
  channelsAdded: number;
  channelsTotal: number;
}

const weekLong = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const weekDate = (week: string) => new Date(`${week}T00:00:00Z`);

interface Column {
  header: string;
  value: (week: DashboardWeekView) => number;
}

/**
 * A small weekly chart (the calculators' chart look) with its numbers in a table for screen
 * readers: the chart itself is hidden from them (ChartFrame), the table is their version of it.
 */
export function DashboardWeeklyChart({
  id,
  title,
  description,
  weeks,
  kind,
  dataKey,
  seriesLabel,
  columns,
}: {
  id: string;
  title: string;
  description: string;
  weeks: readonly DashboardWeekView[];
  kind: "bar" | "area";
  dataKey: "signups" | "channelsTotal";
  seriesLabel: string;
  columns: readonly Column[];
}) {
  const rows = [...weeks];
  return (
    <Card data-testid={`${id}-card`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartFrame height={180} chart={plot} props={{ weeks, kind, dataKey, seriesLabel }} />
        {/* In a clipped box: a table does not shrink to the 1px of sr-only itself and would widen the page. */}
        <div className="sr-only">
          <table aria-labelledby={`${id}-title`} data-testid={`${id}-table`}>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.week}>
                  <th scope="row">{weekLong.format(weekDate(row.week))}</th>
                  {columns.map((column) => (
                    <td key={column.header}>{formatNumber(column.value(row))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
