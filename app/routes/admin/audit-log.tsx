import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/audit-log";
import { appContext } from "~/lib/app-context";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await context.get(appContext).accounts.requireAdmin(request, url);
  return null;
}

const TITLE = "Audit log";
const DESCRIPTION = "Every change made in the admin area: who, what, when, before and after.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminAuditLogPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
