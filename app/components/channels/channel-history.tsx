import { FigureSource } from "~/components/research/figure-source";
import type * as React from "react";
import { Flag, History as HistoryIcon } from "~/components/ui/icons";
import { formatMonthYear } from "#domain/calculators/calculator-format";
import {
  CHANNEL_MILESTONES,
  type MetricChange,
  type WindowGrowth,
  formatGrowthCount,
  formatGrowthPercent,
} from "#domain/channel-growth";
import type { ChannelHistory as ChannelHistoryData } from "#domain/channel-history";
import {
  type MilestoneProjection,
  PROJECTION_METHOD_ANCHOR,
  describeRule,
  formatMonthsAway,
  formatPace,
  shortfallText,
} from "#domain/subscriber-projection";
import { formatCompact, formatDate, formatNumber } from "#domain/format";
import { CHART_COLORS } from "~/components/calculators/chart-theme";
import { ProjectionTable } from "~/components/calculators/projection-table";
import { ChannelGrowthTrend } from "~/components/channel-growth-trend";
import { ChannelHistoryChart } from "~/components/channels/channel-history-chart";
import { EstimateBadge } from "~/components/calculators/estimate-badge";
import { ViewCountChangeNote } from "~/components/channels/view-count-change-note";
import { Link } from "react-router";
import { VIEW_COUNTING_ANCHOR } from "#domain/view-counting";

const NOT_ENOUGH_HISTORY = "Not enough history yet";

/**
 * The channel page's History (PRODUCT.md "Beyond the anchors" 1): subscribers and views over
 * time from the stats snapshots, the 30-day growth and the projected next milestone. Public
 * numbers, shown to everyone. `history` is null when the snapshots failed to load.
 */
