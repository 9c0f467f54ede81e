import { Link } from "react-router";
import { formatDate, formatNumber } from "#domain/format";
import type { LifeStage } from "#domain/niche-stage";
import type { Verdict } from "#domain/niche-verdict";
import { formatChance } from "#domain/outlier-signal";
import type { VerdictView } from "#domain/read-models/verdicts";
import { FigureSource } from "~/components/research/figure-source";
import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

const VERDICT_ANCHOR = "verdict";

const VERDICT_STYLES: Record<Verdict, string> = {
  enter: "border-success/40 bg-success/15",
  twist: "border-warning/40 bg-warning/15",
  "stay-out": "border-destructive/40 bg-destructive/10",
};

/** "Enter", "Enter with a twist", "Stay out" or "Not enough data", as one badge. */
export function VerdictBadge({
  verdict,
  large = false,
}: {
  verdict: Pick<VerdictView, "verdict" | "verdictLabel">;
  /** In small type by default (a card); `large` in the verdict panel. */
  large?: boolean;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md border px-2 py-0.5",
        large ? "text-sm" : "text-xs",
        verdict.verdict ? ["font-semibold", VERDICT_STYLES[verdict.verdict]] : "font-medium text-muted-foreground",
      )}
      data-testid="verdict"
      data-verdict={verdict.verdict ?? "not-enough-data"}
    >
      {verdict.verdictLabel ?? "Not enough data"}
    </span>
  );
}

