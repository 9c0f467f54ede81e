import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatNumber } from "#domain/format";
import type { DashboardWeekView } from "~/components/admin/dashboard-weekly-chart";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";

const weekShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const weekLong = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const weekDate = (week: string) => new Date(`${week}T00:00:00Z`);

/** The recharts drawing of DashboardWeeklyChart (loaded when it scrolls into view). */
export default function DashboardWeeklyPlot({
  weeks,
  kind,
  dataKey,
  seriesLabel,
}: {
  weeks: readonly DashboardWeekView[];
  kind: "bar" | "area";
  dataKey: "signups" | "channelsTotal";
  seriesLabel: string;
}) {
  const rows = [...weeks];
  const top = Math.max(0, ...rows.map((row) => row[dataKey]));
  const axisWidth = Math.min(72, Math.max(32, formatCompact(top).length * 7 + 14));
  const axes = (
    <>
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis
        dataKey="week"
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        minTickGap={16}
        tickFormatter={(week: string) => weekShort.format(weekDate(week))}
      />
      <YAxis
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={axisWidth}
        allowDecimals={false}
        tickFormatter={(v: number) => formatCompact(v)}
      />
      <Tooltip
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        cursor={{ fill: "var(--color-muted)", opacity: 0.5 }}
        labelFormatter={(week) => `Week of ${weekLong.format(weekDate(String(week)))}`}
        formatter={(value) => [formatNumber(Number(value)), seriesLabel]}
      />
    </>
  );
  return kind === "bar" ? (
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
  );
}
