import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatCurrency } from "#domain/format";
import type { RevenueProjectionRow } from "~/components/calculators/revenue-projection-chart";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";

/** The recharts drawing of RevenueProjectionChart (loaded when it scrolls into view). */
export default function RevenueProjectionChartPlot({ rows }: { rows: readonly RevenueProjectionRow[] }) {
  return (
    <ComposedChart
      responsive
      data={[...rows]}
      margin={CHART_MARGIN}
      style={{ width: "100%", height: "100%" }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} axisLine={false} tickFormatter={(m: number) => `M${m}`} />
      <YAxis
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={56}
        tickFormatter={(v: number) => `$${formatCompact(v)}`}
      />
      <Tooltip
        cursor={{ fill: "var(--color-muted)", opacity: 0.6 }}
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        labelFormatter={(m) => `Month ${String(m)}`}
        formatter={(value, name) => [formatCurrency(Number(value)), String(name)]}
      />
      <Bar
        dataKey="revenue"
        name="Midpoint"
        fill={CHART_COLORS.primary}
        fillOpacity={0.85}
        radius={[4, 4, 0, 0]}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="high"
        name="High"
        stroke={CHART_COLORS.secondary}
        strokeWidth={2}
        strokeDasharray="5 4"
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="low"
        name="Low"
        stroke={CHART_COLORS.secondary}
        strokeWidth={2}
        strokeDasharray="5 4"
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
