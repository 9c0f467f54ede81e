import type * as React from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  LINK_CHECK_SOURCES,
  LINK_CHECKER_PATH,
  LINK_SOURCE_LABELS,
  type LinkCheckFilters,
  linkCheckerHref,
} from "#domain/admin/link-checker";
import { formatNumber } from "#domain/format";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * All / Broken / OK as links (each a bookmarkable view) and the source as a GET select that
 * applies at once with JavaScript (an Apply button before it loads).
 */
export function LinkCheckFiltersBar({
  filters,
  counts,
}: {
  filters: LinkCheckFilters;
  counts: { total: number; ok: number; broken: number };
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form);
  };
  const outcomes = [
    { value: undefined, label: "All", count: counts.total },
    { value: "broken" as const, label: "Broken", count: counts.broken },
    { value: "ok" as const, label: "OK", count: counts.ok },
  ];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <nav
        aria-label="Show results"
        className="inline-flex h-10 w-fit items-center rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {outcomes.map((outcome) => {
          const current = filters.outcome === outcome.value;
          return (
            <Link
              key={outcome.label}
              to={linkCheckerHref({
                ...(outcome.value ? { outcome: outcome.value } : {}),
                ...(filters.source ? { source: filters.source } : {}),
              })}
              aria-current={current ? "page" : undefined}
              preventScrollReset
              className={cn(
                "inline-flex h-full items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                current && "bg-background text-foreground shadow-sm",
              )}
            >
              {outcome.label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  current ? "bg-muted" : "bg-background/60",
                  outcome.value === "broken" && outcome.count > 0 && "text-destructive",
                )}
              >
                {formatNumber(outcome.count)}
              </span>
            </Link>
          );
        })}
      </nav>
      <Form method="get" action={LINK_CHECKER_PATH} preventScrollReset className="flex items-end gap-2">
        {filters.outcome ? <input type="hidden" name="outcome" value={filters.outcome} /> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="link-source-filter">Source</Label>
          <NativeSelect
            id="link-source-filter"
            name="source"
            defaultValue={filters.source ?? ""}
            onChange={applyNow}
            className="sm:w-52"
          >
            <option value="">All sources</option>
            {LINK_CHECK_SOURCES.map((source) => (
              <option key={source} value={source}>
                {LINK_SOURCE_LABELS[source]}s
              </option>
            ))}
          </NativeSelect>
        </div>
        {hydrated ? null : (
          <Button type="submit" variant="outline">
            Apply
          </Button>
        )}
      </Form>
    </div>
  );
}
