// /admin/faceless-ideas (admin area): list, create, edit and delete faceless ideas. The form is
// driven by the URL (?new=1, ?edit=<id>) so it works without JavaScript and can be linked; every
// save redirects back to the list with a toast. Admins only, checked in the loader and the action.
import { parseWithZod } from "~/lib/conform-zod";
import { ArrowLeft, Plus } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { ideaFormSchema } from "#domain/admin/idea-form";
import type { Route } from "./+types/faceless-ideas";
import { EMPTY_IDEA, IdeaForm, type IdeaFormDefaults } from "~/components/admin/idea-form";
import { IdeaList } from "~/components/admin/idea-list";
import { flashCookie } from "~/components/auth/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "~/lib/app-context";
import { pageMeta } from "~/lib/page-meta";
import { FormAlert } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { savedMessage } from "#domain/admin/save-messages";

const LIST_PATH = "/admin/faceless-ideas";
const TITLE = "Faceless ideas";
const DESCRIPTION = "Create, edit and delete faceless channel ideas.";

function withFlash(kind: "success" | "error", message: string) {
  return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie(kind, message) } });
}

/** Numbers as the form's inputs show them. */
function asText(value: number | null): string {
  return value === null ? "" : String(value);
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const editId = url.searchParams.get("edit");
  const creating = url.searchParams.get("new") === "1";

  if (editId) {
    const [idea, options] = await Promise.all([services.adminIdeas.get(editId), services.adminIdeas.formOptions()]);
    if (!idea) throw withFlash("error", "That idea no longer exists.");
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
    return { mode: "edit" as const, idea: { id: idea.id, title: idea.title, slug: idea.slug, defaults, exampleChannels: idea.exampleChannels }, options };
  }
  if (creating) {
    return { mode: "create" as const, options: await services.adminIdeas.formOptions() };
  }
  return { mode: "list" as const, ideas: await services.adminIdeas.list() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const id = formData.get("id");

  if (intent === "delete") {
    if (typeof id !== "string") throw withFlash("error", "That idea no longer exists.");
    const outcome = await services.adminIdeas.delete(actor, id);
    if (outcome.ok) return withFlash("success", `Idea “${outcome.idea.title}” deleted`);
    if (outcome.reason === "in-use") return data({ deleteError: outcome.message, result: undefined, exampleChannels: [] }, { status: 409 });
    return withFlash("error", "That idea was already deleted.");
  }

  if (intent !== "save") return data({ deleteError: null, result: undefined, exampleChannels: [] }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ideaFormSchema });
  // The picker's chips need titles again when the form comes back with messages.
  const pickedSlugs = formData.getAll("exampleChannels").filter((v): v is string => typeof v === "string");
  const invalid = async (result: ReturnType<typeof submission.reply>) =>
    data({ deleteError: null, result, exampleChannels: await services.adminIdeas.channelsBySlugs(pickedSlugs) }, { status: 400 });

  if (submission.status !== "success") return invalid(submission.reply());
  const outcome =
    typeof id === "string" && id !== ""
      ? await services.adminIdeas.update(actor, id, submission.value)
      : await services.adminIdeas.create(actor, submission.value);
  if (outcome.ok) return withFlash("success", savedMessage("Idea", outcome.idea.title, !(typeof id === "string" && id)));
  if (outcome.reason === "not-found") return withFlash("error", "That idea no longer exists.");
  return invalid(submission.reply({ fieldErrors: outcome.fieldErrors }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.mode === "edit") return pageMeta(`Edit ${loaderData.idea.title}`, DESCRIPTION);
  if (loaderData?.mode === "create") return pageMeta("New faceless idea", DESCRIPTION);
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminFacelessIdeasPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "list") {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <PageHeader title={TITLE} description={DESCRIPTION}>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button asChild>
              <Link to="?new=1">
                <Plus aria-hidden="true" />
                New idea
              </Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              {loaderData.ideas.length === 1 ? "1 idea" : `${loaderData.ideas.length} ideas`}, shown on{" "}
              <Link to="/faceless-ideas" className="underline underline-offset-4 hover:text-foreground">
                /faceless-ideas
              </Link>
            </p>
          </div>
        </PageHeader>
        {actionData?.deleteError ? (
          <FormAlert>
            {actionData.deleteError}
          </FormAlert>
        ) : null}
        <IdeaList ideas={loaderData.ideas} />
      </div>
    );
  }

  const editing = loaderData.mode === "edit" ? loaderData.idea : null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={LIST_PATH}>
          <ArrowLeft aria-hidden="true" />
          All ideas
        </Link>
      </Button>
      <PageHeader
        title={editing ? `Edit “${editing.title}”` : "New faceless idea"}
        description={
          editing ? (
            <>
              Changes show on{" "}
              <Link to={`/faceless-ideas/${editing.slug}`} className="underline underline-offset-4 hover:text-foreground">
                /faceless-ideas/{editing.slug}
              </Link>{" "}
              as soon as you save.
            </>
          ) : (
            "The idea is published on /faceless-ideas as soon as you save."
          )
        }
      />
      <IdeaForm
        // A fresh form (and editor) per idea.
        key={editing?.id ?? "new"}
        ideaId={editing?.id ?? null}
        defaults={editing?.defaults ?? EMPTY_IDEA}
        exampleChannels={actionData?.result ? actionData.exampleChannels : (editing?.exampleChannels ?? [])}
        options={loaderData.options}
        lastResult={actionData?.result}
        cancelHref={LIST_PATH}
      />
    </div>
  );
}
