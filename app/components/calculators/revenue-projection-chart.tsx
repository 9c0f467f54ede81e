import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { CREATOR_SHARE } from "#domain/revenue";
import { formatCompact, formatCurrency } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from "~/components/calculators/chart-theme";

/** Monthly revenue of the 12-month projection as bars, with the creator's share as a line. */
export function RevenueProjectionChart({ rows }: { rows: readonly { month: number; revenue: number; share: number }[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: "Monthly revenue", color: CHART_COLORS.primary },
          { label: `Your share (about ${Math.round(CREATOR_SHARE * 100)}%)`, color: CHART_COLORS.secondary, dashed: true },
        ]}
      />
      <ChartFrame>
        <ComposedChart responsive data={[...rows]} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} axisLine={false} tickFormatter={(m: number) => `M${m}`} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={(v: number) => `$${formatCompact(v)}`} />
          <Tooltip
            cursor={{ fill: "var(--color-muted)", opacity: 0.6 }}
            contentStyle={TOOLTIP_CONTENT_STYLE}
            labelStyle={TOOLTIP_LABEL_STYLE}
            labelFormatter={(m) => `Month ${String(m)}`}
            formatter={(value, name) => [formatCurrency(Number(value)), String(name)]}
          />
          <Bar dataKey="revenue" name="Revenue" fill={CHART_COLORS.primary} fillOpacity={0.85} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="share"
            name="Your share"
            stroke={CHART_COLORS.secondary}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartFrame>
    </div>
  );
}
