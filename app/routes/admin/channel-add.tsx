import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Add channel";
const DESCRIPTION = "Paste a YouTube URL, @handle or channel id to add a channel with its fields prefilled.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelAddPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
