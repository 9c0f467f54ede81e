import { SlidersHorizontal, X } from "~/components/ui/icons";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

export type FilterField = {
  name: string;
  label: string;
  value: string;
  /** The first option is "any" (empty value) unless `allowEmpty` is false. */
  options: { value: string; label: string }[];
  anyLabel?: string;
  allowEmpty?: boolean;
};

/**
 * List filters as a GET form: every choice lives in the URL, so a filtered list can be shared
 * and works without JavaScript ('Apply'). With JavaScript a change applies at once.
 */
export function FilterForm({
  fields,
  action,
  resultCount,
  noun,
  summary,
}: {
  fields: FilterField[];
  action: string;
  resultCount: number;
  noun: [string, string];
  /** In place of "N nouns", for a paged list whose total is not counted. */
  summary?: string;
}) {
  const submit = useSubmit();
  const active = fields.some((field) => field.allowEmpty !== false && field.value !== "");
  // A choice made before the page's scripts ran reaches onChange once they have
  // (app/lib/scripts-after-first-paint.ts replays it).
  return (
    <Form
      // Re-mount on a new URL so the selects show its values (they are uncontrolled), e.g. after 'Clear filters'.
      key={fields.map((field) => field.value).join("|")}
      method="get"
      action={action}
      preventScrollReset
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true, replace: true })}
      aria-label="Filters"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {fields.map((field) => (
          <div key={field.name} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`filter-${field.name}`} className="text-xs text-muted-foreground">
              {field.label}
            </Label>
            <select
              id={`filter-${field.name}`}
              name={field.name}
              defaultValue={field.value}
              className={cn(
                "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none",
                "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
              )}
            >
              {field.allowEmpty === false ? null : <option value="">{field.anyLabel ?? "Any"}</option>}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {summary ?? `${resultCount} ${resultCount === 1 ? noun[0] : noun[1]}`}
        </p>
        <div className="flex gap-2">
          {active ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={action} preventScrollReset>
                <X aria-hidden="true" />
                Clear filters
              </Link>
            </Button>
          ) : null}
          {/* Applies the filters without JavaScript; with it, changes apply as they happen. */}
          <Button type="submit" variant="outline" size="sm">
            <SlidersHorizontal aria-hidden="true" />
            Apply
          </Button>
        </div>
      </div>
    </Form>
  );
}
