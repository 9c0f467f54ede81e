import { Form, Link, redirect } from "react-router";
import { safeRedirectTarget } from "#domain/redirect-target";
import type { Route } from "./+types/two-factor";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { useActionToast } from "~/components/auth/use-action-toast";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { redirectTarget, toastPayload } from "~/routes/auth/auth-actions.server";
import { AUTH_TOASTS } from "~/routes/auth/auth-toasts";
import { flashCookie } from "#domain/flash-message";
import { readFormData } from "~/lib/form-data";

type Method = "totp" | "backup" | "sms";

export function meta() {
  return pageMeta("Two-factor sign-in", "Enter the code from your authenticator app, an SMS code or a backup code.");
}

/** The challenge exists only between the password step (which sets its cookie) and the code. */
function hasChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?atlas\.two_factor=/.test(request.headers.get("cookie") ?? "");
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts } = context.get(appContext);
  if (await accounts.getViewer(request)) throw redirect("/");
  if (!hasChallenge(request)) throw redirect("/auth");
  const method = url.searchParams.get("method");
  const asked = url.searchParams.get("redirect");
  return {
    redirectTo: asked ? safeRedirectTarget(asked, "/") : "",
    method: (method === "backup" || method === "sms" ? method : "totp") as Method,
  };
}

const ENDPOINTS = {
  totp: "/two-factor/verify-totp",
  backup: "/two-factor/verify-backup-code",
  sms: "/two-factor/verify-otp",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const { accounts, logger } = context.get(appContext);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "send-sms") {
    const response = await accounts.callAuthEndpoint(request, "/two-factor/send-otp", {});
    if (!response.ok) {
      const message = response.message ?? "Could not send an SMS code";
      return { error: message, toast: toastPayload("error", message), sent: false };
    }
    return { error: null, toast: toastPayload("success", "We sent a code by SMS"), sent: true };
  }
  const method: Method = intent === "backup" || intent === "sms" ? intent : "totp";
  const code = String(formData.get("code") ?? "").trim();
  const response = await accounts.callAuthEndpoint(request, ENDPOINTS[method], { code, trustDevice: false });
  if (!response.ok) {
    logger.info({ status: response.status, code: response.code, method }, "second factor refused");
    const message = response.message ?? AUTH_TOASTS.loginFailed;
    return { error: message, toast: toastPayload("error", message), sent: method === "sms" };
  }
  const headers = accounts.withCookies(response.setCookies);
  headers.append("set-cookie", flashCookie("success", AUTH_TOASTS.loggedIn));
  return redirect(redirectTarget(formData.get("redirect"), "/"), { headers });
}

const COPY: Record<Method, { label: string; hint: string; intent: string }> = {
  totp: { label: "Authentication code", hint: "Open your authenticator app and enter the 6-digit code.", intent: "totp" },
  backup: { label: "Backup code", hint: "Enter one of the backup codes you saved. Each works once.", intent: "backup" },
  sms: { label: "SMS code", hint: "Enter the code we sent to your phone.", intent: "sms" },
};

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { method, redirectTo } = loaderData;
  const copy = COPY[method];
  const keep = redirectTo ? `&redirect=${encodeURIComponent(redirectTo)}` : "";
  return (
    <AuthCard
      title="Two-factor sign-in"
      description={copy.hint}
      footer={
        <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div className="flex flex-col gap-5">
        {method === "sms" && !actionData?.sent ? (
          <Form method="post">
            <SubmitButton intent="send-sms" label="Text me a code" busyLabel="Sending..." variant="outline" className="w-full" />
          </Form>
        ) : null}
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="redirect" value={redirectTo} />
          {actionData?.error ? <FormMessage kind="error">{actionData.error}</FormMessage> : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor="code">{copy.label}</Label>
            <Input
              id="code"
              name="code"
              autoComplete="one-time-code"
              inputMode={method === "backup" ? "text" : "numeric"}
              autoFocus
              className="font-mono tracking-widest"
            />
          </div>
          <SubmitButton intent={copy.intent} label="Verify" busyLabel="Verifying..." className="w-full" />
        </Form>
        <nav aria-label="Other ways to sign in" className="flex flex-col gap-1 text-sm">
          {(["totp", "sms", "backup"] as const)
            .filter((m) => m !== method)
            .map((m) => (
              <Link key={m} to={`?method=${m}${keep}`} replace className="text-primary underline-offset-4 hover:underline">
                {m === "totp" ? "Use your authenticator app" : m === "sms" ? "Get a code by SMS" : "Use a backup code"}
              </Link>
            ))}
        </nav>
      </div>
    </AuthCard>
  );
}
