import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cn } from "~/lib/cn";

// This module is started after the page's first paint (app/lib/scripts-after-first-paint.ts).
// What follows runs in tasks of its own, so that none of them holds back a tap for long:
// tailwind-merge builds its tables on its first call (about 15 ms on a desktop, four times that
// on a phone), then React hydrates the page in short slices.
setTimeout(() => cn("p-0", "p-1"), 0);
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
