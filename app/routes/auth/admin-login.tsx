import { redirect } from "react-router";
import { safeRedirectTarget } from "#domain/redirect-target";
import type { Route } from "./+types/admin-login";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { LoginForm } from "~/components/auth/login-form";
import { useActionToast } from "~/components/auth/use-action-toast";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import { redirectTarget, signInAction } from "~/routes/auth/auth-actions.server";
import { readFormData } from "~/lib/form-data";

const TITLE = "Admin sign in";
const DESCRIPTION = "Sign in with an admin account to manage the catalogue.";
const ADMIN_HOME = "/admin/dashboard";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

/**
 * Spec §4: visitors of an admin page land here "carrying the origin path" (?redirect=…). A
 * signed-in admin goes straight on; a signed-in member has nothing to do here and goes home.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts } = context.get(appContext);
  const viewer = await accounts.getViewer(request);
  // An unsafe target is replaced by "/" (not dropped), so the sign-in still lands on the home page.
  const asked = url.searchParams.get("redirect");
  const redirectTo = asked ? safeRedirectTarget(asked, "/") : "";
  if (viewer) throw redirect(viewer.isAdmin ? redirectTarget(redirectTo, ADMIN_HOME) : "/");
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  return signInAction(request, formData, context.get(appContext), ADMIN_HOME);
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  return (
    <AuthCard title={TITLE} description={DESCRIPTION}>
      <div className="flex flex-col gap-5">
        {loaderData.redirectTo ? <FormMessage kind="info">Sign in with an admin account to open that page.</FormMessage> : null}
        <LoginForm lastResult={actionData?.result ?? null} redirectTo={loaderData.redirectTo} />
      </div>
    </AuthCard>
  );
}
