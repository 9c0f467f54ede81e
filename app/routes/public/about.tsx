import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "About";
const DESCRIPTION = "What Faceless Atlas is, who it is for and where the numbers come from.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AboutPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
