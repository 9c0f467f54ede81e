import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Link checker";
const DESCRIPTION = "Check every channel and image link, with progress and a status per link.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminLinkCheckerPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
