import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component whose code is fetched only when it is needed (a menu opened, a chart scrolled
 * into view), so the libraries behind it stay out of the first load. `preload` starts the fetch
 * early (on hover or focus) without rendering anything; the component is React.lazy, to be
 * rendered inside <Suspense>.
 */
export type OnDemand<P extends object> = { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<unknown> };

export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a new deploy) may succeed on the next try.
      loading = null;
      throw error;
    });
    return loading;
  };
  return { Component: lazy(preload), preload };
}
