import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatMonthYear, formatPercent } from "#domain/calculators/calculator-format";
import type { ReachChartRow } from "~/components/calculators/reach-chart";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";

/** The recharts drawing of ReachChart (loaded when it scrolls into view). */
export default function ReachChartPlot({ rows }: { rows: readonly ReachChartRow[] }) {
  return (
    <LineChart
      responsive
      data={[...rows]}
      margin={CHART_MARGIN}
      style={{ width: "100%", height: "100%" }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis
        dataKey="date"
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        minTickGap={24}
        tickFormatter={(d: string) => formatMonthYear(d)}
      />
      <YAxis
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={48}
        // Past the finish line the exact overshoot doesn't matter: keep 100% in view.
        domain={[0, (max: number) => Math.max(100, Math.min(max, 200))]}
        allowDataOverflow
        tickFormatter={(v: number) => formatPercent(v)}
      />
      <Tooltip
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        labelFormatter={(d) => formatMonthYear(String(d))}
        formatter={(value, name) => [formatPercent(Number(value)), String(name)]}
      />
      <ReferenceLine
        y={100}
        stroke={CHART_COLORS.muted}
        strokeDasharray="4 4"
        label={{ value: "Threshold", position: "insideTopLeft", fill: "var(--color-muted-foreground)", fontSize: 11 }}
      />
      <Line
        type="monotone"
        dataKey="subscribersPercent"
        name="Subscribers"
        stroke={CHART_COLORS.primary}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="watchHoursPercent"
        name="Watch hours"
        stroke={CHART_COLORS.secondary}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
