import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel Earnings";
const DESCRIPTION = "Pick a channel or enter its numbers to see monthly revenue, revenue per video and per subscriber, and the 12-month potential.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelEarningsPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
