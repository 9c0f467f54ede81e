import { useEffect } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { TOASTS } from "#domain/constants";
import { SERVICE_UNAVAILABLE } from "#domain/service-unavailable";
import type { Route } from "./+types/root";
import { AuthClient } from "~/components/auth/auth-client";
import { NotFound } from "~/components/not-found";
import { PageLoadingOverlay } from "~/components/page-loading-overlay";
import { ServiceWorkerRegistration } from "~/components/service-worker-registration";
import { SiteShell } from "~/components/site-shell";
import { Toaster } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { useCspNonce } from "~/lib/csp-nonce";
import { pageMeta } from "~/lib/page-meta";
import { useRootData } from "~/lib/root-data";
import { REPLAY_EARLY_INPUT, SCRIPTS_AFTER_FIRST_PAINT } from "~/lib/scripts-after-first-paint";
import { serverThemeClass, THEME_SCRIPT, useApplyTheme, useTheme } from "~/lib/theme";
import { ZOD_BROWSER_CONFIG_SCRIPT } from "~/lib/zod-browser-config";
import { readThemeCookie } from "#domain/theme-cookie";
import stylesheet from "./app.css?url";
import { useRenderDeferredSectionsWhenIdle } from "~/lib/render-deferred-sections";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicEnv, accounts, logger, memberRender } = context.get(appContext);
  // The demo banner is decoration: when the catalogue cannot be read, the page's own error
  // state (spec §8) must still show, not the generic 500 page.
  const demoOrFalse = services.catalogue.isDemo().catch((error: unknown) => {
    logger.error({ err: error }, "demo check failed");
    return false;
  });
  const [demo, viewer] = await Promise.all([demoOrFalse, accounts.getViewer(request)]);
  return {
    theme: readThemeCookie(request),
    demo,
    user: memberRender.shellUser(viewer),
    // A toast left by a redirect (sign-in, sign-out…); FlashToast shows it once.
    flash: accounts.readFlash(request),
    publicEnv,
  };
}

// The brand mark (a compass on the accent colour) as an inline SVG, so no extra request 404s.
const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4338ca"/><g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><circle cx="16" cy="16" r="9"/><path d="m19.8 12.2-2 5.6-5.6 2 2-5.6z"/></g></svg>',
  );

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON, type: "image/svg+xml" }];

// Pages set their own meta; this one serves the error boundary (and any page without meta).
export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta("Page not found", "The page you are looking for does not exist or has moved.");
  }
  if (isRouteErrorResponse(error) && error.status === 503)
    return pageMeta(SERVICE_UNAVAILABLE.title, SERVICE_UNAVAILABLE.message);
  if (error) return pageMeta("Something went wrong", "We could not show this page right now.");
  return pageMeta("Faceless YouTube channel ideas", "Discover faceless YouTube channel ideas, their numbers and what they earn.");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useTheme();
  // The response's CSP nonce (app/entry.server.tsx): inline scripts without it would not run.
  const nonce = useCspNonce();
  useApplyTheme(theme);
  useRenderDeferredSectionsWhenIdle();
  // Marks the page once React has hydrated it and run its effects. The scripts start after the
  // first paint (app/lib/scripts-after-first-paint.ts); browser tests wait for this mark after a
  // full load (tests/e2e/test.ts).
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    // What was typed, chosen or tapped while the scripts were on their way is carried out now.
    (window as unknown as Record<string, (() => void) | undefined>)[REPLAY_EARLY_INPUT]?.();
  }, []);
  return (
    // The class is right on the server for light and dark; for "system" the head script sets
    // it before paint, so the browser's <html> may differ from the server's on purpose.
    <html lang="en" className={serverThemeClass(theme)} data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* With a precedence React puts the stylesheet ahead of the scripts' modulepreload links,
            so the one file the first paint waits for is requested first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + ZOD_BROWSER_CONFIG_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <PageLoadingOverlay />
        <Toaster
          // Spec §9: "Notifications: display 4000 ms, max 3 visible, swipe dismiss 20 px, Alt+T
          // focuses notifications, position bottom-right." Sonner's swipe threshold is fixed
          // (45 px or a fast flick) and cannot be set to 20 px.
          duration={TOASTS.durationMs}
          visibleToasts={TOASTS.maxVisible}
          position={TOASTS.position}
          hotkey={[...TOASTS.hotkey]}
          theme={theme}
          closeButton
          richColors
        />
        <ServiceWorkerRegistration />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts what <Scripts> wrote, held back by the server, once the page has painted. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_FIRST_PAINT }} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <AuthClient />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell user={root?.user ?? null} demo={root?.demo ?? false}>
      {notFound ? <NotFound /> : <ErrorMessage error={error} />}
    </SiteShell>
  );
}

function ErrorMessage({ error }: { error: unknown }) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-medium text-muted-foreground tabular-nums">Error {status}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
        {status === 503 ? SERVICE_UNAVAILABLE.title : "Something went wrong"}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {status === 403
          ? "You do not have access to this page."
          : status === 400
            ? badRequestMessage(error)
            : status === 503
              ? SERVICE_UNAVAILABLE.message
              : "We could not show this page right now. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload of the same address: works before hydration and resets client state. */}
        <Button asChild>
          <a href={location.pathname + location.search}>Try again</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Home</Link>
        </Button>
      </div>
      {stack ? (
        <pre className="mt-10 max-h-96 w-full overflow-auto rounded-lg border bg-muted p-4 text-left text-xs">{stack}</pre>
      ) : null}
    </section>
  );
}

/** A 400's own message (a loader's `data("…", { status: 400 })`), or a general one. */
function badRequestMessage(error: unknown): string {
  const data = isRouteErrorResponse(error) ? (error.data as unknown) : null;
  if (typeof data === "string" && data.trim() !== "") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return "Something in the address is not valid. Check the link and try again.";
}
