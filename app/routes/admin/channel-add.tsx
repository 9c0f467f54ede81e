// /admin/channels/add (issue 6): paste a YouTube channel URL, @handle or id to prefill the form
// from the YouTube Data API (when a key is configured), or enter everything by hand. Two
// intents post here: "prefill" (fetch, then show the form filled in) and "save" (create).
import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, DownloadCloud, Info } from "lucide-react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { type ChannelFormDefaults, YOUTUBE_IMPORT_MESSAGES, channelFormSchema, youtubeReferenceSchema } from "#domain/admin/channel-form";
import { ChannelForm, SAVE_INTENT } from "~/components/admin/channel-form";
import { flashCookie } from "~/components/auth/flash-message";
import { FormField } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { appContext } from "~/lib/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-add";

const TITLE = "Add channel";
const DESCRIPTION = "Paste a YouTube URL, @handle or channel id to add a channel with its fields prefilled, or enter everything by hand.";
const PREFILL_INTENT = "prefill";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  return {
    options: await services.adminChannels.formOptions(),
    youtubeConfigured: services.adminChannels.youtubeImportConfigured(),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const formData = await request.formData();

  if (formData.get("intent") === PREFILL_INTENT) {
    const submission = parseWithZod(formData, { schema: youtubeReferenceSchema });
    if (submission.status !== "success") return data(prefillReply(submission.reply()), { status: 400 });
    const outcome = await services.adminChannels.prefillFromYoutube(submission.value.reference);
    if (!outcome.ok) {
      const reply = submission.reply({
        ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
        ...(outcome.formErrors ? { formErrors: outcome.formErrors } : {}),
      });
      return data(prefillReply(reply, { existing: outcome.existing ?? null }), { status: 400 });
    }
    return prefillReply(submission.reply(), { values: outcome.values });
  }

  const submission = parseWithZod(formData, { schema: channelFormSchema });
  if (submission.status !== "success") return data({ intent: SAVE_INTENT as typeof SAVE_INTENT, result: submission.reply() }, { status: 400 });
  const outcome = await services.adminChannels.create({ id: viewer.id, email: viewer.email }, submission.value);
  if (!outcome.ok) {
    const reply = outcome.status === 400 ? submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors }) : submission.reply();
    return data({ intent: SAVE_INTENT as typeof SAVE_INTENT, result: reply }, { status: 400 });
  }
  return redirect("/admin/channels", { headers: { "set-cookie": flashCookie("success", `Channel “${outcome.channel.channelTitle}” added`) } });
}

/** The prefill intent's answer, always of one shape so the page can read it without narrowing. */
function prefillReply(
  prefill: SubmissionResult<string[]>,
  extra: { existing?: { id: string; channelTitle: string } | null; values?: ChannelFormDefaults | null } = {},
) {
  return { intent: PREFILL_INTENT as typeof PREFILL_INTENT, prefill, existing: extra.existing ?? null, values: extra.values ?? null };
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelAddPage({ loaderData, actionData }: Route.ComponentProps) {
  const { options, youtubeConfigured } = loaderData;
  const prefill = actionData?.intent === PREFILL_INTENT ? actionData : null;
  const prefilled = prefill?.values ?? null;
  const saveResult = actionData?.intent === SAVE_INTENT && "result" in actionData ? actionData.result : undefined;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link to="/admin/channels" className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All channels
      </Link>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <YoutubeImport
        configured={youtubeConfigured}
        lastResult={prefill?.prefill}
        existing={prefill?.existing ?? null}
      />
      <ChannelForm
        // A successful prefill starts the form over with the fetched values.
        key={prefilled ? JSON.stringify(prefilled) : "blank"}
        id="channel-add"
        lastResult={saveResult}
        defaultValue={prefilled ?? {}}
        options={options}
        submitLabel="Add channel"
        busyLabel="Adding..."
        cancelTo="/admin/channels"
      />
    </div>
  );
}

function YoutubeImport({
  configured,
  lastResult,
  existing,
}: {
  configured: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  existing: { id: string; channelTitle: string } | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === PREFILL_INTENT;
  const [form, fields] = useForm({
    id: "channel-prefill",
    lastResult,
    constraint: getZodConstraint(youtubeReferenceSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: youtubeReferenceSchema }),
  });
  const noticeId = "youtube-import-notice";

  return (
    <section aria-labelledby="youtube-import-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="youtube-import-heading" className="text-lg font-semibold">
          Import from YouTube
        </h2>
        <p className="text-sm text-muted-foreground">Fill the form below from the channel's public YouTube data; you can change anything before saving.</p>
      </div>
      {configured ? null : (
        <div id={noticeId} className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{YOUTUBE_IMPORT_MESSAGES.notConfigured}</p>
            <p className="text-muted-foreground">
              Add <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">YOUTUBE_API_KEY=&lt;your key&gt;</code> to the{" "}
              <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">.env</code> file (a YouTube Data API v3 key from the Google Cloud
              console) and restart the server. Until then, enter the channel's details by hand below.
            </p>
          </div>
        </div>
      )}
      <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={PREFILL_INTENT} />
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
            {form.errors.join(" ")}
          </p>
        ) : null}
        <FormField
          id={fields.reference.id}
          label="YouTube channel URL, @handle or id"
          errors={fields.reference.errors}
          hint="For example https://www.youtube.com/@name, @name or UCxxxxxxxxxxxxxxxxxxxxxx."
        >
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...getInputProps(fields.reference, { type: "text" })}
              key={fields.reference.key}
              disabled={!configured}
              aria-describedby={[configured ? null : noticeId, fields.reference.errors?.length ? fields.reference.errorId : null].filter(Boolean).join(" ") || undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.youtube.com/@name"
              className="sm:flex-1"
            />
            <Button type="submit" variant="secondary" disabled={!configured || busy} aria-busy={busy}>
              {busy ? <Spinner className="size-4" /> : <DownloadCloud aria-hidden="true" />}
              {busy ? "Fetching..." : "Fetch from YouTube"}
            </Button>
          </div>
        </FormField>
        {existing ? (
          <p className="text-sm">
            <Link to={`/admin/channels/edit/${existing.id}`} className="font-medium underline underline-offset-4">
              Edit “{existing.channelTitle}”
            </Link>{" "}
            instead.
          </p>
        ) : null}
      </Form>
    </section>
  );
}
