import { Form } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Mail } from "~/components/ui/icons";
import { DIGEST_FREQUENCIES, DIGEST_FREQUENCY_LABELS, type DigestFrequency } from "#domain/digest-period";
import { SAVING_LABEL } from "#domain/admin/save-messages";

export const EMAIL_ALERTS_INTENT = "email-alerts";

const HINTS: Record<DigestFrequency, string> = {
  off: "No e-mails.",
  daily: "Once a day, when something you follow changed.",
  weekly: "Once a week, when something you follow changed.",
};

export type EmailAlertsResult = { intent: typeof EMAIL_ALERTS_INTENT; saved?: string; error?: string };

/**
 * The "E-mail alerts" section of /profile: off, daily or weekly digest of the channels, niches
 * and types the member follows and their saved searches. Native radios in a plain form, so it
 * saves before (or without) JavaScript.
 */
export function EmailAlertsSection({
  frequency,
  result,
}: {
  frequency: DigestFrequency;
  result?: EmailAlertsResult | undefined;
}) {
  return (
    <Card id="email-alerts">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Mail className="size-4" aria-hidden="true" />
          E-mail alerts
        </CardTitle>
        <CardDescription>
          A digest of what changed: growth of the channels you follow, new channels matching your saved searches, new outliers in
          the niches and types you follow, and their niche radar (a new stage or verdict, a format confirmed by a third channel, a
          newcomer past 1,000 subscribers). Nothing new, no e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* The key resets the radios to the stored choice after each save. */}
        <Form method="post" key={frequency} className="flex flex-col gap-5" aria-label="E-mail alerts">
          {result?.saved ? <FormMessage kind="success">{result.saved}</FormMessage> : null}
          {result?.error ? <FormMessage kind="error">{result.error}</FormMessage> : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Send me</legend>
            {DIGEST_FREQUENCIES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  defaultChecked={frequency === value}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-medium">{DIGEST_FREQUENCY_LABELS[value]}</span>
                  <span className="text-sm text-muted-foreground">{HINTS[value]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex sm:justify-end">
            <SubmitButton
              intent={EMAIL_ALERTS_INTENT}
              label="Save e-mail alerts"
              busyLabel={SAVING_LABEL}
              className="w-full sm:w-auto"
            />
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
