// /how-it-works: the methodology of every estimate (PRODUCT.md: "document it on /how-it-works"),
// plus the #terms, #privacy, #cookies and #disclaimer anchors the footer links to (spec §2).
// Numbers on this page come from the domain modules that compute them, so the text cannot drift.
import { Link } from "react-router";
import { CHANNEL_MILESTONES, GROWTH_RANKING_MIN_SUBSCRIBERS, GROWTH_WINDOW_DAYS } from "#domain/channel-growth";
import { formatCompact, formatNumber } from "#domain/format";
import { policyRiskMap } from "#domain/policy-risk";
import { templateRiskMethod } from "#domain/template-risk";
import { DAYS_PER_MONTH, MIN_MONTHS_FOR_RATE, UPLOAD_RATE_BANDS } from "#domain/upload-rate";
import type { Route } from "./+types/how-it-works";
import { Formula, PageContents, ProseSection } from "~/components/guides/prose-section";
import { REVENUE_METHOD_SECTIONS, RevenueMethod } from "~/components/how-it-works/revenue-method";
import { RATES_METHOD_SECTION, RatesMethod } from "~/components/how-it-works/rates-method";
import { PageHeader } from "~/components/page-header";
import { MONETIZATION_RISK_SECTION, MonetizationRiskMethod } from "~/components/how-it-works/monetization-risk-method";
import { OPPORTUNITY_METHOD_SECTION, OpportunityMethod } from "~/components/how-it-works/opportunity-method";
import { OUTLIERS_METHOD_SECTION, OutliersMethod } from "~/components/how-it-works/outliers-method";
import { TEMPLATE_RISK_METHOD_SECTION, TemplateRiskMethod } from "~/components/how-it-works/template-risk-method";
import { VERDICT_METHOD_SECTION, VerdictMethod } from "~/components/how-it-works/verdict-method";
import { PROJECTION_METHOD_SECTION, ProjectionMethod } from "~/components/how-it-works/projection-method";
import { VIEW_COUNTING_SECTION, ViewCountingMethod } from "~/components/how-it-works/view-counting-method";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "How It Works";
const DESCRIPTION =
  "How Faceless Atlas gets its numbers: upload rates, RPM and CPM, revenue formulas and who can earn, plus our terms, privacy, cookies and disclaimer.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv, services } = context.get(appContext);
  return {
    origin: siteOrigin(publicEnv.publicUrl, request),
    demo: await services.catalogue.isDemo(),
    policyRisks: policyRiskMap(),
    templateRisk: templateRiskMethod(),
    partnerProgram: (await services.siteSettings.read()).partnerProgram,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/how-it-works",
    breadcrumbs: [{ name: TITLE, path: "/how-it-works" }],
  });
}

