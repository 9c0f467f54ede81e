import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Niches";
const DESCRIPTION = "Faceless niches with RPM ranges, competition and demonetization risk.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function NichesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
