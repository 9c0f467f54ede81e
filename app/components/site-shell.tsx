import type * as React from "react";
import { DemoBanner } from "~/components/demo-notice";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { ShellUser } from "#domain/shell-user";

/** Header, main content and footer of every public page (also used by the root error boundary). */
export function SiteShell({ user, demo, children }: { user: ShellUser | null; demo: boolean; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {demo ? <DemoBanner /> : null}
      <SiteHeader user={user} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter demo={demo} />
    </div>
  );
}
