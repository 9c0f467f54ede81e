// /faceless-idea/{id} → 301 to the canonical /faceless-ideas/{slug} (PRODUCT.md: "canonical URL +
// redirect"); an unknown id is the 404 page. A slug here is forwarded too, for old links.
import { data, redirect } from "react-router";
import type { Route } from "./+types/faceless-idea-by-id";
import { NotFound } from "~/components/not-found";
import { appContext } from "#server/app-context";
import { seoMeta } from "~/lib/seo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.get(appContext).services.ideas.resolve(params.id);
  if (result.kind === "redirect") throw redirect(`/faceless-ideas/${result.slug}`, 301);
  if (result.kind === "found") throw redirect(`/faceless-ideas/${result.idea.slug}`, 301);
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

export default function FacelessIdeaByIdPage() {
  return <NotFound />;
}
