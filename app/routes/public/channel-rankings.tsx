import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel Rankings";
const DESCRIPTION = "Top channels by revenue per video and per subscriber.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelRankingsPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
