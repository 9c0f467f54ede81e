import { Outlet, useRouteLoaderData } from "react-router";
import { AdminHeader } from "~/components/admin-header";
import { AdminSideNav } from "~/components/admin-side-nav";
import { appContext } from "#server/app-context";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/layout";
import type { loader as contactInboxLoader } from "./contact-messages";

/**
 * Spec §4: "No user: redirect to /admin/login carrying the origin path. Non-admin on an admin
 * page: redirect to /." Decided on the server; each admin page's loader checks again, because
 * React Router runs a child's loader even when only it is revalidated.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  return { adminId: viewer.id, unreadMessages: await services.contactInbox.unreadCount() };
}

/** The admin area's frame: its own header and a side navigation of the admin pages. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  // The inbox page marks a message read while this loader runs beside it; its own count is the fresher one.
  const inbox = useRouteLoaderData<typeof contactInboxLoader>("routes/admin/contact-messages");
  const unreadMessages = inbox?.unread ?? loaderData.unreadMessages;
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader user={root?.user ?? null} />
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminSideNav counts={{ "/admin/contact-messages": unreadMessages }} />
        <main id="main" className="min-w-0 flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
