// /how-it-works#revenue: the one revenue model (domain/revenue channelRevenueEstimate), its
// method and its sources (research notes: FACTS.md "Revenue"). The worked example is computed
// by the model itself, so the page cannot drift from the figures the site shows.
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { countryCpmMultiplier } from "#domain/cpm-estimate";
import { formatCurrency, formatMoneyRange, formatNumber, formatRevenuePerSubscriber } from "#domain/format";
import { CREATOR_SHARE, type ChannelRevenueInputs, PROJECTION_MONTHS, SHORTS_RPM_US, channelRevenueEstimate } from "#domain/revenue";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import { Formula, ProseSection } from "~/components/guides/prose-section";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";

const SHARE_PERCENT = Math.round(CREATOR_SHARE * 100);
const GROWTH_PERCENT = Math.round(DEFAULT_MONTHLY_GROWTH_RATE * 100);

// A GB finance channel: 20,000 views a video, 5 uploads a month, a quarter of its views from
// Shorts; finance RPM $10–$26 in the US, × 0.8 for a UK audience.
const GB = countryCpmMultiplier("GB");
const EXAMPLE: ChannelRevenueInputs = {
  subscribers: 30_000,
  avgViews: 20_000,
  uploads: 5,
  shortsPercent: 25,
  rpmLow: 10 * GB,
  rpmHigh: 26 * GB,
  shortsRpmLow: SHORTS_RPM_US.low * GB,
  shortsRpmHigh: SHORTS_RPM_US.high * GB,
  growth: GROWTH_PERCENT,
};

const SOURCES = [
  { text: "Creators receive 55% of long-form ad revenue and 45% of their share of the Shorts creator pool", from: "YouTube, September 2022" },
  {
    text: "Advertiser CPM in the US is about $30–36 (2024), while creators observe about $11 per 1,000 playbacks in the US, $6.31 in the UK and $6.81 in New Zealand",
    from: "isthischannelmonetized.com 2024, via techtipswithtea.com (third-party)",
  },
  { text: "US and UK CPMs of $4–8 for most niches; South Asia, Africa and South-East Asia under $1.50", from: "tubeanalytics 2026 citing Influencer Marketing Hub (third-party)" },
  { text: "Niche RPM: finance $10–26, gaming $0.50–4", from: "directai 2026 (third-party)" },
  { text: `Shorts RPM about $${SHORTS_RPM_US.low}–$${SHORTS_RPM_US.high} per 1,000 views in the US; Q4 30–60% higher, January and July lowest`, from: "fluxnote 2026 (third-party)" },
];