/** The life stage as a quiet badge: "Stage: Emerging". */
export function StageBadge({ stage, large = false }: { stage: Pick<VerdictView, "stage" | "stageLabel">; large?: boolean }) {
  if (!stage.stage) return null;
  return (
    <span
      className={cn("inline-flex items-baseline gap-1 rounded-md border px-2 py-0.5", large ? "text-sm" : "text-xs")}
      data-testid="life-stage"
      data-stage={stage.stage satisfies LifeStage}
    >
      <span className="text-muted-foreground">Stage</span> <span className="font-semibold">{stage.stageLabel}</span>
    </span>
  );
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—");

/**
 * "Should I start this?": a niche's (or a type's, or an idea's) verdict and life stage with the
 * three strongest reasons, what would change it, and the dated evidence it was read from.
 */
export function VerdictPanel({
  verdict,
  name,
  formats,
  scopeNote,
  compact = false,
}: {
  verdict: VerdictView;
  /** The niche's or type's name, as the page says it. */
  name: string;
  /** The verdict with each format (a niche's page). */
  formats?: FormatVerdict[];
  /** Says what the verdict was read on when it is not the page's own subject. */
  scopeNote?: string;
  /** In a narrow column (an idea's sidebar): smaller padding. */
  compact?: boolean;
}) {
  const { evidence } = verdict;
  return (
    <section
      aria-labelledby="verdict-heading"
      className={cn("rounded-xl border bg-card shadow-xs", compact ? "p-4" : "p-5 sm:p-6")}
      data-testid="verdict-panel"
      data-figure-group
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="verdict-heading" className="text-lg font-semibold">
          Should I start this?
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          <VerdictBadge verdict={verdict} large />
          <StageBadge stage={verdict} large />
        </div>
      </div>
      <FigureSource kind="estimate" asOf={verdict.asOf || null} method={VERDICT_ANCHOR} className="mt-1 block" />
      {scopeNote ? <p className="mt-2 text-xs text-muted-foreground">{scopeNote}</p> : null}
      {verdict.status === "not-enough-data" ? (
        <p className="mt-3 rounded-lg border border-dashed p-3 text-sm" role="status">
          Not enough data to judge {name}: {verdict.notEnoughData.join("; ")}.
        </p>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-2 text-sm" aria-label="The strongest reasons">
            {verdict.reasons.map((reason) => (
              <li key={reason.text} className="flex gap-2">
                {reason.direction === "for" ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-label="For" />
                ) : (
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Against" />
                )}
                <span>{reason.text}</span>
              </li>
            ))}
          </ul>
          {verdict.wouldChange ? <p className="mt-3 text-sm text-muted-foreground">{verdict.wouldChange}</p> : null}
        </>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">The evidence</summary>
        <Evidence verdict={verdict} name={name} />
      </details>
      {formats && formats.length > 0 ? <Formats formats={formats} name={name} /> : null}
      <p className="mt-4 text-xs text-muted-foreground">
        Read from {name}&rsquo;s uploads of the last two {evidence.windowDays}-day windows against the whole directory&rsquo;s;{" "}
        <a href={`/how-it-works#${VERDICT_ANCHOR}`} className="underline underline-offset-4 hover:text-foreground">
          how verdicts and stages are read
        </a>
        .
      </p>
    </section>
  );
}

function Evidence({ verdict, name }: { verdict: VerdictView; name: string }) {
  const { evidence } = verdict;
  const windows = [
    { label: `Last ${evidence.windowDays} days`, window: evidence.recent, chance: evidence.chanceNow },
    { label: `${evidence.windowDays} days before`, window: evidence.before, chance: evidence.chanceBefore },
  ];
  return (
    <div className="mt-3 flex flex-col gap-4">
      <table className="w-full text-left text-sm" data-testid="verdict-windows">
        <caption className="sr-only">{name}&rsquo;s uploads in each window</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">
              Window
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Channels with an outlier
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
              Scored uploads
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              By chance
            </th>
          </tr>
        </thead>
        <tbody>
          {windows.map(({ label, window, chance }) => (
            <tr key={label} className="border-b last:border-0 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {label}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatNumber(window.withOutlier)} of {formatNumber(window.active)} ({percent(window.withOutlier, window.active)})
              </td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{formatNumber(window.uploads)}</td>
              <td className="py-2 text-right text-xs">{chance === null ? "—" : formatChance(chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Uploads against their channels&rsquo; usual (directory = 1)</dt>
          <dd className="tabular-nums">{evidence.multiple === null ? "—" : `${evidence.multiple.toFixed(2)}×`}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Share of the directory&rsquo;s uploads, now ÷ before</dt>
          <dd className="tabular-nums">{evidence.supplyGrowth === null ? "—" : `${evidence.supplyGrowth.toFixed(2)}×`}</dd>
        </div>
        {evidence.newChannels !== null ? (
          <div>
            <dt className="text-xs text-muted-foreground">Started in the last 12 months, past 1,000 subscribers</dt>
            <dd className="tabular-nums">
              {formatNumber(evidence.newChannelsPast1000 ?? 0)} of {formatNumber(evidence.newChannels)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-muted-foreground">Breakout channels whose uploads look templated</dt>
          <dd className="tabular-nums">
            {evidence.templatedBreakouts === null
              ? `Too few read (${formatNumber(evidence.templatedBreakoutsRead)} of ${formatNumber(evidence.breakoutChannels)})`
              : `${formatNumber(evidence.templatedBreakouts)} of ${formatNumber(evidence.templatedBreakoutsRead)} read`}
          </dd>
        </div>
      </dl>
      {evidence.breakouts.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">
            Channels with an outlier in the last {evidence.windowDays} days ({formatNumber(evidence.breakoutChannels)}), first hit
            first
          </h3>
          <ol className="mt-2 flex flex-col gap-1.5" data-testid="verdict-breakouts">
            {evidence.breakouts.map((breakout) => (
              <li key={breakout.channel.id} className="flex flex-wrap items-baseline gap-x-2">
                <Link to={`/channel/${breakout.channel.slug}`} className="font-medium text-primary hover:underline">
                  {breakout.channel.title}
                </Link>
                <span className="text-muted-foreground">
                  {formatDate(breakout.publishedAt)} · ×{breakout.score.toFixed(1)} · &ldquo;{breakout.title}&rdquo;
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

type FormatVerdict = { typeId: string; label: string; suitable: boolean; verdict: VerdictView };

/** The formats that suit the niche and any other judged on its own channels; the rest in a count. */
function Formats({ formats: all, name }: { formats: FormatVerdict[]; name: string }) {
  const formats = all.filter((format) => format.suitable || format.verdict.status === "judged");
  const others = all.length - formats.length;
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">By format</h3>
      <p className="text-xs text-muted-foreground">Each format judged on {name}&rsquo;s channels of that format alone.</p>
      <ul className="mt-2 flex flex-col divide-y text-sm" data-testid="verdict-formats">
        {formats.map(({ typeId, label, verdict }) => (
          <li key={typeId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-type-id={typeId}>
            <Link to={`/channel-types/${typeId}`} className="font-medium hover:underline">
              {label}
            </Link>
            <span className="flex flex-wrap items-center gap-1.5">
              <VerdictBadge verdict={verdict} />
              <StageBadge stage={verdict} />
              {verdict.status === "not-enough-data" ? (
                <span className="basis-full text-xs text-muted-foreground sm:basis-auto">{verdict.notEnoughData[0]}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <p className="text-xs text-muted-foreground">
          {formatNumber(others)} other {others === 1 ? "format has" : "formats have"} too few channels in {name} to judge.
        </p>
      ) : null}
    </div>
  );
}
