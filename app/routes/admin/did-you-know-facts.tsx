// /admin/did-you-know-facts (admin area): list, create, edit, switch on or off and delete the Did You
// Know facts (spec §7 did_you_know_facts). The form is driven by the URL (?new=1, ?edit=<id>) so
// it works without JavaScript and can be linked; every change redirects back to the list with a
// toast. Admins only, checked in the loader and the action.
import { parseWithZod } from "~/lib/conform-zod";
import { ArrowLeft, Plus } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { factFormSchema } from "#domain/admin/fact-form";
import type { Route } from "./+types/did-you-know-facts";
import { EMPTY_FACT, FactForm } from "~/components/admin/fact-form";
import { FactList } from "~/components/admin/fact-list";
import { flashCookie } from "~/components/auth/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "~/lib/app-context";
import { pageMeta } from "~/lib/page-meta";
import { readFormData } from "~/lib/form-data";
import { savedMessage } from "#domain/admin/save-messages";

const LIST_PATH = "/admin/did-you-know-facts";
const TITLE = "Did you know facts";
const DESCRIPTION = "Create, edit, switch on or off and delete the Did You Know facts.";
const GONE = "That fact no longer exists.";

function withFlash(kind: "success" | "error", message: string) {
  return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie(kind, message) } });
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const editId = url.searchParams.get("edit");
  if (editId) {
    const fact = await services.adminFacts.get(editId);
    if (!fact) throw withFlash("error", GONE);
    return { mode: "edit" as const, fact: { id: fact.id, title: fact.title, content: fact.content, isActive: fact.isActive } };
  }
  if (url.searchParams.get("new") === "1") return { mode: "create" as const };
  const facts = await services.adminFacts.list();
  return {
    mode: "list" as const,
    facts: facts.map(({ id, title, content, isActive, createdAt }) => ({ id, title, content, isActive, createdAt })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const id = typeof formData.get("id") === "string" ? (formData.get("id") as string) : "";

  if (intent === "delete") {
    const outcome = await services.adminFacts.delete(actor, id);
    return outcome.ok ? withFlash("success", `Fact “${outcome.fact.title}” deleted`) : withFlash("error", GONE);
  }
  if (intent === "toggle") {
    const outcome = await services.adminFacts.setActive(actor, id, formData.get("isActive") === "true");
    if (!outcome.ok) return withFlash("error", GONE);
    const { title, isActive } = outcome.fact;
    return withFlash("success", isActive ? `“${title}” is active: it can show on the Did You Know card` : `“${title}” is inactive: it no longer shows on the card`);
  }
  if (intent !== "save") return data({ result: undefined }, { status: 400 });

  const submission = parseWithZod(formData, { schema: factFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = id ? await services.adminFacts.update(actor, id, submission.value) : await services.adminFacts.create(actor, submission.value);
  if (outcome.ok) return withFlash("success", savedMessage("Fact", outcome.fact.title, !id));
  if (outcome.reason === "not-found") return withFlash("error", GONE);
  return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.mode === "edit") return pageMeta(`Edit ${loaderData.fact.title}`, DESCRIPTION);
  if (loaderData?.mode === "create") return pageMeta("New fact", DESCRIPTION);
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDidYouKnowFactsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "list") {
    const active = loaderData.facts.filter((fact) => fact.isActive).length;
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <PageHeader title={TITLE} description={DESCRIPTION}>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button asChild>
              <Link to="?new=1">
                <Plus aria-hidden="true" />
                New fact
              </Link>
            </Button>
            <p className="text-sm text-muted-foreground">
              {loaderData.facts.length === 1 ? "1 fact" : `${loaderData.facts.length} facts`}, {active} active
            </p>
          </div>
        </PageHeader>
        <FactList facts={loaderData.facts} />
      </div>
    );
  }

  const editing = loaderData.mode === "edit" ? loaderData.fact : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={LIST_PATH}>
          <ArrowLeft aria-hidden="true" />
          All facts
        </Link>
      </Button>
      <PageHeader
        title={editing ? "Edit fact" : "New fact"}
        description="A short, surprising fact for the Did You Know card on the home and channel pages."
      />
      <FactForm
        key={editing?.id ?? "new"}
        factId={editing?.id ?? null}
        defaults={editing ?? EMPTY_FACT}
        lastResult={actionData?.result}
        cancelHref={LIST_PATH}
      />
    </div>
  );
}
