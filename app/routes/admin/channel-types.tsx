import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Channel types";
const DESCRIPTION = "Create, edit and delete channel types and their guides.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelTypesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
