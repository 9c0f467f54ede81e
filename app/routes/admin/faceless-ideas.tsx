import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Faceless ideas";
const DESCRIPTION = "Create, edit and delete faceless channel ideas.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminFacelessIdeasPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