/** The "Revenue estimates" section of /how-it-works. */
export function RevenueMethod() {
  const estimate = channelRevenueEstimate(EXAMPLE);
  const rows: [string, string, string][] = estimate
    ? [
        ["RPM", `75% × ${formatMoneyRange({ low: EXAMPLE.rpmLow, high: EXAMPLE.rpmHigh })} + 25% × Shorts RPM`, formatMoneyRange(estimate.rpm)],
        ["Views a month", `${formatNumber(EXAMPLE.avgViews)} a video × ${EXAMPLE.uploads} uploads`, formatNumber(estimate.monthlyViews)],
        ["Monthly revenue", "views a month ÷ 1,000 × RPM", `${formatCurrency(estimate.monthly.mid)} (${formatMoneyRange(estimate.monthly)})`],
        ["Revenue per video", "views a video ÷ 1,000 × RPM", `${formatCurrency(estimate.perVideo.mid)} (${formatMoneyRange(estimate.perVideo)})`],
        [
          "Revenue per subscriber",
          `monthly ÷ ${formatNumber(EXAMPLE.subscribers)}`,
          estimate.perSubscriber ? `${formatRevenuePerSubscriber(estimate.perSubscriber.mid)} (${formatMoneyRange(estimate.perSubscriber, formatRevenuePerSubscriber)})` : "N/A",
        ],
        ["12-month potential", `${GROWTH_PERCENT}% monthly growth`, `${formatCurrency(estimate.twelveMonth.mid)} (${formatMoneyRange(estimate.twelveMonth)})`],
      ]
    : [];
  return (
    <ProseSection id="revenue" title="Revenue estimates">
      <p>
        Revenue figures are shown to signed-in members, and they come from <strong>one model</strong>: the channel page, the
        rankings, the calculators opened on a directory channel and the API all show the same figures for the same channel.
        Each is a <strong>range</strong> — from the low and high ends of a rate range — with the <strong>midpoint</strong> shown
        large; rankings sort by the midpoint.
      </p>
      <h3 className="text-lg font-semibold">Which scale: RPM, not CPM</h3>
      <p>
        Two scales get mixed up. <strong>CPM</strong> is what advertisers pay per 1,000 ad impressions (in the US around
        $30–36 in 2024). <strong>RPM</strong> is what the creator is paid per 1,000 views, after YouTube keeps its share and
        after views that showed no ad. Creators receive {SHARE_PERCENT}% of long-form ad revenue and 45% of their share of the
        Shorts pool, so our figures — on the RPM scale — are already the creator&apos;s money; we do not take {SHARE_PERCENT}% off
        again.
      </p>
      <h3 className="text-lg font-semibold">The model</h3>
      <Formula>RPM range = niche RPM range (US) × country multiplier</Formula>
      <Formula>
        blended RPM = long-form RPM × (1 − Shorts share) + Shorts RPM × Shorts share
      </Formula>
      <ul>
        <li>
          <strong>Views a month</strong> = average views per video (total views ÷ videos) × uploads a month since the start
          date, as of the channel&apos;s last YouTube sync.
        </li>
        <li>
          <strong>Monthly revenue</strong> = views a month ÷ 1,000 × blended RPM; <strong>per video</strong> = average views ÷
          1,000 × blended RPM; <strong>per subscriber</strong> = monthly revenue ÷ subscribers (4 decimals);{" "}
          <strong>total</strong> = lifetime views ÷ 1,000 × blended RPM.
        </li>
        <li>
          <strong>12-month potential</strong> = the sum of the next {PROJECTION_MONTHS} months, month <em>m</em> (from 0) earning
          monthly revenue × (1 + growth)<sup>m</sup>, at {GROWTH_PERCENT}% a month by default.
        </li>
        <li>
          <strong>Shorts and long-form</strong> are kept apart where durations are known: uploads up to {SHORTS_MAX_SECONDS / 60}{" "}
          minutes count as Shorts, paid about ${SHORTS_RPM_US.low}–${SHORTS_RPM_US.high} per 1,000 views in the US (× the same
          country multiplier). The Shorts share is the share of views among the channel&apos;s stored uploads whose duration we
          know; without any, every view counts as long-form.
        </li>
        <li>
          A channel without a niche uses its own stored rate as a one-point range. Missing views, videos or a start date give
          N/A rather than a misleading number.
        </li>
      </ul>
      <p>
        Every figure is labelled <strong>YouTube data</strong> (counts from the YouTube Data API) or <strong>Estimate</strong>{" "}
        (our model), with the date of the numbers behind it. The Channel Earnings calculator has the model&apos;s inputs as its
        fields: open it on a channel and change any of them.
      </p>
      <h3 className="text-lg font-semibold">A worked example</h3>
      <p>
        A UK finance channel (finance RPM $10–$26 in the US, × {GB} for the UK) with {formatNumber(EXAMPLE.subscribers)}{" "}
        subscribers, {formatNumber(EXAMPLE.avgViews)} views a video, {EXAMPLE.uploads} uploads a month and {EXAMPLE.shortsPercent}% of
        its views from Shorts:
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
      <p>
        Season moves real RPM a lot (the fourth quarter pays 30–60% more), and a channel&apos;s audience is rarely all in one
        country: treat the range as the answer, and the midpoint as a point inside it.
      </p>
    </ProseSection>
  );
}
