import { FigureSource } from "~/components/research/figure-source";
import {
  ArrowRight,
  Calculator,
  ChartNoAxesColumn,
  Compass,
  Lock,
  Search,
  TrendingUp,
  Trophy,
  Radar,
  type IconComponent,
} from "~/components/ui/icons";
import { Form, Link } from "react-router";
import { formatCurrency, formatNumber } from "#domain/format";
import type { Route } from "./+types/home";
import { ChannelGrowthCard } from "~/components/channel-growth-card";
import { ChannelTypeCard } from "~/components/channel-type-card";
import { DidYouKnowCard } from "~/components/did-you-know-card";
import { NicheCard } from "~/components/guides/niche-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useRootData } from "~/lib/root-data";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { revenueAccess } from "#domain/revenue-access";
import { ChannelCardGrid } from "~/components/channel-card-grid";
import type { CatalogueOverview, RankingsTeaserRow } from "#domain/read-models/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, accounts, publicEnv } = context.get(appContext);
  const viewer = await accounts.getViewer(request);
  const home = await services.home.page(revenueAccess(viewer));
  return { origin: siteOrigin(publicEnv.publicUrl, request), ...home };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: "Faceless YouTube channel ideas, numbers and calculators",
    description:
      "Browse faceless YouTube channels with their subscribers, views, upload rate and estimated CPM, compare channel types and niches, and run the numbers before you start.",
    origin: loaderData?.origin,
    path: "/",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { overview, featured, channelTypes, channelTypeTotal, topNiches, didYouKnow, rankingsTeaser, fastestGrowing } =
    loaderData;
  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pb-20 *:not-first:render-when-near sm:px-6 lg:gap-20 lg:px-8">
        <Overview overview={overview} />

        <section aria-labelledby="featured-heading">
          <SectionHeading
            id="featured-heading"
            title="Featured channels"
            description="Faceless channels worth a closer look."
            linkTo="/channel-search"
            linkLabel="Browse all channels"
          />
          {featured.length > 0 ? (
            <ChannelCardGrid channels={featured} className="mt-6" />
          ) : (
            <p className="mt-6 rounded-xl border border-dashed p-6 text-sm text-muted-foreground">No featured channels yet.</p>
          )}
        </section>

        {fastestGrowing.length > 0 ? (
          <section aria-labelledby="fastest-growing-heading">
            <SectionHeading
              id="fastest-growing-heading"
              title="Fastest growing channels (30 days)"
              description="Subscriber growth over the last 30 days of snapshots."
              linkTo="/channel-search?sort=fastest_growing"
              linkLabel="See all by growth"
            />
            <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {fastestGrowing.map((channel, index) => (
                <li key={channel.slug} className="grid">
                  <ChannelGrowthCard channel={channel} rank={index + 1} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {channelTypes.length > 0 ? (
          <section aria-labelledby="types-heading">
            <SectionHeading
              id="types-heading"
              title="Channel types"
              description="Faceless formats with a how-to guide for each."
              linkTo="/channel-types"
              linkLabel={`All channel types${channelTypeTotal > 0 ? ` (${channelTypeTotal})` : ""}`}
            />
            <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {channelTypes.map((type) => (
                <li key={type.id} className="grid">
                  <ChannelTypeCard type={type} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {topNiches.length > 0 ? (
          <section aria-labelledby="niches-heading">
            <SectionHeading
              id="niches-heading"
              title="Top niches"
              description="The niches with the most faceless channels in the directory."
              linkTo="/niches"
              linkLabel="All niches"
            />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {topNiches.map((niche) => (
                <li key={niche.slug} className="grid">
                  <NicheCard niche={niche} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <RankingsTeaser rows={rankingsTeaser} />
          <DidYouKnowCard initial={didYouKnow} className="self-start" />
        </div>

        <section aria-labelledby="calculators-heading">
          <SectionHeading
            id="calculators-heading"
            title="Calculators"
            description="Size up an idea before you spend a weekend on it."
            linkTo="/calculators"
            linkLabel="All calculators"
          />
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {CALCULATORS.map((calculator) => (
              <li key={calculator.to} className="grid">
                <CalculatorLink {...calculator} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** A glimpse of /channel-rankings: the top rows for members, the sign-in prompt for visitors (spec §6). */
function RankingsTeaser({ rows }: { rows: RankingsTeaserRow[] | null }) {
  return (
    <section
      aria-labelledby="rankings-teaser-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      data-testid="rankings-teaser"
      data-figure-group
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="rankings-teaser-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Trophy className="size-5 text-amber-500" aria-hidden="true" />
          Channel Rankings
        </h2>
        <Link
          to="/channel-rankings"
          className="group inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline hover:underline-offset-4"
        >
          See the top 100
          <ArrowRight className="size-4 card-arrow" aria-hidden="true" />
        </Link>
      </div>
      {rows === null ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
          <p className="flex items-center gap-2 font-medium">
            <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
            Sign in to view rankings
          </p>
          <p className="text-sm text-muted-foreground">
            See which faceless channels earn the most for every video and every subscriber.
          </p>
          <Button asChild size="sm">
            <Link to="/auth?redirect=%2Fchannel-rankings">Sign in to view rankings</Link>
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rankings yet.</p>
      ) : (
        <>
          {/* Each row is as of its channel's last sync; the label gives the newest, as /channel-rankings does. */}
          <FigureSource
            kind="estimate"
            asOf={rows.reduce((newest, row) => (row.asOf > newest ? row.asOf : newest), rows[0]!.asOf)}
            method="revenue"
            className="-mt-2"
          />
          <ol className="flex flex-col divide-y">
            {rows.map((row) => (
              <li
                key={row.id}
                className="relative flex items-center gap-3 py-2.5 focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50"
              >
                <span className="w-6 text-right text-sm font-medium text-muted-foreground tabular-nums">{row.rank}</span>
                <span className="min-w-0 flex-1">
                  <Link to={`/channel/${encodeURIComponent(row.slug)}`} className="block truncate font-medium stretched-link">
                    {row.title}
                  </Link>
                  {row.niche ? <span className="block truncate text-xs text-muted-foreground">{row.niche}</span> : null}
                </span>
                <span className="text-right text-sm font-semibold tabular-nums">
                  {formatCurrency(row.value)}
                  <span className="block text-xs font-normal text-muted-foreground">per video</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Hero() {
  // Under the demo banner the channels are generated: the hero does not call them real.
  const demo = useRootData()?.demo ?? false;
  return (
    <section className="relative isolate overflow-hidden border-b">
      {/* A soft glow of the accent colour behind the hero; decoration only. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="inline-flex items-center gap-1.5 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground">
          <Radar className="size-3.5 text-primary" aria-hidden="true" />
          Research for faceless YouTube creators
        </p>
        <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Find a faceless channel idea <span className="text-primary">that pays</span>
        </h1>
        <p className="mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          See what {demo ? "faceless channels" : "real faceless channels"} get in subscribers, views and estimated CPM, compare
          formats and niches, and run the numbers before you record a single voiceover.
        </p>
        <Form
          method="get"
          action="/channel-search"
          role="search"
          className="mt-8 flex w-full max-w-xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="home-search" className="sr-only">
            Search channels
          </label>
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="home-search"
              name="q"
              type="search"
              placeholder="Try “history documentaries” or “ASMR”"
              className="h-11 bg-background pl-9"
              autoComplete="off"
            />
          </div>
          <Button type="submit" size="lg" className="h-11">
            Search channels
          </Button>
        </Form>
        <Link
          to="/start"
          className="group mt-6 inline-flex max-w-full items-center gap-2 rounded-full border bg-background/70 px-4 py-2 text-sm font-medium shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="start-cta"
        >
          <Compass className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="text-left">
            Should I start this?{" "}
            <span className="text-muted-foreground group-hover:text-accent-foreground">Find a niche for what you have</span>
          </span>
          <ArrowRight className="size-4 shrink-0 card-arrow" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

function Overview({ overview }: { overview: CatalogueOverview }) {
  const tiles = [
    { label: "Channels", value: overview.channels, to: "/channel-search" },
    { label: "Channel types", value: overview.channelTypes, to: "/channel-types" },
    { label: "Niches", value: overview.niches, to: "/niches" },
    { label: "Ideas", value: overview.ideas, to: "/faceless-ideas" },
  ];
  return (
    // Positioned so it paints above the hero it overlaps.
    <section aria-label="The catalogue in numbers" className="relative -mt-8 sm:-mt-10" data-directory-count>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border shadow-sm lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="relative flex flex-col-reverse gap-1 bg-card p-5 transition-colors hover:bg-muted sm:p-6"
          >
            <dt className="text-sm text-muted-foreground">
              <Link
                to={tile.to}
                className="stretched-link focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
              >
                {tile.label}
              </Link>
            </dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{formatNumber(tile.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SectionHeading({
  id,
  title,
  description,
  linkTo,
  linkLabel,
}: {
  id: string;
  title: string;
  description: string;
  linkTo: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <Link to={linkTo} className="section-link group">
        {linkLabel}
        <ArrowRight className="size-4 card-arrow" aria-hidden="true" />
      </Link>
    </div>
  );
}

type CalculatorEntry = { to: string; title: string; description: string; icon: IconComponent };

const CALCULATORS: readonly CalculatorEntry[] = [
  {
    to: "/calculator",
    title: "Earnings Calculator",
    description: "Views × CPM, with niche and country presets.",
    icon: Calculator,
  },
  {
    to: "/channel-earnings",
    title: "Channel Earnings",
    description: "Monthly, per video and per subscriber revenue of a channel.",
    icon: ChartNoAxesColumn,
  },
  {
    to: "/growth-calculator",
    title: "Growth Calculator",
    description: "Compounding growth projection with milestone dates.",
    icon: TrendingUp,
  },
  {
    to: "/reach-calculator",
    title: "Reach Calculator",
    description: "Impressions and click-through into views and watch hours.",
    icon: Radar,
  },
];

function CalculatorLink({ to, title, description, icon: Icon }: CalculatorEntry) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}
