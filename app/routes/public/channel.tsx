import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel";
const DESCRIPTION = "A channel in detail: stats, top performing videos, estimated revenue and related channels.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
