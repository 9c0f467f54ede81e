import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Faceless YouTube Ideas";
const DESCRIPTION = "Faceless channel ideas with difficulty, startup cost, RPM range and the tools you need.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function FacelessIdeasPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
