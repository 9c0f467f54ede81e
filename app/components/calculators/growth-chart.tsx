import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactCount, formatCount, formatMonthYear } from "#domain/calculators/calculator-format";
import { formatCompact } from "#domain/format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from "~/components/calculators/chart-theme";

/** The month-by-month projection, with the milestones it crosses drawn as dashed lines. */
export function GrowthChart({
  rows,
  label,
  milestones,
}: {
  rows: readonly { month: number; date: string; value: number }[];
  label: string;
  milestones: readonly number[];
}) {
  const values = rows.map((row) => row.value);
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  // Only the milestones inside the drawn range, so the line keeps its scale.
  const visible = milestones.filter((m) => m > bottom && m <= top);
  // Room for the longest tick label ("1.3 × 10⁴⁸" is wider than "3K").
  const axisWidth = Math.min(96, Math.max(48, formatCompactCount(top).length * 7 + 12));
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label, color: CHART_COLORS.primary },
          ...(visible.length > 0 ? [{ label: "Milestone", color: CHART_COLORS.muted, dashed: true }] : []),
        ]}
      />
      <ChartFrame>
        <LineChart responsive data={[...rows]} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="date" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={24} tickFormatter={(d: string) => formatMonthYear(d)} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={axisWidth} tickFormatter={(v: number) => formatCompactCount(v)} />
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
          <Line type="monotone" dataKey="value" name={label} stroke={CHART_COLORS.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartFrame>
    </div>
  );
}
