import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "My Profile";
const DESCRIPTION = "Your profile information: full name and username.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function ProfilePage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
