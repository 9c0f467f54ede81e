import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompact, formatCurrency } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from "~/components/calculators/chart-theme";

export interface EarningsChartRow {
  month: number;
  low: number;
  high: number;
  shareLow: number;
  shareHigh: number;
}

/** Cumulative earnings over 12 months: the low–high band, and the creator's share at the high rate. */
export function EarningsChart({ rows, shareIncluded }: { rows: readonly EarningsChartRow[]; shareIncluded: boolean }) {
  const data = rows.map((row) => ({ ...row, band: [row.low, row.high] as [number, number] }));
  const single = rows.every((row) => row.low === row.high);
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: single ? "Earnings" : "Earnings, low to high", color: CHART_COLORS.primary },
          ...(shareIncluded ? [] : [{ label: "Your share (high rate)", color: CHART_COLORS.secondary, dashed: true }]),
        ]}
      />
      <ChartFrame>
        <ComposedChart responsive data={data} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} axisLine={false} tickFormatter={(m: number) => `M${m}`} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={(v: number) => `$${formatCompact(v)}`} />
          <Tooltip
            contentStyle={TOOLTIP_CONTENT_STYLE}
            labelStyle={TOOLTIP_LABEL_STYLE}
            labelFormatter={(m) => `After month ${String(m)}`}
            formatter={(value, name) => {
              const text = Array.isArray(value) ? value.map((v) => formatCurrency(Number(v))).join(" – ") : formatCurrency(Number(value));
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
      </ChartFrame>
    </div>
  );
}
