// /niche/{id} → 301 to the canonical /niches/{slug} (PRODUCT.md: "`/niche/{id}` redirects to the
// canonical `/niches/{slug}`"); an unknown id is the 404 page.
import { data, redirect } from "react-router";
import type { Route } from "./+types/niche-by-id";
import { NotFound } from "~/components/not-found";
import { appContext } from "#server/app-context";
import { seoMeta } from "~/lib/seo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = await context.get(appContext).services.niches.slugById(params.id);
  if (slug) throw redirect(`/niches/${slug}`, 301);
  return data(null, { status: 404 });
}

export function meta() {
  return seoMeta({
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    origin: undefined,
    path: "/",
    noindex: true,
  });
}

export default function NicheByIdPage() {
  return <NotFound />;
}
