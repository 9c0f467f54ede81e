// The monetization-policy risk of a format (or of each format a niche or idea spans), in words:
// the level, why, and what a creator does to stay clear. The map's text comes from the loader
// (domain/policy-risk), so it never ships in the page's JavaScript.
import type { PolicyRiskLevel, PolicyRiskView } from "#domain/policy-risk";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ChevronRight, type IconComponent, ShieldAlert, ShieldCheck, ShieldMinus } from "~/components/ui/icons";

const LEVEL_STYLE: Record<PolicyRiskLevel, { icon: IconComponent; badge: "secondary" | "accent" | "warning"; iconClass: string }> = {
  none: { icon: ShieldCheck, badge: "secondary", iconClass: "text-primary" },
  watch: { icon: ShieldMinus, badge: "accent", iconClass: "text-muted-foreground" },
  high: { icon: ShieldAlert, badge: "warning", iconClass: "text-warning" },
};

/** "High policy risk" with its shield; the words carry the meaning, the tint helps scanning. */
export function PolicyRiskBadge({ level, label }: { level: PolicyRiskLevel; label: string }) {
  const style = LEVEL_STYLE[level];
  const Icon = style.icon;
  return (
    <Badge variant={style.badge} className="gap-1 font-medium" data-policy-risk={level}>
      <Icon className={`size-3.5 ${style.iconClass}`} aria-hidden="true" />
      {label}
    </Badge>
  );
}

/**
 * `subject` names what the risks belong to in the intro line ("this format", "this niche's
 * formats"…). Nothing renders when no type is known: a niche without linked types says nothing
 * rather than "no risk".
 */
export function PolicyRiskPanel({ risks, subject, className }: { risks: PolicyRiskView[]; subject: string; className?: string }) {
  if (risks.length === 0) return null;
  const [first, ...rest] = risks;
  return (
    <section aria-labelledby="policy-risk-heading" className={`rounded-xl border bg-card p-5 shadow-xs sm:p-6 ${className ?? ""}`} data-testid="policy-risk">
      <h2 id="policy-risk-heading" className="mb-1 text-lg font-semibold">
        Monetization policy risk
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        How {subject} sits against YouTube&rsquo;s inauthentic-content and reused-content rules. Enforcement is per channel: this is where the format tends to
        land, not a verdict. <Link to="/how-it-works#policy-risk" className="font-medium text-primary underline underline-offset-4">How we decide</Link>
      </p>
      <RiskDetails risk={first!} showType />
      {rest.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2 border-t pt-4">
          {rest.map((risk) => (
            <li key={risk.typeId}>
              <details className="group">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  <ChevronRight className="size-4 text-muted-foreground transition-transform group-open:rotate-90" aria-hidden="true" />
                  {risk.typeLabel}
                  <PolicyRiskBadge level={risk.level} label={risk.levelLabel} />
                </summary>
                <div className="mt-2 pl-1">
                  <RiskDetails risk={risk} showType={false} hideBadge />
                </div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RiskDetails({ risk, showType, hideBadge = false }: { risk: PolicyRiskView; showType: boolean; hideBadge?: boolean }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {hideBadge ? null : (
        <p className="flex flex-wrap items-center gap-2">
          {showType ? <span className="font-medium">{risk.typeLabel}</span> : null}
          <PolicyRiskBadge level={risk.level} label={risk.levelLabel} />
        </p>
      )}
      <div>
        <h3 className="font-medium">Why</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-medium">To stay clear</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {risk.stayClear.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
