// /admin/faceless-ideas (admin area): list, create, edit and delete faceless ideas, on the admin
// resource kit. Every save redirects back to the list with a toast.
import { ideaFormSchema } from "#domain/admin/idea-form";
import { EMPTY_IDEA, IdeaForm, type IdeaFormDefaults } from "~/components/admin/idea-form";
import { IdeaList } from "~/components/admin/idea-list";
import { ResourceFormPage } from "~/components/admin/resource/resource-form-page";
import { ResourceListPage } from "~/components/admin/resource/resource-list-page";
import { Link } from "react-router";
import { adminResourceRoute } from "~/lib/admin-resource.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/faceless-ideas";

const LIST_PATH = "/admin/faceless-ideas";
const TITLE = "Faceless ideas";
const DESCRIPTION = "Create, edit and delete faceless channel ideas.";

/** Numbers as the form's inputs show them. */
function asText(value: number | null): string {
  return value === null ? "" : String(value);
}

const route = adminResourceRoute({
  path: LIST_PATH,
  noun: "Idea",
  service: (services) => services.adminIdeas,
  schema: ideaFormSchema,
  nameOf: (outcome) => outcome.idea.title,
  gone: { message: "That idea no longer exists.", show: "flash", onDelete: "That idea was already deleted." },
  idField: "id",
  list: async (services) => ({ ideas: await services.adminIdeas.list() }),
  form: async (services, idea) => {
    const options = await services.adminIdeas.formOptions();
    if (!idea) return { options, title: "", slug: "", defaults: EMPTY_IDEA, exampleChannels: [] };
    const defaults: IdeaFormDefaults = {
      title: idea.title,
      slug: idea.slug,
      summary: idea.summary,
      body: idea.body,
      nicheId: idea.nicheId ?? "",
      channelTypeId: idea.channelTypeId ?? "",
      difficulty: idea.difficulty,
      startupCost: idea.startupCost,
      rpmLow: asText(idea.rpmLow),
      rpmHigh: asText(idea.rpmHigh),
      hoursPerVideo: asText(idea.hoursPerVideo),
      tools: idea.tools,
    };
    return { options, title: idea.title, slug: idea.slug, defaults, exampleChannels: idea.exampleChannels };
  },
  // The picker's chips need titles again when the form comes back with messages.
  refusedExtra: async (services, formData) => ({
    exampleChannels: await services.adminIdeas.channelsBySlugs(
      formData.getAll("exampleChannels").filter((v): v is string => typeof v === "string"),
    ),
  }),
});

export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.view === "edit") return pageMeta(`Edit ${loaderData.form.title}`, DESCRIPTION);
  if (loaderData?.view === "new") return pageMeta("New faceless idea", DESCRIPTION);
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminFacelessIdeasPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "list") {
    const { ideas } = loaderData.list;
    return (
      <ResourceListPage
        className="mx-auto max-w-6xl"
        title={TITLE}
        description={DESCRIPTION}
        newLabel="New idea"
        summary={
          <>
            {ideas.length === 1 ? "1 idea" : `${ideas.length} ideas`}, shown on{" "}
            <Link to="/faceless-ideas" className="underline underline-offset-4 hover:text-foreground">
              /faceless-ideas
            </Link>
          </>
        }
        notices={[actionData?.deleteError?.message]}
      >
        <IdeaList ideas={ideas} />
      </ResourceListPage>
    );
  }

  const editId = loaderData.view === "edit" ? loaderData.editId : null;
  const { form } = loaderData;
  return (
    <ResourceFormPage
      className="mx-auto max-w-4xl"
      listPath={LIST_PATH}
      backLabel="All ideas"
      title={editId ? `Edit “${form.title}”` : "New faceless idea"}
      description={
        editId ? (
          <>
            Changes show on{" "}
            <Link to={`/faceless-ideas/${form.slug}`} className="underline underline-offset-4 hover:text-foreground">
              /faceless-ideas/{form.slug}
            </Link>{" "}
            as soon as you save.
          </>
        ) : (
          "The idea is published on /faceless-ideas as soon as you save."
        )
      }
    >
      <IdeaForm
        // A fresh form (and editor) per idea.
        key={editId ?? "new"}
        ideaId={editId}
        defaults={form.defaults}
        exampleChannels={actionData?.result ? (actionData.extra?.exampleChannels ?? []) : form.exampleChannels}
        options={form.options}
        lastResult={actionData?.result}
        cancelHref={LIST_PATH}
      />
    </ResourceFormPage>
  );
}
