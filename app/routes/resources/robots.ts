// GET /robots.txt (catalogue "SEO"): crawl the public catalogue; keep out of admin, the JSON API
// and personal pages; point to the sitemap.
import type { Route } from "./+types/robots";
import { appContext } from "#server/app-context";
import { absoluteUrl, siteOrigin } from "~/lib/seo";

export const ROBOTS_DISALLOWED = ["/admin", "/api/", "/profile", "/auth/", "/resources/"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv } = context.get(appContext);
  const origin = siteOrigin(publicEnv.publicUrl, request);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
