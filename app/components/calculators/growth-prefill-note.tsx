import { formatMonthYear } from "#domain/calculators/calculator-format";
import { DEFAULT_GROWTH_PERCENT } from "#domain/calculators/channel-earnings-calculator";
import type { GrowthPrefillSource } from "#domain/calculators/channel-prefill";
import { formatCompact } from "#domain/format";
import {
  type MilestoneProjection,
  PROJECTION_METHOD_ANCHOR,
  formatPace,
  roundedMonths,
  shortfallText,
} from "#domain/subscriber-projection";
import { FigureSource } from "~/components/research/figure-source";

function whyNoPace(milestone: MilestoneProjection): string {
  switch (milestone.status) {
    case "not-enough-data":
      return `its page has not enough data (${shortfallText(milestone.reason)})`;
    case "too-far":
      return "at its pace its next milestone is more than 100 years away";
    case "all-reached":
      return "it is past every milestone";
    case "no-history":
      return "it has no history yet";
    default:
      return "its pace does not fit this calculator's fields";
  }
}

/**
 * Beside a growth figure a calculator took from a channel (`?channel=`): the channel's projected
 * pace it starts from — the one projection its page shows — or, without one, why the field
 * holds something else.
 */
export function GrowthPrefillNote({
  source,
  field,
  asOf,
}: {
  source: GrowthPrefillSource | null;
  field: "growth" | "subsPer1000" /** When the channel's numbers were read. */;
  asOf: string | null;
}) {
  if (!source) return null;
  let text: string;
  if (source.kind === "pace") {
    const { milestone } = source;
    const months = roundedMonths(milestone.months);
    text =
      field === "growth"
        ? `From the channel: the compounding rate that reaches ${formatCompact(milestone.target)} in ${months} ${months === 1 ? "month" : "months"}, as its page projects (around ${formatMonthYear(milestone.date)}, at ${formatPace(milestone.pace)}).`
        : `From the channel: the rate that gives its projected pace, ${formatPace(milestone.pace)}, as its page shows.`;
  } else {
    const why = whyNoPace(source.milestone);
    text =
      field === "growth"
        ? `The monthly growth is the calculator's ${DEFAULT_GROWTH_PERCENT}%, not this channel's pace: ${why}.`
        : `The channel's lifetime subscribers per 1,000 views, not its recent pace: ${why}.`;
  }
  return (
    <p
      className="-mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
      data-testid="growth-prefill-note"
      data-figure-group
    >
      <span>{text}</span>
      <FigureSource
        kind="estimate"
        asOf={source.kind === "pace" ? source.milestone.pace.toDay : asOf}
        method={PROJECTION_METHOD_ANCHOR}
      />
    </p>
  );
}
