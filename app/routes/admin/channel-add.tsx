// /admin/channels/add: paste a YouTube channel URL, @handle or id to import the
// channel straight from the YouTube Data API (when a key is configured) or to prefill the form
// with its fields, or enter everything by hand. Three intents post here: "import" (add or
// update the channel, then its edit page), "prefill" (fetch, then show the form filled in) and
// "save" (create from the form). Many channels at once: /admin/channels/import.
import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/lib/conform-zod";
import { ArrowLeft, DownloadCloud, FileSpreadsheet, Info, Sparkles } from "~/components/ui/icons";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import {
  type ChannelFormDefaults,
  YOUTUBE_IMPORT_MESSAGES,
  channelFormSchema,
  youtubeReferenceSchema,
} from "#domain/admin/channel-form";
import { ChannelForm, SAVE_INTENT } from "~/components/admin/channel-form";
import { IMPORT_REVIEW_PATH } from "#domain/admin/import-review";
import { flashCookie } from "#domain/flash-message";
import type { AdminChannelRef } from "#domain/read-models/admin-channels";
import { FormField } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-add";
import { FormErrors } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { savedMessage } from "#domain/admin/save-messages";

const TITLE = "Add channel";
const DESCRIPTION =
  "Paste a YouTube URL, @handle or channel id to import a channel or prefill its fields, or enter everything by hand.";
const PREFILL_INTENT = "prefill";
const IMPORT_INTENT = "import";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  return {
    options: await services.adminChannels.formOptions(),
    youtubeConfigured: services.channelImport.configured(),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const formData = await readFormData(request);

  const intent = formData.get("intent");
  if (intent === PREFILL_INTENT || intent === IMPORT_INTENT) {
    const submission = parseWithZod(formData, { schema: youtubeReferenceSchema });
    if (submission.status !== "success") return data(prefillReply(submission.reply()), { status: 400 });
    const { reference } = submission.value;

    if (intent === IMPORT_INTENT) {
      const outcome = await services.channelImport.importOne({ id: viewer.id, email: viewer.email }, reference);
      if (!outcome.ok) return data(prefillReply(submission.reply(youtubeErrorReply(outcome))), { status: 400 });
      if (outcome.outcome === "held") {
        const message = `“${outcome.candidate.title}” waits for review: its suggested type or niche is below the confidence floor, so it was not published.`;
        return redirect(IMPORT_REVIEW_PATH, { headers: { "set-cookie": flashCookie("info", message) } });
      }
      const { channel } = outcome;
      const done = `Channel “${channel.channelTitle}” ${outcome.outcome === "created" ? "imported" : "updated"}`;
      const message = outcome.exact ? done : `${done}. It was matched by name: check it is the right channel.`;
      return redirect(`/admin/channels/edit/${channel.id}`, {
        headers: { "set-cookie": flashCookie(outcome.exact ? "success" : "info", message) },
      });
    }

    const outcome = await services.channelImport.prefill(reference);
    if (!outcome.ok) {
      if (outcome.code === "exists") {
        const reply = submission.reply({ fieldErrors: { reference: [YOUTUBE_IMPORT_MESSAGES.alreadyAdded] } });
        return data(prefillReply(reply, { existing: outcome.existing }), { status: 400 });
      }
      return data(prefillReply(submission.reply(youtubeErrorReply(outcome))), { status: 400 });
    }
    return prefillReply(submission.reply(), { values: outcome.values });
  }

  const submission = parseWithZod(formData, { schema: channelFormSchema });
  if (submission.status !== "success")
    return data({ intent: SAVE_INTENT as typeof SAVE_INTENT, result: submission.reply() }, { status: 400 });
  const outcome = await services.adminChannels.create({ id: viewer.id, email: viewer.email }, submission.value);
  if (!outcome.ok) {
    const reply =
      outcome.status === 400
        ? submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors })
        : submission.reply();
    return data({ intent: SAVE_INTENT as typeof SAVE_INTENT, result: reply }, { status: 400 });
  }
  return redirect("/admin/channels", {
    headers: { "set-cookie": flashCookie("success", savedMessage("Channel", outcome.channel.channelTitle, true)) },
  });
}

