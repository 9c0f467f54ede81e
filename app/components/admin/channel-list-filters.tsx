import type * as React from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import {
  ADMIN_CHANNEL_QUERY_MAX,
  ADMIN_CHANNEL_SORTS,
  DEFAULT_ADMIN_CHANNEL_SORT,
  type AdminChannelListParams,
  hasAdminChannelFilters,
} from "#domain/admin/channel-list-params";
import { COUNTRIES } from "#domain/countries";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { ClearFiltersLink } from "~/components/clear-filters-link";
import { SearchSubmitButton } from "~/components/admin/search-submit-button";

const PATH = "/admin/channels";

/**
 * Search, filters and sort of /admin/channels: a GET form, so a filtered list can be linked and
 * works without JavaScript. With it, changing a select applies it at once.
 */
export function ChannelListFilters({
  params,
  niches,
  types,
}: {
  params: AdminChannelListParams;
  niches: readonly { id: string; name: string }[];
  types: readonly { id: string; label: string }[];
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const searching = navigation.state === "loading" && navigation.location.pathname === PATH && navigation.formMethod === "GET";
  const narrowed = hasAdminChannelFilters(params) || params.sort !== DEFAULT_ADMIN_CHANNEL_SORT;
  // Submits only the fields that narrow the list, so addresses stay short ("?featured=yes", not "?q=&type=&…").
  const apply = (form: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== "string" || value.trim() === "" || (name === "sort" && value === DEFAULT_ADMIN_CHANNEL_SORT)) continue;
      search.set(name, value);
    }
    void submit(search, { method: "get", action: PATH });
  };
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };

  return (
    <Form
      method="get"
      action={PATH}
      role="search"
      aria-label="Channels"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="channel-search">Search channels</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="channel-search"
            name="q"
            type="search"
            defaultValue={params.query}
            maxLength={ADMIN_CHANNEL_QUERY_MAX}
            placeholder="Title, @handle or YouTube channel id"
            autoComplete="off"
            className="sm:flex-1"
          />
          <div className="flex gap-2">
            <SearchSubmitButton searching={searching} className="flex-1 sm:flex-none" />
            {narrowed ? (
              <ClearFiltersLink to={PATH} />
            ) : null}
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Filter id="channel-type-filter" label="Type">
          <NativeSelect id="channel-type-filter" name="type" defaultValue={params.type ?? ""} onChange={applyNow}>
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="channel-niche-filter" label="Niche">
          <NativeSelect id="channel-niche-filter" name="niche" defaultValue={params.nicheId ?? ""} onChange={applyNow}>
            <option value="">All niches</option>
            {niches.map((niche) => (
              <option key={niche.id} value={niche.id}>
                {niche.name}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="channel-country-filter" label="Country">
          <NativeSelect id="channel-country-filter" name="country" defaultValue={params.country ?? ""} onChange={applyNow}>
            <option value="">All countries</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
        </Filter>
        <Filter id="channel-featured-filter" label="Featured">
          <NativeSelect id="channel-featured-filter" name="featured" defaultValue={params.featured ?? ""} onChange={applyNow}>
            <option value="">Any</option>
            <option value="yes">Featured</option>
            <option value="no">Not featured</option>
          </NativeSelect>
        </Filter>
        <Filter id="channel-demo-filter" label="Data">
          <NativeSelect id="channel-demo-filter" name="demo" defaultValue={params.demo ?? ""} onChange={applyNow}>
            <option value="">Any</option>
            <option value="no">Real channels</option>
            <option value="yes">Demo channels</option>
          </NativeSelect>
        </Filter>
        <Filter id="channel-sort" label="Sort by">
          <NativeSelect id="channel-sort" name="sort" defaultValue={params.sort} onChange={applyNow}>
            {ADMIN_CHANNEL_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </NativeSelect>
        </Filter>
      </div>
    </Form>
  );
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
