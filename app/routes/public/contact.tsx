import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Contact";
const DESCRIPTION = "Send us a message: questions, corrections or a channel we should add.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ContactPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
