import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Niches";
const DESCRIPTION = "Create, edit and delete niches.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminNichesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
