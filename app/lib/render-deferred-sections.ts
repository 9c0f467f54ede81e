import { useEffect } from "react";
import { useLocation } from "react-router";

// Sections marked render-when-near (app/app.css) are skipped by the browser until they come near
// the viewport, which keeps a long page's first frames short on a phone. Once the page is idle
// they are drawn one at a time, each in a frame of its own, so that a full-page screenshot or a
// jump to the end of the page finds them drawn, and no single frame carries them all.

/** Elements the browser is skipping now: marked ones and the children of a parent that marks its children. */
function skippedSections(): HTMLElement[] {
  const found: HTMLElement[] = [];
  const deferred = (element: Element): element is HTMLElement =>
    element instanceof HTMLElement && getComputedStyle(element).contentVisibility === "auto";
  for (const marked of document.querySelectorAll('[class*="render-when-near"]')) {
    if (deferred(marked)) found.push(marked);
    for (const child of marked.children) if (deferred(child)) found.push(child);
  }
  return found;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

/** Draws the page's skipped sections while it is idle, one a frame; again after each navigation. */
export function useRenderDeferredSectionsWhenIdle(): void {
  const { pathname, search } = useLocation();
  // A new page (path or query) has sections of its own.
  useEffect(() => {
    let queue: HTMLElement[] | null = null;
    let cancel = whenIdle(step);
    function step() {
      queue ??= skippedSections();
      const next = queue.shift();
      if (!next) return;
      next.style.contentVisibility = "visible";
      // The next one after this frame has drawn it.
      const frame = requestAnimationFrame(() => {
        cancel = whenIdle(step);
      });
      cancel = () => cancelAnimationFrame(frame);
    }
    return () => cancel();
  }, [pathname, search]);
}
