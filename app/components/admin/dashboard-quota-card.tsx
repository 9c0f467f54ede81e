import { AlertTriangle, Gauge } from "~/components/ui/icons";
import { formatNumber } from "#domain/format";
import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

export interface DashboardQuotaView {
  day: string;
  units: number;
  limit: number;
  searchCalls: number;
  searchDailyCalls: number;
}

/** Above this share of the day's quota the meter turns amber and says so. */
const WARN_SHARE = 0.8;

/** Today's YouTube Data API quota (counted per Pacific day, resets at midnight Pacific). */
export function DashboardQuotaCard({ quota, apiKeySet }: { quota: DashboardQuotaView; apiKeySet: boolean }) {
  const share = quota.limit > 0 ? Math.min(1, quota.units / quota.limit) : 1;
  const level = quota.units >= quota.limit ? "exhausted" : share >= WARN_SHARE ? "high" : "ok";
  const text = `${formatNumber(quota.units)} of ${formatNumber(quota.limit)} units used today (Pacific time)`;
  return (
    <Card data-testid="quota-card">
      <DashboardCardHeader
        icon={Gauge}
        title="YouTube API quota"
        description={`Resets at midnight Pacific time · day ${quota.day}`}
      />
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm font-medium tabular-nums" id="quota-meter-label">
          {text}
        </p>
        <div
          role="meter"
          aria-labelledby="quota-meter-label"
          aria-valuemin={0}
          aria-valuemax={quota.limit}
          aria-valuenow={Math.min(quota.units, quota.limit)}
          aria-valuetext={text}
          className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn(
              "h-full rounded-full transition-[width]",
              level === "ok" ? "bg-primary" : level === "high" ? "bg-warning" : "bg-destructive",
            )}
            style={{ width: `${(share * 100).toFixed(1)}%` }}
          />
        </div>
        {level !== "ok" ? (
          <p className="flex items-start gap-1.5 text-sm">
            <AlertTriangle
              className={cn("mt-0.5 size-4 shrink-0", level === "high" ? "text-warning" : "text-destructive")}
              aria-hidden="true"
            />
            {level === "high"
              ? "Most of today's quota is spent; imports may stop before midnight Pacific."
              : "Today's quota is used up; imports and refreshes wait until midnight Pacific."}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground tabular-nums">
          Search: {formatNumber(quota.searchCalls)} of {formatNumber(quota.searchDailyCalls)} calls today, an allowance of its
          own.
        </p>
        {!apiKeySet ? (
          <p className="text-sm text-muted-foreground">
            No YouTube API key is set, so nothing is spent until YOUTUBE_API_KEY is configured.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
