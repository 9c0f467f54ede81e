import { ReferenceLine } from "recharts";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { dayTime } from "~/components/channels/history-time-axis";
import { VIEW_COUNT_CHANGE_MARK } from "~/components/channels/view-count-change-note";

/**
 * The dashed line the history charts draw at YouTube's view-count change, labelled, when that day
 * is within the plotted range (`domain`); nothing otherwise. A function, not a component: recharts
 * only draws its own elements as direct children of the chart. The label sits left of the line:
 * the change is recent, so the line is near the right edge of most charts.
 */
export function viewCountChangeLine(day: string | null | undefined, domain: readonly [number, number]) {
  if (!day) return null;
  const t = dayTime(day);
  if (!(t >= domain[0] && t <= domain[1])) return null;
  return (
    <ReferenceLine
      x={t}
      stroke={CHART_COLORS.muted}
      strokeDasharray="4 3"
      ifOverflow="hidden"
      label={{ value: VIEW_COUNT_CHANGE_MARK, position: "insideTopRight", fill: CHART_COLORS.muted, fontSize: 11 }}
    />
  );
}
