// GET /sitemap.xml (catalogue "SEO"): every channel, channel type, niche, idea and static page.
// The sitemaps protocol allows 50,000 URLs a file, so a larger catalogue is served as a sitemap
// index whose parts are /sitemap.xml?page=N. Each answer is public, so the page cache keeps it.
import type { Route } from "./+types/sitemap";
import { appContext } from "#server/app-context";
import { escapeXml } from "#domain/html-escape";
import { SITEMAP_MAX_URLS } from "#domain/sitemap";
import { absoluteUrl, siteOrigin } from "~/lib/seo";

/** Public pages without a database row behind them. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/channel-search",
  "/channel-rankings",
  "/outliers",
  "/start",
  "/channel-types",
  "/niches",
  "/faceless-ideas",
  "/calculators",
  "/calculator",
  "/growth-rate-calculator",
  "/reach-calculator",
  "/channel-earnings",
  "/how-it-works",
  "/developers",
  "/training",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
] as const;

type Entry = { path: string; lastmod?: Date };

const channelEntry = (channel: { slug: string; updatedAt: Date }): Entry => ({
  path: `/channel/${encodeURIComponent(channel.slug)}`,
  lastmod: channel.updatedAt,
});

// Channels are read a part at a time (a keyset page in the order they were added), never the whole
// table: one file while everything fits, else an index whose first part holds the pages without a
// channel and each further part 50,000 channels.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const [starts, types, niches, ideas] = await Promise.all([
    services.channels.sitemapPartStarts(),
    services.channelTypes.list(),
    services.niches.options(),
    services.ideas.list(),
  ]);
  const pages: Entry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...types.types.map((type) => ({ path: `/channel-types/${type.id}` })),
    ...niches.map((niche) => ({ path: `/niches/${niche.slug}` })),
    ...ideas.map((idea) => ({ path: `/faceless-ideas/${idea.slug}` })),
  ];
  const [first] = starts;
  if (starts.length <= 1) {
    const channels = first ? await services.channels.sitemapPart(first) : [];
    if (pages.length + channels.length <= SITEMAP_MAX_URLS) return urlset(origin, [...pages, ...channels.map(channelEntry)]);
  }
  const parts = 1 + starts.length;
  const page = Number(new URL(request.url).searchParams.get("page") ?? "0");
  if (!(Number.isInteger(page) && page >= 1 && page <= parts)) {
    const items = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `/sitemap.xml?page=${i + 1}`))}</loc></sitemap>`,
    );
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`);
  }
  if (page === 1) return urlset(origin, pages);
  return urlset(origin, (await services.channels.sitemapPart(starts[page - 2]!)).map(channelEntry));
}

function urlset(origin: string, entries: Entry[]): Response {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
  );
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>`);
}

function xml(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