/**
 * Where a YouTube refusal shows: at the field when the reference is the problem (unreadable, no
 * such channel), above it when it isn't (no key, quota, YouTube down).
 */
function youtubeErrorReply(error: { code: string; message: string }) {
  return error.code === "invalidReference" || error.code === "notFound"
    ? { fieldErrors: { reference: [error.message] } }
    : { formErrors: [error.message] };
}

/** The prefill and import intents' answer, always of one shape so the page can read it without narrowing. */
function prefillReply(
  prefill: SubmissionResult<string[]>,
  extra: { existing?: Pick<AdminChannelRef, "id" | "channelTitle"> | null; values?: ChannelFormDefaults | null } = {},
) {
  return {
    intent: PREFILL_INTENT as typeof PREFILL_INTENT,
    prefill,
    existing: extra.existing ?? null,
    values: extra.values ?? null,
  };
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
      <Link
        to="/admin/channels"
        className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All channels
      </Link>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <YoutubeImport configured={youtubeConfigured} lastResult={prefill?.prefill} existing={prefill?.existing ?? null} />
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
  existing: Pick<AdminChannelRef, "id" | "channelTitle"> | null;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const busy = busyIntent === PREFILL_INTENT || busyIntent === IMPORT_INTENT;
  const [form, fields] = useForm({
    id: "channel-prefill",
    lastResult,
    constraint: getZodConstraint(youtubeReferenceSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: youtubeReferenceSchema }),
  });
  const noticeId = "youtube-import-notice";

  return (
    <section
      aria-labelledby="youtube-import-heading"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="youtube-import-heading" className="text-lg font-semibold">
          Import from YouTube
        </h2>
        <p className="text-sm text-muted-foreground">
          <strong className="font-medium text-foreground">Import channel</strong> adds it in one step with its statistics, recent
          videos and estimates (or updates it if it is already here).{" "}
          <strong className="font-medium text-foreground">Fetch from YouTube</strong> fills the form below instead, for you to
          complete before saving. Many channels at once?{" "}
          <Link
            to="/admin/channels/import"
            className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
          >
            <FileSpreadsheet className="size-3.5" aria-hidden="true" />
            Import a CSV
          </Link>
        </p>
      </div>
      {configured ? null : (
        <div id={noticeId} className="flex gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">{YOUTUBE_IMPORT_MESSAGES.notConfigured}</p>
            <p className="text-muted-foreground">
              Add{" "}
              <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
                YOUTUBE_API_KEY=&lt;your key&gt;
              </code>{" "}
              to the <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">.env</code> file (a YouTube
              Data API v3 key from the Google Cloud console) and restart the server. Until then, enter the channel's details by
              hand below.
            </p>
          </div>
        </div>
      )}
      <Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <FormField
          id={fields.reference.id}
          label="YouTube channel URL, @handle or id"
          errors={fields.reference.errors}
          hint="For example https://www.youtube.com/@name, @name or UCxxxxxxxxxxxxxxxxxxxxxx."
        >
          <Input
            {...getInputProps(fields.reference, { type: "text" })}
            key={fields.reference.key}
            disabled={!configured}
            aria-describedby={
              [configured ? null : noticeId, fields.reference.errors?.length ? fields.reference.errorId : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            autoComplete="off"
            spellCheck={false}
            placeholder="https://www.youtube.com/@name"
          />
        </FormField>
        {/* Enter in the field imports: the first submit button is the form's default. */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="submit"
            name="intent"
            value={IMPORT_INTENT}
            disabled={!configured || busy}
            aria-busy={busyIntent === IMPORT_INTENT}
          >
            {busyIntent === IMPORT_INTENT ? <Spinner className="size-4" /> : <Sparkles aria-hidden="true" />}
            {busyIntent === IMPORT_INTENT ? "Importing..." : "Import channel"}
          </Button>
          <Button
            type="submit"
            name="intent"
            value={PREFILL_INTENT}
            variant="secondary"
            disabled={!configured || busy}
            aria-busy={busyIntent === PREFILL_INTENT}
          >
            {busyIntent === PREFILL_INTENT ? <Spinner className="size-4" /> : <DownloadCloud aria-hidden="true" />}
            {busyIntent === PREFILL_INTENT ? "Fetching..." : "Fetch from YouTube"}
          </Button>
        </div>
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
