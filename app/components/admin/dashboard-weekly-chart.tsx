import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatNumber } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from "~/components/calculators/chart-theme";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export interface DashboardWeekView {
  week: string;
  signups: number;
  channelsAdded: number;
  channelsTotal: number;
}

const weekShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
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
  const top = Math.max(0, ...rows.map((row) => row[dataKey]));
  const axisWidth = Math.min(72, Math.max(32, formatCompact(top).length * 7 + 14));
  const axes = (
    <>
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis dataKey="week" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={16} tickFormatter={(week: string) => weekShort.format(weekDate(week))} />
      <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={axisWidth} allowDecimals={false} tickFormatter={(v: number) => formatCompact(v)} />
      <Tooltip
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        cursor={{ fill: "var(--color-muted)", opacity: 0.5 }}
        labelFormatter={(week) => `Week of ${weekLong.format(weekDate(String(week)))}`}
        formatter={(value) => [formatNumber(Number(value)), seriesLabel]}
      />
    </>
  );
  return (
    <Card data-testid={`${id}-card`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartFrame height={180}>
          {kind === "bar" ? (
            <BarChart responsive data={rows} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
              {axes}
              <Bar dataKey={dataKey} name={seriesLabel} fill={CHART_COLORS.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          ) : (
            <AreaChart responsive data={rows} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
              {axes}
              <Area
                type="monotone"
                dataKey={dataKey}
                name={seriesLabel}
                stroke={CHART_COLORS.primary}
                strokeWidth={2}
                fill={CHART_COLORS.primary}
                fillOpacity={0.12}
                isAnimationActive={false}
              />
            </AreaChart>
          )}
        </ChartFrame>
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
