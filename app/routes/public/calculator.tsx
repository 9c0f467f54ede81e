import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Earnings Calculator";
const DESCRIPTION = "Estimate earnings from views and a CPM rate, with niche and country presets.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function EarningsCalculatorPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
