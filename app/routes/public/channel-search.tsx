import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel Search";
const DESCRIPTION = "Search faceless channels by keyword and filter by type, niche, country, size and upload rate.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelSearchPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
