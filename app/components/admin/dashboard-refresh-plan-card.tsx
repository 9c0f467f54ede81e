import { Layers } from "~/components/ui/icons";
import { formatNumber } from "#domain/format";
import { REFRESH_TIER_LABELS, type RefreshTier } from "#domain/refresh-plan";
import { Card, CardContent } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

export interface DashboardRefreshPlanView {
  day: string;
  tiers: { tier: RefreshTier; channels: number; due: number }[];
  refreshedToday: number;
  unitsPlanned: { statistics: number; uploads: number; total: number };
  unitsUsed: number;
  allowance: number;
  capacity: number;
}


/**
 * The tiered refresh's plan (domain/refresh-plan.ts): channels per tier and due today, the units
 * still planned for today against those spent, and how many channels the day's allowance keeps fresh.
 */
export function DashboardRefreshPlanCard({ plan }: { plan: DashboardRefreshPlanView }) {
  const total = plan.tiers.reduce((sum, tier) => sum + tier.channels, 0);
  const due = plan.tiers.reduce((sum, tier) => sum + tier.due, 0);
  return (
    <Card data-testid="refresh-plan-card">
      <DashboardCardHeader icon={Layers} title="Refresh plan" description={`Due today (Pacific day ${plan.day}) and what it costs`} />
      <CardContent className="flex flex-col gap-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Tier</TableHead>
              <TableHead className="text-right">Channels</TableHead>
              <TableHead className="text-right">Due</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {plan.tiers.map((row) => (
              <TableRow key={row.tier}>
                <TableCell>
                  <span className="font-medium">{REFRESH_TIER_LABELS[row.tier].label}</span>
                  <span className="block text-xs text-muted-foreground">{REFRESH_TIER_LABELS[row.tier].every}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(row.channels)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(row.due)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">Refreshed today</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-refreshed">
            {formatNumber(plan.refreshedToday)} of {formatNumber(total)} channels
          </dd>
          <dt className="text-muted-foreground">Units planned</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-planned" title={`${formatNumber(plan.unitsPlanned.statistics)} for statistics, ${formatNumber(plan.unitsPlanned.uploads)} for new uploads`}>
            {formatNumber(plan.unitsPlanned.total)} for {formatNumber(due)} due
          </dd>
          <dt className="text-muted-foreground">Units used today</dt>
          <dd className="text-right tabular-nums" data-testid="refresh-plan-used">
            {formatNumber(plan.unitsUsed)} of {formatNumber(plan.allowance)}
          </dd>
        </dl>
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="refresh-plan-capacity">
          One day's allowance keeps about <strong className="tabular-nums">{formatNumber(plan.capacity)}</strong> channels fresh in this mix of tiers.
        </p>
        <p className="text-xs text-muted-foreground">
          Hot: new to us, an upload this week or fast growth. Dormant: no upload in 90 days. Quiet: the rest. Statistics cost 1 unit per 50 channels; only channels whose free uploads feed shows a new video spend up to 3 more. Planned units are an estimate; used units are what YouTube billed.
        </p>
      </CardContent>
    </Card>
  );
}
