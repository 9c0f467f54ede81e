import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often a page with a background run reloads its data. */
const POLL_MS = 1000;

/**
 * While a background run is going (a link check, a CSV import), reloads the page's data every
 * second so its progress bar moves; a reload still under way is not stacked with another.
 */
export function usePollWhileRunning(running: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
}
