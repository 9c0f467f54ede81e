import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "YouTube Channel Types";
const DESCRIPTION = "How-to guides for every faceless channel format, from compilations to AI-generated stories.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ChannelTypesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
