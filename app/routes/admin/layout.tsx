import { Outlet } from "react-router";
import { AdminHeader } from "~/components/admin-header";
import { AdminSideNav } from "~/components/admin-side-nav";
import { appContext } from "~/lib/app-context";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/layout";

/**
 * Spec §4: "No user: redirect to /admin/login carrying the origin path. Non-admin on an admin
 * page: redirect to /." Decided on the server; each admin page's loader checks again, because
 * React Router runs a child's loader even when only it is revalidated.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const viewer = await context.get(appContext).accounts.requireAdmin(request, url);
  return { adminId: viewer.id };
}

/** The admin area's frame: its own header and a side navigation of the admin pages. */
export default function AdminLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader user={root?.user ?? null} />
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminSideNav />
        <main id="main" className="min-w-0 flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
