import { Outlet, useLocation } from "react-router";
import { CompareTray } from "~/components/compare/compare-tray";
import { SiteShell } from "~/components/site-shell";
import { useRootData } from "~/lib/root-data";

/**
 * Header and footer around every public page, and the compare tray: "Add to compare" sits on
 * channel cards across the site, so the picks show wherever one was made (not on /compare
 * itself, which shows the comparison).
 */
export default function PublicLayout() {
  const root = useRootData();
  const { pathname } = useLocation();
  return (
    <SiteShell user={root?.user ?? null} demo={root?.demo ?? false}>
      <Outlet />
      {pathname === "/compare" ? null : <CompareTray />}
    </SiteShell>
  );
}
