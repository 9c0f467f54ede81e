import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "#domain/calculators/calculator-format";
import { formatDate } from "#domain/format";
import { countAxis, dayTime, historyTimeAxis } from "~/components/channels/history-time-axis";
import {
  AXIS_TICK,
  CHART_COLORS,
  CHART_MARGIN,
  TOOLTIP_CONTENT_STYLE,
  TOOLTIP_LABEL_STYLE,
} from "~/components/calculators/chart-theme";
import { viewCountChangeLine } from "~/components/channels/view-count-change-line";

/** The recharts drawing of ChannelHistoryChart (loaded when it scrolls into view). */
export default function ChannelHistoryPlot({
  points,
  label,
  color,
  markDay,
}: {
  points: readonly { day: string; value: number | null }[];
  label: string;
  color: string;
  /** A day to mark with a labelled dashed line (YouTube's view-count change) when in range. */
  markDay?: string | null;
}) {
  const data = points.map((point) => ({ t: dayTime(point.day), value: point.value }));
  const axis = historyTimeAxis(data.map((row) => row.t));
  const counts = countAxis(data.flatMap((row) => (row.value === null ? [] : [row.value])));
  return (
    <LineChart responsive data={data} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={axis.domain}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        minTickGap={28}
        tickFormatter={axis.tick}
      />
      <YAxis
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        width={counts.width}
        tickFormatter={counts.tick}
        domain={["auto", "auto"]}
      />
      <Tooltip
        contentStyle={TOOLTIP_CONTENT_STYLE}
        labelStyle={TOOLTIP_LABEL_STYLE}
        labelFormatter={(t) => formatDate(Number(t))}
        formatter={(value) => [formatCount(Number(value)), label]}
      />
      {viewCountChangeLine(markDay, axis.domain)}
      <Line
        type="monotone"
        dataKey="value"
        name={label}
        stroke={color}
        strokeWidth={2}
        // Dots while there are few snapshots, so a short history is visible at all.
        dot={data.length <= 24 ? { r: 3, fill: color, strokeWidth: 0 } : false}
        connectNulls
        isAnimationActive={false}
      />
    </LineChart>
  );
}
