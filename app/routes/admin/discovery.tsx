// /admin/discovery: the queries discovery searches YouTube with, a button to run them now (the
// schedule runs them daily), and the candidate queue: each channel found with its numbers, the
// suggested type (confidence and the words that decided it), niche, country, a faceless verdict
// with its evidence and why it was found. Filters are in the URL; approving imports the chosen
// channels through an import run (progress and Stop on the import page); rejecting keeps the
// reason, and the channel never comes back.
import { data, redirect } from "react-router";
import { candidateFiltersSchema, DISCOVERY_MESSAGES, discoveryActionSchema } from "#domain/admin/discovery";
import { formatNumber } from "#domain/format";
import { IMPORT_REVIEW_PATH } from "#domain/admin/import-review";
import type { Route } from "./+types/discovery";
import { DiscoveryCandidates } from "~/components/admin/discovery-candidates";
import { DiscoveryQueries } from "~/components/admin/discovery-queries";
import { DiscoveryRunPanel } from "~/components/admin/discovery-run-panel";
import { flashCookie } from "#domain/flash-message";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { readFormData } from "~/lib/form-data";
import { pageMeta } from "~/lib/page-meta";
import { usePollWhileRunning } from "~/lib/use-poll-while-running";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { accounts, services } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const parsed = candidateFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Those filters are not valid.", { status: 400 });
  const filters = parsed.data;
  const discovery = services.discovery;
  const [queries, candidates, [latestRun = null], options] = await Promise.all([
    discovery.queries(),
    discovery.candidates(filters),
    discovery.recentRuns(1),
    services.adminChannels.formOptions(),
  ]);
  return { configured: discovery.configured(), queries, ...candidates, latestRun, filters, options, now: new Date() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { accounts, services } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const form = await readFormData(request);
  const parsed = discoveryActionSchema.safeParse({ ...Object.fromEntries(form), ids: form.getAll("id") });
  if (!parsed.success)
    return data({ error: parsed.error.issues[0]?.message ?? "That action is not available here." }, { status: 400 });
  const back = `${url.pathname}${url.search}`;
  const answer = (kind: "success" | "error" | "info", message: string, to = back) =>
    redirect(to, { headers: { "set-cookie": flashCookie(kind, message) } });
  const discovery = services.discovery;

  switch (parsed.data.intent) {
    case "add-query": {
      const { intent: _intent, ...query } = parsed.data;
      const result = await discovery.addQuery(actor, query);
      if (!result.ok) return data({ error: result.message }, { status: result.status });
      return answer("success", `Query “${query.query}” added`);
    }
    case "delete-query": {
      const result = await discovery.deleteQuery(actor, parsed.data.id);
      return result.ok ? answer("success", "Query deleted") : answer("info", result.message);
    }
    case "run": {
      // 409 as approve answers it (server/services/discovery.server.ts): nothing is down.
      if (!discovery.configured()) return data({ error: DISCOVERY_MESSAGES.notConfigured }, { status: 409 });
      const started = await discovery.start(actor);
      if (started.kind === "no-queries") return answer("info", DISCOVERY_MESSAGES.noQueries);
      return answer(
        started.kind === "running" ? "info" : "success",
        started.kind === "running" ? DISCOVERY_MESSAGES.alreadyRunning : "Discovery started",
      );
    }
    case "approve": {
      const result = await discovery.approve(actor, parsed.data.ids);
      if (!result.ok) return data({ error: result.message }, { status: result.status });
      const noun = (n: number) => (n === 1 ? "channel" : "channels");
      const held = result.held ?? 0;
      const heldNote = `${formatNumber(held)} ${noun(held)} below the confidence floor ${held === 1 ? "waits" : "wait"} in the import review list`;
      if (result.count === 0) return answer("info", heldNote, IMPORT_REVIEW_PATH);
      const approved = `Approved ${formatNumber(result.count)} ${noun(result.count)}: importing them now`;
      return answer("success", held > 0 ? `${approved}; ${heldNote}` : approved, "/admin/channels/import");
    }
    case "reject": {
      const result = await discovery.reject(actor, parsed.data.ids, parsed.data.reason);
      if (!result.ok) return answer("info", result.message);
      return answer(
        "success",
        `Rejected ${formatNumber(result.count)} ${result.count === 1 ? "channel" : "channels"}: ${result.count === 1 ? "it" : "they"} won't be suggested again`,
      );
    }
  }
}

const TITLE = "Discovery";
const DESCRIPTION =
  "Find faceless channels on YouTube: searches you keep, candidates with a suggested format and the evidence for it.";

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminDiscoveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, queries, rows, total, pending, latestRun, filters, options, now } = loaderData;
  usePollWhileRunning(latestRun?.status === "running");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <DiscoveryRunPanel configured={configured} run={latestRun} queryCount={queries.length} now={now} />
      <DiscoveryQueries queries={queries} options={options} />
      <DiscoveryCandidates rows={rows} total={total} pending={pending} filters={filters} options={options} />
    </div>
  );
}
