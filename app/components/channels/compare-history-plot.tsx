import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatCompactCount, formatCount, formatMonthYear } from "#domain/calculators/calculator-format";
import type { CompareHistoryRow } from "#domain/compare-channels";
import { formatDate } from "#domain/format";
import { AXIS_TICK, CHART_COLORS, CHART_MARGIN, TOOLTIP_CONTENT_STYLE, TOOLTIP_LABEL_STYLE } from "~/components/calculators/chart-theme";

const DAY_MS = 86_400_000;
// Up to four lines, apart in hue and lightness in both themes.
const SERIES_COLORS = [CHART_COLORS.primary, CHART_COLORS.secondary, "oklch(0.7 0.16 60)", "oklch(0.62 0.2 350)"] as const;
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The recharts drawing of CompareHistoryChart (loaded when it scrolls into view). */
export default function CompareHistoryPlot({ rows, titles }: { rows: readonly CompareHistoryRow[]; titles: readonly string[] }) {
  const data = rows.map((row) => ({ t: Date.parse(`${row.day}T00:00:00Z`), ...Object.fromEntries(row.values.map((value, index) => [`s${index}`, value])) }));
  const times = data.map((row) => row.t);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // Days for a short history, months for a long one (as on the channel page's chart).
  const short = last - first < 120 * DAY_MS;
  const tick = (t: number) => (short ? shortDay.format(t) : formatMonthYear(new Date(t).toISOString().slice(0, 10)));
  const top = Math.max(0, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)));
  const axisWidth = Math.min(96, Math.max(44, formatCompactCount(top).length * 7 + 12));
  return (
    <LineChart responsive data={data} margin={CHART_MARGIN} style={{ width: "100%", height: "100%" }} accessibilityLayer={false}>
      <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={first === last ? [first - DAY_MS, last + DAY_MS] : [first, last]}
        tick={AXIS_TICK}
        tickLine={false}
        axisLine={false}
        minTickGap={28}
        tickFormatter={tick}
      />
      <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={axisWidth} tickFormatter={(v: number) => formatCompactCount(v)} domain={["auto", "auto"]} />
      <Tooltip contentStyle={TOOLTIP_CONTENT_STYLE} labelStyle={TOOLTIP_LABEL_STYLE} labelFormatter={(t) => formatDate(Number(t))} formatter={(value, name) => [formatCount(Number(value)), name]} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
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
