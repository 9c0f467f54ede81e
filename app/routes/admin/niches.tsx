// /admin/niches (admin area: "list, create, edit, delete (with confirmation, and a clear message
// when something still references the row)"), on the admin resource kit. Every change goes
// through the adminNiches service, which writes the audit entry with it.
import { NICHE_FORM_MESSAGES, nicheFormSchema } from "#domain/admin/niche-form";
import { EMPTY_NICHE, NicheForm, type NicheFormDefaults } from "~/components/admin/niche-form";
import { NicheTable } from "~/components/admin/niche-table";
import { ResourceEmpty } from "~/components/admin/resource/resource-empty";
import { ResourceFormPage } from "~/components/admin/resource/resource-form-page";
import { ResourceListPage } from "~/components/admin/resource/resource-list-page";
import { Compass } from "~/components/ui/icons";
import { adminResourceRoute } from "~/lib/admin-resource.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/niches";

const TITLE = "Niches";
const DESCRIPTION = "Create, edit and delete niches.";
const LIST_PATH = "/admin/niches";

const route = adminResourceRoute({
  path: LIST_PATH,
  noun: "Niche",
  service: (services) => services.adminNiches,
  schema: nicheFormSchema,
  nameOf: (outcome) => outcome.niche.name,
  gone: { message: NICHE_FORM_MESSAGES.notFound, show: "notice" },
  idField: "editId",
  list: async (services) => ({
    niches: (await services.adminNiches.list()).map(
      ({ id, slug, name, rpmLow, rpmHigh, competition, demonetizationRisk, channelCount, ideaCount }) => ({
        id,
        slug,
        name,
        rpmLow,
        rpmHigh,
        competition,
        demonetizationRisk,
        channelCount,
        ideaCount,
      }),
    ),
  }),
  form: async (services, row) => {
    const [types, categories] = await Promise.all([services.adminChannelTypes.list(), services.adminNiches.categories()]);
    const defaults: NicheFormDefaults = row
      ? {
          name: row.name,
          slug: row.slug,
          description: row.description,
          rpmLow: String(row.rpmLow),
          rpmHigh: String(row.rpmHigh),
          competition: row.competition,
          demonetizationRisk: row.demonetizationRisk,
          category: row.category ?? "",
          channelTypeIds: row.channelTypeIds,
        }
      : EMPTY_NICHE;
    return {
      name: row?.name ?? "",
      defaults,
      options: { channelTypes: types.map(({ id, label }) => ({ id, label })), categories },
    };
  },
});

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminNichesPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view !== "list") {
    const editId = loaderData.view === "edit" ? loaderData.editId : null;
    return (
      <ResourceFormPage
        className="max-w-5xl"
        listPath={LIST_PATH}
        backLabel="All niches"
        title={editId ? `Edit “${loaderData.form.name}”` : "New niche"}
        description={
          editId
            ? "Changes show on the niche's public page as soon as you save."
            : "A topic area with its own page at /niches/slug."
        }
      >
        <NicheForm
          key={editId ?? "new"}
          editId={editId}
          defaults={loaderData.form.defaults}
          options={loaderData.form.options}
          lastResult={actionData?.result}
          cancelHref={LIST_PATH}
        />
      </ResourceFormPage>
    );
  }
  const { niches } = loaderData.list;
  return (
    <ResourceListPage
      title={TITLE}
      description={DESCRIPTION}
      newLabel="New niche"
      notices={[loaderData.missing ? NICHE_FORM_MESSAGES.notFound : null, actionData?.deleteError?.message]}
    >
      {niches.length > 0 ? (
        <NicheTable niches={niches} />
      ) : (
        <ResourceEmpty
          icon={Compass}
          title="No niches yet."
          text="Add the first niche with its RPM range, competition and editorial risk."
        />
      )}
    </ResourceListPage>
  );
}
