import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { ROUTE_GUARD } from "#domain/constants";
import { Spinner } from "~/components/ui/spinner";

/** Pages whose loader checks who is asking (requireUser / requireAdmin). */
function isProtectedPath(pathname: string): boolean {
  return pathname === "/profile" || (pathname.startsWith("/admin") && pathname !== "/admin/login");
}

/**
 * Spec §2: "protected pages show a spinner 'Verifying your access...'"; §4/§9: "shows the loader
 * after 500 ms of loading; gives up waiting after 3 s". The server decides access; while a
 * client-side navigation to a protected page waits on it, this shows the spinner, and after 3 s
 * it stops waiting on the client and loads the page as a full document (the server's answer —
 * the page or its redirect — is then final).
 */
export function AccessGuardOverlay() {
  const navigation = useNavigation();
  const target =
    navigation.state === "loading" && navigation.location && isProtectedPath(navigation.location.pathname)
      ? navigation.location
      : null;
  const href = target ? `${target.pathname}${target.search}${target.hash}` : null;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!href) {
      setVisible(false);
      return;
    }
    const show = window.setTimeout(() => setVisible(true), ROUTE_GUARD.loaderDelayMs);
    const giveUp = window.setTimeout(() => window.location.assign(href), ROUTE_GUARD.timeoutMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [href]);

  if (!visible || !href) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[110] flex animate-fade-in items-center justify-center bg-background/80 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-8 py-6 shadow-lg">
        <Spinner className="size-8 text-primary" />
        <p className="text-sm font-medium">Verifying your access...</p>
      </div>
    </div>
  );
}
