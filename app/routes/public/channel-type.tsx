import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel Type";
const DESCRIPTION = "One channel format: how to create it, example ideas and the channels that use it.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelTypePage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
