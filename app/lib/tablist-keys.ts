import type * as React from "react";

/**
 * The WAI-ARIA tabs keyboard pattern for a tablist whose tabs are links (each tab has its own URL,
 * so it works without JavaScript): Left/Right move to the previous/next tab (wrapping), Home and
 * End to the first and last, and the tab reached is opened at once (automatic activation).
 * Pair it with a roving tabindex (the selected tab 0, the others -1) once hydrated.
 */
export function onTablistKeyDown(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  const last = tabs.length - 1;
  const next =
    event.key === "ArrowRight"
      ? current === last
        ? 0
        : current + 1
      : event.key === "ArrowLeft"
        ? current === 0
          ? last
          : current - 1
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? last
            : null;
  if (next === null) return;
  event.preventDefault();
  const tab = tabs[next];
  if (!tab || next === current) return;
  tab.focus();
  tab.click();
}
