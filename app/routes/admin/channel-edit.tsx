// /admin/channels/edit/{channelId} (admin area): every field of a channel, and delete with
// confirmation. Intents "save" and "delete" post here.
import { parseWithZod } from "~/lib/conform-zod";
import { ArrowLeft, ExternalLink, Sparkles, Trash2 } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { channelFormDefaults, channelFormSchema } from "#domain/admin/channel-form";
import { channelPath, extractChannelId, isUuid } from "#domain/channel-slug";
import { formatDate } from "#domain/format";
import { IMPORT_FLOOR_TEXT } from "#domain/admin/import-review";
import { ChannelForm } from "~/components/admin/channel-form";
import { ImportSuggestionSummary } from "~/components/admin/import-suggestion-summary";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { flashCookie } from "#domain/flash-message";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-edit";
import { readFormData } from "~/lib/form-data";
import { SAVING_LABEL, savedMessage } from "#domain/admin/save-messages";

const TITLE = "Edit channel";
const DESCRIPTION = "Edit a channel's details, type, niche and keywords.";
const DELETE_INTENT = "delete";
const NOT_FOUND_TITLE = "Channel not found";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  // A pasted public address or slug ("…/channel/my-channel-<id>") finds the channel too.
  const extracted = extractChannelId(params.channelId);
  if (extracted.ok && extracted.id !== params.channelId && isUuid(extracted.id))
    return redirect(`/admin/channels/edit/${extracted.id}`);
  const [channel, options, recentTitles, imported] = await Promise.all([
    services.adminChannels.get(params.channelId),
    services.adminChannels.formOptions(),
    services.adminChannels.recentVideoTitles(params.channelId),
    services.adminChannels.importSuggestions(params.channelId),
  ]);
  if (!channel)
    return data({ channel: null, options, recentTitles: [], imported: null, requested: params.channelId }, { status: 404 });
  return { channel, options, recentTitles, imported, requested: params.channelId };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);

  if (formData.get("intent") === DELETE_INTENT) {
    const outcome = await services.adminChannels.delete(actor, [params.channelId]);
    const message = outcome.ok && outcome.changed > 0 ? "Channel deleted" : "That channel was already deleted";
    return redirect("/admin/channels", {
      headers: { "set-cookie": flashCookie(outcome.ok && outcome.changed > 0 ? "success" : "info", message) },
    });
  }

  const submission = parseWithZod(formData, { schema: channelFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await services.adminChannels.update(actor, params.channelId, submission.value);
  if (!outcome.ok) {
    if (outcome.status === 404) {
      return redirect("/admin/channels", {
        headers: { "set-cookie": flashCookie("error", "That channel no longer exists; it may have been deleted") },
      });
    }
    return data(
      { result: submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors }) },
      { status: 400 },
    );
  }
  return redirect("/admin/channels", {
    headers: { "set-cookie": flashCookie("success", savedMessage("Channel", outcome.channel.channelTitle, false)) },
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData?.channel ? `Edit ${loaderData.channel.channelTitle}` : NOT_FOUND_TITLE, DESCRIPTION);
}

export default function AdminChannelEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { channel, options, recentTitles, imported, requested } = loaderData;
  const back = (
    <Link
      to="/admin/channels"
      className="inline-flex items-center gap-1.5 self-start text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All channels
    </Link>
  );

  if (!channel) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        {back}
        <StatusPanel
          tone="empty"
          headingLevel="h1"
          title={NOT_FOUND_TITLE}
          description={
            <>
              No channel has the id <code className="font-mono text-xs break-all">{requested}</code>. It may have been deleted.
            </>
          }
          action={
            <Button asChild variant="outline">
              <Link to="/admin/channels">Back to channels</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const publicPath = channelPath(channel.channelTitle, channel.id);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {back}
      <PageHeader title={TITLE} description={DESCRIPTION}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{channel.channelTitle}</span>
          {channel.isDemo ? <Badge variant="outline">Demo data</Badge> : null}
          <span>Added {formatDate(channel.createdAt)}</span>
          <span>Last changed {formatDate(channel.updatedAt)}</span>
          <Link
            to={publicPath}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            View public page
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </PageHeader>

      {imported ? (
        <section
          aria-labelledby="imported-suggestions-heading"
          className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:p-5"
          data-testid="applied-at-import"
        >
          <h2 id="imported-suggestions-heading" className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Applied at import
          </h2>
          <ImportSuggestionSummary suggestions={imported} />
          <p className="text-xs text-muted-foreground">{IMPORT_FLOOR_TEXT} Change the type or niche below if they are wrong.</p>
        </section>
      ) : null}

      <ChannelForm
        id={`channel-edit-${channel.id}`}
        lastResult={actionData?.result}
        defaultValue={channelFormDefaults(channel)}
        options={options}
        recentTitles={recentTitles}
        submitLabel="Save changes"
        busyLabel={SAVING_LABEL}
        cancelTo="/admin/channels"
      />

      <section
        aria-labelledby="danger-zone-heading"
        className="flex flex-col gap-3 rounded-xl border border-destructive/40 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="flex flex-col gap-1">
          <h2 id="danger-zone-heading" className="text-lg font-semibold">
            Delete this channel
          </h2>
          <p className="text-sm text-muted-foreground">
            Removes the channel with its videos and history; its public page stops working.
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" className="self-start sm:self-auto">
              <Trash2 aria-hidden="true" />
              Delete channel
            </Button>
          }
          title="Delete this channel?"
          description={`“${channel.channelTitle}” will be removed with its videos and history, and its public page will stop working. This can't be undone.`}
          confirmLabel="Delete channel"
          busyLabel="Deleting..."
          intent={DELETE_INTENT}
        />
      </section>
    </div>
  );
}
