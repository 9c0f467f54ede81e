// /how-it-works#projections: the one subscriber projection (domain/subscriber-projection) behind
// the channel page's next milestone, its time to monetization and the calculators' prefill, and
// what the backtest measured. Figures come from the domain module, so the text cannot drift.
import { formatNumber } from "#domain/format";
import { PROJECTION_BACKTEST, PROJECTION_METHOD_ANCHOR, PROJECTION_RULE } from "#domain/subscriber-projection";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const PROJECTION_METHOD_SECTION = {
  id: PROJECTION_METHOD_ANCHOR,
  title: "Projections: milestones and time to monetization",
} as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function ProjectionMethod() {
  const rule = PROJECTION_RULE;
  const { nextMilestone, adRevenue, previousMilestoneRule: before } = PROJECTION_BACKTEST;
  return (
    <ProseSection id={PROJECTION_METHOD_SECTION.id} title={PROJECTION_METHOD_SECTION.title}>
      <p>
        One rule dates every subscriber target on the site: a channel&apos;s next milestone, the two Partner Program thresholds
        (500 and 1,000 subscribers) and the growth rate the growth and reach calculators start from when opened on a channel. It
        is an estimate from the channel&apos;s YouTube data, and it takes the pace of the last {rule.windowDays} days and carries
        it forward in a straight line:
      </p>
      <Formula>
        subscribers a month = (latest − the snapshot {rule.windowDays} days earlier) ÷ days apart × {DAYS_PER_MONTH}
        <br />
        months to a target = (target − latest) ÷ subscribers a month
      </Formula>
      <p>
        It needs at least {rule.minSnapshots} snapshots over at least {Math.round(rule.minHistoryDays / 7)} weeks, two of them at
        least {rule.minSpanDays} days apart, and subscribers that grew over the window. Otherwise the channel page says{" "}
        <strong>not enough data</strong> — in the milestone and in time to monetization alike — rather than guess. A target more
        than 100 years away gets no date.
      </p>
      <p>
        <strong>Why a straight line.</strong> We chose the rule by a backtest: at {PROJECTION_BACKTEST.cutoffs} cut-off dates,
        each candidate saw only the snapshots up to the cut-off, and its dates were compared with the day the later snapshots show
        the target was reached. This rule&apos;s dates for the next milestone were off by {nextMilestone.meanAbsMonths} months on
        average (median {nextMilestone.medianAbsMonths}
        ), and for 1,000 subscribers by {adRevenue.meanAbsMonths} (median {adRevenue.medianAbsMonths}); they were late rather than
        early, and {nextMilestone.datesNotReached === 0 ? "none" : formatNumber(nextMilestone.datesNotReached)} named a month that
        then passed without the milestone. It dates the next milestone for {percent(nextMilestone.coverage)} of channels and 1,000
        subscribers for {percent(adRevenue.coverage)} of those below it. The compounding rule the page used before was closer on
        average, {before.meanAbsMonths} months as it showed them (median {before.medianAbsMonths}), but{" "}
        {formatNumber(before.datesNotReached)} of its {formatNumber(before.datesGiven)} dates passed without the milestone:
        compounding runs ahead of a channel, and a straight line is never earlier than compounding from the same two snapshots. We
        would rather be late than name a month that passes without the milestone (the figures for every rule tried are in the
        project&apos;s <code>docs/projections.md</code>).
      </p>
      <p>
        The backtest ran on the demo catalogue, whose snapshots are generated (monthly, for 12 months, along smooth growth
        curves), so these figures describe the method, not real channels; on real channels, whose growth can slow, a straight line
        can be early too. An operator can rerun the backtest on a live database (<code>npm run bench:projections</code>); dates
        more than 8 months out were never checked.
      </p>
    </ProseSection>
  );
}
