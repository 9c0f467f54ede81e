import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";

/** A projected month: `revenue` at the midpoint, `low` and `high` at the ends of the range. */
export type RevenueProjectionRow = { month: number; low: number; revenue: number; high: number };

const plot = onDemand(() => import("~/components/calculators/revenue-projection-chart-plot"));

/** Monthly revenue of the 12-month projection: the midpoint as bars, the range's ends as lines. */
export function RevenueProjectionChart({ rows }: { rows: readonly RevenueProjectionRow[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: "Monthly revenue (midpoint)", color: CHART_COLORS.primary },
          { label: "Low and high", color: CHART_COLORS.secondary, dashed: true },
        ]}
      />
      <ChartFrame chart={plot} props={{ rows }} />
    </div>
  );
}
