import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";

const TITLE = "User Management";
const DESCRIPTION = "Search users, change roles, ban and delete accounts.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminUsersPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
