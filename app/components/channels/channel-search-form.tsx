import { Search } from "~/components/ui/icons";
import { FoldingFilterPanel } from "~/components/folding-filter-panel";
import type * as React from "react";
import { Form, Link } from "react-router";
import { useCompactGetSubmit } from "~/lib/compact-get-submit";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { channelSearchHref, type SearchParamName } from "#domain/channel-search-url";
import { ClearFiltersLink } from "~/components/clear-filters-link";

export type Option = { value: string; label: string };

export type SearchFormOptions = {
  channelTypes: Option[];
  niches: Option[];
  countries: Option[];
  uploadRates: Option[];
  sorts: Option[];
};

/** Names of the query string (server/services/channel-search-params SEARCH_PARAM_NAMES), as the form posts them. */
export type SearchFormValues = Partial<Record<SearchParamName, string>>;

/** Without a height: the sort beside the query box is h-11, the filters h-10. */
const selectClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** The query box and sort of /channel-search: a GET form, so every search is a shareable URL and works without JavaScript. */
export function ChannelSearchBar({ values, sorts, formId }: { values: SearchFormValues; sorts: Option[]; formId: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="search-q" className="sr-only">
          Search channels
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="search-q"
            form={formId}
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            placeholder="Search by title, keyword or topic"
            className="h-11 pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5 sm:w-60 sm:flex-none">
          <Label htmlFor="search-sort" className="text-xs text-muted-foreground">
            Sort by
          </Label>
          <select id="search-sort" form={formId} name="sort" defaultValue={values.sort ?? ""} className={cn(selectClass, "h-11")}>
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" form={formId} size="lg" className="h-11">
          Search
        </Button>
      </div>
    </div>
  );
}

/**
 * The filter panel. A <details> (folds without JavaScript, opens from the keyboard) that is
 * closed on phones until filters are set, so results come first; on wide screens it is always
 * shown as a sidebar.
 */
export function ChannelFilters({
  formId,
  values,
  options,
  canSeeRevenue,
  activeCount,
}: {
  formId: string;
  values: SearchFormValues;
  options: SearchFormOptions;
  canSeeRevenue: boolean;
  activeCount: number;
}) {
  const v = (name: SearchParamName) => values[name] ?? "";
  const onSubmit = useCompactGetSubmit("/channel-search");
  return (
    <Form id={formId} method="get" action="/channel-search" role="search" aria-label="Channel filters" onSubmit={onSubmit}>
      <FoldingFilterPanel activeCount={activeCount} unfoldFrom="lg" bodyClassName="flex flex-col gap-4">
        <SelectField id="f-type" name="type" label="Channel type" value={v("type")} options={options.channelTypes} />
        <SelectField id="f-niche" name="niche" label="Niche" value={v("niche")} options={options.niches} />
        <SelectField id="f-country" name="country" label="Country" value={v("country")} options={options.countries} />
        <SelectField
          id="f-upload"
          name="upload_rate"
          label="Upload rate"
          value={v("upload_rate")}
          options={options.uploadRates}
        />
        <RangeField label="Subscribers" min={["subs_min", v("subs_min")]} max={["subs_max", v("subs_max")]} />
        <RangeField label="Views" min={["views_min", v("views_min")]} max={["views_max", v("views_max")]} />
        <RangeField label="Videos" min={["videos_min", v("videos_min")]} max={["videos_max", v("videos_max")]} />
        <RangeField
          label="RPM (USD per 1,000 views)"
          step="0.01"
          min={["rpm_min", v("rpm_min")]}
          max={["rpm_max", v("rpm_max")]}
        />
        <RangeField
          label="Started"
          type="date"
          min={["started_from", v("started_from")]}
          max={["started_to", v("started_to")]}
          minLabel="From"
          maxLabel="To"
        />
        {canSeeRevenue ? (
          <>
            <RangeField
              label="Revenue per video (USD)"
              step="0.01"
              min={["rpv_min", v("rpv_min")]}
              max={["rpv_max", v("rpv_max")]}
            />
            <RangeField
              label="Monthly revenue (USD)"
              step="0.01"
              min={["monthly_min", v("monthly_min")]}
              max={["monthly_max", v("monthly_max")]}
            />
          </>
        ) : (
          <p className="rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
            <Link to="/auth?redirect=%2Fchannel-search" className="font-medium text-primary hover:underline">
              Sign in
            </Link>{" "}
            to filter and sort by estimated earnings.
          </p>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="submit" className="flex-1">
            Apply filters
          </Button>
          {activeCount > 0 ? <ClearFiltersLink to={channelSearchHref({ q: values.q })} /> : null}
        </div>
      </FoldingFilterPanel>
    </Form>
  );
}

/** A labelled select with "Any" first (the search and rankings filter panels). */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Option[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <select id={id} name={name} defaultValue={value} className={cn(selectClass, "h-10")}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled min / max pair of one quantity. */
export function RangeField({
  label,
  min,
  max,
  type = "number",
  step = "1",
  minLabel = "Min",
  maxLabel = "Max",
}: {
  label: string;
  min: [string, string];
  max: [string, string];
  type?: "number" | "date";
  step?: string;
  minLabel?: string;
  maxLabel?: string;
}) {
  const input = ([name, value]: [string, string], placeholder: string) => (
    <Input
      id={`f-${name}`}
      name={name}
      type={type}
      inputMode={type === "number" ? "decimal" : undefined}
      min={type === "number" ? 0 : undefined}
      step={type === "number" ? step : undefined}
      defaultValue={value}
      placeholder={placeholder}
      aria-label={`${label} ${placeholder.toLowerCase()}`}
      className="min-w-0"
    />
  );
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-xs font-medium text-muted-foreground">{label}</legend>
      {/* Two date fields side by side are too narrow for "mm/dd/yyyy" in the sidebar. */}
      <div className={cn("grid gap-2", type === "date" ? "grid-cols-1 sm:grid-cols-2 lg:grid-cols-1" : "grid-cols-2")}>
        {input(min, minLabel)}
        {input(max, maxLabel)}
      </div>
    </fieldset>
  );
}
