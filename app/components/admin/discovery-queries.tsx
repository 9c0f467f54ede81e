import { Form, useNavigation } from "react-router";
import { DISCOVERY_LIMITS, SEARCH_KIND_LABELS, type SearchKind } from "#domain/admin/discovery";
import { formatDate, formatNumber } from "#domain/format";
import { LabelledSelect } from "~/components/admin/labelled-select";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Plus, Trash2 } from "~/components/ui/icons";

export interface DiscoveryQueryView {
  id: string;
  query: string;
  searchKind: SearchKind;
  channelTypeLabel: string | null;
  nicheName: string | null;
  regionCode: string | null;
  lastRunAt: Date | string | null;
  candidatesFound: number;
}

export interface DiscoveryFormOptions {
  niches: { id: string; name: string }[];
  types: { id: string; label: string }[];
}

/** The queries discovery searches with, and the form that adds one. */
export function DiscoveryQueries({ queries, options }: { queries: DiscoveryQueryView[]; options: DiscoveryFormOptions }) {
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-query";
  return (
    <section aria-labelledby="discovery-queries-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <div>
        <h2 id="discovery-queries-heading" className="text-lg font-semibold">
          Queries
        </h2>
        <p className="text-sm text-muted-foreground">
          Words a viewer would search, per niche or channel type (“reddit stories”, “relaxing rain sounds”, “history
          documentary”). Up to {formatNumber(DISCOVERY_LIMITS.maxQueries)}.
        </p>
      </div>
      <Form
        method="post"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.6fr_1.7fr_1.3fr_1.3fr_0.6fr_auto] lg:items-end"
        data-testid="discovery-query-form"
      >
        <input type="hidden" name="intent" value="add-query" />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="discovery-query">Query</Label>
          <Input
            id="discovery-query"
            name="query"
            required
            minLength={DISCOVERY_LIMITS.queryMinChars}
            maxLength={DISCOVERY_LIMITS.queryMaxChars}
            placeholder="relaxing rain sounds"
          />
        </div>
        <LabelledSelect
          id="discovery-kind"
          label="Search"
          name="searchKind"
          defaultValue="both"
          choices={(Object.keys(SEARCH_KIND_LABELS) as SearchKind[]).map((kind) => ({
            value: kind,
            label: SEARCH_KIND_LABELS[kind],
          }))}
        />
        <LabelledSelect
          id="discovery-type"
          label="For channel type"
          name="channelTypeId"
          defaultValue=""
          anyLabel="Any"
          choices={options.types.map((type) => ({ value: type.id, label: type.label }))}
        />
        <LabelledSelect
          id="discovery-niche"
          label="For niche"
          name="nicheId"
          defaultValue=""
          anyLabel="Any"
          choices={options.niches.map((niche) => ({ value: niche.id, label: niche.name }))}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="discovery-region">Region</Label>
          <Input id="discovery-region" name="regionCode" maxLength={2} placeholder="US" autoCapitalize="characters" />
        </div>
        <Button type="submit" disabled={adding}>
          <Plus className="size-4" aria-hidden="true" />
          Add query
        </Button>
      </Form>
      {queries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No queries yet. Add one above, then run discovery.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="discovery-queries">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Query
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Searches
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  For
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Last run
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Found
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queries.map((query) => (
                <tr key={query.id} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {query.query}
                  </th>
                  <td className="py-2 pr-3 text-muted-foreground">{SEARCH_KIND_LABELS[query.searchKind]}</td>
                  <td className="py-2 pr-3 text-muted-foreground">
                    {[query.channelTypeLabel, query.nicheName, query.regionCode].filter(Boolean).join(" · ") || "Anything"}
                  </td>
                  <td className="py-2 pr-3 text-muted-foreground">{query.lastRunAt ? formatDate(query.lastRunAt) : "Not yet"}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(query.candidatesFound)}</td>
                  <td className="py-2 text-right">
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete-query" />
                      <input type="hidden" name="id" value={query.id} />
                      <Button type="submit" variant="ghost" size="sm" aria-label={`Delete the query “${query.query}”`}>
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
