// /outliers: videos that beat their own channel, best score first (domain/outlier-score), with
// filters for the channel's type, niche, country and size, the video's age, format and views.
// All state is in the URL; a malformed value is left out, named on the page, and answered 400.
import { Link, data } from "react-router";
import { COUNTRIES } from "#domain/countries";
import { formatCompact, formatDate } from "#domain/format";
import { OUTLIER_SCORE_DEFINITION, OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { parseOutlierParamsLeniently, toOutlierSearchQuery } from "#domain/outlier-search-params";
import {
  CHANNEL_SIZE_BANDS,
  OUTLIER_PUBLISHED_WITHIN_DAYS,
  VIDEO_FORMAT_LABELS,
  outliersHref,
  BEYOND_AUDIENCE,
  YOUNG_CHANNEL,
} from "#domain/outlier-filters";
import type { Route } from "./+types/outliers";
import { FilterForm } from "~/components/guides/filter-form";
import { StatusPanel } from "~/components/guides/status-panel";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { PrevNextNav } from "~/components/prev-next-nav";
import { OutlierVideoList } from "~/components/research/outlier-video-list";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "Outlier Videos";
const DESCRIPTION = `Faceless YouTube videos that got ×${OUTLIER_THRESHOLD} or more of their own channel's usual views, best first. Filter by type, niche, country, channel size and age, publish date, format, views and reach beyond the channel's subscribers.`;
const FILTERS = ["type", "niche", "country", "size", "within", "format", "views_min", "channel_age", "reach"] as const;
const VIEW_FLOORS = [1_000, 10_000, 100_000, 1_000_000];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const { params, messages } = parseOutlierParamsLeniently(new URL(request.url).searchParams);
  const query = toOutlierSearchQuery(params);
  const [result, options] = await Promise.all([services.outliers.search(query), services.channels.filterOptions()]);
  const values: Record<string, string> = {};
  for (const name of FILTERS) if (params[name] !== undefined) values[name] = String(params[name]);
  return data(
    {
      origin: siteOrigin(publicEnv.publicUrl, request),
      invalidMessages: messages,
      values,
      result,
      now: Date.now(),
      options: {
        channelTypes: options.channelTypes.map((type) => ({ value: type.id, label: type.label })),
        niches: options.niches.map((niche) => ({ value: niche.slug, label: niche.name })),
      },
    },
    { status: messages.length > 0 ? 400 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/outliers",
    breadcrumbs: [{ name: "Outliers", path: "/outliers" }],
  });
}

export default function OutliersPage({ loaderData }: Route.ComponentProps) {
  const { values, result, options, invalidMessages, now } = loaderData;
  const viewsMin = values.views_min ? Number(values.views_min) : null;
  const viewFloors =
    viewsMin !== null && !VIEW_FLOORS.includes(viewsMin) ? [...VIEW_FLOORS, viewsMin].sort((a, b) => a - b) : VIEW_FLOORS;
  const first = (result.page - 1) * result.limit + 1;
  const pageHref = (page: number) => outliersHref({ ...values, page });
  const active = FILTERS.some((name) => values[name] !== undefined);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
        Score = {OUTLIER_SCORE_DEFINITION}.{" "}
        <Link to="/how-it-works#outlier-score" className="font-medium text-primary underline underline-offset-4">
          How the score works
        </Link>
      </p>
      <div className="mt-6">
        <FilterForm
          action="/outliers"
          resultCount={result.videos.length}
          noun={["video", "videos"]}
          summary={
            result.videos.length === 0 ? "No videos" : `Videos ${first}–${first + result.videos.length - 1}, best score first`
          }
          fields={[
            {
              name: "type",
              label: "Channel type",
              value: values.type ?? "",
              options: options.channelTypes,
              anyLabel: "All types",
            },
            { name: "niche", label: "Niche", value: values.niche ?? "", options: options.niches, anyLabel: "All niches" },
            {
              name: "country",
              label: "Country",
              value: values.country ?? "",
              options: COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
              anyLabel: "All countries",
            },
            {
              name: "size",
              label: "Channel size",
              value: values.size ?? "",
              options: CHANNEL_SIZE_BANDS.map((band) => ({ value: band.key, label: band.label })),
              anyLabel: "Any size",
            },
            {
              name: "within",
              label: "Published",
              value: values.within ?? "",
              options: OUTLIER_PUBLISHED_WITHIN_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
              anyLabel: "Any time",
            },
            {
              name: "format",
              label: "Format",
              value: values.format ?? "",
              options: (["long", "short"] as const).map((format) => ({ value: format, label: VIDEO_FORMAT_LABELS[format] })),
              anyLabel: "Both",
            },
            {
              name: "views_min",
              label: "Minimum views",
              value: values.views_min ?? "",
              options: viewFloors.map((floor) => ({ value: String(floor), label: `${formatCompact(floor)}+` })),
              anyLabel: "Any",
            },
            {
              name: "channel_age",
              label: "Channel age",
              value: values.channel_age ?? "",
              options: [{ value: YOUNG_CHANNEL.key, label: YOUNG_CHANNEL.label }],
              anyLabel: "Any age",
            },
            {
              name: "reach",
              label: "Reach",
              value: values.reach ?? "",
              options: [{ value: BEYOND_AUDIENCE.key, label: BEYOND_AUDIENCE.label }],
              anyLabel: "Any",
            },
          ]}
        />
      </div>
      {invalidMessages.length > 0 ? (
        <div className="mt-6">
          <FormAlert>Some filters were left out: {invalidMessages.join("; ")}.</FormAlert>
        </div>
      ) : null}
      <section aria-labelledby="outliers-heading" className="mt-6 flex flex-col gap-4">
        <h2 id="outliers-heading" className="sr-only">
          Outlier videos
        </h2>
        {result.asOf ? (
          <p className="text-xs text-muted-foreground" data-testid="outliers-as-of">
            &ldquo;Published&rdquo; counts back from {formatDate(result.asOf)}, the newest scored upload&apos;s day.
          </p>
        ) : null}
        {result.videos.length === 0 ? (
          <StatusPanel
            tone="empty"
            title={active ? "No outliers match these filters" : "No outlier scores yet"}
            description={
              active
                ? "Try a longer time span, another format or fewer filters."
                : `Videos appear here once one gets ×${OUTLIER_THRESHOLD} or more of its channel's usual views.`
            }
            action={
              active ? (
                <Button asChild variant="outline">
                  <Link to="/outliers">Clear filters</Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <OutlierVideoList videos={result.videos} now={now} asOf={result.asOf} />
        )}
        {result.page > 1 || result.hasMore ? (
          <PrevNextNav
            className="mt-2"
            prev={result.page > 1 ? { href: pageHref(result.page - 1), label: "Previous" } : null}
            next={result.hasMore ? { href: pageHref(result.page + 1), label: "Next" } : null}
          >
            Page {result.page}
          </PrevNextNav>
        ) : null}
      </section>
    </div>
  );
}
