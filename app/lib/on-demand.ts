import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type OnDemand<P extends object> = { readonly Component: LazyExoticComponent<ComponentType<P>>; preload: () => void };

/**
 * A component whose code is fetched only when it is needed (a menu opened, a chart scrolled
 * into view), so the libraries behind it stay out of the first load. `Component` is React.lazy,
 * to be rendered inside <Suspense> and an <OnDemandBoundary>; `preload` starts the fetch early
 * (on hover or focus) without rendering anything. After a failed fetch (offline, or a deploy
 * removed the old file) the next render of `Component` fetches again.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      // React.lazy keeps a rejection for good: the next attempt needs a new lazy component.
      component = lazy(start);
      throw error;
    });
    return loading;
  };
  let component = lazy(start);
  return {
    get Component() {
      return component;
    },
    // A head start only: a failure here shows when the component itself renders.
    preload: () => void start().catch(() => {}),
  };
}
