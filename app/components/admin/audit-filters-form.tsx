import { Search } from "~/components/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionLabel, auditEntityTypeLabel } from "#domain/admin/audit-entities";
import { AUDIT_QUERY_MAX_LENGTH, type AuditFilterValues } from "#domain/admin/audit-filters";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Spinner } from "~/components/ui/spinner";

/** Known values plus the one in the URL when this version does not know it (so it still shows). */
function optionsWith(known: readonly string[], current: string | undefined): string[] {
  return current && !known.includes(current) ? [...known, current] : [...known];
}

/**
 * The audit log's filters: a GET form, so every filter lands in the URL (reloadable, shareable)
 * and works without JavaScript. Dates are whole UTC days.
 */
export function AuditFiltersForm({ values, action = "/admin/audit-log" }: { values: AuditFilterValues; action?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === action;
  const active = Object.values(values).some(Boolean);
  return (
    // Re-mounted when the URL's filters change, so "Clear filters" and back/forward refresh the fields.
    <Form
      method="get"
      action={action}
      key={JSON.stringify(values)}
      className="rounded-xl border bg-card p-4 sm:p-5"
      aria-label="Filter the audit log"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(2,minmax(0,1fr))_minmax(0,1.4fr)_repeat(2,minmax(0,0.9fr))]">
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-type">Entity type</Label>
          <NativeSelect id="audit-type" name="type" defaultValue={values.type ?? ""}>
            <option value="">All types</option>
            {optionsWith(AUDIT_ENTITY_TYPES, values.type).map((type) => (
              <option key={type} value={type}>
                {auditEntityTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect id="audit-action" name="action" defaultValue={values.action ?? ""}>
            <option value="">All actions</option>
            {optionsWith(AUDIT_ACTIONS, values.action).map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)} ({action})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="audit-q">Admin e-mail or entity id</Label>
          <Input
            id="audit-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={AUDIT_QUERY_MAX_LENGTH}
            placeholder="e.g. ada@example.com"
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-from">From (UTC)</Label>
          <Input id="audit-from" name="from" type="date" defaultValue={values.from ?? ""} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-to">To (UTC)</Label>
          <Input id="audit-to" name="to" type="date" defaultValue={values.to ?? ""} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner className="size-4" /> : <Search aria-hidden="true" />}
          {busy ? "Filtering..." : "Apply filters"}
        </Button>
        {active ? (
          <Button asChild variant="ghost">
            <Link to={action}>Clear filters</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
