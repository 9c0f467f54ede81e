import {
  DEMAND_WINDOW_DAYS,
  OPPORTUNITY_MIN_CHANNELS,
  OPPORTUNITY_MIN_NEW_CHANNELS,
  OPPORTUNITY_MIN_RECENT_VIDEOS,
  OPPORTUNITY_TERM_IDS,
  OPPORTUNITY_TERM_LABELS,
  OPPORTUNITY_TERM_DEFINITIONS,
  OPPORTUNITY_WEIGHTS,
} from "#domain/niche-opportunity";
import { formatNumber } from "#domain/format";
import { AD_TIER } from "#domain/partner-program";
import { MIN_CHANNELS_FOR_MEDIAN } from "#domain/time-to-monetization";
import { PROJECTION_METHOD_ANCHOR } from "#domain/subscriber-projection";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const OPPORTUNITY_METHOD_SECTION = { id: "opportunity-score", title: "Opportunity score and time to monetization" };

/** /how-it-works: how the niche opportunity score, breaking in and time to monetization are worked out. */
export function OpportunityMethod() {
  return (
    <ProseSection id={OPPORTUNITY_METHOD_SECTION.id} title={OPPORTUNITY_METHOD_SECTION.title}>
      <p>
        Each niche gets an <strong>opportunity score from 0 to 100</strong>: the weighted mean of five terms, each first put on a
        0–100 scale. The niche page shows every term with its value, its weight, its points and the number of channels behind it.
        It is an estimate from the directory&apos;s YouTube data, recomputed whenever the catalogue changes.
      </p>
      <Formula>score = Σ weight × points ÷ Σ weight</Formula>
      <ul>
        {OPPORTUNITY_TERM_IDS.map((id) => (
          <li key={id}>
            <strong>
              {OPPORTUNITY_TERM_LABELS[id]} ({OPPORTUNITY_WEIGHTS[id]}%)
            </strong>
            : {OPPORTUNITY_TERM_DEFINITIONS[id]}
          </li>
        ))}
      </ul>
      <p>
        Below a floor of data a niche gets <strong>not enough data</strong> instead of a number: fewer than{" "}
        {OPPORTUNITY_MIN_CHANNELS} channels, fewer than {OPPORTUNITY_MIN_RECENT_VIDEOS} videos from the last {DEMAND_WINDOW_DAYS}{" "}
        days, or fewer than {OPPORTUNITY_MIN_NEW_CHANNELS} channels started in the last 12 months. Two terms are editorial, not
        measured from channels: the RPM range and the monetization risk&apos;s rating (see{" "}
        <a href="#monetization-risk">Monetization risk</a>); the niche page says so in place of a channel count.
      </p>
      <p>
        <strong>Worked example.</strong> A niche whose recent videos have a median of 10,000 views (33.3 points), whose 20
        channels upload 100 videos a month (66.7), where 2 of 5 channels started in the last year passed 1,000 subscribers (40),
        with an RPM range of $4–$8 (26.3) and a medium monetization risk (50): (30 × 33.3 + 20 × 66.7 + 20 × 40 + 20 × 26.3 + 10 ×
        50) ÷ 100 = 41.6, shown as 42.
      </p>
      <p>
        <strong>Breaking in</strong>, on niche and type pages: the channels started in the last 6 and 12 months, how many passed
        1,000 subscribers, their median subscribers and median gain over 30 days; and the{" "}
        <strong>median months to 1,000 subscribers</strong>, from each channel&apos;s start date to its first snapshot at or past
        1,000. Only channels whose snapshots show the crossing count (one already past 1,000 on its first snapshot crossed at an
        unknown time); with monthly snapshots a figure can be up to a month late. Fewer than {MIN_CHANNELS_FOR_MEDIAN} such
        channels: not enough data.
      </p>
      <p>
        <strong>Time to monetization</strong>, on a channel page: the month the channel reaches 500 subscribers (YouTube&apos;s
        lower Partner Program tier) and 1,000 (the ad-revenue tier), from the same projection as its next milestone (see{" "}
        <a href={`#${PROJECTION_METHOD_ANCHOR}`} className="text-primary underline underline-offset-4">
          Projections
        </a>
        ), so the two always agree; a threshold already passed gets no date. Each tier is then judged by the rules in force on its
        date (see{" "}
        <a href="#partner-program-rules" className="text-primary underline underline-offset-4">
          The rules by date
        </a>
        ), with the lower tier&apos;s uploads and the Shorts views counted from the videos we store; watch hours (
        {formatNumber(AD_TIER.watchHours)} in 12 months for ads) are not in the YouTube Data API.
      </p>
    </ProseSection>
  );
}
