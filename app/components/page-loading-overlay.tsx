import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";

/**
 * Shown only when a navigation is still loading after this long, so quick page changes do not
 * flash an overlay. Our choice; the spec names no delay for this screen.
 */
const SHOW_AFTER_MS = 300;

/** Spec §2: "a full-screen spinner 'Loading page...' while a page loads". */
export function PageLoadingOverlay() {
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex animate-fade-in items-center justify-center bg-background/70 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-8 py-6 shadow-lg">
        <Spinner className="size-8 text-primary" />
        <p className="text-sm font-medium">Loading page...</p>
      </div>
    </div>
  );
}
