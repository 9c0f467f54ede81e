// /admin/did-you-know-facts (admin area): list, create, edit, switch on or off and delete the Did You
// Know facts (spec §7 did_you_know_facts), on the admin resource kit. Every change redirects back
// to the list with a toast.
import { factFormSchema } from "#domain/admin/fact-form";
import { EMPTY_FACT, FactForm } from "~/components/admin/fact-form";
import { FactList } from "~/components/admin/fact-list";
import { ResourceFormPage } from "~/components/admin/resource/resource-form-page";
import { ResourceListPage } from "~/components/admin/resource/resource-list-page";
import { adminResourceRoute } from "~/lib/admin-resource.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/did-you-know-facts";

const LIST_PATH = "/admin/did-you-know-facts";
const TITLE = "Did you know facts";
const DESCRIPTION = "Create, edit, switch on or off and delete the Did You Know facts.";
const GONE = "That fact no longer exists.";

const route = adminResourceRoute({
  path: LIST_PATH,
  noun: "Fact",
  service: (services) => services.adminFacts,
  schema: factFormSchema,
  nameOf: (outcome) => outcome.fact.title,
  gone: { message: GONE, show: "flash" },
  idField: "id",
  list: async (services) => ({
    facts: (await services.adminFacts.list()).map(({ id, title, content, isActive, createdAt }) => ({
      id,
      title,
      content,
      isActive,
      createdAt,
    })),
  }),
  form: async (_services, fact) => ({
    defaults: fact ? { title: fact.title, content: fact.content, isActive: fact.isActive } : EMPTY_FACT,
  }),
  intents: {
    // The list's active switch.
    toggle: async ({ services, actor, formData, flash }) => {
      const id = formData.get("id");
      const outcome = await services.adminFacts.setActive(
        actor,
        typeof id === "string" ? id : "",
        formData.get("isActive") === "true",
      );
      if (!outcome.ok) return flash("error", GONE);
      const { title, isActive } = outcome.fact;
      return flash(
        "success",
        isActive
          ? `“${title}” is active: it can show on the Did You Know card`
          : `“${title}” is inactive: it no longer shows on the card`,
      );
    },
  },
});

export const loader = (args: Route.LoaderArgs) => route.loader(args);
export const action = (args: Route.ActionArgs) => route.action(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.view === "edit") return pageMeta(`Edit ${loaderData.form.defaults.title}`, DESCRIPTION);
  if (loaderData?.view === "new") return pageMeta("New fact", DESCRIPTION);
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDidYouKnowFactsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "list") {
    const { facts } = loaderData.list;
    const active = facts.filter((fact) => fact.isActive).length;
    return (
      <ResourceListPage
        className="mx-auto max-w-5xl"
        title={TITLE}
        description={DESCRIPTION}
        newLabel="New fact"
        summary={`${facts.length === 1 ? "1 fact" : `${facts.length} facts`}, ${active} active`}
      >
        <FactList facts={facts} />
      </ResourceListPage>
    );
  }

  const editId = loaderData.view === "edit" ? loaderData.editId : null;
  return (
    <ResourceFormPage
      className="mx-auto max-w-3xl"
      listPath={LIST_PATH}
      backLabel="All facts"
      title={editId ? "Edit fact" : "New fact"}
      description="A short, surprising fact for the Did You Know card on the home and channel pages."
    >
      <FactForm
        key={editId ?? "new"}
        factId={editId}
        defaults={loaderData.form.defaults}
        lastResult={actionData?.result}
        cancelHref={LIST_PATH}
      />
    </ResourceFormPage>
  );
}
