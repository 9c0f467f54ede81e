import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Dashboard";
const DESCRIPTION = "Counts, recent sign-ups, the last sync and link-check results, and API quota used.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDashboardPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
