import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod, useZodForm } from "~/lib/conform-zod";
import { useEffect } from "react";
import { Form, Link, data } from "react-router";
import { profileSchema } from "#domain/validation";
import type { Route } from "./+types/profile";
import { FormField } from "~/components/form-field";
import { FormMessage } from "~/components/auth/form-message";
import { showToast } from "~/lib/toast";
import { SecuritySection, type SecurityResult } from "~/components/auth/security-section";
import { SubmitButton } from "~/components/auth/submit-button";
import { useActionToast } from "~/components/auth/use-action-toast";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { isSecurityIntent, securityAction } from "~/routes/account/security-actions.server";
import { toastPayload } from "~/routes/auth/auth-actions.server";
import { AUTH_TOASTS } from "~/routes/auth/auth-toasts";
import { readFormData } from "~/lib/form-data";
import { SAVING_LABEL } from "#domain/admin/save-messages";
import { DIGEST_FREQUENCY_INVALID, digestSavedMessage, isDigestFrequency } from "#domain/digest-period";
import { EMAIL_ALERTS_INTENT, EmailAlertsSection, type EmailAlertsResult } from "~/components/account/email-alerts-section";
import { ChangePasswordSection } from "~/components/account/change-password-section";
import { SessionsSection } from "~/components/account/sessions-section";
import { ACCOUNT_DELETE_INTENT, DeleteAccountSection } from "~/components/account/delete-account-section";
import { ApiTokensSection, isApiTokenIntent, type ApiTokensResult } from "~/components/account/api-tokens-section";
import { apiTokenAction } from "~/routes/account/api-token-actions.server";

const PROFILE_INTENT = "profile";

export function meta() {
  return pageMeta("My Profile", "Your profile information: full name and username.");
}

