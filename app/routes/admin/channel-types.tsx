// /admin/channel-types (admin area: "list, create, edit, delete (with confirmation, and a clear
// message when something still references the row)"), on the admin resource kit. Every change
// goes through the adminChannelTypes service, which writes the audit entry with it.
import { CHANNEL_TYPE_FORM_MESSAGES, channelTypeFormSchema } from "#domain/admin/channel-type-form";
import { ChannelTypeForm, EMPTY_CHANNEL_TYPE } from "~/components/admin/channel-type-form";
import { ChannelTypeTable } from "~/components/admin/channel-type-table";
import { ResourceEmpty } from "~/components/admin/resource/resource-empty";
import { ResourceFormPage } from "~/components/admin/resource/resource-form-page";
import { ResourceListPage } from "~/components/admin/resource/resource-list-page";
import { Shapes } from "~/components/ui/icons";
import { adminResourceRoute } from "~/lib/admin-resource.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channel-types";

const TITLE = "Channel types";
const DESCRIPTION = "Create, edit and delete channel types and their guides.";
const LIST_PATH = "/admin/channel-types";

const route = adminResourceRoute({
  path: LIST_PATH,
  noun: "Channel type",
  service: (services) => services.adminChannelTypes,
  schema: channelTypeFormSchema,
  nameOf: (outcome) => outcome.channelType.label,
  gone: { message: CHANNEL_TYPE_FORM_MESSAGES.notFound, show: "notice" },
  idField: "editId",
  list: async (services) => ({
    types: (await services.adminChannelTypes.list()).map(({ id, label, gradientFrom, gradientTo, channelCount, ideaCount }) => ({
      id,
      label,
      gradientFrom,
      gradientTo,
      channelCount,
      ideaCount,
    })),
  }),
  form: async (_services, row) => ({
    defaults: row
      ? {
          id: row.id,
          label: row.label,
          description: row.description,
          production: row.production,
          example: row.example,
          imageUrl: row.imageUrl ?? "",
          gradientFrom: row.gradientFrom ?? EMPTY_CHANNEL_TYPE.gradientFrom,
          gradientTo: row.gradientTo ?? EMPTY_CHANNEL_TYPE.gradientTo,
        }
      : EMPTY_CHANNEL_TYPE,
  }),
});

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelTypesPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view !== "list") {
    const editId = loaderData.view === "edit" ? loaderData.editId : null;
    return (
      <ResourceFormPage
        className="max-w-4xl"
        listPath={LIST_PATH}
        backLabel="All channel types"
        title={editId ? `Edit “${loaderData.form.defaults.label}”` : "New channel type"}
        description={
          editId
            ? "Changes show on the type's public page as soon as you save."
            : "A faceless format with its own guide page at /channel-types/id."
        }
      >
        <ChannelTypeForm
          key={editId ?? "new"}
          editId={editId}
          defaults={loaderData.form.defaults}
          lastResult={actionData?.result}
          cancelHref={LIST_PATH}
        />
      </ResourceFormPage>
    );
  }
  const { types } = loaderData.list;
  return (
    <ResourceListPage
      title={TITLE}
      description={DESCRIPTION}
      newLabel="New channel type"
      notices={[loaderData.missing ? CHANNEL_TYPE_FORM_MESSAGES.notFound : null, actionData?.deleteError?.message]}
    >
      {types.length > 0 ? (
        <ChannelTypeTable types={types} />
      ) : (
        <ResourceEmpty
          icon={Shapes}
          title="No channel types yet."
          text="Add the first faceless format, with a description and a guide for its page."
        />
      )}
    </ResourceListPage>
  );
}
