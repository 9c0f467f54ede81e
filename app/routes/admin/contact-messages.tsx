import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact-messages";
import { appContext } from "~/lib/app-context";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await context.get(appContext).accounts.requireAdmin(request, url);
  return null;
}

const TITLE = "Contact inbox";
const DESCRIPTION = "Messages sent through the contact form.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminContactMessagesPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
