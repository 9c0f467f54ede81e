// /unsubscribe?u=…&d=…&s=…&t=…: the e-mail digest's one-click unsubscribe (RFC 8058). Works
// signed out: each mail's link is signed for its member and delivery
// (server/services/digest-unsubscribe.server.ts). Opening it turns the digest off and says so;
// mail clients POST "List-Unsubscribe=One-Click" to the same URL, which does the same. A
// tampered or cut link is a 400, an old one a 410, each with a kind page, never a 500.
import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { Link, data } from "react-router";
import type { Route } from "./+types/digest-unsubscribe";
import { Button } from "~/components/ui/button";
import { appContext, type AppLoadContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import {
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBE_LINK_SUPERSEDED,
  unsubscribedMessage,
} from "#domain/digest-unsubscribe";

// Never kept by the page cache or a browser: each open must reach the server and turn alerts off.
const NO_STORE = { "Cache-Control": "private, no-store" };

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [
    ...pageMeta("Unsubscribe from e-mail alerts", "Turn off the Faceless Atlas e-mail digest."),
    { name: "robots", content: "noindex" },
  ];
}

async function unsubscribe(url: URL, { services }: AppLoadContext) {
  const outcome = await services.digestSettings.unsubscribe(url.searchParams);
  if (!outcome.ok) {
    const old = outcome.reason === "expired" || outcome.reason === "superseded";
    const message =
      outcome.reason === "expired"
        ? UNSUBSCRIBE_LINK_EXPIRED
        : outcome.reason === "superseded"
          ? UNSUBSCRIBE_LINK_SUPERSEDED
          : UNSUBSCRIBE_LINK_INVALID;
    return data({ ok: false as const, message }, { status: old ? 410 : 400, headers: NO_STORE });
  }
  return data({ ok: true as const, message: unsubscribedMessage(outcome.previous) }, { headers: NO_STORE });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  return unsubscribe(url, context.get(appContext));
}

/** RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL (the token is in it). */
export async function action({ context, url }: Route.ActionArgs) {
  return unsubscribe(url, context.get(appContext));
}

export default function DigestUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? loaderData;
  const Icon = result.ok ? CircleCheck : CircleAlert;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <Icon
        className={result.ok ? "size-12 text-emerald-600 dark:text-emerald-400" : "size-12 text-destructive"}
        aria-hidden="true"
      />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {result.ok ? result.message : "We could not read this link"}
      </h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        {result.ok
          ? "E-mail alerts are off for your account. Changed your mind? You can turn the daily or weekly digest back on from your profile at any time."
          : result.message}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/profile#email-alerts">{result.ok ? "Turn alerts back on" : "Manage e-mail alerts"}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
