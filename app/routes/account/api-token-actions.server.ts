// The API token forms of /profile: create (the secret goes back in this one answer and nowhere else) and revoke
// (only with the confirmation ticked, and only the member's own token).
import { data } from "react-router";
import { API_TOKEN_MESSAGES, apiTokenCreateSchema } from "#domain/api-token";
import type { AppLoadContext } from "#server/app-context";
import type { Viewer } from "#server/auth/viewer.server";
import { API_TOKEN_CREATE_INTENT, type ApiTokensResult } from "~/components/account/api-tokens-section";
import { parseWithZod } from "~/lib/conform-zod";
import { toastPayload, type ToastPayload } from "~/routes/auth/auth-actions.server";

type Reply = ApiTokensResult & { toast: ToastPayload };

export async function apiTokenAction(
  formData: FormData,
  intent: ApiTokensResult["intent"],
  { services }: Pick<AppLoadContext, "services">,
  viewer: Viewer,
) {
  if (intent === API_TOKEN_CREATE_INTENT) {
    const submission = parseWithZod(formData, { schema: apiTokenCreateSchema });
    if (submission.status !== "success") {
      const reply: Reply = {
        intent,
        tokenForm: submission.reply(),
        toast: toastPayload("error", submission.error?.name?.[0] ?? API_TOKEN_MESSAGES.nameRequired),
      };
      return data(reply, { status: 400 });
    }
    const outcome = await services.apiTokens.create(viewer.id, submission.value.name);
    if (!outcome.ok) {
      // A taken name is said at the field; the cap above the form.
      const reply: Reply = outcome.field
        ? {
            intent,
            tokenForm: submission.reply({ fieldErrors: { name: [outcome.message] } }),
            toast: toastPayload("error", outcome.message),
          }
        : { intent, tokenForm: submission.reply(), error: outcome.message, toast: toastPayload("error", outcome.message) };
      return data(reply, { status: outcome.status });
    }
    const reply: Reply = {
      intent,
      tokenForm: submission.reply({ resetForm: true }),
      created: { name: outcome.token.name, secret: outcome.secret },
      toast: toastPayload("success", API_TOKEN_MESSAGES.created),
    };
    // The answer holds a secret: no cache may keep it.
    return data(reply, { headers: { "cache-control": "no-store" } });
  }

  const tokenId = String(formData.get("tokenId") ?? "");
  if (formData.get("confirm") !== "yes") {
    const reply: Reply = {
      intent,
      tokenId,
      error: API_TOKEN_MESSAGES.confirmRevoke,
      toast: toastPayload("error", API_TOKEN_MESSAGES.confirmRevoke),
    };
    return data(reply, { status: 400 });
  }
  if (!(await services.apiTokens.revoke(viewer.id, tokenId))) {
    const reply: Reply = {
      intent,
      error: API_TOKEN_MESSAGES.notFound,
      toast: toastPayload("error", API_TOKEN_MESSAGES.notFound),
    };
    return data(reply, { status: 404 });
  }
  const reply: Reply = {
    intent,
    revoked: API_TOKEN_MESSAGES.revoked,
    toast: toastPayload("success", API_TOKEN_MESSAGES.revoked),
  };
  return reply;
}
