import { Link, redirect, useSearchParams } from "react-router";
import { safeRedirectTarget } from "#domain/redirect-target";
import type { Route } from "./+types/auth";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { LoginForm } from "~/components/auth/login-form";
import { OAuthButtons } from "~/components/auth/oauth-buttons";
import { REGISTER_INTENT, RegisterForm } from "~/components/auth/register-form";
import { useActionToast } from "~/components/auth/use-action-toast";
import { appContext } from "#server/app-context";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/page-meta";
import { onTablistKeyDown } from "~/lib/tablist-keys";
import { useHydrated } from "~/lib/use-hydrated";
import { registerAction, resendConfirmationAction, signInAction } from "~/routes/auth/auth-actions.server";
import { RESEND_CONFIRMATION_INTENT } from "~/routes/auth/email-confirmation";
import { ResendConfirmation } from "~/routes/auth/resend-confirmation";
import { readFormData } from "~/lib/form-data";

type Tab = "login" | "register";

export function meta() {
  return pageMeta("Welcome", "Sign in to your account or create your account.");
}

/** Spec §2: "/auth: tabs Login and Register. Signed-in users are redirected to /." */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts } = context.get(appContext);
  if (await accounts.getViewer(request)) throw redirect("/");
  // Only a safe target is carried on (hidden field, tab links, OAuth); an unsafe one becomes "/".
  const asked = url.searchParams.get("redirect");
  return { providers: accounts.oauthProviders, redirectTo: asked ? safeRedirectTarget(asked, "/") : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const ctx = context.get(appContext);
  if (formData.get("intent") === REGISTER_INTENT) return registerAction(request, formData, ctx);
  if (formData.get("intent") === RESEND_CONFIRMATION_INTENT) return resendConfirmationAction(request, formData, ctx);
  return signInAction(request, formData, ctx, "/");
}

const NOTICES: Record<string, { kind: "success" | "error" | "info"; text: string }> = {
  verified: { kind: "success", text: "Your e-mail is confirmed. Sign in to continue." },
  registered: { kind: "info", text: "Registration successful! Please check your email to confirm your account." },
  reset: { kind: "success", text: "Your password has been changed. Sign in with the new one." },
  invalid_token: { kind: "error", text: "This link is invalid or has expired. Sign in to get a new confirmation e-mail." },
  token_expired: { kind: "error", text: "This link has expired. Sign in to get a new confirmation e-mail." },
  // Each link works once (server/auth/single-use-codes.ts): the e-mail was confirmed by its first use.
  token_already_used: {
    kind: "info",
    text: "This link has already been used, so your e-mail is confirmed. Sign in to continue.",
  },
  oauth: { kind: "error", text: "Signing in with that provider did not work. Please try again." },
};

function noticeOf(params: URLSearchParams) {
  if (params.get("verified") === "1" && !params.get("error")) return NOTICES.verified;
  if (params.get("registered") === "1") return NOTICES.registered;
  if (params.get("reset") === "1") return NOTICES.reset;
  const error = params.get("error");
  if (error) return NOTICES[error.toLowerCase()] ?? NOTICES.oauth;
  return undefined;
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab: Tab = params.get("tab") === "register" ? "register" : "login";
  const lastResult = actionData && "result" in actionData ? actionData.result : null;
  const confirmation = tab === "login" && actionData && "confirmation" in actionData ? actionData.confirmation : undefined;
  useActionToast(actionData?.toast);
  const notice = noticeOf(params);
  const hydrated = useHydrated();
  const keep = loaderData.redirectTo ? `&redirect=${encodeURIComponent(loaderData.redirectTo)}` : "";

  return (
    <AuthCard title="Welcome" description={tab === "login" ? "Sign in to your account" : "Create your account"}>
      <div className="flex flex-col gap-6">
        {/* Tabs as links, so they switch without JavaScript and the URL says which one is open; with
            JavaScript, the arrow keys move between them (one tab stop: roving tabindex). */}
        <div
          role="tablist"
          aria-label="Sign in or register"
          onKeyDown={onTablistKeyDown}
          className="grid h-10 grid-cols-2 items-center rounded-lg bg-muted p-1 text-muted-foreground"
        >
          {(["login", "register"] as const).map((value) => (
            <Link
              key={value}
              role="tab"
              id={`tab-${value}`}
              aria-selected={tab === value}
              aria-controls={tab === value ? `panel-${value}` : undefined}
              tabIndex={hydrated ? (tab === value ? 0 : -1) : undefined}
              to={`?tab=${value}${keep}`}
              replace
              preventScrollReset
              className={cn(
                "inline-flex h-full items-center justify-center rounded-md px-3 text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                tab === value && "bg-background text-foreground shadow-sm",
              )}
            >
              {value === "login" ? "Login" : "Register"}
            </Link>
          ))}
        </div>
        {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === "login" ? (
            <LoginForm key="login" lastResult={lastResult} redirectTo={loaderData.redirectTo} />
          ) : (
            <RegisterForm key="register" lastResult={lastResult} />
          )}
        </div>
        {confirmation ? <ResendConfirmation state={confirmation} redirectTo={loaderData.redirectTo} /> : null}
        <OAuthButtons providers={loaderData.providers} redirectTo={loaderData.redirectTo || "/"} />
      </div>
    </AuthCard>
  );
}
