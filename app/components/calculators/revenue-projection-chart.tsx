import { CREATOR_SHARE } from "#domain/revenue";
import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";

export type RevenueProjectionRow = { month: number; revenue: number; share: number };

const plot = onDemand(() => import("~/components/calculators/revenue-projection-chart-plot"));

/** Monthly revenue of the 12-month projection as bars, with the creator's share as a line. */
export function RevenueProjectionChart({ rows }: { rows: readonly RevenueProjectionRow[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: "Monthly revenue", color: CHART_COLORS.primary },
          { label: `Your share (about ${Math.round(CREATOR_SHARE * 100)}%)`, color: CHART_COLORS.secondary, dashed: true },
        ]}
      />
      <ChartFrame chart={plot} props={{ rows }} />
    </div>
  );
}
