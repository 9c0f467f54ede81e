import { Component, type ReactNode } from "react";

/**
 * Around code loaded on demand (~/lib/on-demand): if the fetch fails (offline, or a deploy
 * removed the old file), show `fallback` instead of letting the error reach the page's error
 * boundary and replace the whole page. Remount it (a new `key`) to try again.
 */
export class OnDemandBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
