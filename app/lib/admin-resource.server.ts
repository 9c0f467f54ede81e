// The loader and action every admin taxonomy screen shares (admin area: "list, create, edit, delete
// (with confirmation, and a clear message when something still references the row)"). One route
// per entity: the list, with the form driven by search params (?new=1, ?edit=<id>) so it can be
// linked and works without JavaScript. Admins only, checked in the loader and the action (spec §4).
// A screen gives its service, its zod schema and how to shape its list and form data; the rest
// (intents, validation, flash redirects, status codes) is here once.
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { savedMessage } from "#domain/admin/save-messages";
import type { AuditActor } from "#server/services/audit.server";
import type { Services } from "#server/services/services.server";
import { flashCookie } from "#domain/flash-message";
import { type AppLoadContext, appContext } from "#server/app-context";
import { parseWithZod } from "~/lib/conform-zod";
import { readFormData } from "~/lib/form-data";

type FieldErrors = Partial<Record<string, string[]>>;

/** What every admin service's save answers (its success carries the row under the entity's name). */
export type ResourceSaveOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; reason: "not-found" };

/** What every admin service's delete answers: a refusal other than not-found says why. */
export type ResourceDeleteOutcome =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: string; message: string };

interface ResourceService<Row, Values, Saved extends ResourceSaveOutcome, Deleted extends ResourceDeleteOutcome> {
  get(id: string): Promise<Row | null>;
  create(actor: AuditActor, values: Values): Promise<Saved>;
  update(actor: AuditActor, id: string, values: Values): Promise<Saved>;
  delete(actor: AuditActor, id: string): Promise<Deleted>;
}

interface RouteArgs {
  request: Request;
  url: URL;
  context: { get(context: typeof appContext): AppLoadContext };
}

/** What an extra intent (the facts' active switch) is handed. */
interface IntentArgs {
  services: Services;
  actor: AuditActor;
  formData: FormData;
  /** Back to the list with a toast. */
  flash: (kind: "success" | "error", message: string) => Response;
}

export interface AdminResource<
  Row,
  Values,
  Saved extends ResourceSaveOutcome,
  Deleted extends ResourceDeleteOutcome,
  List,
  Form,
  Extra,
> {
  /** The list's URL: every change redirects here. */
  path: string;
  /** The noun of the toasts ("Niche “x” created"). */
  noun: string;
  service: (services: Services) => ResourceService<Row, Values, Saved, Deleted>;
  schema: z.ZodType<Values>;
  /** The name a toast quotes, from a save's or delete's success. */
  nameOf: (outcome: Extract<Saved | Deleted, { ok: true }>) => string;
  /**
   * A row that is not there (an old ?edit= link, another admin deleted it): said above the list
   * with 404 for a save or delete ("notice"), or as an error toast back on the list ("flash").
   */
  gone: { message: string; show: "notice" | "flash"; onDelete?: string };
  /** The hidden field that names the row being edited. */
  idField: "id" | "editId";
  list: (services: Services) => Promise<List>;
  /** The form's data (defaults, choices) for a new row (null) or the row being edited. */
  form: (services: Services, row: Row | null) => Promise<Form>;
  /** More that a refused save answers with (the idea picker's chips). */
  refusedExtra?: (services: Services, formData: FormData) => Promise<Extra>;
  intents?: Record<string, (args: IntentArgs) => Promise<Response>>;
}

export type ResourceActionData<Extra> = {
  result: SubmissionResult<string[]> | undefined;
  deleteError: { id: string; message: string } | undefined;
  extra: Extra | undefined;
};

function flashRedirect(path: string, kind: "success" | "error", message: string): Response {
  return redirect(path, { headers: { "set-cookie": flashCookie(kind, message) } });
}

/** The loader and action of an admin resource screen. */
export function adminResourceRoute<
  Row,
  Values,
  Saved extends ResourceSaveOutcome,
  Deleted extends ResourceDeleteOutcome,
  List,
  Form,
  Extra = never,
>(resource: AdminResource<Row, Values, Saved, Deleted, List, Form, Extra>) {
  const flash = (kind: "success" | "error", message: string) => flashRedirect(resource.path, kind, message);

  async function loader({ request, context, url }: RouteArgs) {
    const { services, accounts } = context.get(appContext);
    await accounts.requireAdmin(request, url);
    const editId = url.searchParams.get("edit");
    if (editId !== null) {
      const row = await resource.service(services).get(editId);
      if (row) return { view: "edit" as const, editId, form: await resource.form(services, row) };
      if (resource.gone.show === "flash") throw flash("error", resource.gone.message);
    } else if (url.searchParams.has("new")) {
      return { view: "new" as const, form: await resource.form(services, null) };
    }
    // ?edit= of a row deleted meanwhile: said above the list.
    return { view: "list" as const, missing: editId !== null, list: await resource.list(services) };
  }

  async function action({ request, context, url }: RouteArgs) {
    const { services, accounts } = context.get(appContext);
    const viewer = await accounts.requireAdmin(request, url);
    const actor = { id: viewer.id, email: viewer.email };
    const formData = await readFormData(request);
    const service = resource.service(services);
    const intent = formData.get("intent");
    const answer = (status: number, fields: Partial<ResourceActionData<Extra>>) =>
      data<ResourceActionData<Extra>>({ result: undefined, deleteError: undefined, extra: undefined, ...fields }, { status });

    if (intent === "delete") {
      const id = formData.get("id");
      const outcome = await service.delete(actor, typeof id === "string" ? id : "");
      if (outcome.ok)
        return flash("success", `${resource.noun} “${resource.nameOf(outcome as Extract<Deleted, { ok: true }>)}” deleted`);
      if ("message" in outcome) return answer(409, { deleteError: { id: String(id), message: outcome.message } });
      if (resource.gone.show === "flash") return flash("error", resource.gone.onDelete ?? resource.gone.message);
      return answer(404, { deleteError: { id: String(id), message: resource.gone.message } });
    }
    // Own keys only: "__proto__" or "constructor" from a form must not reach Object.prototype.
    const other =
      typeof intent === "string" && resource.intents && Object.hasOwn(resource.intents, intent)
        ? resource.intents[intent]
        : undefined;
    if (other) return other({ services, actor, formData, flash });
    if (intent !== "save") return answer(400, {});

    const submission = parseWithZod(formData, { schema: resource.schema });
    const refused = async (result: SubmissionResult<string[]>) =>
      answer(400, { result, extra: resource.refusedExtra ? await resource.refusedExtra(services, formData) : undefined });
    if (submission.status !== "success") return refused(submission.reply());
    const editId = formData.get(resource.idField);
    const editing = typeof editId === "string" && editId !== "";
    const outcome = editing
      ? await service.update(actor, editId, submission.value)
      : await service.create(actor, submission.value);
    if (outcome.ok)
      return flash("success", savedMessage(resource.noun, resource.nameOf(outcome as Extract<Saved, { ok: true }>), !editing));
    if (outcome.reason === "invalid")
      return refused(submission.reply({ fieldErrors: outcome.fieldErrors as Record<string, string[]> }));
    if (resource.gone.show === "flash") return flash("error", resource.gone.message);
    return answer(404, { result: submission.reply({ formErrors: [resource.gone.message] }) });
  }

  return { loader, action };
}
