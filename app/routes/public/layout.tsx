import { Outlet } from "react-router";
import { SiteShell } from "~/components/site-shell";
import { useRootData } from "~/lib/root-data";

/** Header and footer around every public page. */
export default function PublicLayout() {
  const root = useRootData();
  return (
    <SiteShell user={root?.user ?? null} demo={root?.demo ?? false}>
      <Outlet />
    </SiteShell>
  );
}
