import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";

export interface EarningsChartRow {
  month: number;
  low: number;
  high: number;
  shareLow: number;
  shareHigh: number;
}

const plot = onDemand(() => import("~/components/calculators/earnings-chart-plot"));

/** Cumulative earnings over 12 months: the low–high band, and the creator's share at the high rate. */
export function EarningsChart({ rows, shareIncluded }: { rows: readonly EarningsChartRow[]; shareIncluded: boolean }) {
  const single = rows.every((row) => row.low === row.high);
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: single ? "Earnings" : "Earnings, low to high", color: CHART_COLORS.primary },
          ...(shareIncluded ? [] : [{ label: "Your share (high rate)", color: CHART_COLORS.secondary, dashed: true }]),
        ]}
      />
      <ChartFrame chart={plot} props={{ rows, shareIncluded }} />
    </div>
  );
}