const SECTIONS = [
  { id: "data", title: "Where the numbers come from" },
  { id: "upload-rate", title: "Upload rate" },
  RATES_METHOD_SECTION,
  ...REVENUE_METHOD_SECTIONS,
  { id: "growth", title: "Growth and milestones" },
  VIEW_COUNTING_SECTION,
  PROJECTION_METHOD_SECTION,
  MONETIZATION_RISK_SECTION,
  OPPORTUNITY_METHOD_SECTION,
  OUTLIERS_METHOD_SECTION,
  TEMPLATE_RISK_METHOD_SECTION,
  VERDICT_METHOD_SECTION,
  { id: "terms", title: "Terms" },
  { id: "privacy", title: "Privacy" },
  { id: "cookies", title: "Cookies" },
  { id: "disclaimer", title: "Disclaimer" },
];

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <PageContents items={SECTIONS} />
        </div>
        <div className="flex max-w-3xl flex-col gap-14">
          <ProseSection id="data" title="Where the numbers come from">
            <p>
              Each channel in the directory carries its public YouTube statistics: subscribers, total views, the number of public
              videos, the channel's start date, its country and its recent videos. Operators import channels through the YouTube
              Data API or a CSV file, and a scheduled job refreshes the statistics and keeps a daily snapshot.
            </p>
            <p>
              Nothing on this site comes from a channel's private YouTube Analytics. Anything about money is therefore an{" "}
              <strong>estimate</strong> built from public numbers and typical advertising rates — never a channel's real income.
            </p>
            {loaderData.demo ? (
              <p className="rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
                <strong>Demo data.</strong> This instance currently shows a generated demo catalogue: the channels and their
                numbers are illustrative, made internally consistent by the same formulas described here, and are not real YouTube
                channels.
              </p>
            ) : null}
          </ProseSection>

          <ProseSection id="upload-rate" title="Upload rate">
            <p>A channel's upload rate is its average number of videos per month since it started:</p>
            <Formula>videos per month = video count ÷ months since the start date</Formula>
            <p>
              A month is {DAYS_PER_MONTH} days (the average length of a calendar month). For a channel less than{" "}
              {MIN_MONTHS_FOR_RATE} month old, the raw video count is used instead, so a brand-new channel is not shown with an
              absurd rate. Without a video count or a start date the rate is N/A. The rate is then put into a band:
            </p>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Videos per month</TableHead>
                  <TableHead>Label</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {UPLOAD_RATE_BANDS.map((band) => (
                  <TableRow key={band.key}>
                    <TableCell className="tabular-nums">
                      {band.maxExclusive === null
                        ? `${band.min} or more`
                        : band.min === 0
                          ? `below ${band.maxExclusive}`
                          : `${band.min} to under ${band.maxExclusive}`}
                    </TableCell>
                    <TableCell>{band.label}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>missing</TableCell>
                  <TableCell>N/A</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </ProseSection>

          <RatesMethod />

          <RevenueMethod partnerProgram={loaderData.partnerProgram} />

          <ProseSection id="growth" title="Growth and milestones">
            <p>
              A snapshot of every channel's subscribers and views is kept each time its stats refresh. The channel page charts
              them and works out:
            </p>
            <ul>
              <li>
                <strong>{GROWTH_WINDOW_DAYS}-day growth</strong> = the latest snapshot minus the latest one at least{" "}
                {GROWTH_WINDOW_DAYS} days older. Without one that old, the oldest snapshot is used and the page says over how many
                days. With a single snapshot there is no growth yet. Views growth never reaches across YouTube&apos;s view-count
                change (see{" "}
                <a href={`#${VIEW_COUNTING_SECTION.id}`} className="text-primary underline underline-offset-4">
                  How views are counted
                </a>
                ).
              </li>
              <li>
                <strong>Fastest growing ({GROWTH_WINDOW_DAYS} days)</strong> ranks channels by subscriber growth per{" "}
                {GROWTH_WINDOW_DAYS} days: (latest ÷ earlier)<sup>{GROWTH_WINDOW_DAYS} ÷ days apart</sup> − 1, so a 31-day or a
                10-day comparison is fair next to a {GROWTH_WINDOW_DAYS}-day one. Only channels that had at least{" "}
                {formatNumber(GROWTH_RANKING_MIN_SUBSCRIBERS)} subscribers at the start are ranked (from 10 to 30 subscribers is
                +200%, and means little); the others follow, largest first.
              </li>
              <li>
                <strong>Next milestone</strong> is the first of {CHANNEL_MILESTONES.map((m) => formatCompact(m)).join(", ")}{" "}
                subscribers above the channel's count. Its date is an estimate from the one projection rule (see{" "}
                <a href={`#${PROJECTION_METHOD_SECTION.id}`} className="text-primary underline underline-offset-4">
                  Projections
                </a>
                ); read it as a month, not a promise. A channel that is not growing, or has too little history, gets no date.
              </li>
            </ul>
          </ProseSection>

          <ViewCountingMethod />

          <ProjectionMethod />

          <MonetizationRiskMethod risks={loaderData.policyRisks} />

          <OpportunityMethod />

          <OutliersMethod />

          <TemplateRiskMethod method={loaderData.templateRisk} />

          <VerdictMethod />

          <ProseSection id="terms" title="Terms">
            <p>
              Faceless Atlas is a research tool. You may browse, search and share links to any public page; you may not scrape the
              site at a rate that harms it, resell its data as your own, or use it to harass the creators listed. The full terms
              are on our{" "}
              <Link to="/terms-of-service" className="text-primary underline underline-offset-4">
                Terms of Service
              </Link>{" "}
              page.
            </p>
          </ProseSection>

          <ProseSection id="privacy" title="Privacy">
            <p>
              We keep what we need to run your account (e-mail, name, username, sign-in security settings) and the messages you
              send us. We do not sell personal data or use advertising trackers. Details are in our{" "}
              <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
          </ProseSection>

          <ProseSection id="cookies" title="Cookies">
            <p>We only set cookies the site needs to work:</p>
            <ul>
              <li>
                <strong>theme</strong> — remembers light, dark or system theme so pages render in it from the start (one year).
              </li>
              <li>
                <strong>Session cookies</strong> (prefixed <code>atlas</code>) — keep you signed in; HttpOnly, removed when you
                log out or the session expires.
              </li>
            </ul>
            <p>There are no advertising, analytics or third-party tracking cookies, so there is nothing to opt out of.</p>
          </ProseSection>

          <ProseSection id="disclaimer" title="Disclaimer">
            <p>
              All revenue, CPM and RPM figures are estimates from public statistics and typical rates. Real earnings depend on
              audience country, season, video length, ad suitability, Shorts versus long-form, sponsorships and YouTube's
              policies, and can differ a lot. Nothing here is financial, legal or tax advice, and YouTube does not endorse or
              sponsor this site. Check a format's monetization rules (for example on reused content) before you invest time or
              money.
            </p>
          </ProseSection>
        </div>
      </div>
    </div>
  );
}
