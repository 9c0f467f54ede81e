// /admin/niches (admin area: "list, create, edit, delete (with confirmation, and a clear message
// when something still references the row)"). One route: the list, with the form driven by search
// params (?new=1, ?edit=<id>) so it can be linked and works without JavaScript. Every change goes
// through the adminNiches service, which writes the audit entry with it.
import { parseWithZod } from "~/lib/conform-zod";
import { AlertCircle, ArrowLeft, Compass, Plus } from "~/components/ui/icons";
import { Link, data, redirect } from "react-router";
import { NICHE_FORM_MESSAGES, nicheFormSchema } from "#domain/admin/niche-form";
import { EMPTY_NICHE, NicheForm, type NicheFormDefaults } from "~/components/admin/niche-form";
import { NicheTable } from "~/components/admin/niche-table";
import { flashCookie } from "~/components/auth/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "~/lib/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/niches";
import { readFormData } from "~/lib/form-data";
import { savedMessage } from "#domain/admin/save-messages";

const TITLE = "Niches";
const DESCRIPTION = "Create, edit and delete niches.";
const LIST_PATH = "/admin/niches";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const editId = url.searchParams.get("edit");
  const row = editId === null ? null : await services.adminNiches.get(editId);

  if (row || (editId === null && url.searchParams.has("new"))) {
    const [types, categories] = await Promise.all([services.adminChannelTypes.list(), services.adminNiches.categories()]);
    const options = { channelTypes: types.map(({ id, label }) => ({ id, label })), categories };
    if (!row) return { view: "new" as const, options };
    const defaults: NicheFormDefaults = {
      name: row.name,
      slug: row.slug,
      description: row.description,
      rpmLow: String(row.rpmLow),
      rpmHigh: String(row.rpmHigh),
      competition: row.competition,
      demonetizationRisk: row.demonetizationRisk,
      category: row.category ?? "",
      channelTypeIds: row.channelTypeIds,
    };
    return { view: "edit" as const, editId: row.id, name: row.name, defaults, options };
  }

  const niches = await services.adminNiches.list();
  return {
    view: "list" as const,
    // ?edit= of a niche deleted meanwhile (an old link, another admin): say so above the list.
    missing: editId !== null,
    niches: niches.map(({ id, slug, name, rpmLow, rpmHigh, competition, demonetizationRisk, channelCount, ideaCount }) => ({
      id,
      slug,
      name,
      rpmLow,
      rpmHigh,
      competition,
      demonetizationRisk,
      channelCount,
      ideaCount,
    })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);

  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    const outcome = await services.adminNiches.delete(actor, id);
    if (outcome.ok) return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie("success", `Niche “${outcome.niche.name}” deleted`) } });
    const message = outcome.reason === "not-found" ? NICHE_FORM_MESSAGES.notFound : outcome.message;
    return data({ deleteError: { id, message } }, { status: outcome.reason === "not-found" ? 404 : 409 });
  }

  const submission = parseWithZod(formData, { schema: nicheFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const editId = formData.get("editId");
  const outcome =
    typeof editId === "string" && editId !== ""
      ? await services.adminNiches.update(actor, editId, submission.value)
      : await services.adminNiches.create(actor, submission.value);
  if (outcome.ok) return redirect(LIST_PATH, { headers: { "set-cookie": flashCookie("success", savedMessage("Niche", outcome.niche.name, !(typeof editId === "string" && editId !== ""))) } });
  if (outcome.reason === "not-found") return data({ result: submission.reply({ formErrors: [NICHE_FORM_MESSAGES.notFound] }) }, { status: 404 });
  return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 });
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminNichesPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "result" in actionData ? actionData.result : undefined;

  if (loaderData.view === "new" || loaderData.view === "edit") {
    const editing = loaderData.view === "edit";
    return (
      <div className="flex max-w-5xl flex-col gap-6">
        <BackToList />
        <PageHeader
          title={editing ? `Edit “${loaderData.name}”` : "New niche"}
          description={editing ? "Changes show on the niche's public page as soon as you save." : "A topic area with its own page at /niches/slug."}
        />
        <NicheForm
          key={editing ? loaderData.editId : "new"}
          editId={editing ? loaderData.editId : null}
          defaults={editing ? loaderData.defaults : EMPTY_NICHE}
          options={loaderData.options}
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
              New niche
            </Link>
          </Button>
        </div>
      </PageHeader>
      {loaderData.missing ? <Notice message={NICHE_FORM_MESSAGES.notFound} /> : null}
      {deleteError ? <Notice message={deleteError.message} /> : null}
      {loaderData.niches.length > 0 ? (
        <NicheTable niches={loaderData.niches} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <Compass className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No niches yet.</p>
          <p className="max-w-md text-sm text-muted-foreground">Add the first niche with its RPM range, competition and demonetization risk.</p>
        </div>
      )}
    </div>
  );
}

function BackToList() {
  return (
    <Link to={LIST_PATH} className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All niches
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
