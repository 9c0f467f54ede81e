import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Niche";
const DESCRIPTION = "A niche in detail: RPM range, competition, risk and its channels.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function NicheByIdPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
