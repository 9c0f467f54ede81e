import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// This module is started after the page's first paint (app/lib/scripts-after-first-paint.ts).
// Hydration waits for the next task, so that evaluating the page's modules and hydrating it are
// two shorter tasks rather than one long one that holds back a tap.
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
