import { Layers } from "~/components/ui/icons";
import { formatNumber } from "#domain/format";
import { REFERENCE_MIX, REFRESH_PART_LABELS } from "#domain/refresh-plan";
import type { DashboardRefreshPlan } from "#domain/read-models/dashboard";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

const days = (value: number | null) => (value === null ? "–" : `${formatNumber(value)} d`);
const percent = (share: number) => `${Math.round(share * 100)}`;

/**
 * The refresh at the quota's limit (domain/refresh-plan.ts), part by part in priority order: the
 * channels, what is due now, the freshness achieved (median and 95th percentile of the days since
 * each channel's last snapshot), and today's units, spent of planned. Today's use is the quota
 * card's one figure, split into the refresh's share and the rest; the capacity is at a stated mix,
 * so a few imports cannot move it.
 */
export function DashboardRefreshPlanCard({ plan }: { plan: DashboardRefreshPlan }) {
  const dueUnits = plan.parts.reduce((sum, part) => sum + part.units, 0);
  const mix = `${percent(REFERENCE_MIX.hot)}/${percent(REFERENCE_MIX.quiet)}/${percent(REFERENCE_MIX.dormant)}`;
  return (
    <Card data-testid="refresh-plan-card">
      <DashboardCardHeader
        icon={Layers}
        title="Refresh plan"
        description={`Priority order, freshness and units (Pacific day ${plan.day})`}
      />
      <CardContent className="flex flex-col gap-4">
        {/* From lg the card sits in the dashboard's narrow side column: back to the phone's size there. */}
        <Table className="text-xs sm:text-sm lg:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead className="px-1.5">Part</TableHead>
              <TableHead className="px-1.5 text-right">Due</TableHead>
              <TableHead
                className="px-1.5 text-right"
                title="Days since each channel's last snapshot: the median, and the 95th percentile"
              >
                Fresh
              </TableHead>
              <TableHead className="px-1.5 text-right" title="Units today: spent of planned">
                Units
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {plan.parts.map((row) => (
              <TableRow key={row.part} data-testid={`refresh-part-${row.part}`}>
                <TableCell className="px-1.5">
                  <span className="font-medium">{REFRESH_PART_LABELS[row.part].label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {row.part === "ages" ? "readings" : `${formatNumber(row.total)} ch.`} · {REFRESH_PART_LABELS[row.part].every}
                  </span>
                </TableCell>
                <TableCell className="px-1.5 text-right tabular-nums">
                  {formatNumber(row.due)}
                  {row.waiting > 0 ? <span className="block text-xs font-medium">{formatNumber(row.waiting)} wait</span> : null}
                  {row.part !== "ages" && row.videos > 0 ? (
                    // Wraps before "videos" in the narrow dashboard column of a large catalogue.
                    <span className="block text-xs text-muted-foreground">+{formatNumber(row.videos)} videos</span>
                  ) : null}
                </TableCell>
                <TableCell className="px-1.5 text-right tabular-nums" data-testid={`refresh-freshness-${row.part}`}>
                  {row.part === "ages" ? (
                    "–"
                  ) : (
                    <>
                      <span className="whitespace-nowrap">{days(row.freshness.median)}</span>
                      <span className="block text-xs whitespace-nowrap text-muted-foreground">p95 {days(row.freshness.p95)}</span>
                    </>
                  )}
                </TableCell>
                <TableCell className="px-1.5 text-right tabular-nums" data-testid={`refresh-units-${row.part}`}>
                  {formatNumber(row.unitsSpent)}
                  <span className="block text-xs whitespace-nowrap text-muted-foreground">
                    of {formatNumber(row.unitsPlanned)}
                  </span>
                </TableCell>
              </TableRow>
            ))}
            <TableRow data-testid="refresh-part-fallback">
              <TableCell className="px-1.5" colSpan={3}>
                <span className="font-medium">{REFRESH_PART_LABELS.fallback.label}</span>
                <span className="block text-xs text-muted-foreground">
                  uploads pages for feeds that failed, at most {formatNumber(plan.fallback.cap)} units
                </span>
              </TableCell>
              <TableCell className="px-1.5 text-right tabular-nums" data-testid="refresh-units-fallback">
                {formatNumber(plan.fallback.spent)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">Used today</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-used">
            {formatNumber(plan.usedToday)} of {formatNumber(plan.allowance)} units
            <span className="block text-xs text-muted-foreground">
              refresh {formatNumber(plan.refreshSpent)}, imports and other jobs {formatNumber(plan.otherSpent)}
            </span>
          </dd>
          <dt className="text-muted-foreground">Refreshed today</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-refreshed">
            {formatNumber(plan.refreshedToday)} of {formatNumber(plan.channels)} channels
          </dd>
          <dt className="text-muted-foreground">Due now</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-planned">
            {formatNumber(dueUnits)} units
            <span className="block text-xs text-muted-foreground">what the next run would plan</span>
          </dd>
        </dl>
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="refresh-plan-capacity">
          {formatNumber(plan.allowance)} units a day keep about{" "}
          <strong className="tabular-nums">{formatNumber(plan.capacity)}</strong> channels on their tiers at a {mix}{" "}
          hot/quiet/dormant mix. This catalogue needs about <span className="tabular-nums">{formatNumber(plan.dailyUnits)}</span>{" "}
          units a day.
        </p>
        <p className="text-xs text-muted-foreground">
          Hot: an upload this week or fast growth. Dormant: no upload in 90 days. Quiet: the rest. Statistics and video details
          cost 1 unit per 50; uploads feeds are free and give new uploads and their views (&ldquo;+ videos&rdquo;: details still
          to read). Units are spent in this order and never past the day&apos;s allowance; what does not fit waits for the next
          run.
          {plan.ranToday ? "" : " Planned units are the plan as of now: no refresh ran today."}
        </p>
      </CardContent>
    </Card>
  );
}
