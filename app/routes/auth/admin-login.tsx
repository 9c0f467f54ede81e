import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "Admin sign in";
const DESCRIPTION = "Sign in with an admin account to manage the catalogue.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminLoginPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
