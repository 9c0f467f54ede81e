import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that React hydrates on its own, after the rest: each Suspense
 * boundary is hydrated and committed in a task of its own (a tap inside one hydrates it first),
 * so a page of many cards or sections never holds the main thread for one long commit. Nothing
 * in it suspends; the fallback is never shown.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
