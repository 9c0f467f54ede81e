import { Suspense, useEffect, useRef, useState } from "react";
import { OnDemandBoundary } from "~/components/on-demand-boundary";
import { Skeleton } from "~/components/ui/skeleton";
import type { OnDemand } from "~/lib/on-demand";

/** How far below (or above) the viewport a chart starts loading, so it is usually drawn by the time it is seen. */
const LOAD_MARGIN = "300px 0px";

/**
 * The box a chart draws in. The chart library (recharts, ~100 KB) loads only when the box comes
 * near the viewport; until then (and before hydration, and without JavaScript) a skeleton of the
 * same size holds the place, so nothing shifts, and the table beside every chart, rendered on the
 * server, carries the numbers. The chart is hidden from screen readers: the table is their
 * version of it. `data-chart-ready` marks a drawn chart.
 */
export function ChartFrame<P extends object>({ height = 280, chart, props }: { height?: number; chart: OnDemand<P>; props: P }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const skeleton = <Skeleton className="size-full" />;
  return (
    <div
      ref={frame}
      aria-hidden="true"
      className="w-full select-none"
      style={{ height }}
      data-chart-ready={drawn ? "" : undefined}
    >
      {near ? (
        // A chart that cannot load leaves its skeleton: the table beside it has the numbers.
        <OnDemandBoundary fallback={skeleton}>
          <Suspense fallback={skeleton}>
            <chart.Component {...props} />
            <OnMount run={() => setDrawn(true)} />
          </Suspense>
        </OnDemandBoundary>
      ) : (
        skeleton
      )}
    </div>
  );
}

/** Runs once its Suspense boundary has shown its content (the chart's code has arrived). */
function OnMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
