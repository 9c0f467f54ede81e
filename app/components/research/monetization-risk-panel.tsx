// The one risk figure of a niche, idea, channel or channel type (domain/monetization-risk): its
// level, which input decided it, the editorial input with who set it and when, the computed input
// with the format it comes from, and each format's policy signal with why and what a creator
// does to stay clear. The map's text comes from the loader (domain/policy-risk), so it never
// ships in the page's JavaScript.
import { FigureSource } from "~/components/research/figure-source";
import type { Level } from "#domain/catalogue-levels";
import {
  MONETIZATION_RISK_HOW,
  MONETIZATION_RISK_NAME,
  editorialProvenance,
  joinAnd,
  monetizationRiskLabel,
  monetizationRiskReason,
} from "#domain/monetization-risk-words";
import type { PolicyRiskLevel, PolicyRiskView } from "#domain/policy-risk";
import type { MonetizationRiskView } from "#domain/read-models/guides";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ChevronRight, type IconComponent, ShieldAlert, ShieldCheck, ShieldMinus } from "~/components/ui/icons";

type Style = { icon: IconComponent; badge: "secondary" | "accent" | "warning"; iconClass: string };
const LOW: Style = { icon: ShieldCheck, badge: "secondary", iconClass: "text-primary" };
const MEDIUM: Style = { icon: ShieldMinus, badge: "accent", iconClass: "text-muted-foreground" };
const HIGH: Style = { icon: ShieldAlert, badge: "warning", iconClass: "text-warning" };
const LEVEL_STYLE: Record<Level, Style> = { low: LOW, medium: MEDIUM, high: HIGH };
const SIGNAL_STYLE: Record<PolicyRiskLevel, Style> = { none: LOW, watch: MEDIUM, high: HIGH };

/**
 * "Policy signal: High" with its shield: a format's place against the policy rules, an input of
 * the monetization risk. The words carry the meaning, the tint helps scanning.
 */
export function PolicySignalBadge({ level, label, named = true }: { level: PolicyRiskLevel; label: string; named?: boolean }) {
  const style = SIGNAL_STYLE[level];
  const Icon = style.icon;
  return (
    <Badge variant={style.badge} className="gap-1 font-normal" data-policy-signal={level}>
      <Icon className={`size-3.5 ${style.iconClass}`} aria-hidden="true" />
      {/* A table whose column says "Policy signal" drops the name. */}
      {named ? <span className="text-muted-foreground">{"Policy signal: "}</span> : null}
      <span className="font-medium">{label}</span>
    </Badge>
  );
}

/**
 * `nicheName` names whose editorial rating it is on an idea or channel page. Nothing renders
 * without a figure: a page with neither a rating nor a known format says nothing rather than "low".
 */
export function MonetizationRiskPanel({
  risk,
  details,
  nicheName,
  className,
  asOf,
}: {
  risk: MonetizationRiskView | null;
  /** The day the figure describes; the editorial rating's day when there is one. */
  asOf?: string | null;
  /** Each format's reasons and steps (domain/policy-risk), from the loader. */
  details: PolicyRiskView[];
  nicheName?: string | null;
  className?: string;
}) {
  if (!risk) return null;
  const style = LEVEL_STYLE[risk.level];
  const Icon = style.icon;
  const byType = new Map(details.map((detail) => [detail.typeId, detail]));
  const formats = risk.formats.flatMap((format) => {
    const detail = byType.get(format.typeId);
    return detail ? [detail] : [];
  });
  return (
    <section
      aria-labelledby="monetization-risk-heading"
      className={`rounded-xl border bg-card p-5 shadow-xs sm:p-6 ${className ?? ""}`}
      data-testid="monetization-risk"
      data-figure-group
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="monetization-risk-heading" className="text-lg font-semibold">
          {MONETIZATION_RISK_NAME}
        </h2>
        <Badge variant={style.badge} className="gap-1.5 px-2.5 py-1 text-sm font-semibold" data-monetization-risk={risk.level}>
          <Icon className={`size-4 ${style.iconClass}`} aria-hidden="true" />
          {monetizationRiskLabel(risk.level)}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        How likely a channel here is to lose its ad revenue: the higher of an editorial rating and a computed policy signal.{" "}
        {monetizationRiskReason(risk)}{" "}
        <Link to={MONETIZATION_RISK_HOW} className="font-medium text-primary underline underline-offset-4">
          How it is worked out
        </Link>
      </p>
      <FigureSource kind="estimate" asOf={risk.editorial?.setOn ?? asOf} method="monetization-risk" className="mt-1 block" />
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {risk.editorial ? (
          <div className="rounded-lg border p-3" data-testid="monetization-risk-editorial">
            <dt className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">Editorial input</span> ·{" "}
              {nicheName ? `the ${nicheName} niche's rating` : "the niche's rating"}, not measured
            </dt>
            <dd className="mt-1">
              <strong className="font-semibold">{monetizationRiskLabel(risk.editorial.level)}</strong>.{" "}
              {editorialProvenance(risk.editorial)}
            </dd>
          </div>
        ) : null}
        {risk.computed ? (
          <div className="rounded-lg border p-3" data-testid="monetization-risk-computed">
            <dt className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">Computed input</span> · from the formats&rsquo; policy signals
            </dt>
            <dd className="mt-1">
              <strong className="font-semibold">{monetizationRiskLabel(risk.computed.level)}</strong>. The policy signal of{" "}
              {joinAnd(risk.computed.via.map((format) => format.typeLabel))}
              {risk.computed.basis === "safest-format"
                ? risk.computed.via.length > 1
                  ? ", the safest formats that suit the niche,"
                  : ", the safest format that suits the niche,"
                : ""}{" "}
              under YouTube&rsquo;s inauthentic-content and reused-content rules.
            </dd>
          </div>
        ) : null}
      </dl>
      {formats.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold">
            {formats.length > 1 ? "Policy signal of each format" : "Policy signal of the format"}
          </h3>
          <p className="mt-1 text-xs text-muted-foreground">
            Enforcement is per channel: a signal is where a format tends to land, not a verdict.
          </p>
          <ul className="mt-3 flex flex-col gap-2 border-t pt-3">
            {formats.map((format, index) => (
              <li key={format.typeId}>
                {/* The riskiest is open: its reasons are the warning; the others are a click away. */}
                <details className="group" open={index === 0}>
                  <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    <ChevronRight
                      className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
                      aria-hidden="true"
                    />
                    {format.typeLabel}
                    <PolicySignalBadge level={format.level} label={format.levelLabel} />
                  </summary>
                  <div className="mt-2 pl-6">
                    <SignalDetails risk={format} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function SignalDetails({ risk }: { risk: PolicyRiskView }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div>
        <h4 className="font-medium">Why</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-medium">To stay clear</h4>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {risk.stayClear.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
