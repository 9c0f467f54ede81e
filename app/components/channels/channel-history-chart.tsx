import { ChartFrame } from "~/components/calculators/chart-frame";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { onDemand } from "~/lib/on-demand";

const plot = onDemand(() => import("~/components/channels/channel-history-plot"));

/**
 * One metric over time, on a time axis (snapshots may be a day or a month apart). Hidden from
 * screen readers by ChartFrame: the History table carries the same numbers, and a note beside the
 * views chart says what its dashed line at `markDay` (YouTube's view-count change) means.
 */
export function ChannelHistoryChart({
  points,
  label,
  color = CHART_COLORS.primary,
  markDay = null,
}: {
  points: readonly { day: string; value: number | null }[];
  label: string;
  color?: string;
  markDay?: string | null;
}) {
  return <ChartFrame height={220} chart={plot} props={{ points, label, color, markDay }} />;
}
