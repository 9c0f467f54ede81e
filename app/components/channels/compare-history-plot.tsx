import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount } from "#domain/calculators/calculator-format";
import type { CompareHistoryRow } from "#domain/compare-channels";
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

// Up to four lines, apart in hue and lightness in both themes.
const SERIES_COLORS = [CHART_COLORS.primary, CHART_COLORS.secondary, "oklch(0.7 0.16 60)", "oklch(0.62 0.2 350)"] as const;

/** The recharts drawing of CompareHistory's chart (loaded when it scrolls into view). */
export default function CompareHistoryPlot({
  rows,
  titles,
  markDay,
}: {
  rows: readonly CompareHistoryRow[];
  titles: readonly string[];
  markDay?: string | null;
}) {
  const data = rows.map((row) => ({
    t: dayTime(row.day),
    ...Object.fromEntries(row.values.map((value, index) => [`s${index}`, value])),
  }));
  const axis = historyTimeAxis(data.map((row) => row.t));
  const counts = countAxis(rows.flatMap((row) => row.values.flatMap((value) => (value === null ? [] : [value]))));
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
        formatter={(value, name) => [formatCount(Number(value)), name]}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {viewCountChangeLine(markDay, axis.domain)}
      {titles.map((title, index) => (
        <Line
          key={title + String(index)}
          type="monotone"
          dataKey={`s${index}`}
          name={title}
          stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
          strokeWidth={2}
          dot={data.length <= 24 ? { r: 3, strokeWidth: 0, fill: SERIES_COLORS[index % SERIES_COLORS.length] } : false}
          connectNulls
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
