import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Terms of Service & Privacy Policy";
const DESCRIPTION = "The terms for using Faceless Atlas and how we handle your data.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function LegalPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
