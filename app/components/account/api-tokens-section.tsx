import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { API_TOKEN_LIMIT, API_TOKEN_MESSAGES, apiTokenCreateSchema } from "#domain/api-token";
import { formatDate } from "#domain/format";
import type { ApiTokenListItem } from "#domain/read-models/account";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Check, Code, Copy } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { useZodForm } from "~/lib/conform-zod";
import { useHydrated } from "~/lib/use-hydrated";

export const API_TOKEN_CREATE_INTENT = "api-token-create";
const API_TOKEN_REVOKE_INTENT = "api-token-revoke";

export function isApiTokenIntent(value: unknown): value is ApiTokensResult["intent"] {
  return value === API_TOKEN_CREATE_INTENT || value === API_TOKEN_REVOKE_INTENT;
}

export type ApiTokensResult = {
  intent: typeof API_TOKEN_CREATE_INTENT | typeof API_TOKEN_REVOKE_INTENT;
  /** The create form's state (field messages). */
  tokenForm?: SubmissionResult<string[]>;
  /** Right after creation, the only time it is shown. */
  created?: { name: string; secret: string };
  revoked?: string;
  error?: string;
  /** The token a revoke error is about. */
  tokenId?: string;
};

/**
 * "API tokens" on /profile: make a named token for scripts and assistants (shown once, with a copy button), see each
 * with when it was made and last used, and revoke it behind a ticked confirmation, as deleting the account asks.
 */
export function ApiTokensSection({ tokens, result }: { tokens: ApiTokenListItem[]; result?: ApiTokensResult | undefined }) {
  const [form, fields] = useZodForm(apiTokenCreateSchema, {
    id: "api-token-form",
    lastResult: result?.intent === API_TOKEN_CREATE_INTENT ? result.tokenForm : undefined,
    constraint: true,
  });
  const full = tokens.length >= API_TOKEN_LIMIT;
  return (
    <Card id="api-tokens">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Code className="size-4" aria-hidden="true" />
          API tokens
        </CardTitle>
        <CardDescription>
          Personal tokens let your scripts and AI assistants use the{" "}
          <Link to="/developers" className="font-medium text-primary hover:underline">
            API
          </Link>{" "}
          as you, revenue estimates included. Send one in the <code className="font-mono text-xs">Authorization: Bearer</code>{" "}
          header, and keep it like a password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {result?.created ? <NewToken name={result.created.name} secret={result.created.secret} /> : null}
        {result?.revoked ? <FormMessage kind="success">{result.revoked}</FormMessage> : null}
        {result?.error && !result.tokenId ? <FormMessage kind="error">{result.error}</FormMessage> : null}

        {tokens.length ? (
          <ul className="flex flex-col divide-y rounded-lg border" data-testid="api-tokens">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-col gap-3 p-3" data-testid="api-token">
                <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <p className="min-w-0 font-medium break-words">{token.name}</p>
                  <code className="shrink-0 font-mono text-xs text-muted-foreground">{token.start}…</code>
                </div>
                <p className="text-sm text-muted-foreground">
                  Created {formatDate(token.createdAt)} ·{" "}
                  {token.lastUsedAt ? `last used ${formatDate(token.lastUsedAt)}` : "never used"}
                </p>
                {result?.tokenId === token.id && result.error ? <FormMessage kind="error">{result.error}</FormMessage> : null}
                <details className="group text-sm">
                  <summary className="w-fit cursor-pointer rounded font-medium text-destructive hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    Revoke…
                  </summary>
                  <Form method="post" className="mt-3 flex flex-col gap-3 rounded-lg border border-destructive/30 p-3">
                    <input type="hidden" name="tokenId" value={token.id} />
                    <label className="flex items-start gap-3">
                      <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-4 shrink-0 accent-destructive" />
                      Anything using “{token.name}” stops working at once. This cannot be undone.
                    </label>
                    <SubmitButton
                      intent={API_TOKEN_REVOKE_INTENT}
                      label="Revoke token"
                      busyLabel="Revoking..."
                      variant="destructive"
                      size="sm"
                      className="w-full sm:w-fit"
                      aria-label={`Revoke token ${token.name}`}
                    />
                  </Form>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <p
            className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground"
            data-testid="api-tokens-empty"
          >
            No API tokens yet. Create one below for each script or assistant, so you can revoke one without the others.
          </p>
        )}

        {full ? (
          <FormMessage kind="info">{API_TOKEN_MESSAGES.limitReached}</FormMessage>
        ) : (
          <Form method="post" {...getFormProps(form)} noValidate className="flex flex-col gap-3" aria-label="Create an API token">
            <FormField field={fields.name} label="Token name" hint="What will use it, e.g. “Weekly export script”.">
              {({ aria }) => <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="off" {...aria} />}
            </FormField>
            <SubmitButton
              intent={API_TOKEN_CREATE_INTENT}
              label="Create token"
              busyLabel="Creating..."
              className="w-full sm:w-fit sm:self-end"
            />
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

function NewToken({ name, secret }: { name: string; secret: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard permission (http, old browser): the token is selectable on the page.
      setCopied(false);
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-emerald-600/30 bg-emerald-600/5 p-4" data-testid="new-api-token">
      <div role="status" className="flex flex-col gap-1 text-sm">
        <p className="font-medium break-words">New token “{name}”</p>
        <p className="text-muted-foreground">{API_TOKEN_MESSAGES.shownOnce}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 rounded-md border bg-background px-3 py-2 font-mono text-xs break-all select-all"
          data-testid="new-api-token-secret"
        >
          {secret}
        </code>
        {hydrated ? (
          <Button type="button" variant="outline" size="sm" onClick={copy} aria-live="polite" className="shrink-0">
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? "Copied" : "Copy token"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
