import { Suspense, useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { OnDemandBoundary } from "~/components/on-demand-boundary";
import { onDemand } from "~/lib/on-demand";
import { onToastWanted } from "~/lib/toast";

const sonner = onDemand(() => import("~/components/sonner-toaster"));

/** The notifications area, mounted with its library when the first toast is asked for (~/lib/toast). */
export function Toaster(props: ToasterProps) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastWanted(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <OnDemandBoundary fallback={null}>
      <Suspense fallback={null}>
        <sonner.Component {...props} />
      </Suspense>
    </OnDemandBoundary>
  );
}
