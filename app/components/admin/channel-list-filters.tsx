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
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
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
            {narrowed ? <ClearFiltersLink to={PATH} /> : null}
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <FilterSelect
          id="channel-type-filter"
          label="Type"
          name="type"
          value={params.type}
          onChange={applyNow}
          options={[{ value: "", label: "All types" }, ...types.map((type) => ({ value: type.id, label: type.label }))]}
        />
        <FilterSelect
          id="channel-niche-filter"
          label="Niche"
          name="niche"
          value={params.nicheId}
          onChange={applyNow}
          options={[{ value: "", label: "All niches" }, ...niches.map((niche) => ({ value: niche.id, label: niche.name }))]}
        />
        <FilterSelect
          id="channel-country-filter"
          label="Country"
          name="country"
          value={params.country}
          onChange={applyNow}
          options={[
            { value: "", label: "All countries" },
            ...COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
          ]}
        />
        <FilterSelect
          id="channel-featured-filter"
          label="Featured"
          name="featured"
          value={params.featured}
          onChange={applyNow}
          options={[
            { value: "", label: "Any" },
            { value: "yes", label: "Featured" },
            { value: "no", label: "Not featured" },
          ]}
        />
        <FilterSelect
          id="channel-demo-filter"
          label="Data"
          name="demo"
          value={params.demo}
          onChange={applyNow}
          options={[
            { value: "", label: "Any" },
            { value: "no", label: "Real channels" },
            { value: "yes", label: "Demo channels" },
          ]}
        />
        <FilterSelect
          id="channel-sort"
          label="Sort by"
          name="sort"
          value={params.sort}
          onChange={applyNow}
          options={ADMIN_CHANNEL_SORTS}
        />
      </div>
    </Form>
  );
}

/** One of the list's filters: a labelled select that applies as soon as it changes. */
function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
