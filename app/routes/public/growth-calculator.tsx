import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Growth Rate Calculator";
const DESCRIPTION = "Project subscribers and revenue month by month with compounding growth (5% a month by default).";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function GrowthCalculatorPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
