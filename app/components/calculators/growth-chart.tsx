import { formatCompactCount } from "#domain/calculators/calculator-format";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";

export type GrowthChartRow = { month: number; date: string; value: number };

const plot = onDemand(() => import("~/components/calculators/growth-chart-plot"));

/** The month-by-month projection, with the milestones it crosses drawn as dashed lines. */
export function GrowthChart({
  rows,
  label,
  milestones,
}: {
  rows: readonly GrowthChartRow[];
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
      <ChartFrame chart={plot} props={{ rows, label, visible, axisWidth }} />
    </div>
  );
}
