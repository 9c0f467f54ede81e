// GET /sitemap.xml (catalogue "SEO"): every channel, channel type, niche, idea and static page.
// The sitemaps protocol allows 50,000 URLs a file, so a larger catalogue is served as a sitemap
// index whose parts are /sitemap.xml?page=N.
import type { Route } from "./+types/sitemap";
import { appContext } from "#server/app-context";
import { escapeXml } from "#domain/html-escape";
import { absoluteUrl, siteOrigin } from "~/lib/seo";

/** Public pages without a database row behind them. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/channel-search",
  "/channel-rankings",
  "/outliers",
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

/** Sitemaps protocol: "no more than 50,000 URLs" per file. */
export const SITEMAP_MAX_URLS = 50_000;

type Entry = { path: string; lastmod?: Date };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const [channels, types, niches, ideas] = await Promise.all([
    services.channels.sitemapEntries(),
    services.channelTypes.list(),
    services.niches.options(),
    services.ideas.list(),
  ]);
  const entries: Entry[] = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...types.types.map((type) => ({ path: `/channel-types/${type.id}` })),
    ...niches.map((niche) => ({ path: `/niches/${niche.slug}` })),
    ...ideas.map((idea) => ({ path: `/faceless-ideas/${idea.slug}` })),
    ...channels.map((channel) => ({ path: `/channel/${encodeURIComponent(channel.slug)}`, lastmod: channel.updatedAt })),
  ];
  const parts = Math.ceil(entries.length / SITEMAP_MAX_URLS);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "0");
  if (parts > 1 && !(page >= 1 && page <= parts)) {
    const items = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `/sitemap.xml?page=${i + 1}`))}</loc></sitemap>`,
    );
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>`);
  }
  const slice = parts > 1 ? entries.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS) : entries;
  const urls = slice.map(
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
