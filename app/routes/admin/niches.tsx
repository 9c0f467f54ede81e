import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/niches";
import { appContext } from "~/lib/app-context";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await context.get(appContext).accounts.requireAdmin(request, url);
  return null;
}

const TITLE = "Niches";
const DESCRIPTION = "Create, edit and delete niches.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminNichesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
