// /admin/channels/review: channels an import held because the classifier was not sure enough of their type or
// niche (domain/admin/import-review.ts). Each shows the suggestions with their confidence and words; the admin
// picks a type and a niche and publishes (the channel is imported with them), or discards it. Nothing here is on
// a public page until it is published.
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { IMPORT_REVIEW_MESSAGES, importReviewActionSchema } from "#domain/admin/import-review-form";
import { IMPORT_FLOOR_TEXT } from "#domain/admin/import-review";
import { flashCookie } from "#domain/flash-message";
import { formatNumber } from "#domain/format";
import { ImportSuggestionSummary } from "~/components/admin/import-suggestion-summary";
import { StatusPanel } from "~/components/guides/status-panel";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { ExternalLink, Trash2, Upload } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-review";

const TITLE = "Import review";
const DESCRIPTION = "Imported channels waiting for a type and a niche before they are published.";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const [list, options] = await Promise.all([services.channelImport.reviewList(), services.adminChannels.formOptions()]);
  return { ...list, options, configured: services.channelImport.configured() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const form = await readFormData(request);
  const parsed = importReviewActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const id = form.get("id");
    return data(
      { error: parsed.error.issues[0]?.message ?? IMPORT_REVIEW_MESSAGES.intent, id: typeof id === "string" ? id : null },
      { status: 400 },
    );
  }
  const { id } = parsed.data;
  const imports = services.channelImport;
  if (parsed.data.intent === "discard") {
    const result = await imports.discardHeld(actor, id);
    if (!result.ok) return data({ error: result.message, id }, { status: result.status });
    const title = "discarded" in result ? result.discarded : "";
    return redirect(url.pathname, { headers: { "set-cookie": flashCookie("success", `“${title}” discarded`) } });
  }
  const result = await imports.publishHeld(actor, id, { channelType: parsed.data.channelType, nicheId: parsed.data.nicheId });
  if (!result.ok) return data({ error: result.message, id }, { status: result.status });
  if (!("channel" in result)) throw new Error("Publishing returns the channel");
  return redirect(`/admin/channels/edit/${result.channel.id}`, {
    headers: { "set-cookie": flashCookie("success", `“${result.title}” published with the type and niche you picked`) },
  });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, options } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const busyIntent = navigation.formData?.get("intent");
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION}>
        <p className="max-w-3xl text-sm text-muted-foreground">{IMPORT_FLOOR_TEXT}</p>
      </PageHeader>
      {/* An error about a channel no longer listed (decided meanwhile) shows here, not on its card. */}
      {actionData && "error" in actionData && !rows.some((row) => row.id === actionData.id) ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <StatusPanel
          tone="empty"
          title="Nothing waits for review"
          description="Channels an import was not sure how to classify come here instead of being published without a type or niche."
          action={
            <Button asChild variant="outline">
              <Link to="/admin/channels/import">
                <Upload aria-hidden="true" />
                Import channels
              </Link>
            </Button>
          }
        />
      ) : (
        <section aria-labelledby="review-list-heading" className="flex flex-col gap-4">
          <h2 id="review-list-heading" className="text-sm text-muted-foreground tabular-nums">
            {formatNumber(total)} {total === 1 ? "channel waits" : "channels wait"} for review
            {total > rows.length ? ` (the ${formatNumber(rows.length)} waiting longest shown)` : ""}
          </h2>
          <ul className="flex flex-col gap-4">
            {rows.map((row) => {
              const error = actionData && "error" in actionData && actionData.id === row.id ? actionData.error : null;
              const busy = busyId === row.id;
              return (
                <li key={row.id} className="rounded-xl border bg-card p-4 sm:p-5" data-testid="review-item">
                  <div className="flex items-start gap-3">
                    {row.thumbnailUrl ? (
                      <img
                        src={row.thumbnailUrl}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-full bg-muted"
                      />
                    ) : null}
                    <div className="flex min-w-0 flex-col gap-1">
                      <h3 className="font-semibold break-words">{row.title}</h3>
                      <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                        {row.handle ? <span>{row.handle.startsWith("@") ? row.handle : `@${row.handle}`}</span> : null}
                        {row.subscribers === null ? null : <span>{formatNumber(row.subscribers)} subscribers</span>}
                        {row.videoCount === null ? null : <span>{formatNumber(row.videoCount)} videos</span>}
                        <a
                          href={`https://www.youtube.com/channel/${row.youtubeChannelId}`}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline"
                        >
                          On YouTube
                          <ExternalLink className="size-3.5" aria-hidden="true" />
                        </a>
                      </p>
                    </div>
                  </div>
                  <div className="mt-3">
                    <ImportSuggestionSummary suggestions={row.suggestions} />
                  </div>
                  {error ? (
                    <p role="alert" className="mt-3 text-sm text-destructive">
                      {error}
                    </p>
                  ) : null}
                  <div className="mt-4 flex flex-col gap-3 border-t pt-4 lg:flex-row lg:items-end">
                    <Form method="post" className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
                      <input type="hidden" name="id" value={row.id} />
                      <div className="flex flex-1 flex-col gap-1.5">
                        <Label htmlFor={`type-${row.id}`}>Channel type</Label>
                        <NativeSelect id={`type-${row.id}`} name="channelType" defaultValue={row.suggestedTypeId ?? ""}>
                          <option value="">Choose a type</option>
                          {options.types.map((type) => (
                            <option key={type.id} value={type.id}>
                              {type.label}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                      <div className="flex flex-1 flex-col gap-1.5">
                        <Label htmlFor={`niche-${row.id}`}>Niche</Label>
                        <NativeSelect id={`niche-${row.id}`} name="nicheId" defaultValue={row.suggestedNicheId ?? ""}>
                          <option value="">Choose a niche</option>
                          {options.niches.map((niche) => (
                            <option key={niche.id} value={niche.id}>
                              {niche.name}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                      <Button type="submit" name="intent" value="publish" disabled={busy}>
                        {busy && busyIntent === "publish" ? "Publishing..." : "Publish"}
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="discard"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Discard ${row.title}`}
                        className="w-full sm:w-auto"
                      >
                        <Trash2 aria-hidden="true" />
                        {busy && busyIntent === "discard" ? "Discarding..." : "Discard"}
                      </Button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
