// /how-it-works#revenue: the one revenue model (domain/revenue channelRevenueEstimate), its
// method and its sources (research notes: FACTS.md "Revenue"). The worked example is computed
// by the model itself, so the page cannot drift from the figures the site shows.
import { CREATOR_SHARE } from "#domain/ad-rates";
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { formatCurrency, formatDate, formatMoneyRange, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { AD_TIER, LOWER_TIER, PARTNER_PROGRAM_RULE_SETS, type PartnerProgramRuleOptions } from "#domain/partner-program";
import {
  type ChannelRevenueInputs,
  MIN_RECENT_UPLOADS,
  MIN_VIEW_GAIN_DAYS,
  PROJECTION_MONTHS,
  RECENT_UPLOAD_DAYS,
  RECENT_UPLOAD_MIN_AGE_DAYS,
  SHORTS_RPM_US,
  channelRevenueEstimate,
} from "#domain/revenue";
import { countryRpmMultiplier } from "#domain/rpm-estimate";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import { VIEW_COUNTING_ANCHOR } from "#domain/view-counting";
import { Formula, ProseSection } from "~/components/guides/prose-section";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

const SHARE_PERCENT = Math.round(CREATOR_SHARE.value * 100);
const GROWTH_PERCENT = Math.round(DEFAULT_MONTHLY_GROWTH_RATE * 100);

// A GB finance channel: its snapshots show 150,000 views gained in 30 days, its recent uploads a
// median of 18,000 views, a quarter of its views are Shorts; finance RPM $10–$26 in the US, × the
// measured UK multiplier; 2 million views since it passed 1,000 subscribers.
const GB = countryRpmMultiplier("GB");
const EXAMPLE: ChannelRevenueInputs = {
  subscribers: 30_000,
  avgViews: 18_000,
  uploads: 5,
  monthlyViews: Math.round((150_000 * DAYS_PER_MONTH) / 30),
  shortsPercent: 25,
  rpmLow: 10 * GB,
  rpmHigh: 26 * GB,
  shortsRpmLow: SHORTS_RPM_US.low * GB,
  shortsRpmHigh: SHORTS_RPM_US.high * GB,
  growth: GROWTH_PERCENT,
  earnableViews: 2_000_000,
};

const SOURCES = [
  {
    text: "Creators receive 55% of long-form ad revenue and 45% of their share of the Shorts creator pool",
    from: "YouTube, September 2022",
  },
  {
    text: "Advertiser CPM in the US is about $30–36 (2024), while creators observe about $11 per 1,000 playbacks in the US, $6.31 in the UK and $6.81 in New Zealand",
    from: "isthischannelmonetized.com 2024, via techtipswithtea.com (third-party)",
  },
  {
    text: "US and UK CPMs of $4–8 for most niches; South Asia, Africa and South-East Asia under $1.50",
    from: "tubeanalytics 2026 citing Influencer Marketing Hub (third-party)",
  },
  {
    text: "Niche RPM: finance $10–26, gaming $0.50–4; niche CPM: tech $5–20, health $5–18, education $5–15",
    from: "directai 2026 and creatorfusehq (third-party)",
  },
  {
    text: `Shorts RPM about $${SHORTS_RPM_US.low}–$${SHORTS_RPM_US.high} per 1,000 views in the US; Q4 30–60% higher, January and July lowest`,
    from: "fluxnote 2026 (third-party)",
  },
  {
    text: "Partner Program thresholds: ads from 1,000 subscribers and 4,000 watch hours in 12 months, or 10M Shorts views in 90 days",
    from: "YouTube Help, support.google.com/youtube/answer/72851",
  },
];

export const REVENUE_METHOD_SECTIONS = [
  { id: "revenue", title: "Revenue estimates" },
  { id: "eligibility", title: "Who can earn" },
];

/** The "Revenue estimates" section of /how-it-works. */
export function RevenueMethod({ partnerProgram }: { partnerProgram: PartnerProgramRuleOptions }) {
  const estimate = channelRevenueEstimate(EXAMPLE);
  const rows: [string, string, string][] = estimate
    ? [
        [
          "RPM",
          `75% × ${formatMoneyRange({ low: EXAMPLE.rpmLow, high: EXAMPLE.rpmHigh })} + 25% × Shorts RPM`,
          formatMoneyRange(estimate.rpm),
        ],
        ["Views a month", `150,000 gained in 30 days × ${DAYS_PER_MONTH} ÷ 30`, formatNumber(estimate.monthlyViews)],
        [
          "Monthly revenue",
          "views a month ÷ 1,000 × RPM",
          `${formatCurrency(estimate.monthly.mid)} (${formatMoneyRange(estimate.monthly)})`,
        ],
        [
          "Revenue per video",
          `${formatNumber(EXAMPLE.avgViews)} views (recent uploads' median) ÷ 1,000 × RPM`,
          `${formatCurrency(estimate.perVideo.mid)} (${formatMoneyRange(estimate.perVideo)})`,
        ],
        [
          "Revenue per subscriber, a month",
          `monthly ÷ ${formatNumber(EXAMPLE.subscribers)}`,
          estimate.perSubscriber
            ? `${formatRevenuePerSubscriber(estimate.perSubscriber.mid)} (${formatMoneyRange(estimate.perSubscriber, formatRevenuePerSubscriber)})`
            : "N/A",
        ],
        [
          "12-month potential",
          `${GROWTH_PERCENT}% monthly growth`,
          `${formatCurrency(estimate.twelveMonth.mid)} (${formatMoneyRange(estimate.twelveMonth)})`,
        ],
        [
          "Total revenue",
          "2,000,000 views since 1,000 subscribers ÷ 1,000 × RPM",
          estimate.total ? `${formatCurrency(estimate.total.mid)} (${formatMoneyRange(estimate.total)})` : "N/A",
        ],
      ]
    : [];
  return (
    <>
      <ProseSection id="revenue" title="Revenue estimates">
        <p>
          Revenue figures are shown to signed-in members, and they come from <strong>one model</strong>: the channel page, the
          rankings, the calculators opened on a directory channel, the API and the CSV export all show the same figures for the
          same channel. Each is a <strong>range</strong> — from the low and high ends of the channel&apos;s RPM range — with the{" "}
          <strong>midpoint</strong> shown large; rankings sort by the midpoint. They read what the channel earns <em>now</em>, not
          a lifetime average, and nothing from before it could earn.
        </p>
        <h3 className="text-lg font-semibold">The model</h3>
        <Formula>blended RPM = long-form RPM × (1 − Shorts share) + Shorts RPM × Shorts share</Formula>
        <ul>
          <li>
            <strong>Views a month</strong> = the views the channel gained between two of its daily snapshots at least{" "}
            {MIN_VIEW_GAIN_DAYS} days apart (the latest and the one {30} days before it), per {DAYS_PER_MONTH} days, never across{" "}
            <a href={`#${VIEW_COUNTING_ANCHOR}`} className="text-primary underline underline-offset-4">
              YouTube&apos;s view-count change
            </a>{" "}
            (the earlier snapshot is then the first since the change). With less history, the <strong>lifetime average</strong>{" "}
            stands in (total views ÷ videos × uploads a month since the start date) and the figure says so: a lifetime average
            reads about 40% low for a channel that is still growing.
          </li>
          <li>
            <strong>Views a video</strong> = the median views of the channel&apos;s uploads {RECENT_UPLOAD_MIN_AGE_DAYS} to{" "}
            {RECENT_UPLOAD_DAYS} days old (a newer one is still gathering its views), when there are at least {MIN_RECENT_UPLOADS}
            ; else the lifetime average, labelled.
          </li>
          <li>
            <strong>Monthly revenue</strong> = views a month ÷ 1,000 × blended RPM; <strong>per video</strong> = views a video ÷
            1,000 × blended RPM; <strong>per subscriber</strong> = monthly revenue ÷ subscribers, a month (4 decimals).
          </li>
          <li>
            <strong>Total revenue</strong> = the views since the channel passed {formatNumber(AD_TIER.subscribers)} subscribers ÷
            1,000 × blended RPM, from the first snapshot past it. When the snapshots do not show that day (the channel was already
            past it when we first saw it), every view is counted and the total is labelled an <strong>upper bound</strong>.
          </li>
          <li>
            <strong>12-month potential</strong> = the sum of the next {PROJECTION_MONTHS} months, month <em>m</em> (from 0)
            earning monthly revenue × (1 + growth)<sup>m</sup>, at {GROWTH_PERCENT}% a month by default.
          </li>
          <li>
            <strong>Shorts and long-form</strong> are kept apart where durations are known: uploads up to{" "}
            {SHORTS_MAX_SECONDS / 60} minutes count as Shorts, paid about ${SHORTS_RPM_US.low}–${SHORTS_RPM_US.high} per 1,000
            views in the US (× the same country multiplier). The Shorts share is the share of views among the channel&apos;s
            stored uploads whose duration we know; without any, every view counts as long-form.
          </li>
          <li>
            Creators are paid {SHARE_PERCENT}% of long-form ad revenue: RPMs are already that share, so we never take it off again
            (see{" "}
            <a href="#rates" className="text-primary underline underline-offset-4">
              RPM and CPM
            </a>
            ). Missing views, videos, a start date or a rate give N/A rather than a misleading number.
          </li>
        </ul>
        <h3 className="text-lg font-semibold">Why the range</h3>
        <p>
          A channel&apos;s revenue card says what its range is made of: the niche&apos;s band (editorial, for a US audience), the
          country multiplier (measured, regional or our estimate), and the Shorts share with the Shorts RPM. The range is the
          spread of typical rates for that niche and country, not a confidence interval: the season alone moves real RPM by
          30–60%, and an audience is rarely all in one country.
        </p>
        <h3 className="text-lg font-semibold">A worked example</h3>
        <p>
          A UK finance channel (finance RPM $10–$26 in the US, × {GB} for the UK) with {formatNumber(EXAMPLE.subscribers)}{" "}
          subscribers, 150,000 views gained in its last 30 days, a median of {formatNumber(EXAMPLE.avgViews)} views on its recent
          uploads and {EXAMPLE.shortsPercent}% of its views from Shorts:
        </p>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Figure</TableHead>
              <TableHead>Working</TableHead>
              <TableHead className="text-right">Midpoint (range)</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(([label, working, result]) => (
              <TableRow key={label}>
                <TableCell className="font-medium">{label}</TableCell>
                <TableCell className="text-muted-foreground">{working}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{result}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <h3 className="text-lg font-semibold">Sources</h3>
        <ul>
          {SOURCES.map((source) => (
            <li key={source.text}>
              {source.text} <span className="text-muted-foreground">({source.from})</span>.
            </li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection id="eligibility" title="Who can earn">
        <p>
          YouTube pays ad revenue through its Partner Program, from {formatNumber(AD_TIER.subscribers)} subscribers and{" "}
          {formatNumber(AD_TIER.watchHours)} public watch hours in 12 months (or {formatNumber(AD_TIER.shortsViews)} Shorts views
          in 90 days). A lower tier from {formatNumber(LOWER_TIER.subscribers)} subscribers opens fan funding and Shopping, not
          ads.
        </p>
        <p>
          Watch hours are not in the YouTube Data API, so we judge by subscribers alone: a channel under{" "}
          {formatNumber(AD_TIER.subscribers)} subscribers shows <strong>Not eligible for ads yet</strong> and how many subscribers
          it has to go, instead of revenue, and the revenue rankings leave it out. Past that, the figures are what the channel
          could earn from ads; meeting the thresholds does not mean a channel is monetized.
        </p>
        <h3 id="partner-program-rules" className="text-lg font-semibold">
          The rules by date
        </h3>
        <p>
          The thresholds changed over time, and a projection is judged by the rules of its day: a channel page&apos;s Time to
          monetization dates each tier&apos;s subscribers, then checks the tier in force on that date. It counts the lower
          tier&apos;s uploads in 90 days and the views of Shorts published in the last 90 days from the videos we store (a floor:
          older Shorts&apos; views in those days are not known).
        </p>
        <ol data-testid="partner-program-rules">
          {PARTNER_PROGRAM_RULE_SETS.map((rules) => (
            <li key={rules.id} data-rules={rules.id}>
              <strong>From {formatDate(`${rules.from}T12:00:00Z`)}</strong>: {rules.change}
              {rules.unmeasuredCondition ? `, plus ${rules.unmeasuredCondition}` : ""}.{" "}
              {rules.verified ? (
                <span className="text-muted-foreground">({rules.source.name})</span>
              ) : (
                <span className="text-muted-foreground">
                  Unverified ({rules.source.name}):{" "}
                  {partnerProgram.reportedRule2027
                    ? "applied to projections from that day, labelled unverified."
                    : "not applied; projections past that day are judged by the rules before it."}
                </span>
              )}
            </li>
          ))}
        </ol>
      </ProseSection>
    </>
  );
}
