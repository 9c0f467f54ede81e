// /how-it-works#rates: the two rates and how they relate (domain/ad-rates.ts), and a channel's
// RPM from its niche's band and its audience country (domain/rpm-estimate.ts). Every number here
// comes from those modules, so the page cannot drift from the figures the site shows.
import { Link } from "react-router";
import { CREATOR_SHARE, MONETIZED_PLAYBACK_SHARE, RPM_PER_CPM, advertiserCpmFromRpm } from "#domain/ad-rates";
import { COUNTRIES } from "#domain/countries";
import { formatCpm } from "#domain/format";
import { COUNTRY_RPM_MULTIPLIERS, MULTIPLIER_SOURCES, type MultiplierBasis, nicheRpmForCountry } from "#domain/rpm-estimate";
import { Formula, ProseSection } from "~/components/guides/prose-section";

export const RATES_METHOD_SECTION = { id: "rates", title: "RPM and CPM" };

const percent = (value: number) => `${Math.round(value * 100)}%`;
const BASIS_LABEL: Record<MultiplierBasis, string> = {
  measured: "measured",
  regional: "regional figure",
  editorial: "our estimate",
};

export function RatesMethod() {
  const us = nicheRpmForCountry(4, 12, "US");
  const india = nicheRpmForCountry(4, 12, "IN");
  const countries = [...COUNTRIES].sort((a, b) => COUNTRY_RPM_MULTIPLIERS[b.code].value - COUNTRY_RPM_MULTIPLIERS[a.code].value);
  return (
    <ProseSection id={RATES_METHOD_SECTION.id} title={RATES_METHOD_SECTION.title}>
      {/* The section's old address, kept for links made before it was renamed. */}
      <span id="cpm" className="block scroll-mt-24" aria-hidden="true" />
      <p>
        Two rates get mixed up. <strong>RPM</strong> is what the creator is paid per 1,000 views of their channel, after YouTube
        keeps its share and after the views that showed no ad. <strong>CPM</strong> is what advertisers pay per 1,000 ad
        impressions. Every revenue figure on this site is on the RPM scale: it is the creator&apos;s money.
      </p>
      <Formula>
        RPM = CPM × monetized-playback share ({MONETIZED_PLAYBACK_SHARE.value}) × creator share ({CREATOR_SHARE.value})
      </Formula>
      <ul>
        <li>
          <strong>Creator share {percent(CREATOR_SHARE.value)}</strong>: {CREATOR_SHARE.what} ({CREATOR_SHARE.source}).
        </li>
        <li>
          <strong>Monetized-playback share {percent(MONETIZED_PLAYBACK_SHARE.value)}</strong>: {MONETIZED_PLAYBACK_SHARE.what}.
          From {MONETIZED_PLAYBACK_SHARE.source}: creators are paid about 0.31–0.37 of what advertisers pay, and 0.31–0.37 ÷ 0.55
          is 0.56–0.67.
        </li>
      </ul>
      <p>
        So an RPM is about {RPM_PER_CPM.toFixed(3)} × the CPM behind it, and the CPM is the RPM ÷ {RPM_PER_CPM.toFixed(3)}: an RPM
        of {formatCpm(3)} goes with an advertiser CPM of about {formatCpm(advertiserCpmFromRpm(3))}. A channel page&apos;s{" "}
        <strong>Estimated CPM</strong> is its RPM converted this way, and a CPM typed into the{" "}
        <Link to="/calculator" className="text-primary underline underline-offset-4">
          earnings calculator
        </Link>{" "}
        is converted the same way.
      </p>
      <h3 className="text-lg font-semibold">A channel&apos;s RPM</h3>
      <p>
        An RPM an admin typed for the channel (a creator shared it, say) is used as it is. Otherwise we estimate a range from the
        channel&apos;s niche and its audience country:
      </p>
      <Formula>RPM range = niche RPM band (US, low … high) × country multiplier</Formula>
      <p>
        Niche bands are set by the site&apos;s editors for a US audience (see{" "}
        <Link to="/niches" className="text-primary underline underline-offset-4">
          Niches
        </Link>
        ). The country multiplier is the audience country&apos;s creator RPM relative to the United States (1.0). For a niche at
        $4–$12, that gives {us ? `${formatCpm(us.low)}–${formatCpm(us.high)}` : "N/A"} for a US audience and{" "}
        {india ? `${formatCpm(india.low)}–${formatCpm(india.high)}` : "N/A"} for an Indian one; countries outside our list use the
        “Other” multiplier. The rate a channel page and lists show is the midpoint of the channel&apos;s blended range (long-form
        and Shorts by their share of its views, see{" "}
        <a href="#revenue" className="text-primary underline underline-offset-4">
          Revenue estimates
        </a>
        ).
      </p>
      <p>Each multiplier has one of three bases:</p>
      <ul>
        {(Object.keys(MULTIPLIER_SOURCES) as MultiplierBasis[]).map((basis) => (
          <li key={basis}>
            <strong>{BASIS_LABEL[basis]}</strong>: {MULTIPLIER_SOURCES[basis]}.
          </li>
        ))}
      </ul>
      <details className="rounded-lg border bg-card px-4 py-3">
        <summary className="cursor-pointer font-medium">All {countries.length} country multipliers</summary>
        <ul className="mt-3 grid list-none grid-cols-1 gap-x-6 gap-y-1 !pl-0 text-sm sm:grid-cols-2">
          {countries.map((country) => (
            <li key={country.code} className="flex justify-between gap-2 border-b py-1">
              <span>{country.name}</span>
              <span className="tabular-nums text-muted-foreground">
                × {COUNTRY_RPM_MULTIPLIERS[country.code].value.toFixed(2)} ·{" "}
                {BASIS_LABEL[COUNTRY_RPM_MULTIPLIERS[country.code].basis]}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </ProseSection>
  );
}
