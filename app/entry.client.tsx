import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Paint the server's HTML first, then hydrate: on a fast connection the scripts arrive before
// the first frame, and hydrating the whole page then would hold that frame back. The page
// works before hydration (links, GET forms, the theme form), so nothing waits on it but
// script-only extras. requestAnimationFrame runs just before a frame; the timeout just after.
// A hidden tab paints no frames, so it hydrates at once.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
