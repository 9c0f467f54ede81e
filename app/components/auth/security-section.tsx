import { KeyRound, ShieldCheck, Smartphone } from "~/components/ui/icons";
import type * as React from "react";
import { Form } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { PasswordInput } from "~/components/auth/password-input";
import { SubmitButton } from "~/components/auth/submit-button";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { FormField } from "~/components/form-field";
import { BackupCodes } from "~/components/auth/backup-codes";

export type SecurityView = {
  twoFactorEnabled: boolean;
  totpVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  hasPassword: boolean;
};

export type SecurityResult = {
  intent: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  totp?: { uri: string; secret: string; qrSvg: string };
  backupCodes?: string[];
  phonePending?: string;
};

/** The Security section of /profile: two-factor sign-in with an authenticator app or SMS codes. */
export function SecuritySection({ security, result }: { security: SecurityView; result?: SecurityResult | undefined }) {
  const errorFor = (...intents: string[]) => (result?.error && intents.includes(result.intent) ? result.error : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          Security
          {security.twoFactorEnabled ? <Badge>Two-factor on</Badge> : <Badge variant="secondary">Two-factor off</Badge>}
        </CardTitle>
        <CardDescription>Two-factor sign-in asks for a code from your phone after your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        {!security.hasPassword ? (
          <FormMessage kind="info">
            Your account signs in with a provider and has no password, so two-factor sign-in is managed there.
          </FormMessage>
        ) : null}

        <section aria-labelledby="totp-heading" className="flex flex-col gap-4">
          <FactorHeading
            id="totp-heading"
            icon={<KeyRound className="size-4" aria-hidden="true" />}
            title="Authenticator app"
            on={security.totpVerified}
          />
          {result?.totp ? (
            <TotpEnrolment totp={result.totp} backupCodes={result.backupCodes ?? []} error={errorFor("totp-verify")} />
          ) : security.totpVerified ? (
            <div className="flex flex-col gap-4">
              {result?.intent === "backup-codes" && result.backupCodes?.length ? (
                <BackupCodes codes={result.backupCodes} />
              ) : null}
              <PasswordForm
                intent="backup-codes"
                label="New backup codes"
                busyLabel="Making codes..."
                error={errorFor("backup-codes")}
                variant="outline"
              />
            </div>
          ) : security.hasPassword ? (
            <PasswordForm
              intent="totp-enable"
              label="Set up authenticator app"
              busyLabel="Setting up..."
              error={errorFor("totp-enable")}
            />
          ) : null}
        </section>

        <section aria-labelledby="phone-heading" className="flex flex-col gap-4">
          <FactorHeading
            id="phone-heading"
            icon={<Smartphone className="size-4" aria-hidden="true" />}
            title="Phone (SMS codes)"
            on={security.phoneNumberVerified}
          />
          {security.phoneNumberVerified ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">
                Codes go to <span className="font-medium tabular-nums">{security.phoneNumber}</span>.
              </p>
              {!security.twoFactorEnabled && security.hasPassword ? (
                <PasswordForm
                  intent="phone-2fa"
                  label="Use SMS codes to sign in"
                  busyLabel="Turning on..."
                  error={errorFor("phone-2fa")}
                />
              ) : null}
              <Form method="post">
                <SubmitButton intent="phone-remove" label="Remove phone" busyLabel="Removing..." variant="outline" size="sm" />
              </Form>
            </div>
          ) : result?.phonePending ? (
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="phoneNumber" value={result.phonePending} />
              <p className="text-sm text-muted-foreground">Enter the code we sent to {result.phonePending}.</p>
              <CodeField id="phone-code" label="SMS code" error={errorFor("phone-verify")} />
              <SubmitButton intent="phone-verify" label="Verify phone" busyLabel="Verifying..." className="self-start" />
            </Form>
          ) : (
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <FormField field={fieldOf("phone-number", errorFor("phone-send"))} label="Phone number">
                {({ aria }) => (
                  <Input
                    id="phone-number"
                    name="phoneNumber"
                    type="tel"
                    autoComplete="tel"
                    placeholder="+15551234567"
                    {...aria}
                  />
                )}
              </FormField>
              <SubmitButton
                intent="phone-send"
                label="Send code"
                busyLabel="Sending..."
                variant="outline"
                className="self-start"
              />
            </Form>
          )}
        </section>

        {security.twoFactorEnabled && security.hasPassword ? (
          <section aria-labelledby="disable-heading" className="flex flex-col gap-3 border-t pt-6">
            <h3 id="disable-heading" className="text-sm font-semibold">
              Turn off two-factor sign-in
            </h3>
            <PasswordForm
              intent="two-factor-disable"
              label="Turn off"
              busyLabel="Turning off..."
              error={errorFor("two-factor-disable")}
              variant="destructive"
            />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function FactorHeading({ id, icon, title, on }: { id: string; icon: React.ReactNode; title: string; on: boolean }) {
  return (
    <div className="flex items-center gap-2">
      {icon}
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {on ? (
        <span className="inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
          <ShieldCheck className="size-3.5" aria-hidden="true" /> Verified
        </span>
      ) : null}
    </div>
  );
}

function PasswordForm({
  intent,
  label,
  busyLabel,
  error,
  variant,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  error: string | null;
  variant?: "outline" | "destructive";
}) {
  const id = `${intent}-password`;
  return (
    <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <FormField field={fieldOf(id, error)} label="Confirm with your password">
          {({ aria }) => <PasswordInput id={id} name="password" autoComplete="current-password" {...aria} />}
        </FormField>
      </div>
      <SubmitButton intent={intent} label={label} busyLabel={busyLabel} variant={variant} />
    </Form>
  );
}

function CodeField({ id, label, error }: { id: string; label: string; error: string | null }) {
  return (
    <FormField field={fieldOf(id, error)} label={label}>
      {({ aria }) => (
        <Input
          id={id}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          className="max-w-40 font-mono tracking-widest"
          {...aria}
        />
      )}
    </FormField>
  );
}

function TotpEnrolment({
  totp,
  backupCodes,
  error,
}: {
  totp: { uri: string; secret: string; qrSvg: string };
  backupCodes: string[];
  error: string | null;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
        <li>Scan the QR code with an authenticator app (or type the key).</li>
        <li>Keep the backup codes somewhere safe: each works once if you lose your phone.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(totp.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-lg border bg-white p-2"
        />
        <div className="flex min-w-0 flex-col gap-2 text-sm">
          <span className="text-muted-foreground">Key</span>
          <code data-testid="totp-secret" className="rounded-md bg-muted px-2 py-1 font-mono text-xs break-all">
            {totp.secret}
          </code>
        </div>
      </div>
      {backupCodes.length ? <BackupCodes codes={backupCodes} /> : null}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="totpURI" value={totp.uri} />
        {backupCodes.map((code) => (
          <input key={code} type="hidden" name="backupCode" value={code} />
        ))}
        <CodeField id="totp-code" label="Code from the app" error={error} />
        <SubmitButton intent="totp-verify" label="Confirm and turn on" busyLabel="Checking..." className="self-start" />
      </Form>
    </div>
  );
}

/** A field of these small forms: its id and the action's message for it, if any. */
function fieldOf(id: string, error: string | null) {
  return { id, errors: error ? [error] : undefined };
}
