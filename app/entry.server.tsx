// The server entry of React Router (its default, plus four things): every inline script carries
// the response's Content-Security-Policy nonce (the header is set by
// server/http/security-headers.ts with the same value, in the same response); the page's
// scripts are held until its first paint (app/lib/scripts-after-first-paint.ts); the HTML leaves
// in one chunk per pass of React's renderer, not in its 4 KB pieces (app/lib/render-bursts.server.ts);
// and route errors that are the request's fault (a 404, a 405 for a post to a page without an
// action) or an aborted request are not logged as server errors.
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { appContext, type AppLoadContext } from "#server/app-context";
import { CspNonceContext } from "~/lib/csp-nonce";
import { holdScriptsStream } from "~/lib/scripts-after-first-paint.server";
import { renderBursts } from "~/lib/render-bursts.server";

export const streamTimeout = 5_000;

function appContextOf(loadContext: RouterContextProvider | undefined): AppLoadContext | null {
  try {
    return loadContext?.get(appContext) ?? null;
  } catch {
    return null;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // No HEAD arrives here: server/app.ts passes a HEAD on as its GET, and Hono drops the body.
  const app = appContextOf(loadContext);
  const nonce = app?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode wait for all content; people get the shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // Every finished part is written in its place, however large: React would otherwise move a
        // large Suspense boundary (HydratesApart) to the end of the page and put it back with a
        // script, so the page would not read in order without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const bursts = renderBursts();
          bursts.pipe(holdScriptsStream()).pipe(body);
          pipe(bursts);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject above and are logged by the request handler.
          if (shellRendered) (app?.logger.error.bind(app.logger) ?? console.error)({ err: error }, "streaming render failed");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const app = appContextOf(context as RouterContextProvider | undefined);
  if (app) app.logger.error({ err: error }, "route error");
  else console.error(error);
};
