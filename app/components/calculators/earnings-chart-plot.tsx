import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatCurrency } from "#domain/format";
import type { EarningsChartRow } from "~/components/calculators/earnings-chart";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";

/** The recharts drawing of EarningsChart (loaded when it scrolls into view). */
export default function EarningsChartPlot({
  rows,
  shareIncluded,
}: {
  rows: readonly EarningsChartRow[];
  shareIncluded: boolean;
}) {
  const data = rows.map((row) => ({ ...row, band: [row.low, row.high] as [number, number] }));
  return (
    <ComposedChart
      responsive
      data={data}
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
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        labelFormatter={(m) => `After month ${String(m)}`}
        formatter={(value, name) => {
          const text = Array.isArray(value)
            ? value.map((v) => formatCurrency(Number(v))).join(" – ")
            : formatCurrency(Number(value));
          return [text, String(name)];
        }}
      />
      <Area
        type="monotone"
        dataKey="band"
        name="Earnings"
        stroke={CHART_COLORS.primary}
        strokeWidth={2}
        fill={CHART_COLORS.primary}
        fillOpacity={0.15}
        isAnimationActive={false}
      />
      {shareIncluded ? null : (
        <Line
          type="monotone"
          dataKey="shareHigh"
          name="Your share"
          stroke={CHART_COLORS.secondary}
          strokeWidth={2}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
      )}
    </ComposedChart>
  );
}
