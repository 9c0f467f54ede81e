import { RefreshCw, RotateCcw } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { excerpt } from "#domain/text-excerpt";
import type { Route } from "./+types/channel-types";
import { ChannelTypeTile } from "~/components/guides/channel-type-tile";
import { StatusPanel } from "~/components/guides/status-panel";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "YouTube Channel Types";
const DESCRIPTION =
  "How-to guides for every faceless channel format, from compilations and whiteboard explainers to AI-generated stories.";
// The hero's gradient when there is no type to borrow one from.
const FALLBACK_GRADIENT: [string, string] = ["#4f46e5", "#7c3aed"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv, logger } = context.get(appContext);
  // Spec §7: "select all ordered by label with 8-second timeout"; a failure falls back to the local list.
  const { types, source } = await services.channelTypes.list();
  if (source === "catalogue") logger.warn("channel types served from the built-in list");
  // Spec §2: "hero with random background" — one of the types' gradients, picked per request.
  const hero = types[Math.floor(Math.random() * types.length)]?.gradient ?? FALLBACK_GRADIENT;
  return {
    origin: siteOrigin(publicEnv.publicUrl, request),
    hero,
    types: types.map((type) => ({
      id: type.id,
      label: type.label,
      // Spec §2 / §9: "description cut at 120 characters".
      excerpt: excerpt(type.description),
      imageUrl: type.imageUrl,
      gradient: type.gradient,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/channel-types",
    breadcrumbs: [{ name: "Channel Types", path: "/channel-types" }],
    itemList: loaderData?.types.map((type) => ({ name: type.label, path: `/channel-types/${type.id}` })),
  });
}

export default function ChannelTypesPage({ loaderData }: Route.ComponentProps) {
  const { hero, types } = loaderData;
  return (
    <>
      <Hero gradient={hero} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {types.length === 0 ? (
          // Spec §2 empty state, verbatim (the spec says "niches" here).
          <StatusPanel
            tone="empty"
            title="No niches found. Please try refreshing the page."
            action={<ReloadButton label="Refresh" icon="refresh" />}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="channel-type-grid">
            {types.map((type) => (
              <li key={type.id} className="grid">
                <ChannelTypeTile type={type} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function Hero({ gradient }: { gradient: [string, string] }) {
  const [from, to] = gradient;
  return (
    <section
      className="relative isolate overflow-hidden text-white"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      data-testid="channel-types-hero"
    >
      {/* A dark wash keeps white text readable on any of the gradients. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_80%_-20%,rgb(255_255_255/0.25),transparent),linear-gradient(to_bottom,rgb(0_0_0/0.1),rgb(0_0_0/0.3))]"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-medium tracking-wide text-white/80 uppercase">Guides</p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{TITLE}</h1>
        <p className="max-w-2xl text-base text-pretty text-white/90 sm:text-lg">
          {DESCRIPTION} Each guide covers what the format is, how to make it, and ideas to start from.
        </p>
      </div>
    </section>
  );
}

function ReloadButton({ label, icon }: { label: string; icon: "refresh" | "retry" }) {
  const location = useLocation();
  const Icon = icon === "refresh" ? RefreshCw : RotateCcw;
  return (
    <Button asChild variant="outline">
      {/* A full reload of the same address: works before hydration and re-runs the loader. */}
      <a href={location.pathname + location.search}>
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

// Spec §2: "Error: 'Error loading niches' with Try Again."
export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <h1 className="mb-8 text-3xl font-semibold tracking-tight sm:text-4xl">{TITLE}</h1>
      <StatusPanel
        tone="error"
        title="Error loading niches"
        description="We could not load the channel types. Please try again."
        action={<ReloadButton label="Try Again" icon="retry" />}
      />
    </div>
  );
}