export function ChannelHistory({ history }: { history: ChannelHistoryData | null }) {
  const points = history?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  return (
    <section
      aria-labelledby="channel-history-heading"
      data-testid="channel-history"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="channel-history-heading" className="flex items-center gap-2 text-lg font-semibold">
          <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          History
        </h2>
        {first && last ? (
          <p className="text-sm text-muted-foreground">
            {points.length === 1
              ? `One snapshot so far, from ${formatDate(first.day)}.`
              : `${formatNumber(points.length)} snapshots, ${formatDate(first.day)} – ${formatDate(last.day)}.`}{" "}
            <FigureSource kind="youtube" asOf={last.day} />
          </p>
        ) : null}
      </div>

      {history === null ? (
        <p className="rounded-lg border border-dashed p-5 text-sm text-muted-foreground">
          The history of this channel could not be loaded. Reload the page to try again.
        </p>
      ) : points.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-lg border border-dashed p-5 text-sm">
          <p className="font-medium">No history yet</p>
          <p className="text-muted-foreground">
            Subscribers and views are recorded each time this channel's stats refresh; the charts and growth figures appear from
            the second snapshot on.
          </p>
        </div>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <GrowthFigure label="Subscribers, 30-day growth" change={history.growth?.subscribers ?? null} />
            <GrowthFigure
              label="Views, 30-day growth"
              change={history.growth?.views ?? null}
              notComparable={history.growth !== null && history.growth.viewsFromDay === null}
            />
            <MilestoneFigure projection={history.milestone} />
          </dl>
          <p className="-mt-2 text-xs text-muted-foreground" data-testid="channel-history-window">
            <WindowNote growth={history.growth} /> <ViewsWindowNote growth={history.growth} />{" "}
            {history.milestone.status === "projected" || history.milestone.status === "too-far"
              ? `The milestone date is an estimate: ${describeRule()}, as if it holds.`
              : null}
          </p>

          <div className="grid gap-6 md:grid-cols-2">
            <figure className="flex min-w-0 flex-col gap-2">
              <figcaption className="text-sm font-medium">Subscribers</figcaption>
              <ChannelHistoryChart points={points.map((p) => ({ day: p.day, value: p.subscribers }))} label="Subscribers" />
            </figure>
            <figure className="flex min-w-0 flex-col gap-2">
              <figcaption className="text-sm font-medium">Views</figcaption>
              <ChannelHistoryChart
                points={points.map((p) => ({ day: p.day, value: p.views }))}
                label="Views"
                color={CHART_COLORS.secondary}
                markDay={history.viewCountChange}
              />
              {history.viewCountChange ? <ViewCountChangeNote /> : null}
            </figure>
          </div>

          <ProjectionTable
            id="channel-history-table"
            caption="Subscribers and views by snapshot, newest first"
            short
            rows={[...points].reverse()}
            rowKey={(row) => row.day}
            columns={[
              { key: "day", header: "Date", cell: (row) => formatDate(row.day) },
              { key: "subscribers", header: "Subscribers", numeric: true, cell: (row) => formatNumber(row.subscribers) },
              { key: "views", header: "Views", numeric: true, cell: (row) => formatNumber(row.views) },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** Which two snapshots the growth compares, and over how many days when it is not exactly 30. */
function WindowNote({ growth }: { growth: WindowGrowth | null }) {
  if (!growth) return <>{NOT_ENOUGH_HISTORY}: growth needs two snapshots.</>;
  const from = formatDate(growth.fromDay);
  if (growth.days === growth.windowDays)
    return (
      <>
        Compared with the snapshot of {from}, {growth.windowDays} days before the latest.
      </>
    );
  if (growth.days > growth.windowDays) {
    return (
      <>
        Over {growth.days} days: there is no snapshot from exactly {growth.windowDays} days before the latest, so this compares
        with the one of {from}.
      </>
    );
  }
  return (
    <>
      Over {growth.days} {growth.days === 1 ? "day" : "days"}: the history starts on {from}, less than {growth.windowDays} days
      before the latest snapshot.
    </>
  );
}

/** When the views change starts later than the subscribers' (YouTube's view-count change lies between), or cannot be measured. */
function ViewsWindowNote({ growth }: { growth: WindowGrowth | null }) {
  if (!growth || growth.viewsFromDay === growth.fromDay) return null;
  if (growth.viewsFromDay === null || growth.viewsDays === null) {
    return <>Views have no growth yet: the latest snapshot is the first since YouTube changed how views are counted.</>;
  }
  return (
    <>
      Views are compared with the snapshot of {formatDate(growth.viewsFromDay)}, {growth.viewsDays}{" "}
      {growth.viewsDays === 1 ? "day" : "days"} before the latest: the first since YouTube changed how views are counted.
    </>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg bg-muted/50 p-4">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex flex-col gap-0.5">{children}</dd>
    </div>
  );
}

function GrowthFigure({
  label,
  change,
  notComparable = false,
}: {
  label: string;
  change: MetricChange | null;
  notComparable?: boolean;
}) {
  return (
    <Figure label={label}>
      {notComparable ? (
        <span className="text-sm text-muted-foreground" data-testid="views-not-comparable">
          Not comparable across{" "}
          <Link to={`/how-it-works#${VIEW_COUNTING_ANCHOR}`} className="underline underline-offset-4">
            YouTube&apos;s view-count change
          </Link>
        </span>
      ) : change === null ? (
        <span className="text-sm text-muted-foreground">{NOT_ENOUGH_HISTORY}</span>
      ) : (
        <>
          <ChannelGrowthTrend value={change.change} className="text-xl font-semibold">
            {formatGrowthCount(change.change)}
          </ChannelGrowthTrend>
          <span className="text-xs text-muted-foreground tabular-nums">
            {change.percent === null
              ? `from 0 to ${formatNumber(change.to)}`
              : `${formatGrowthPercent(change.percent)}, to ${formatNumber(change.to)}`}
          </span>
        </>
      )}
    </Figure>
  );
}

function MilestoneFigure({ projection }: { projection: MilestoneProjection }) {
  const label = "Next milestone";
  switch (projection.status) {
    case "projected":
    case "too-far":
    case "not-enough-data":
    case "passed":
      return (
        <Figure label={label}>
          <span className="flex items-center gap-1.5 text-xl font-semibold">
            <Flag
              className={`size-4 ${projection.status === "projected" ? "text-primary" : "text-muted-foreground"}`}
              aria-hidden="true"
            />
            <span>
              {formatCompact(projection.target)} <span className="text-sm font-normal text-muted-foreground">subscribers</span>
            </span>
          </span>
          <span
            className="text-xs text-muted-foreground"
            data-testid="channel-milestone-date"
            data-projection={projection.status === "projected" ? projection.date : projection.status}
          >
            {projection.status === "projected" ? (
              <>
                Projected around <span className="font-medium text-foreground">{formatMonthYear(projection.date)}</span> (
                {formatMonthsAway(projection.months)})
              </>
            ) : projection.status === "too-far" ? (
              "More than 100 years away at this pace"
            ) : projection.status === "passed" ? (
              "Already reached"
            ) : (
              `Not enough data: ${shortfallText(projection.reason)}`
            )}
          </span>
          {projection.status === "projected" || projection.status === "too-far" ? (
            <span
              className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
              data-testid="channel-milestone-pace"
            >
              at {formatPace(projection.pace)}
              <EstimateBadge anchor={PROJECTION_METHOD_ANCHOR} />
            </span>
          ) : null}
        </Figure>
      );
    case "all-reached":
      return (
        <Figure label={label}>
          <span className="text-sm text-muted-foreground">
            Past every milestone ({formatCompact(CHANNEL_MILESTONES.at(-1))} subscribers)
          </span>
        </Figure>
      );
    case "no-history":
      return (
        <Figure label={label}>
          <span className="text-sm text-muted-foreground">{NOT_ENOUGH_HISTORY}</span>
        </Figure>
      );
  }
}
