// /admin/channels (admin area): every channel with search, sort, filters and paging (25 a page),
// and bulk feature / unfeature / delete. The list's state lives in the URL; bulk actions post
// here with an `intent` and the selected `ids`, and come back to the same list.
import { Plus, Tv } from "~/components/ui/icons";
import { Link, data, redirect, useLocation, useSearchParams } from "react-router";
import { adminChannelListSearch, hasAdminChannelFilters, parseAdminChannelListParams } from "#domain/admin/channel-list-params";
import { ChannelListFilters } from "~/components/admin/channel-list-filters";
import { BULK_INTENTS, ChannelListTable } from "~/components/admin/channel-list-table";
import { ListPager } from "~/components/admin/list-pager";
import { flashCookie } from "#domain/flash-message";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { appContext } from "#server/app-context";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/channels";
import { FormAlert } from "~/components/form-alert";
import { readFormData } from "~/lib/form-data";
import { EmptyListPanel } from "~/components/admin/empty-list-panel";

const TITLE = "Channels";
const DESCRIPTION = "Search, sort, filter and page through every channel; feature, unfeature or delete several at once.";
const PATH = "/admin/channels";

/** Admins only: visitors go to /admin/login with this path, members home (spec §4). */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { services, accounts } = context.get(appContext);
  await accounts.requireAdmin(request, url);
  const params = parseAdminChannelListParams(url.searchParams);
  const [list, options] = await Promise.all([services.adminChannels.list(params), services.adminChannels.formOptions()]);
  return { ...list, params: { ...params, page: list.page }, options };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, accounts } = context.get(appContext);
  const viewer = await accounts.requireAdmin(request, url);
  const actor = { id: viewer.id, email: viewer.email };
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const ids = formData.getAll("ids").filter((id): id is string => typeof id === "string");

  let message: string;
  switch (intent) {
    case BULK_INTENTS.feature:
    case BULK_INTENTS.unfeature: {
      const featured = intent === BULK_INTENTS.feature;
      const outcome = await services.adminChannels.setFeatured(actor, ids, featured);
      if (!outcome.ok) return data({ error: outcome.message }, { status: 400 });
      const verb = featured ? "featured" : "unfeatured";
      message =
        outcome.changed === 0
          ? `Nothing changed: the selected channels were already ${verb}`
          : `${channelCount(outcome.changed)} ${verb}`;
      break;
    }
    case BULK_INTENTS.delete: {
      const outcome = await services.adminChannels.delete(actor, ids);
      if (!outcome.ok) return data({ error: outcome.message }, { status: 400 });
      message =
        outcome.changed === 0
          ? "Nothing deleted: the selected channels were already gone"
          : `${channelCount(outcome.changed)} deleted`;
      break;
    }
    default:
      return data({ error: "Choose an action for the selected channels" }, { status: 400 });
  }
  // Back to the same list (search, filters and page kept; React Router's ?index marker dropped).
  const search = new URLSearchParams(url.search);
  search.delete("index");
  const query = search.toString();
  return redirect(`${PATH}${query ? `?${query}` : ""}`, { headers: { "set-cookie": flashCookie("success", message) } });
}

function channelCount(n: number): string {
  return n === 1 ? "1 channel" : `${n.toLocaleString("en-US")} channels`;
}

export function meta() {
  return pageMeta(TITLE, DESCRIPTION);
}

export default function AdminChannelsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, total, page, pageSize, params, options } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const filtered = hasAdminChannelFilters(params);
  const typeLabels = new Map(options.types.map((type) => [type.id, type.label]));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <Button asChild className="self-start sm:self-auto">
          <Link to="/admin/channels/add">
            <Plus aria-hidden="true" />
            Add channel
          </Link>
        </Button>
      </div>

      <ChannelListFilters key={searchParams.toString()} params={params} niches={options.niches} types={options.types} />

      {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}

      <p className="text-sm text-muted-foreground" role="status">
        {total === 1 ? "1 channel" : `${total.toLocaleString("en-US")} channels`}
        {filtered ? " match" : ""}
      </p>

      {channels.length === 0 ? (
        <EmptyListPanel
          icon={Tv}
          title={filtered ? "No channels match these filters." : "No channels yet."}
          text={
            filtered ? "Try another search or clear the filters." : "Add the first channel by hand or from its YouTube address."
          }
        >
          <Button asChild variant="outline" size="sm">
            {filtered ? <Link to={PATH}>Show all channels</Link> : <Link to="/admin/channels/add">Add channel</Link>}
          </Button>
        </EmptyListPanel>
      ) : (
        <ChannelListTable key={location.key} channels={channels} typeLabels={typeLabels} />
      )}

      <ListPager
        page={page}
        pageSize={pageSize}
        total={total}
        searchParams={new URLSearchParams(adminChannelListSearch(params))}
        label="Channel pages"
      />
    </div>
  );
}
