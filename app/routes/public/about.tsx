import { ArrowRight, BookOpen, Calculator, Search, Shapes } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatNumber } from "#domain/format";
import type { Route } from "./+types/about";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "About Faceless Atlas";
const DESCRIPTION =
  "Faceless Atlas helps aspiring creators find a faceless YouTube channel idea worth their time, with real numbers instead of hype.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv, services } = context.get(appContext);
  const [overview, demo] = await Promise.all([services.catalogue.overview(), services.catalogue.isDemo()]);
  return { origin: siteOrigin(publicEnv.publicUrl, request), overview, demo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/about",
    breadcrumbs: [{ name: "About", path: "/about" }],
  });
}

const PILLARS = [
  {
    icon: Search,
    title: "A directory of real channels",
    text: "Subscribers, views, upload rate, country and estimated CPM for faceless channels, searchable and filterable.",
    to: "/channel-search",
  },
  {
    icon: Shapes,
    title: "Guides to every format",
    text: "What each faceless format is, how to produce it, and ideas to start from.",
    to: "/channel-types",
  },
  {
    icon: BookOpen,
    title: "Niches and ideas",
    text: "RPM ranges, competition and monetization risk by niche, and worked-out channel ideas.",
    to: "/niches",
  },
  {
    icon: Calculator,
    title: "Calculators",
    text: "Earnings, growth and reach, so you can size up an idea before you commit to it.",
    to: "/calculators",
  },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { overview, demo } = loaderData;
  const stats = [
    { label: "channels", value: overview.channels },
    { label: "channel types", value: overview.channelTypes },
    { label: "niches", value: overview.niches },
    { label: "ideas", value: overview.ideas },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />

      <div className="mt-10 flex max-w-3xl flex-col gap-4 leading-relaxed text-foreground/90">
        <p>
          Faceless channels — compilations, explainers, documentaries, ambient sound, narrated stories — let people build an
          audience without ever appearing on camera. The hard part is choosing: which format, in which niche, and is anyone
          actually making money with it?
        </p>
        <p>
          We built Faceless Atlas to answer that with evidence. It collects public numbers of faceless channels, puts them next to
          guides for each format and niche, and shows clearly where a number is measured and where it is an estimate. Every
          formula is documented on{" "}
          <Link to="/how-it-works" className="text-primary underline underline-offset-4">
            How It Works
          </Link>
          .
        </p>
        {demo ? (
          <p className="rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
            This instance is showing a generated demo catalogue. The guides, niches and ideas are real editorial content; the
            channels and their numbers are illustrative.
          </p>
        ) : null}
      </div>

      <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 bg-card p-5">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-semibold tracking-tight tabular-nums">{formatNumber(stat.value)}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-14 text-2xl font-semibold tracking-tight">What you will find here</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {PILLARS.map(({ icon: Icon, title, text, to }) => (
          <li key={to} className="grid">
            <Link
              to={to}
              className="group flex gap-4 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground"
                aria-hidden="true"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <h2 className="mt-14 text-2xl font-semibold tracking-tight">Our principles</h2>
      <ul className="mt-4 flex max-w-3xl list-disc flex-col gap-2 pl-6 leading-relaxed text-foreground/90">
        <li>
          <strong>Estimates are labelled as estimates.</strong> Public statistics never reveal a channel's income; we show the
          formula and its inputs instead of pretending otherwise.
        </li>
        <li>
          <strong>Monetization rules matter.</strong> Our guides say where a format risks YouTube's reused-content or
          advertiser-friendly policies, not just how to make it.
        </li>
        <li>
          <strong>Your data stays yours.</strong> No advertising trackers, and no selling of personal data.
        </li>
      </ul>

      <div className="mt-14 flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">Spotted a wrong number or have an idea?</h2>
          <p className="text-sm text-muted-foreground">We read every message.</p>
        </div>
        <Button asChild>
          <Link to="/contact">
            Contact us
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
