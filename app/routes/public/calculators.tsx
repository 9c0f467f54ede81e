import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Calculators";
const DESCRIPTION = "All our calculators in one place: earnings, channel earnings, growth and reach.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function CalculatorsPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
