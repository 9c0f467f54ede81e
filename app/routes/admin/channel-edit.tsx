import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Edit channel";
const DESCRIPTION = "Edit a channel's details, type, niche and keywords.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelEditPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
