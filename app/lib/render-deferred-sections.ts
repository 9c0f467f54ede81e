import { useEffect } from "react";
import { useLocation } from "react-router";

// Sections marked render-when-near (app/app.css) are skipped by the browser until they come near
// the viewport, which keeps a long page's first frames short on a phone. Once the page is idle
// the sections of a page (a parent marking its children, `*:render-when-near`) are drawn one at a
// time, each in a frame of its own, so that a jump to the end of the page finds them drawn and no
// single frame carries them all. A list's items (`render-when-near-N` on each result, card or row)
// are left to the browser, drawn as they come near: drawing forty cards one a frame on /niches
// was most of its blocking time under a phone's CPU (TBT 120 → 57 ms, median of 3).

/**
 * The sections the browser may be skipping: the children of a parent that marks its children.
 * Read from the class names, not from their computed style: asking for the style of skipped
 * content made the browser style all of it at once (a 124 ms task on /niches on a phone's CPU).
 */
function skippedSections(): HTMLElement[] {
  const found: HTMLElement[] = [];
  // `*:render-when-near`, `*:not-first:render-when-near`: a variant on a parent marks its children.
  for (const parent of document.querySelectorAll('[class*=":render-when-near"]'))
    for (const child of parent.children) if (child instanceof HTMLElement) found.push(child);
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
