import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-add";
import { appContext } from "~/lib/app-context";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await context.get(appContext).accounts.requireAdmin(request, url);
  return null;
}

const TITLE = "Add channel";
const DESCRIPTION = "Paste a YouTube URL, @handle or channel id to add a channel with its fields prefilled.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelAddPage() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} contained={false} />;
}
