// /contact: a message form stored in contact_messages (PRODUCT.md: "form stored in the database,
// rate-limited, visible to admins"). Works without JavaScript; with it, fields are checked as
// you go with the same schema the server uses.
import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod, useZodForm } from "~/lib/conform-zod";
import { CheckCircle2, Mail, Send } from "~/components/ui/icons";
import type * as React from "react";
import { Form, Link, data, useNavigation } from "react-router";
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES, contactMessageSchema } from "#domain/contact-message";
import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { appContext } from "#server/app-context";
import { cn } from "~/lib/cn";
import { seoMeta, siteOrigin } from "~/lib/seo";
import { FormErrors } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";

const TITLE = "Contact us";
const DESCRIPTION = "Questions about a channel, a correction to our data, or an idea for Faceless Atlas? Send us a message.";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: siteOrigin(context.get(appContext).publicEnv.publicUrl, request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, logger } = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contactMessageSchema });

  // Honeypot filled: almost certainly a bot. Answer as if sent, so it learns nothing, and drop it.
  const honeypot = formData.get(CONTACT_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info("contact form honeypot triggered; message dropped");
    return { result: submission.reply({ resetForm: true }), sent: true };
  }
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });

  // The server sets x-real-ip from the connection; without it the per-IP limit is skipped.
  const outcome = await services.contact.submit(submission.value, { ip: request.headers.get("x-real-ip") });
  if (!outcome.ok) {
    return data({ result: submission.reply({ formErrors: [CONTACT_MESSAGES.rateLimited] }), sent: false }, { status: 429 });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: "/contact",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
  });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {actionData?.sent ? <Sent /> : <ContactForm lastResult={actionData?.result} />}
        <aside className="flex flex-col gap-4 text-sm text-muted-foreground">
          <div className="rounded-xl border bg-card p-5 shadow-xs">
            <h2 className="flex items-center gap-2 font-semibold text-foreground">
              <Mail className="size-4 text-primary" aria-hidden="true" />
              What to expect
            </h2>
            <p className="mt-2">We read every message and usually reply within two working days.</p>
            <p className="mt-2">
              Reporting a wrong number? Include the channel's link so we can check it against its public statistics.
            </p>
          </div>
          <p>
            How we handle what you send is described in our{" "}
            <Link to="/privacy-policy" className="underline underline-offset-4 hover:text-foreground">
              privacy policy
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}

function Sent() {
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-xs sm:p-8">
      <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Message sent</h2>
      <p className="text-muted-foreground">{CONTACT_MESSAGES.sent}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/contact">Send another message</Link>
      </Button>
    </div>
  );
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useZodForm(contactMessageSchema, {
    lastResult,
    constraint: true,
  });

  return (
    <Form
      method="post"
      action="/contact"
      className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-8"
      {...getFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" inputId={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
        </Field>
        <Field label="Email" inputId={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </Field>
      </div>
      <Field label="Subject" optional inputId={fields.subject.id} errorId={fields.subject.errorId} errors={fields.subject.errors}>
        <Input {...getInputProps(fields.subject, { type: "text" })} />
      </Field>
      <Field label="Message" inputId={fields.message.id} errorId={fields.message.errorId} errors={fields.message.errors}>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={7}
          className={cn(
            "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground md:text-sm",
            "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/30",
          )}
        />
      </Field>

      {/* Honeypot: off-screen and out of the tab order and accessibility tree; people never fill it, bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">All fields except the subject are required.</p>
        <Button type="submit" size="lg" disabled={busy}>
          <Send aria-hidden="true" />
          {busy ? "Sending..." : "Send message"}
        </Button>
      </div>
    </Form>
  );
}

function Field({
  label,
  optional,
  inputId,
  errorId,
  errors,
  children,
}: {
  label: string;
  optional?: boolean;
  inputId: string;
  errorId: string;
  errors: string[] | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {errors?.length ? (
        <p id={errorId} className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
