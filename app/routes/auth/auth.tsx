import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Welcome";
const DESCRIPTION = "Sign in to your account or create your account.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AuthPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
