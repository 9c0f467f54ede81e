// /admin/channel-types (admin area: "list, create, edit, delete (with confirmation, and a clear
// message when something still references the row)"). One route: the list, with the form driven
// by search params (?new=1, ?edit=<id>) so it can be linked and works without JavaScript. Every
// change goes through the adminChannelTypes service, which writes the audit entry with it.
import { parseWithZod } from "~/lib/conform-zod";
import { AlertCircle, ArrowLeft, Plus, Shapes } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { CHANNEL_TYPE_FORM_MESSAGES, channelTypeFormSchema } from "#domain/admin/channel-type-form";
import { ChannelTypeForm, EMPTY_CHANNEL_TYPE, type ChannelTypeFormDefaults } from "~/components/admin/channel-type-form";
import { ChannelTypeTable } from "~/components/admin/channel-type-table";
import { flashCookie } from "~/components/auth/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "~/lib/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-types";
import { readFormData } from "~/lib/form-data";
import { savedMessage } from "#domain/admin/save-messages";

const TITLE = "Channel types";
const DESCRIPTION = "Create, edit and delete channel types and their guides.";
const LIST_PATH = "/admin/channel-types";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const editId = url.searchParams.get("edit");
  const row = editId === null ? null : await services.adminChannelTypes.get(editId);
  if (row) {
    const defaults: ChannelTypeFormDefaults = {
      id: row.id,
      label: row.label,
      description: row.description,
      production: row.production,
      example: row.example,
      imageUrl: row.imageUrl ?? "",
      gradientFrom: row.gradientFrom ?? EMPTY_CHANNEL_TYPE.gradientFrom,
      gradientTo: row.gradientTo ?? EMPTY_CHANNEL_TYPE.gradientTo,
    };
    return { view: "edit" as const, editId: row.id, label: row.label, defaults };
  }
  if (editId === null && url.searchParams.has("new")) return { view: "new" as const };
  const types = await services.adminChannelTypes.list();
  return {
    view: "list" as const,
    // ?edit= of a type deleted meanwhile (an old link, another admin): say so above the list.
    missing: editId !== null,
    types: types.map(({ id, label, gradientFrom, gradientTo, channelCount, ideaCount }) => ({ id, label, gradientFrom, gradientTo, channelCount, ideaCount })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = String(formData.get("id") ?? "");
    const outcome = await services.adminChannelTypes.delete(actor, id);
    if (outcome.ok) {
      return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie("success", `Channel type “${outcome.channelType.label}” deleted`) } });
    }
    const message = outcome.reason === "not-found" ? CHANNEL_TYPE_FORM_MESSAGES.notFound : outcome.message;
    return data({ deleteError: { id, message } }, { status: outcome.reason === "not-found" ? 404 : 409 });
  }

  const submission = parseWithZod(formData, { schema: channelTypeFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const editId = formData.get("editId");
  const outcome =
    typeof editId === "string" && editId !== ""
      ? await services.adminChannelTypes.update(actor, editId, submission.value)
      : await services.adminChannelTypes.create(actor, submission.value);
  if (outcome.ok) {
    return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie("success", savedMessage("Channel type", outcome.channelType.label, !(typeof editId === "string" && editId !== ""))) } });
  }
  if (outcome.reason === "not-found") {
    return data({ result: submission.reply({ formErrors: [CHANNEL_TYPE_FORM_MESSAGES.notFound] }) }, { status: 404 });
  }
  return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelTypesPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;

  if (loaderData.view === "new" || loaderData.view === "edit") {
    const editing = loaderData.view === "edit";
    return (
      <div className="flex max-w-4xl flex-col gap-6">
        <BackToList />
        <PageHeader
          title={editing ? `Edit “${loaderData.label}”` : "New channel type"}
          description={editing ? "Changes show on the type's public page as soon as you save." : "A faceless format with its own guide page at /channel-types/id."}
        />
        <ChannelTypeForm
          key={editing ? loaderData.editId : "new"}
          editId={editing ? loaderData.editId : null}
          defaults={editing ? loaderData.defaults : EMPTY_CHANNEL_TYPE}
          lastResult={result}
          cancelHref={LIST_PATH}
        />
      </div>
    );
  }

  const deleteError = actionData && "deleteError" in actionData ? actionData.deleteError : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION}>
        <div className="mt-2">
          <Button asChild>
            <Link to="?new=1">
              <Plus aria-hidden="true" />
              New channel type
            </Link>
          </Button>
        </div>
      </PageHeader>
      {loaderData.missing ? <Notice message={CHANNEL_TYPE_FORM_MESSAGES.notFound} /> : null}
      {deleteError ? <Notice message={deleteError.message} /> : null}
      {loaderData.types.length > 0 ? (
        <ChannelTypeTable types={loaderData.types} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <Shapes className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No channel types yet.</p>
          <p className="max-w-md text-sm text-muted-foreground">Add the first faceless format, with a description and a guide for its page.</p>
        </div>
      )}
    </div>
  );
}

function BackToList() {
  return (
    <Link to={LIST_PATH} className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All channel types
    </Link>
  );
}

function Notice({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      {message}
    </p>
  );
}
