// A channel's template risk (domain/template-risk): the signals its own recent uploads show, each
// with its evidence beside the YouTube rule it relates to, or why there are none. Observations
// with their counts, never a probability: enforcement is per channel and the product shows no
// percentages for risk.
import { Link } from "react-router";
import { formatDate } from "#domain/format";
import type { TemplateRisk } from "#domain/template-risk";
import { FigureSource } from "~/components/research/figure-source";
import { Badge } from "~/components/ui/badge";
import { AlertTriangle, CircleCheck, CircleDashed } from "~/components/ui/icons";

const HOW = "/how-it-works#template-risk";

export function TemplateRiskPanel({ risk, className }: { risk: TemplateRisk; className?: string }) {
  return (
    <section
      aria-labelledby="template-risk-heading"
      className={`rounded-xl border bg-card p-5 shadow-xs sm:p-6 ${className ?? ""}`}
      data-testid="template-risk"
      data-template-risk={risk.state === "read" ? (risk.looksTemplated ? "templated" : "read") : risk.state}
      data-figure-group
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="template-risk-heading" className="text-lg font-semibold">
          Template risk
        </h2>
        <StateBadge risk={risk} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Signs of mass-produced or reused videos in this channel&rsquo;s own recent uploads, the patterns YouTube&rsquo;s
        inauthentic-content and reused-content rules look at. Observations, not a verdict: YouTube reviews each channel as a
        whole.{" "}
        <Link to={HOW} className="font-medium text-primary underline underline-offset-4">
          How they are read
        </Link>
      </p>
      {risk.state !== "not-read" ? (
        <FigureSource kind="derived" asOf={risk.readAt} method="template-risk" className="mt-1 block" />
      ) : null}
      <Body risk={risk} />
    </section>
  );
}

function StateBadge({ risk }: { risk: TemplateRisk }) {
  if (risk.state !== "read") {
    return (
      <Badge variant="secondary" className="gap-1.5 px-2.5 py-1 text-sm font-normal">
        <CircleDashed className="size-4 text-muted-foreground" aria-hidden="true" />
        {risk.state === "too-few-uploads" ? "Not enough uploads" : "Not read yet"}
      </Badge>
    );
  }
  if (risk.signals.length === 0) {
    return (
      <Badge variant="secondary" className="gap-1.5 px-2.5 py-1 text-sm font-semibold">
        <CircleCheck className="size-4 text-primary" aria-hidden="true" />
        No signals
      </Badge>
    );
  }
  const count = `${risk.signals.length} ${risk.signals.length === 1 ? "signal" : "signals"}`;
  return (
    <Badge
      variant={risk.looksTemplated ? "warning" : "accent"}
      className="gap-1.5 px-2.5 py-1 text-sm font-semibold"
      data-looks-templated={risk.looksTemplated}
    >
      <AlertTriangle className={`size-4 ${risk.looksTemplated ? "text-warning" : "text-muted-foreground"}`} aria-hidden="true" />
      {risk.looksTemplated ? `Looks templated · ${count}` : count}
    </Badge>
  );
}

function Body({ risk }: { risk: TemplateRisk }) {
  switch (risk.state) {
    case "not-read":
      return (
        <p className="mt-4 text-sm">Not read yet: the signals are read the next time the channel&rsquo;s uploads are synced.</p>
      );
    case "too-few-uploads":
      return (
        <p className="mt-4 text-sm">
          Too few recent uploads to read: fewer than {risk.minimumUploads} published in the {risk.windowDays} days before{" "}
          {formatDate(risk.readAt)}. Too little to go on is not the same as no risk.
        </p>
      );
    case "read":
      if (risk.signals.length === 0)
        return (
          <p className="mt-4 text-sm">
            No template signals in the last {risk.uploads} uploads (published in the {risk.windowDays} days before{" "}
            {formatDate(risk.readAt)}).
          </p>
        );
      return (
        <>
          <p className="mt-4 text-sm">
            {risk.looksTemplated ? "Looks templated: " : ""}
            {risk.signals.length === 1 ? "1 signal" : `${risk.signals.length} signals`} in the last {risk.uploads} uploads
            (published in the {risk.windowDays} days before {formatDate(risk.readAt)}).
          </p>
          <ul className="mt-3 flex flex-col gap-3">
            {risk.signals.map((signal) => (
              <li
                key={signal.id}
                className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-2 sm:gap-4"
                data-signal={signal.id}
              >
                <div>
                  <h3 className="flex items-center gap-1.5 font-medium">
                    <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
                    {signal.label}
                  </h3>
                  <p className="mt-1">{signal.evidence}.</p>
                </div>
                <div className="border-t pt-2 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4">
                  <p className="text-xs font-medium text-muted-foreground">Relates to</p>
                  <p className="mt-0.5 text-muted-foreground">{signal.policy}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      );
  }
}
