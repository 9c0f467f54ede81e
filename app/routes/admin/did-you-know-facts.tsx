import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Did you know facts";
const DESCRIPTION = "Create, edit, switch on or off and delete the Did You Know facts.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDidYouKnowFactsPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
