import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactCount, formatCount, formatMonthYear } from "#domain/calculators/calculator-format";
import { formatCompact } from "#domain/format";
import type { GrowthChartRow } from "~/components/calculators/growth-chart";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";

/** The recharts drawing of GrowthChart (loaded when it scrolls into view). */
export default function GrowthChartPlot({
  rows,
  label,
  visible,
  axisWidth,
}: {
  rows: readonly GrowthChartRow[];
  label: string;
  visible: readonly number[];
  axisWidth: number;
}) {
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
        width={axisWidth}
        tickFormatter={(v: number) => formatCompactCount(v)}
      />
      <Tooltip
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        labelFormatter={(d) => formatMonthYear(String(d))}
        formatter={(value) => [formatCount(Number(value)), label]}
      />
      {visible.map((m) => (
        <ReferenceLine
          key={m}
          y={m}
          stroke={CHART_COLORS.muted}
          strokeDasharray="4 4"
          label={{ value: formatCompact(m), position: "insideTopLeft", fill: "var(--color-muted-foreground)", fontSize: 11 }}
        />
      ))}
      <Line
        type="monotone"
        dataKey="value"
        name={label}
        stroke={CHART_COLORS.primary}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
