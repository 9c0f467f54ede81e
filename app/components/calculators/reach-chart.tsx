import { ChartFrame } from "~/components/calculators/chart-frame";
import { ChartLegend } from "~/components/calculators/chart-legend";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";
import { PARTNER_PROGRAM } from "#domain/calculators/reach-calculator";
import { formatNumber } from "#domain/format";

export type ReachChartRow = { month: number; date: string; subscribersPercent: number; watchHoursPercent: number };

const plot = onDemand(() => import("~/components/calculators/reach-chart-plot"));

/**
 * Progress towards both Partner Program thresholds on one scale: each as a percentage of its
 * threshold, with 100% drawn as the finish line.
 */
export function ReachChart({
  rows,
  watchHoursThreshold = formatNumber(PARTNER_PROGRAM.watchHours),
}: {
  rows: readonly ReachChartRow[];
  /** The watch-hours threshold as the legend says it ("4,000", or with a later rule's). */
  watchHoursThreshold?: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ChartLegend
        items={[
          { label: "Subscribers, % of 1,000", color: CHART_COLORS.primary },
          { label: `Watch hours (12 months), % of ${watchHoursThreshold}`, color: CHART_COLORS.secondary },
        ]}
      />
      <ChartFrame chart={plot} props={{ rows }} />
    </div>
  );
}
