import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Reach Calculator";
const DESCRIPTION = "Turn impressions and click-through rate into views, watch hours and the time to Partner Program thresholds.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ReachCalculatorPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