/** Spec §2: "/profile: requires sign-in" (visitors go to /auth). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services, logger } = context.get(appContext);
  const viewer = await accounts.requireUser(request, url);
  try {
    const [profile, security, digestFrequency, sessions, apiTokens] = await Promise.all([
      services.profiles.getProfile(viewer.id),
      services.profiles.getSecurity(viewer.id),
      services.digestSettings.get(viewer.id),
      services.accountSessions.list(viewer.id, viewer.sessionId),
      services.apiTokens.list(viewer.id),
    ]);
    // No username yet: offer a free one, so saving only the full name works (spec §5 still wants 3+).
    const suggestedUsername = profile && !profile.username ? await services.profiles.suggestUsername(profile) : null;
    return { profile, security, email: viewer.email, suggestedUsername, digestFrequency, sessions, apiTokens };
  } catch (error) {
    logger.error({ err: error }, "profile load failed");
    return {
      profile: null,
      security: null,
      email: viewer.email,
      suggestedUsername: null,
      digestFrequency: null,
      sessions: null,
      apiTokens: null,
    };
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services, logger } = context.get(appContext);
  const viewer = await accounts.requireUser(request, url);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (isSecurityIntent(intent)) return securityAction(request, formData, intent, context.get(appContext), viewer);
  if (isApiTokenIntent(intent)) return apiTokenAction(formData, intent, { services }, viewer);
  if (intent === EMAIL_ALERTS_INTENT) {
    // One value, one of the three choices: anything else is a tampered form (400, never a 500).
    const values = formData.getAll("frequency");
    const frequency = values[0];
    if (values.length !== 1 || !isDigestFrequency(frequency)) {
      return data(
        {
          intent: EMAIL_ALERTS_INTENT,
          error: DIGEST_FREQUENCY_INVALID,
          toast: toastPayload("error", DIGEST_FREQUENCY_INVALID),
        } as const,
        { status: 400 },
      );
    }
    await services.digestSettings.set(viewer.id, frequency);
    const saved = digestSavedMessage(frequency);
    return { intent: EMAIL_ALERTS_INTENT, saved, toast: toastPayload("success", saved) } as const;
  }
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    const outcome = await services.profiles.updateProfile(viewer.id, submission.value);
    if (outcome.ok)
      return { result: submission.reply(), saved: true, toast: toastPayload("success", AUTH_TOASTS.profileUpdated) };
    if ("field" in outcome) {
      return {
        result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }),
        toast: toastPayload("error", outcome.message),
      };
    }
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
  }
  return {
    result: submission.reply({ formErrors: [AUTH_TOASTS.profileUpdateFailed] }),
    toast: toastPayload("error", AUTH_TOASTS.profileUpdateFailed),
  };
}

function isSecurityResult<T extends { intent?: string | undefined }>(value: T): value is T & SecurityResult {
  return typeof value.intent === "string" && value.intent !== EMAIL_ALERTS_INTENT && !isApiTokenIntent(value.intent);
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, security, email, suggestedUsername, digestFrequency, sessions, apiTokens } = loaderData;
  useActionToast(actionData && "toast" in actionData ? actionData.toast : undefined);
  const alertsResult =
    actionData && "intent" in actionData && actionData.intent === EMAIL_ALERTS_INTENT
      ? (actionData as EmailAlertsResult)
      : undefined;
  const apiTokensResult =
    actionData && "intent" in actionData && isApiTokenIntent(actionData.intent) ? (actionData as ApiTokensResult) : undefined;
  const securityResult = actionData && "intent" in actionData && isSecurityResult(actionData) ? actionData : undefined;
  const profileResult = actionData && "result" in actionData ? actionData : undefined;
  // Spec §8: 'Failed to load profile'.
  useEffect(() => {
    if (!profile) showToast({ kind: "error", message: AUTH_TOASTS.profileLoadFailed, id: "profile-load" });
  }, [profile]);
  const [form, fields] = useZodForm(profileSchema, {
    id: "profile-form",
    lastResult: profileResult?.result,
    defaultValue: { fullName: profile?.fullName ?? "", username: profile?.username ?? suggestedUsername ?? "" },
  });
  const saved = !!profileResult && "saved" in profileResult && profileResult.saved;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <PageHeader title="My Profile" description={email}>
        <Link
          to="/watchlist"
          className="w-fit text-sm font-medium text-primary hover:underline"
          data-testid="profile-watchlist-link"
        >
          Your watchlist: followed channels, niches and types, and saved searches
        </Link>
      </PageHeader>
      <div className="mt-8 flex flex-col gap-8">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Profile Information
            </CardTitle>
            <CardDescription>How your name appears, and the username that is yours alone.</CardDescription>
          </CardHeader>
          <CardContent>
            {profile ? (
              <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-5">
                {saved ? <FormMessage kind="success">{AUTH_TOASTS.profileUpdated}</FormMessage> : null}
                {form.errors?.length ? <FormMessage kind="error">{form.errors[0]}</FormMessage> : null}
                <FormField id={fields.fullName.id} label="Full Name" errors={fields.fullName.errors}>
                  <Input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" />
                </FormField>
                <FormField
                  id={fields.username.id}
                  label="Username"
                  errors={fields.username.errors}
                  hint={`${suggestedUsername ? "Suggested for you: keep it or choose your own. " : ""}At least 3 characters: letters, numbers, dots, underscores and hyphens.`}
                >
                  <Input {...getInputProps(fields.username, { type: "text" })} autoComplete="username" spellCheck={false} />
                </FormField>
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Button asChild variant="outline">
                    <Link to="/">Cancel</Link>
                  </Button>
                  <SubmitButton intent={PROFILE_INTENT} label="Save changes" busyLabel={SAVING_LABEL} />
                </div>
              </Form>
            ) : (
              <FormMessage kind="error">{AUTH_TOASTS.profileLoadFailed}</FormMessage>
            )}
          </CardContent>
        </Card>
        {digestFrequency ? <EmailAlertsSection frequency={digestFrequency} result={alertsResult} /> : null}
        {security?.hasPassword ? <ChangePasswordSection result={securityResult} /> : null}
        {security ? <SecuritySection security={security} result={securityResult} /> : null}
        {sessions?.length ? <SessionsSection sessions={sessions} /> : null}
        {apiTokens ? <ApiTokensSection tokens={apiTokens} result={apiTokensResult} /> : null}
        {security ? (
          <DeleteAccountSection
            hasPassword={security.hasPassword}
            error={securityResult?.intent === ACCOUNT_DELETE_INTENT ? securityResult.error : undefined}
          />
        ) : null}
      </div>
    </div>
  );
}
